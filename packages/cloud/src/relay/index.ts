export { installRelayEndpoint } from './relayEndpoint.js';
export { deleteExpiredRelayMessages, deleteExpiredRelaySubscriptions } from './relayRetention.js';
