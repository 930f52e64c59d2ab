// The registry's wallet type is core's; re-exported for the server's callers (saveWallets).
export type { RegistryWallet } from '@portico/core';
export { listEvents } from './analytics/index.js';
export {
  type ChainTokenList,
  type CoinGeckoPriceConfig,
  devnetPriceTable,
  type LocalPriceConfig,
  type PriceSourceConfig,
  tokenListsFromStack,
} from './balances/index.js';
export type { CloudConfigInput } from './config.js';
export { uniswapChainsFromStack } from './convert/index.js';
export { type Db, openDb } from './db/index.js';
export type { Readiness, ReadinessCheck, ReadinessReport } from './health/index.js';
export { historyConfigFromStack } from './history/index.js';
export { namesFromStack } from './names/index.js';
export { devnetRampNetworksFromStack } from './onramp/index.js';
export { type SeedDemoProjectOptions, seedDemoProject, updateProject } from './projects/index.js';
export { saveWallets } from './registry/index.js';
export { upstreamsFromStack } from './rpc/index.js';
export { defaultCloudPort, type RunningCloud, type StartCloudOptions, startCloud } from './server.js';
export {
  cloudSettings,
  type ResolvedSettings,
  resolveSettings,
  type Setting,
  SettingsError,
} from './settings/index.js';
export { smartAccountsFromStack } from './smartAccounts/index.js';
