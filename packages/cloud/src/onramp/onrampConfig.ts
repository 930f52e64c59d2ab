/** One network Portico Devnet Ramp delivers on: a devnet EVM chain's pUSD, or the Solana devnet's SOL. */
export interface DevnetRampNetwork {
  /** The network's name in quotes and URLs, e.g. `portico-devnet`. */
  name: string;
  displayName: string;
  /** CAIP-2 id; its JSON-RPC is the first of the cloud's `rpc.upstreams` for it. */
  chainId: string;
  /** What is bought: `PUSD` (an ERC-20 of `contractAddress`) or `SOL` (the Solana devnet's native coin, airdropped). */
  symbol: 'PUSD' | 'SOL';
  /** The ERC-20's address on an EVM chain; '' for SOL. */
  contractAddress: string;
  decimals: number;
  /** The token's owner (unlocked on the devnet node) that mints the pUSD; '' for SOL. */
  from: string;
}

/** Meld (the meld-type aggregator): its API, the API key (a secret) and the public key its widget URL carries. */
export interface MeldConfig {
  baseUrl: string;
  apiKey?: string;
  /** The widget's public key (§7 "On-ramp provider URL": publicKey); not a secret, it is in every checkout URL. */
  publicKey?: string;
  widgetUrl: string;
  timeoutMs: number;
}

/** Coinbase Onramp (the exchange-based provider): its API and the operator's CDP secret API key. */
export interface CoinbaseConfig {
  baseUrl: string;
  /** The CDP API key's name (id), e.g. `organizations/{org}/apiKeys/{key}`; the JWT's `kid` and `sub`. */
  keyName?: string;
  /** The CDP API key's private key (a secret): an EC P-256 PEM, or an Ed25519 key (PEM, or CDP's base64 form). */
  privateKey?: string;
  timeoutMs: number;
}

/** The on-ramp API (`src/onramp`): which providers the cloud offers, and their clients. */
export interface OnrampConfig {
  /** Provider ids offered, in order: `meld`, `coinbase`, `devnet-ramp`; empty: no on-ramp (no project is offered it). */
  providers: string[];
  /** Where the visitors are (ISO 3166-1 alpha-2) and, in the US or Canada, their state: the real providers' options and quotes depend on it. */
  country: string;
  subdivision?: string;
  devnetRamp: { networks: DevnetRampNetwork[] };
  meld: MeldConfig;
  coinbase: CoinbaseConfig;
}

export const defaultOnrampConfig: OnrampConfig = {
  providers: [],
  country: 'US',
  devnetRamp: { networks: [] },
  meld: { baseUrl: 'https://api.meld.io', widgetUrl: 'https://meldcrypto.com', timeoutMs: 10_000 },
  coinbase: { baseUrl: 'https://api.developer.coinbase.com', timeoutMs: 10_000 },
};
