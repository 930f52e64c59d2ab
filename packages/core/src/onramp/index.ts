export { normalizeOnrampProviders } from './onrampProviders.js';
