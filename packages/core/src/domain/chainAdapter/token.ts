import type { CaipNetworkId } from '../caip/caipNetworkId.js';

/** A token the dApp lists for a network: an ERC-20 contract on eip155, an SPL mint on solana. */
export interface TokenConfig {
  /** The contract (eip155) or mint (solana) address. */
  address: string;
  symbol: string;
  /** The token's decimals: an integer from 1 to 255 (§5 shows no token with 0 decimals). */
  decimals: number;
  /** Shown in the Tokens tab; the symbol when absent. */
  name?: string;
  iconUrl?: string;
}

/** A balance of a token held by an account, as the chain adapter or Portico Cloud reports it. */
/** §3 Token balance. */
export interface TokenBalance {
  name: string;
  symbol: string;
  chainId: CaipNetworkId;
  address?: string;
  decimals: number;
  quantity: { decimals: string; numeric: string };
  iconUrl?: string;
  price?: number;
  value?: number;
}
