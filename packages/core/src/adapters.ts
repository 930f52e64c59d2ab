// @portico/core/adapters: what a connector source or chain adapter author implements and uses — the
// ChainAdapter and ConnectorSource contracts (with the embedded wallet's), their helpers, the readers of a
// wallet's coded errors and the Solana wire codec. A dApp needs none of it; the domain (CAIP ids, networks,
// errors, logger) is in `@portico/core`.

export { cloudRpcUrl, preferredRpcUrl } from './cloud/client/cloudRpc.js';
export type {
  ChainAdapter,
  ChainAdapterContext,
  NamespaceConnection,
  WalletCall,
} from './domain/chainAdapter/ChainAdapter.js';
export type { Transfer, TransferFee } from './domain/chainAdapter/transfer.js';
export type {
  ConnectedAccount,
  ConnectorContext,
  ConnectorDisplay,
  ConnectorEvent,
  ConnectorSource,
  ConnectParams,
  WalletConnection,
} from './domain/connectorSource/connectorSource.js';
export { type ConnectPrompts, createConnectPrompts } from './domain/connectorSource/connectPrompts.js';
export {
  type EmailConnectAction,
  type EmailUpdateAction,
  type EmbeddedDappData,
  type EmbeddedLoginMethod,
  type EmbeddedRequest,
  type EmbeddedRequestGate,
  type EmbeddedTheme,
  type EmbeddedUser,
  type EmbeddedWalletSource,
  isEmbeddedWalletSource,
  type OtpResult,
  type SocialConnectResult,
} from './domain/connectorSource/embeddedWalletSource.js';
export type {
  AccountTypeSwitch,
  SmartAccountCapability,
  SwitchableAccountType,
} from './domain/connectorSource/smartAccountSource.js';
export { untilAborted } from './domain/connectorSource/untilAborted.js';
export type { SignedSignInMessage, SignInMessageData } from './domain/signIn/signInMessage.js';
export {
  decodeSolanaMessage,
  decodeSolanaTransaction,
  SolanaWireError,
  type SolanaWireInstruction,
  type SolanaWireMessage,
  type SolanaWireTransaction,
  withSolanaSignature,
} from './domain/solana/solanaWire.js';
export type {
  RequestSummary,
  SummaryContext,
  SummaryRow,
} from './embeddedWallet/approval/summary/requestSummary.js';
export {
  rawSummary,
  rawSummaryText,
  summarizeRequest,
  summarizeRequestText,
} from './embeddedWallet/approval/summary/summarizeRequest.js';
export {
  type RequestSummaryText,
  type SummaryLine,
  type SummaryPart,
  type SummaryText,
  type SummaryTextKey,
  summaryTextEn,
} from './embeddedWallet/approval/summary/summaryText.js';
export { classifyEmbeddedRpcMethod, type RpcSafety } from './embeddedWallet/rules/rpcSafety.js';
export { errorChain } from './shared/errors/errorChain.js';
export { decodeNodeError } from './shared/errors/nodeErrors.js';
export {
  hasRpcErrorCode,
  rpcErrorCode,
  rpcErrorFrom,
  toProviderRpcError,
} from './shared/errors/readRpcError.js';
export { rpcErrorMessage } from './shared/errors/rpcErrorCodes.js';
export { validateFeeModel } from './shared/validation/feeModel.js';
export { validateSendCalls } from './shared/validation/sendCalls.js';
export { tokenBalancesOfAssets, type WalletAsset } from './walletFeatures/tokenBalances/walletAssets.js';
export { isPairingExpired, pairingExpiry } from './walletPicker/walletConnect/pairingExpiry.js';
export { canRetryPairing } from './walletPicker/walletConnect/pairingRetry.js';
