import type { UniswapChain } from './uniswap/uniswapConfig.js';

/** Which aggregator the convert API asks; `none`: no swaps (the routes refuse every network). */
type AggregatorChoice = 'uniswap' | '0x' | '1inch' | 'lifi' | 'none';

/** One real aggregator's API: where it is, the key it wants (a secret), and how long a call may take. */
export interface AggregatorClientConfig {
  baseUrl: string;
  apiKey?: string;
  timeoutMs: number;
}

/** The §9 picker lists of one chain, by token symbol (the chain's balances token list names them). */
export interface SwapTokenLists {
  suggested?: string[];
  popular?: string[];
}

/** Where the local aggregator (`uniswap`) trades: per CAIP-2 id, the chain's Uniswap v2/v3 deployment. */
interface UniswapSettings {
  chains: Record<string, UniswapChain>;
}

/** The convert API (`src/convert`): `GET /v1/convert/tokens`, `quotes`, `allowance`, `build-approve`, `POST build-transaction`. */
export interface ConvertConfig {
  aggregator: AggregatorChoice;
  uniswap: UniswapSettings;
  zeroEx: AggregatorClientConfig;
  oneInch: AggregatorClientConfig;
  lifi: AggregatorClientConfig;
  /** CAIP-2 ids where swaps are offered besides the §9 list (`swapChainIds`): a devnet, a testnet. */
  networks: string[];
  /** A built swap expires this long after the cloud built it (its `deadline`). */
  quoteTtlSeconds: number;
  /**
   * Per CAIP-2 id, the symbols of the suggested and popular lists. A chain not here: the native coin and the
   * stable coins (`USDC`, `USDT`, `DAI`) are suggested, the rest of its token list popular.
   */
  tokens: Record<string, SwapTokenLists>;
}

export const defaultConvertConfig: ConvertConfig = {
  aggregator: 'none',
  uniswap: { chains: {} },
  zeroEx: { baseUrl: 'https://api.0x.org', timeoutMs: 10_000 },
  oneInch: { baseUrl: 'https://api.1inch.dev', timeoutMs: 10_000 },
  lifi: { baseUrl: 'https://li.quest', timeoutMs: 10_000 },
  networks: [],
  quoteTtlSeconds: 600,
  tokens: {},
};
