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
  accountBalancePath,
  accountHistoryPath,
  accountNftsPath,
  cloudPaths,
  type DomainStatus,
  domainStatusHeader,
  nativeTokenAddress,
} from './cloudPaths.js';
export {
  AccountHistoryResponse,
  HistoryQuery,
  type HistoryTransaction,
  type HistoryTransfer,
} from './history.js';
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
  AllowedOriginsResponse,
  AnalyticsConfigResponse,
  ProjectConfigResponse,
  RemoteFeatures,
} from './remoteConfig.js';
export { SdkQuery, sdkQueryWith } from './sdkQuery.js';
