export type { Connector, ConnectorType } from './connector.js';
export type {
  ConnectedAccount,
  ConnectorContext,
  ConnectorDisplay,
  ConnectorEvent,
  ConnectorSource,
  ConnectParams,
  WalletConnection,
} from './connectorSource.js';
