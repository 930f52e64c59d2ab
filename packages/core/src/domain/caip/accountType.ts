import type { ChainNamespace } from './chainNamespace.js';

/** §3: account types; `payment` is bitcoin's. */
export const accountTypes = ['eoa', 'smartAccount', 'payment'] as const;

export type AccountType = (typeof accountTypes)[number];

/**
 * §9 default account type per namespace. The spec names no default for cosmos; Portico uses `eoa`,
 * as for the other non-EVM, non-bitcoin namespaces.
 */
export const defaultAccountTypes: Readonly<Record<ChainNamespace, AccountType>> = {
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
  cosmos: 'eoa',
};
