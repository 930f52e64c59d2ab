import type { Network } from '@portico/core';
import type { Transaction } from '@solana/transactions';
import type { SolanaProvider } from './walletFeatures.js';

/** A transaction for the wallet: kit's compiled `Transaction`, or its wire bytes. */
export type SolanaTransaction = Transaction | Uint8Array;

/** A transaction request on the connection's provider, for the account `address` on `network`. */
export interface SolanaTransactionCall {
  provider: SolanaProvider;
  address: string;
  network: Network;
  transaction: SolanaTransaction;
}
