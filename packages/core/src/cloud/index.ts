export {
  type AllowedOriginsResponse,
  type AnalyticsConfigResponse,
  type AnalyticsEventBody,
  cloudPaths,
  type DomainStatus,
  domainStatusHeader,
  type ProjectConfigResponse,
  type RemoteFeatures,
  type SdkQuery,
} from './apiTypes.js';
export {
  type CloudErrorBody,
  type CloudErrorCode,
  cloudErrorAlert,
  cloudErrorAlerts,
  cloudErrorCodes,
  cloudServerMessages,
  isCloudErrorBody,
} from './errorCodes.js';
export {
  type BadgeType,
  badgeTypes,
  type InjectedId,
  type RegistryWallet,
  registryPaths,
  type WalletPage,
  type WalletsQuery,
} from './registryWallet.js';
