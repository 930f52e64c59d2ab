import type { Logger } from '@portico/core';
import type { CoreTypes } from '@walletconnect/types';
import type { Hex } from 'viem';
import type { SolanaTestWalletChain } from '../solana/types.js';
import type { TestWalletChain } from '../types.js';

export type WalletConnectNamespace = 'eip155' | 'solana';

export interface WalletConnectTestWalletConfig {
  /** The relay's WebSocket URL, e.g. Portico Cloud's `relayUrl` (`ws://127.0.0.1:4100/relay`). */
  relayUrl: string;
  /** Sent to the relay with the client's auth; default `portico-test`. */
  projectId?: string;
  /** EVM accounts (the first one exposed) and chains with their RPC URLs (the first one current). */
  evm?: { privateKeys: readonly Hex[]; chains: readonly TestWalletChain[] };
  /** Solana accounts (base58 of the 64-byte key pair) and clusters (CAIP-2 ids) with their RPC URLs. */
  solana?: { secretKeys: readonly string[]; chains: readonly SolanaTestWalletChain[] };
  /**
   * Answers one-click authentication requests (`wc_sessionAuthenticate`, CAIP-222: connect and sign in in one step)
   * by signing in with its current EVM account; default true with `evm`. False: a wallet without one-click auth,
   * which gets the dApp's fallback session proposal instead.
   */
  oneClickAuth?: boolean;
  /** What the dApp is shown of the wallet; default name "Portico WalletConnect Test Wallet". */
  metadata?: Partial<CoreTypes.Metadata>;
  /** Where failures of work the wallet does on its own (answering, approving) are logged; default `warn` to the console. */
  logger?: Logger;
}

/** One session request the wallet received. */
export interface WalletConnectLogEntry {
  method: string;
  params: unknown;
  /** The CAIP-2 chain the dApp sent it for. */
  chainId: string;
  topic: string;
  /** Epoch milliseconds when the request arrived. */
  time: number;
}
