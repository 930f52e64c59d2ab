// @portico/core's public API for dApps and the UI packages, named one by one; also `…/adapters` and `…/wire`.

export { isDevelopmentHost } from './cloud/backend/developmentMode.js';
export { selectNetworkImageUrl, selectTokenImageUrl } from './cloud/backend/imageUrls.js';
export { selectAccountTabs, selectResolvesNames, selectShowsTokenTotal } from './cloud/backend/selectors.js';
export type { BackendState } from './cloud/backend/types.js';
export type { AccountHistoryQuery } from './cloud/client/chainDataClient.js';
export type { CloudClient } from './cloud/client/cloudClient.js';
export type { SwapQuote, SwapToken } from './cloud/wire/convert.js';
export type { WalletPage, WalletsQuery } from './cloud/wire/registryQuery.js';
export type { RegistryWallet } from './cloud/wire/registryWallet.js';
export type { AccountApi } from './connected/account/accountApi.js';
export { type AccountTab, accountTabs } from './connected/account/accountTabs.js';
export { displayBalance } from './connected/account/balancePolicy.js';
export {
  type ConnectButtonState,
  selectActiveAccount,
  selectConnectButton,
  selectDisplayBalance,
  selectIsConnected,
} from './connected/account/selectors.js';
export type { AccountState, ConnectedWalletInfo, PorticoUser } from './connected/account/types.js';
export type { AccountTypeApi } from './connected/accountType/accountTypeApi.js';
export type { AccountTypeState } from './connected/accountType/accountTypeState.js';
export { type AccountTypeSwitchView, selectAccountTypeSwitch } from './connected/accountType/selectors.js';
export type { NetworkApi } from './connected/activeNetwork/networkApi.js';
export {
  createNetworkGroupsSelector,
  type NetworkGroup,
  selectActiveNetworkState,
  selectSwitchError,
} from './connected/activeNetwork/selectors.js';
export type { NetworkState, NetworksState } from './connected/activeNetwork/types.js';
export type { ConnectError } from './connected/connection/connectError.js';
export type { ConnectionApi } from './connected/connection/connectionApi.js';
export type { ConnectionStatus, StoredConnectionStatus } from './connected/connection/connectionStatus.js';
export { selectConnectError } from './connected/connection/selectors.js';
export type { Connection, ConnectionState, RecentConnection } from './connected/connection/types.js';
export { walletErrorMessage } from './connected/connection/walletErrorMessage.js';
export type { MultiWalletApi } from './connected/multiWallet/multiWalletApi.js';
export { createProfileWalletsSelector, type ProfileWallet } from './connected/multiWallet/profileWallets.js';
export { browserOnlySiwx } from './connected/siwx/configs/browserOnlySiwx.js';
export type { SiwxMessageSettings } from './connected/siwx/configs/messageFields.js';
export type { ServerSiwxSettings, SiwxServerAdapter } from './connected/siwx/configs/serverSiwx.js';
export { SiwxRefusedError, serverSiwx } from './connected/siwx/configs/serverSiwx.js';
export { selectCloseDisabled } from './connected/siwx/selectors.js';
export type { SiwxApi } from './connected/siwx/siwxApi.js';
export type {
  SIWEConfig,
  SIWXConfig,
  SIWXSettings,
  SIWXState,
  SignInStatus,
} from './connected/siwx/types.js';
export { type AccountType, accountTypes } from './domain/caip/accountType.js';
export type { CaipAddress } from './domain/caip/caipAddress.js';
export { formatCaipAddress, isCaipAddress, parseCaipAddress } from './domain/caip/caipAddress.js';
export { type CaipNetworkId, isCaipNetworkId, parseCaipNetworkId } from './domain/caip/caipNetworkId.js';
export type { ChainNamespace } from './domain/caip/chainNamespace.js';
export { chainNamespaces, isChainNamespace, namespaceNames } from './domain/caip/chainNamespace.js';
export { evmChainIdToCoinType } from './domain/caip/coinType.js';
export type { TokenBalance, TokenConfig } from './domain/chainAdapter/token.js';
export type { Connector, ConnectorType } from './domain/connectorSource/connector.js';
export { bitcoin, bitcoinTestnet } from './domain/networks/bitcoin.js';
export { builtInNetworks } from './domain/networks/builtInNetworks.js';
export { porticoDevnet, porticoTestnet } from './domain/networks/devnet.js';
export { ethereum, sepolia } from './domain/networks/ethereum.js';
export type { Network } from './domain/networks/network.js';
export { solana, solanaDevnet, solanaTestnet } from './domain/networks/solana.js';
export type { SignInMessageData } from './domain/signIn/signInMessage.js';
export type { SIWXMessageInput, SIWXSession } from './domain/signIn/siwxSession.js';
export type { ApprovalState, PendingApproval } from './embeddedWallet/approval/approvalState.js';
export { selectPendingApproval } from './embeddedWallet/approval/selectors.js';
export type {
  FarcasterLoginState,
  FarcasterLoginStep,
} from './embeddedWallet/farcaster/farcasterLoginState.js';
export type { EmbeddedWalletApi } from './embeddedWallet/login/embeddedWalletApi.js';
export type {
  EmailLoginState,
  EmailLoginStep,
  EmailUpdateState,
  EmailUpdateStep,
  EmbeddedWalletState,
  FrameStatus,
} from './embeddedWallet/login/embeddedWalletState.js';
export {
  type AuthSocialLogin,
  selectAuthEmail,
  selectAuthSocialLogins,
  selectEmailLogin,
  selectEmailUpdate,
} from './embeddedWallet/login/selectors.js';
export type { SocialLoginState, SocialLoginStep } from './embeddedWallet/social/socialLoginState.js';
export type { Features, ResolvedFeatures } from './instance/features.js';
export type { Portico, Unsubscribe } from './instance/portico.js';
export type {
  KeyValueStorage,
  Metadata,
  PorticoOptions,
  ResolvedPorticoOptions,
} from './instance/porticoOptions.js';
export type { PorticoState } from './instance/porticoState.js';
export { storageKeyPrefix } from './instance/storage/storageKey.js';
export type { TokensOption } from './instance/tokensOption.js';
export type { AlertsApi } from './modal/alerts/alertsApi.js';
export type { AlertsState, PorticoAlert, Toast, ToastInput } from './modal/alerts/types.js';
export type { ModalApi } from './modal/dialog/modalApi.js';
export { selectCanGoBack, selectNamespaceLoading } from './modal/dialog/selectors.js';
export type {
  ModalState,
  NavigateArgs,
  NavigateOptions,
  OpenOptions,
  Route,
  RouteData,
  RouterState,
  ViewName,
} from './modal/dialog/types.js';
export { type LegalApi, type LegalState, selectConnectLocked } from './modal/legal/legalExports.js';
export type {
  Locale,
  LocaleApi,
  LocaleState,
  MessageKey,
  MessageParams,
  MessagePart,
  Messages,
  TextDirection,
  Translate,
} from './modal/locale/localeExports.js';
export {
  accountMessagePart,
  connectingMessagePart,
  formatMessageTemplate,
  localeDirection,
  matchLocale,
  nodeMessagePart,
  onrampMessagePart,
  selectTranslate,
  sendMessagePart,
  sessionMessagePart,
  supportedLocales,
  swapMessagePart,
  translateFilled,
  translateText,
} from './modal/locale/localeExports.js';
export { selectThemeVariables } from './modal/theme/selectors.js';
export type { ThemeApi } from './modal/theme/themeApi.js';
export { type ThemeChoice, type ThemeLook, themeLooks } from './modal/theme/themeChoice.js';
export type { ThemeState, ThemeVariables } from './modal/theme/types.js';
export { createPortico } from './portico/createPortico.js';
export { constants } from './shared/constants.js';
export type { ErrorCode, PorticoErrorCode } from './shared/errors/catalogue.js';
export { PorticoError } from './shared/errors/PorticoError.js';
export { ProviderRpcError } from './shared/errors/providerRpcError.js';
export { type RpcErrorCode, rpcErrorCodes } from './shared/errors/rpcErrorCodes.js';
export { errorMessage } from './shared/errors/toPorticoError.js';
export { truncateAddress } from './shared/format/address.js';
export { formatBalance } from './shared/format/balance.js';
export { createLogger, type LogEntry, type Logger, type LogLevel } from './shared/logger/logger.js';
export { isOriginAllowed } from './shared/origin/originAllowlist.js';
export { matchesOriginPattern } from './shared/origin/originPattern.js';
export { retry } from './shared/retry/retry.js';
export { retryAfterMs } from './shared/retry/retryAfter.js';
export { isRetryableRpcError, rpcRetryDelay } from './shared/retry/rpcRetry.js';
export type { SocialLoginProvider, SocialProvider } from './shared/validation/socialProvider.js';
export { isSocialProvider, socialProviders } from './shared/validation/socialProvider.js';
export { isSolanaAddress } from './shared/validation/solanaAddress.js';
export type { ThemeMode } from './shared/validation/themeMode.js';
export type { WalletFeature, WalletFeatureEntry } from './walletFeatures/accountFeatures/walletFeatures.js';
export { selectWalletFeatures } from './walletFeatures/accountFeatures/walletFeatures.js';
export type { ActivityApi } from './walletFeatures/activity/activityApi.js';
export type { ActivityRow } from './walletFeatures/activity/activityRow.js';
export type { ActivityState, TransactionsByMonth } from './walletFeatures/activity/activityState.js';
export {
  type ActivityMonth,
  selectActivityMonths,
  selectActivityUnloaded,
  selectHasMoreActivity,
} from './walletFeatures/activity/selectors.js';
export type { CallsStatusApi } from './walletFeatures/callsStatus/callsStatusApi.js';
export type { CallsStatusPhase, CallsStatusState } from './walletFeatures/callsStatus/callsStatusState.js';
export { type CallsStatusView, selectCallsStatus } from './walletFeatures/callsStatus/selectors.js';
export type { NftsApi } from './walletFeatures/nfts/nftsApi.js';
export type { NftsState } from './walletFeatures/nfts/nftsState.js';
export type { NftItem } from './walletFeatures/nfts/selectors.js';
export { selectNftItems, selectNftsEmpty, selectNftsUnloaded } from './walletFeatures/nfts/selectors.js';
export type { OnrampApi } from './walletFeatures/onramp/onrampApi.js';
export type { OnrampState, OnrampStatus } from './walletFeatures/onramp/onrampState.js';
export {
  type OnrampBuyButton,
  type OnrampProviderRow,
  type OnrampPurchaseRow,
  type OnrampQuoteDetails,
  onrampArrived,
  onrampBuyButton,
  onrampProviderRows,
  onrampPurchaseRows,
  onrampQuoteDetails,
} from './walletFeatures/onramp/selectors.js';
export { selectSendAmountUsd, selectSendTokens } from './walletFeatures/send/selectors.js';
export type { SendApi } from './walletFeatures/send/sendApi.js';
export type { SendFee, SendState, SentTransaction } from './walletFeatures/send/sendState.js';
export {
  type SwapButton,
  type SwapQuoteDetails,
  type SwapTokenRow,
  selectSwapButton,
  selectSwapFromToken,
  selectSwapQuoteDetails,
  selectSwapTokenRows,
  selectSwapToToken,
} from './walletFeatures/swap/selectors.js';
export type { SwapApi } from './walletFeatures/swap/swapApi.js';
export type { SwapArguments } from './walletFeatures/swap/swapArguments.js';
export type { SwapSide, SwapState, SwapStatus } from './walletFeatures/swap/swapState.js';
export {
  selectTokenBalanceLoading,
  selectTokenRows,
  selectTokenTotal,
  type TokenRow,
} from './walletFeatures/tokenBalances/selectors.js';
export type { TokenBalancesApi } from './walletFeatures/tokenBalances/tokenBalancesApi.js';
export type { ConnectListItem } from './walletPicker/connectList/connectList.js';
export type { ConnectMethod } from './walletPicker/connectList/connectMethods.js';
export {
  createConnectListSelector,
  selectConnectMethods,
  selectSocialProviders,
} from './walletPicker/connectList/selectors.js';
export type { ConnectorsState, CustomWallet, RecentWallet } from './walletPicker/connectList/types.js';
export { walletConnector } from './walletPicker/connectList/walletConnector.js';
export {
  selectCanPairWalletConnect,
  selectPairingUri,
  selectPairingWallet,
  selectWalletConnectError,
  selectWalletConnectUri,
} from './walletPicker/walletConnect/selectors.js';
export { isSafeWalletLink, type WalletLinkUse } from './walletPicker/walletConnect/walletLinkSafety.js';
export type { WalletLink, WalletLinkKind } from './walletPicker/walletConnect/walletLinks.js';
export { pairingLink, walletLinks } from './walletPicker/walletConnect/walletLinks.js';
export { createAllWalletsSelector } from './walletPicker/walletList/selectors.js';
export type { SnapshotWallet } from './walletPicker/walletList/snapshotWallet.js';
export type { WalletListApi } from './walletPicker/walletList/walletListApi.js';
export type { WalletRow, WalletRowKind } from './walletPicker/walletList/walletRows.js';
