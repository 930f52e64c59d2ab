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

/** The on-ramp API (`src/onramp`): which providers the cloud offers, and their clients. */
export interface OnrampConfig {
  /** Provider ids offered, in order: `meld`, `coinbase`, `devnet-ramp`; empty: no on-ramp (no project is offered it). */
  providers: string[];
  devnetRamp: { networks: DevnetRampNetwork[] };
}

export const defaultOnrampConfig: OnrampConfig = { providers: [], devnetRamp: { networks: [] } };
