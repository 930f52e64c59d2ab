export { installRelayEndpoint, type RelayEndpointOptions } from './relayEndpoint.js';
