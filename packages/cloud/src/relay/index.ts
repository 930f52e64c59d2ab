export type { RelayOptions } from './relay.js';
export { installRelayEndpoint } from './relayEndpoint.js';
