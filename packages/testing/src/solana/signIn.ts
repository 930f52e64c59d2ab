import { ProviderRpcError } from '@portico/core';
import { signBytes } from '@solana/kit';
import type { SolanaSignInInput, SolanaSignInOutput } from '@solana/wallet-standard-features';
import { createSignInMessageText } from '@solana/wallet-standard-util';
import type { WalletAccount } from '@wallet-standard/base';
import type { SolanaKey } from './solanaKey.js';

/**
 * The wallet's sign-in as `solana:signIn` answers it: the Sign In With Solana text of `input` (written by
 * `@solana/wallet-standard-util`), signed by `key`'s account. As the feature says, the wallet fills in what the
 * input leaves out: the signing account's address, and the page's host as the domain. The message names the
 * account that signs, which is the one the user picked in the wallet even when `input.address` asks for another
 * (the output's `account` says which).
 */
export async function signInOutput(
  key: SolanaKey,
  account: WalletAccount,
  input: SolanaSignInInput,
): Promise<SolanaSignInOutput> {
  const domain = input.domain ?? globalThis.location?.host;
  if (!domain) throw new ProviderRpcError(-32602, 'The sign-in names no domain and the wallet is on no page');
  const text = createSignInMessageText({ ...input, domain, address: key.address });
  const signedMessage = new TextEncoder().encode(text);
  const { privateKey } = await key.keyPair();
  const signature = Uint8Array.from(await signBytes(privateKey, signedMessage));
  return { account, signedMessage, signature, signatureType: 'ed25519' };
}
