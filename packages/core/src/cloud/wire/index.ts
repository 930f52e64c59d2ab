export { searchKey } from '../../walletPicker/walletList/searchKey.js';
export {
  fromSnapshotWallet,
  type SnapshotWallet,
  toSnapshotWallet,
} from '../../walletPicker/walletList/snapshotWallet.js';
export {
  createWalletIndex,
  type WalletIndex,
  type WalletIndexQuery,
} from '../../walletPicker/walletList/walletIndex.js';
export { AnalyticsEventBody } from './analyticsEvent.js';
export {
  AccountAddressParams,
  BalanceQuery,
  BalanceResponse,
  FiatCurrency,
  FungibleId,
  FungiblePrice,
  FungiblePriceBody,
  FungiblePriceResponse,
} from './balances.js';
export { ChainQuery, chainIdParameter, GasPriceResponse, SupportedChainsResponse } from './chainData.js';
export {
  type CloudErrorBody,
  type CloudErrorCode,
  chainDataMessages,
  cloudServerMessages,
} from './cloudMessages.js';
export {
  accountBalancePath,
  accountHistoryPath,
  accountNftsPath,
  cloudPaths,
  type DomainStatus,
  domainStatusHeader,
  nativeTokenAddress,
  onrampOrderPath,
} from './cloudPaths.js';
export {
  SwapAllowanceQuery,
  SwapAllowanceResponse,
  SwapBuildApproveQuery,
  SwapBuildApproveResponse,
  SwapBuildTransactionBody,
  SwapBuildTransactionResponse,
  SwapQuote,
  SwapQuotesQuery,
  SwapQuotesResponse,
  SwapToken,
  SwapTokenId,
  SwapTokensQuery,
  SwapTokensResponse,
  SwapTransaction,
} from './convert.js';
export {
  EmbeddedWalletOtpBody,
  EmbeddedWalletUpdateEmailResponse,
  EmbeddedWalletUpdatePrimaryResponse,
  EmbeddedWalletUpdateSecondaryResponse,
} from './embeddedWalletEmailUpdate.js';
export {
  EmbeddedWalletFarcasterPending,
  EmbeddedWalletFarcasterStartBody,
  EmbeddedWalletFarcasterStartResponse,
  EmbeddedWalletFarcasterVerifyBody,
} from './embeddedWalletFarcaster.js';
export { EmbeddedWalletKeys, EmbeddedWalletRecoveryShare } from './embeddedWalletKeys.js';
export {
  EmbeddedWalletEmailBody,
  EmbeddedWalletLogin,
  EmbeddedWalletVerifyBody,
} from './embeddedWalletLogin.js';
export {
  EmbeddedWalletEmailUser,
  EmbeddedWalletRefreshBody,
  EmbeddedWalletSession,
  EmbeddedWalletUser,
} from './embeddedWalletSession.js';
export {
  EmbeddedWalletAccountUser,
  EmbeddedWalletLoginMethod,
  EmbeddedWalletSocialLinkBody,
  EmbeddedWalletSocialLinkRequired,
  EmbeddedWalletSocialLinkResendBody,
  EmbeddedWalletSocialLogin,
  EmbeddedWalletSocialStartBody,
  EmbeddedWalletSocialStartResponse,
  EmbeddedWalletSocialVerifyBody,
  EmbeddedWalletSocialVerifyResponse,
} from './embeddedWalletSocial.js';
export { evmNodeReadMethods } from './forwardedRpcMethods.js';
export {
  AccountHistoryResponse,
  HistoryQuery,
  type HistoryTransaction,
  type HistoryTransfer,
} from './history.js';
export { ImageParams, ImageQuery } from './images.js';
export {
  EvmAddressParams,
  type IdentityQuery,
  IdentityResponse,
  NameParams,
  NameProfile,
  NameQuery,
  type ProfileQuery,
} from './names.js';
export { AccountNft, AccountNftsResponse, NftsQuery } from './nfts.js';
export {
  OnrampAmount,
  OnrampDestinationWallet,
  OnrampNetwork,
  OnrampOptionsQuery,
  OnrampOptionsResponse,
  OnrampOrder,
  OnrampOrderParams,
  OnrampOrderResponse,
  type OnrampOrderStatus,
  OnrampPaymentCurrency,
  OnrampPaymentMethodLimit,
  OnrampProviderId,
  OnrampPurchaseCurrency,
  OnrampQuote,
  OnrampQuoteBody,
  OnrampUrlBody,
  OnrampUrlResponse,
  onrampOrderStatuses,
} from './onramp.js';
export { registryPaths, type WalletPage, type WalletsQuery } from './registryQuery.js';
export { type BadgeType, badgeTypes, type InjectedId, type RegistryWallet } from './registryWallet.js';
export {
  AllowedOriginsResponse,
  AnalyticsConfigResponse,
  ProjectConfigResponse,
  RemoteFeatures,
} from './remoteConfig.js';
export { SdkQuery, sdkQueryWith } from './sdkQuery.js';
export {
  SiwxAddressParams,
  type SiwxErrorCode,
  SiwxMessageData,
  SiwxNonceResponse,
  SiwxRevokeBody,
  SiwxSession,
  SiwxSessionBody,
  SiwxSessionResponse,
  SiwxSessionsQuery,
  SiwxSessionsResponse,
} from './siwx.js';
export {
  SmartAccountNetworks,
  type SponsorshipRefusal,
  sponsorshipRefusals,
  sponsorshipRefusedCode,
} from './smartAccounts.js';
export { swapChainIds, swapNativeTokenAddress, swapSlippagePercent } from './swapConstants.js';
export { WalletsQueryString } from './walletsQueryString.js';
