export { type Devnet, type DevnetChain, type DevnetOptions, startDevnet } from './devnet.js';
export type { SolanaBalances } from './solana/config.js';
export type { SolanaTestAccount } from './solana/genesis.js';
export { startSolanaDevnet } from './solana/lazy.js';
export type { SolanaDevnet, SolanaDevnetOptions } from './solana/solanaDevnet.js';
