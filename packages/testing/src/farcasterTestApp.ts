import { type ApprovedSignIn, approveSignIn, type SignInMessageOverrides } from '@portico/devnet/farcaster';
import type { Address, Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

export interface FarcasterTestAppConfig {
  /** The Farcaster Auth relay (`stack.farcaster.relayUrl`), its API under `/v1`. */
  relayUrl: string;
  /** The relay's `X-Farcaster-Auth-Relay-Key` (`stack.farcaster.relayAuthKey`). */
  authKey: string;
  /**
   * Who signs in: a fid and its profile, and the key that signs (one of `stack.farcaster.accounts` as it is, or an
   * auth address's key with that account's fid).
   */
  account: {
    fid: number;
    username?: string;
    displayName?: string;
    bio?: string;
    pfpUrl?: string;
    privateKey: Hex;
  };
  /** What the key is to the fid, as the app reports it (default `custody`; `authAddress` for a key registry key). */
  authMethod?: 'custody' | 'authAddress';
}

export interface FarcasterTestApp {
  fid: number;
  /** The address of the signing key. */
  address: Address;
  /**
   * Approves the sign-in at `channelUrl` (what the modal shows as a QR code) as a Farcaster app does: reads the
   * channel's parameters from the relay, signs the SIWF message and sends it to the relay. `overrides` replace the
   * channel's domain, SIWE URI, nonce or times in the message, for tests of what an app client refuses.
   */
  approve(channelUrl: string, overrides?: SignInMessageOverrides): Promise<ApprovedSignIn>;
}

/** A Farcaster app for tests: signs Sign in with Farcaster requests with a key it holds, never asking. */
export function farcasterTestApp(config: FarcasterTestAppConfig): FarcasterTestApp {
  const { privateKey, ...profile } = config.account;
  const account = privateKeyToAccount(privateKey);
  return {
    fid: profile.fid,
    address: account.address,
    approve: (channelUrl, overrides) =>
      approveSignIn({
        relayUrl: config.relayUrl,
        authKey: config.authKey,
        channelUrl,
        signer: { ...profile, account, authMethod: config.authMethod ?? 'custody' },
        overrides,
      }),
  };
}
