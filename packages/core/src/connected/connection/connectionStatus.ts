/** §4 connection status per chain namespace. */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected';

/** §4 per-connection status on reconnect. */
export type StoredConnectionStatus = 'connected' | 'active' | 'disconnected';
