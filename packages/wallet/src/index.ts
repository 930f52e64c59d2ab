// The public API of @portico/wallet: the embedded wallet's connector source (docs/embedded-wallet.md).
export { embeddedConnectorId } from './connector/connectorId.js';
export { createEmbeddedWalletConnector } from './connector/embeddedWalletConnector.js';
export type { FramePort } from './connector/framePort.js';
export type { EmbeddedWalletConnectorOptions, FrameQuery } from './connector/options.js';
