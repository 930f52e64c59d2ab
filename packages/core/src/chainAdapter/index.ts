export type { AdapterConnection, AdapterContext, AdapterEvent, ChainAdapter } from './ChainAdapter.js';
export type { Connection, ConnectionAccount } from './connection.js';
export type { Connector, ConnectorType } from './connector.js';
