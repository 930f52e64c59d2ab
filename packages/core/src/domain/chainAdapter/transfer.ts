/**
 * A transfer the Send view asks a chain adapter for (§3 send state, once validated and resolved): native coin
 * when `tokenAddress` is absent, else the token of that contract (eip155) or mint (solana).
 */
export interface Transfer {
  /** The receiver's address in the namespace's own form (a name is resolved before). */
  to: string;
  /** The ERC-20 contract or SPL mint; absent for the native coin. */
  tokenAddress?: string;
  /** The token's (or native coin's) decimals, as the balance reported them. */
  decimals: number;
  /** The amount in the token's smallest unit. */
  amount: bigint;
}

/** What a transfer costs the sender on top of the amount, in the native coin's smallest unit. */
export interface TransferFee {
  /** Everything the sender pays: the network fee at its worst-case price, plus `accountCreation`. */
  fee: bigint;
  /** Of `fee`, what creating the receiver's token account costs (Solana rent); 0n when nothing is created. */
  accountCreation: bigint;
}
