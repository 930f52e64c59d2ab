import { PorticoError } from '../../shared/errors/PorticoError.js';
import type { ConnectionStatus, StoredConnectionStatus } from './connectionStatus.js';

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

/**
 * §4 per-connection status on reconnect: connected or active connections reconnect directly; a disconnected
 * one goes through its login (email, social or wallet-connect) again; anything else is 'Invalid connection status'.
 */
export function reconnectAction(status: unknown): 'reconnect' | 'login' {
  if (status === 'connected' || status === 'active') return 'reconnect';
  if (status === 'disconnected') return 'login';
  throw new PorticoError('INVALID_CONNECTION_STATUS');
}

export function isStoredConnectionStatus(status: unknown): status is StoredConnectionStatus {
  return status === 'connected' || status === 'active' || status === 'disconnected';
}
