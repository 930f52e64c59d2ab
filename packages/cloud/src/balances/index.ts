export { balanceRoutes, createPriceProvider } from './balanceRoutes.js';
export { devnetPriceTable } from './localPrices.js';
export type {
  CoinGeckoPriceConfig,
  LocalPriceConfig,
  PriceProvider,
  PriceSourceConfig,
} from './priceProvider.js';
export type { ChainTokenList } from './tokenList.js';
export { tokenListsFromStack } from './tokenListsFromStack.js';
