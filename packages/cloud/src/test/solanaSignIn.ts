import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import {
  createSignInMessageText,
  type SolanaSignInInputWithRequiredFields,
} from '@solana/wallet-standard-util';

/** The Solana network the sign-in tests serve (devnet's CAIP-2 id): `Chain ID` is its reference. */
export const siwsChain = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';

export interface SolanaTestAccount {
  /** Base58 public key. */
  address: string;
  /** The base58 ed25519 signature of the UTF-8 `message`, as `solana:signMessage` gives it. */
  sign(message: string): string;
}

/** A new ed25519 key pair, as a Solana wallet's account. */
export function solanaTestAccount(): SolanaTestAccount {
  const secretKey = ed25519.utils.randomSecretKey();
  return {
    address: base58.encode(ed25519.getPublicKey(secretKey)),
    sign: (message) => base58.encode(ed25519.sign(new TextEncoder().encode(message), secretKey)),
  };
}

/** A Sign In With Solana message for `account` on `origin`, issued at `now`; `fields` override any part. */
export function siwsMessage(
  account: SolanaTestAccount,
  fields: Partial<SolanaSignInInputWithRequiredFields> & { nonce: string },
  now: number,
  origin = 'https://dapp.example',
): string {
  return createSignInMessageText({
    domain: new URL(origin).host,
    address: account.address,
    statement: 'Sign in to the test dApp.',
    uri: `${origin}/`,
    version: '1',
    chainId: siwsChain.split(':')[1],
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + 60 * 60_000).toISOString(),
    ...fields,
  });
}
