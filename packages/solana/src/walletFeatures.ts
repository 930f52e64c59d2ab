import { PorticoError } from '@portico/core';
import type { Wallet, WalletAccount } from '@wallet-standard/base';

/** The provider of a Wallet Standard connection: the wallet itself, its features keyed by name. */
export type SolanaProvider = Wallet;

/** The wallet's `name` feature; a wallet without it cannot be asked (§8 'The wallet does not support this request'). */
export function featureOf<T>(wallet: Wallet, name: string): T {
  const feature = (wallet.features as Record<string, unknown>)[name];
  if (feature === undefined) throw new PorticoError('WALLET_UNSUPPORTED_METHOD', { method: name });
  return feature as T;
}

/** The wallet's account of `address`: a request names the account, and only an authorised one can be named. */
export function accountOf(wallet: Wallet, address: string): WalletAccount {
  const account = wallet.accounts.find((candidate) => candidate.address === address);
  if (account === undefined) throw new PorticoError('CONNECTOR_NOT_CONNECTED');
  return account;
}
