export { installRelayEndpoint, type RelayEndpointOptions } from './relayEndpoint.js';
export { deleteExpiredRelayMessages, deleteExpiredRelaySubscriptions } from './relayRetention.js';
