// The public API of @portico/core, named one by one (a test records the runtime names): what a dApp, the UI
// packages, the chain adapters and Portico Cloud use. Helpers nothing outside core uses are not exported.
export { accountTabs } from './account/accountTabs.js';
export { displayBalance } from './account/balancePolicy.js';
export { selectActiveAccount, selectDisplayBalance, selectIsConnected } from './account/selectors.js';
export type {
  AccountState,
  AccountTab,
  ConnectedWalletInfo,
  PorticoUser,
  TokenBalance,
} from './account/types.js';
export type { ActivityRow } from './activity/activityRow.js';
export type { ActivityState, TransactionsByMonth } from './activity/activityState.js';
export {
  type ActivityMonth,
  selectActivityMonths,
  selectActivityUnloaded,
  selectHasMoreActivity,
} from './activity/selectors.js';
export type { AlertsState, PorticoAlert, Toast, ToastInput } from './alerts/types.js';
export type { ApprovalState, PendingApproval } from './approval/approvalState.js';
export { selectPendingApproval } from './approval/selectors.js';
export type { RequestSummary, SummaryContext, SummaryRow } from './approval/summary/requestSummary.js';
export { rawSummary, summarizeRequest } from './approval/summary/summarizeRequest.js';
export { isDevelopmentHost } from './backend/developmentMode.js';
export { selectAccountTabs, selectResolvesNames, selectShowsTokenTotal } from './backend/selectors.js';
export type { BackendState } from './backend/types.js';
export { type AccountType, accountTypes } from './caip/accountType.js';
export { type CaipAddress, formatCaipAddress, isCaipAddress, parseCaipAddress } from './caip/caipAddress.js';
export { type CaipNetworkId, isCaipNetworkId, parseCaipNetworkId } from './caip/caipNetworkId.js';
export {
  type ChainNamespace,
  chainNamespaces,
  isChainNamespace,
  namespaceNames,
} from './caip/chainNamespace.js';
export { evmChainIdToCoinType } from './caip/coinType.js';
export type {
  ChainAdapter,
  ChainAdapterContext,
  NamespaceConnection,
  WalletCall,
} from './chainAdapter/ChainAdapter.js';
export type { Transfer, TransferFee } from './chainAdapter/transfer.js';
export {
  type AccountHistoryResponse,
  type AccountNft,
  type AccountNftsResponse,
  type AllowedOriginsResponse,
  type AnalyticsConfigResponse,
  type AnalyticsEventBody,
  accountBalancePath,
  type BalanceQuery,
  type BalanceResponse,
  type ChainQuery,
  cloudPaths,
  type DomainStatus,
  domainStatusHeader,
  type FiatCurrency,
  type FungibleId,
  type FungiblePrice,
  type FungiblePriceBody,
  type FungiblePriceResponse,
  type GasPriceResponse,
  type HistoryTransaction,
  type HistoryTransfer,
  type IdentityQuery,
  type IdentityResponse,
  type NameProfile,
  nativeTokenAddress,
  type ProfileQuery,
  type ProjectConfigResponse,
  type RemoteFeatures,
  type SdkQuery,
  type SupportedChainsResponse,
} from './cloud/apiTypes.js';
export {
  type CloudErrorBody,
  type CloudErrorCode,
  chainDataMessages,
  cloudServerMessages,
} from './cloud/errorCodes.js';
export {
  type BadgeType,
  badgeTypes,
  type InjectedId,
  type RegistryWallet,
  registryPaths,
  type WalletPage,
  type WalletsQuery,
} from './cloud/registryWallet.js';
export type { AccountHistoryQuery, CloudClient } from './cloudClient/cloudClient.js';
export { cloudRpcUrl, preferredRpcUrl } from './cloudClient/cloudRpc.js';
export { selectConnectError } from './connection/selectors.js';
export type {
  ConnectError,
  Connection,
  ConnectionState,
  ConnectionStatus,
  RecentConnection,
  StoredConnectionStatus,
} from './connection/types.js';
export { walletErrorMessage } from './connection/walletErrorMessage.js';
export type { Connector, ConnectorType } from './connector/connector.js';
export type {
  ConnectedAccount,
  ConnectorContext,
  ConnectorDisplay,
  ConnectorEvent,
  ConnectorSource,
  ConnectParams,
  WalletConnection,
} from './connector/connectorSource.js';
export { type ConnectPrompts, createConnectPrompts } from './connector/connectPrompts.js';
export { untilAborted } from './connector/untilAborted.js';
export type { ConnectListItem } from './connectors/connectList.js';
export { type ConnectMethod, enabledSocialProviders } from './connectors/connectMethods.js';
export { createConnectListSelector, selectConnectMethods } from './connectors/selectors.js';
export type { ConnectorsState, CustomWallet, RecentWallet } from './connectors/types.js';
export { constants } from './constants.js';
export {
  type EmailConnectAction,
  type EmailUpdateAction,
  type EmbeddedDappData,
  type EmbeddedRequest,
  type EmbeddedRequestGate,
  type EmbeddedTheme,
  type EmbeddedUser,
  type EmbeddedWalletSource,
  isEmbeddedWalletSource,
  type OtpResult,
} from './embedded/embeddedWalletSource.js';
export { classifyEmbeddedRpcMethod, type RpcSafety } from './embedded/rpcSafety.js';
export type {
  EmailLoginState,
  EmailLoginStep,
  EmailUpdateState,
  EmailUpdateStep,
  EmbeddedWalletState,
  FrameStatus,
} from './embeddedWallet/embeddedWalletState.js';
export { selectAuthEmail, selectEmailLogin, selectEmailUpdate } from './embeddedWallet/selectors.js';
export type { ErrorCode } from './errors/catalogue.js';
export type { ErrorLink } from './errors/errorChain.js';
export { errorChain } from './errors/errorChain.js';
export { decodeNodeError } from './errors/nodeErrors.js';
export { PorticoError } from './errors/PorticoError.js';
export {
  isProviderRpcError,
  ProviderRpcError,
  type ProviderRpcErrorOptions,
  type RpcErrorObject,
} from './errors/providerRpcError.js';
export {
  hasRpcErrorCode,
  type RpcErrorFromOptions,
  rpcErrorCode,
  rpcErrorFrom,
  toProviderRpcError,
} from './errors/readRpcError.js';
export { type RpcErrorCode, rpcErrorCodes, rpcErrorMessage } from './errors/rpcErrorCodes.js';
export { errorMessage } from './errors/toPorticoError.js';
export type { Features, ResolvedFeatures } from './features/types.js';
export {
  selectWalletFeatures,
  type WalletFeature,
  type WalletFeatureEntry,
} from './features/walletFeatures.js';
export { truncateAddress } from './format/address.js';
export { formatBalance } from './format/balance.js';
export { selectConnectLocked } from './legal/selectors.js';
export type { LegalState } from './legal/types.js';
export { createLogger, type LogEntry, type Logger, type LogLevel } from './logger/logger.js';
export { selectCanClose, selectCanGoBack, selectNamespaceLoading } from './modal/selectors.js';
export type {
  ModalState,
  NavigateArgs,
  NavigateOptions,
  OpenOptions,
  Route,
  RouteData,
  RouterState,
  SwapArguments,
  ViewName,
} from './modal/types.js';
export { createProfileWalletsSelector, type ProfileWallet } from './multiWallet/profileWallets.js';
export {
  createNetworkGroupsSelector,
  type NetworkGroup,
  selectActiveNetworkState,
  selectSwitchError,
} from './network/selectors.js';
export type { NetworkState, NetworksState } from './network/types.js';
export { bitcoin, bitcoinTestnet } from './networks/bitcoin.js';
export { builtInNetworks } from './networks/builtInNetworks.js';
export { devnetDefaultPorts, porticoDevnet, porticoTestnet } from './networks/devnet.js';
export { ethereum, sepolia } from './networks/ethereum.js';
export type { Network } from './networks/network.js';
export { solana, solanaDevnet, solanaTestnet } from './networks/solana.js';
export type { NftsState } from './nfts/nftsState.js';
export { type NftItem, selectNftItems, selectNftsEmpty, selectNftsUnloaded } from './nfts/selectors.js';
export type { TokenConfig, TokensOption } from './options/tokensOption.js';
export { isOriginAllowed } from './origin/originAllowlist.js';
export { matchesOriginPattern } from './origin/originPattern.js';
export { isPairingExpired, pairingExpiry } from './pairing/pairingExpiry.js';
export { canRetryPairing } from './pairing/pairingRetry.js';
export { createPortico } from './portico/createPortico.js';
export type {
  KeyValueStorage,
  Metadata,
  Portico,
  PorticoOptions,
  PorticoState,
  ResolvedPorticoOptions,
  Unsubscribe,
} from './portico/types.js';
export { retry } from './retry/retry.js';
export { retryAfterMs } from './retry/retryAfter.js';
export { isRetryableRpcError, rpcRetryDelay } from './retry/rpcRetry.js';
export { selectSendAmountUsd, selectSendTokens } from './send/selectors.js';
export type { SendFee, SendState, SentTransaction } from './send/sendState.js';
export type { SIWEConfig, SIWXConfig, SIWXSession, SIWXState } from './siwx/types.js';
export {
  decodeSolanaMessage,
  decodeSolanaTransaction,
  type SolanaMessageHeader,
  SolanaWireError,
  type SolanaWireInstruction,
  type SolanaWireLookup,
  type SolanaWireMessage,
  type SolanaWireTransaction,
  withSolanaSignature,
} from './solana/solanaWire.js';
export { toSolanaNetwork } from './stack/solanaNetwork.js';
export {
  parseStack,
  type Stack,
  type StackAccount,
  type StackChain,
  type StackCollection,
  type StackEns,
  type StackEnsName,
  type StackSolana,
  type StackSolanaAccount,
  type StackSolanaNetwork,
  type StackSolanaToken,
  type StackToken,
  stackFilePath,
} from './stack/stack.js';
export { storageKeyPrefix } from './storage/storageKeys.js';
export type { ThemeState, ThemeVariables } from './theme/types.js';
export {
  selectTokenBalanceLoading,
  selectTokenRows,
  selectTokenTotal,
  type TokenRow,
} from './tokenBalances/selectors.js';
export { tokenBalancesOfAssets, type WalletAsset } from './tokenBalances/walletAssets.js';
export { isSocialProvider } from './validation/socialProvider.js';
export type { ThemeMode } from './validation/themeMode.js';
export {
  selectCanPairWalletConnect,
  selectPairingUri,
  selectPairingWallet,
  selectWalletConnectError,
} from './walletConnect/selectors.js';
export { isSafeWalletLink, type WalletLinkUse } from './walletConnect/walletLinkSafety.js';
export {
  pairingLink,
  type WalletLink,
  type WalletLinkKind,
  walletLinks,
} from './walletConnect/walletLinks.js';
export { searchKey } from './walletList/searchKey.js';
export { createAllWalletsSelector } from './walletList/selectors.js';
export {
  fromSnapshotWallet,
  type SnapshotWallet,
  toSnapshotWallet,
} from './walletList/snapshotWallet.js';
export { createWalletIndex, type WalletIndex, type WalletIndexQuery } from './walletList/walletIndex.js';
export type { WalletRow, WalletRowKind } from './walletList/walletRows.js';
