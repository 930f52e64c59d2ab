import type { ConnectionStatus } from './connectionStatus.js';

/**
 * §4 status at start: disconnected with reconnect disabled; connecting if a previous connection is stored;
 * otherwise the stored status (disconnected when none).
 */
export function startStatus(params: {
  enableReconnect: boolean;
  hasStoredConnection: boolean;
  storedStatus: ConnectionStatus | undefined;
}): ConnectionStatus {
  if (!params.enableReconnect) return 'disconnected';
  if (params.hasStoredConnection) return 'connecting';
  return params.storedStatus ?? 'disconnected';
}

/** §4: a failed connect attempt reverts to connected if a current connection exists, otherwise disconnected. */
export function failedConnectStatus(hasCurrentConnection: boolean): ConnectionStatus {
  return hasCurrentConnection ? 'connected' : 'disconnected';
}
