import { createHash, randomBytes } from 'node:crypto';
import type { RunningCloud } from '../server.js';
import { type WalletCall, walletTestClient } from './walletClient.js';

export interface SocialLoginBody {
  session: { accessToken: string; refreshToken: string };
  user: { id: string; email: string | null; username: string | null };
  wallet: unknown;
}

/**
 * Where the provider sent the visitor back: the callback URL and its `code` and `state`, with the PKCE code verifier
 * the frame keeps for that state (empty when this client did not start it).
 */
export interface SocialCallback {
  callback: URL;
  code: string;
  state: string;
  codeVerifier: string;
}

/** A new PKCE code verifier, as the frame makes it: 32 random bytes, base64url (43 characters). */
export const newCodeVerifier = (): string => randomBytes(32).toString('base64url');

/** RFC 7636 S256: base64url(SHA-256(verifier)). */
export const codeChallengeOf = (codeVerifier: string): string =>
  createHash('sha256').update(codeVerifier).digest('base64url');

/**
 * The frame's social-login calls, as a test makes them, and the visitor's trip to the provider and back. Like the
 * frame, the client makes a code verifier at each start, sends its challenge and keeps it by the login's state;
 * verify sends it unless the test gives another (`codeVerifier`, or null for none).
 */
export function socialTestClient(cloud: RunningCloud, projectId: string, origin: string) {
  const client = walletTestClient(cloud, projectId, origin);
  const verifiers = new Map<string, string>();
  /** POST /v1/wallet/social/start with the challenge of a new verifier; the provider's URL. */
  const start = async (
    provider: string,
    codeVerifier = newCodeVerifier(),
  ): Promise<WalletCall<{ url: string }>> => {
    const started = await client.post<{ url: string }>('/v1/wallet/social/start', {
      provider,
      codeChallenge: codeChallengeOf(codeVerifier),
    });
    if (started.status === 200) {
      verifiers.set(new URL(started.body.url).searchParams.get('state') ?? '', codeVerifier);
    }
    return started;
  };
  /** The visitor consents at once: follows the provider's URL (optionally changed) to its redirect. */
  const consent = async (url: string, change: (url: URL) => void = () => {}): Promise<SocialCallback> => {
    const authorize = new URL(url);
    change(authorize);
    const response = await fetch(authorize, { redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status !== 302 || location === null) {
      throw new Error(`the provider answered ${response.status} ${await response.text()}`);
    }
    const callback = new URL(location);
    const state = callback.searchParams.get('state') ?? '';
    return {
      callback,
      code: callback.searchParams.get('code') ?? '',
      state,
      codeVerifier: verifiers.get(state) ?? '',
    };
  };
  /** POST /v1/wallet/social/verify; without `codeVerifier`, the one this client keeps for the state. */
  const verify = ({
    state,
    code,
    iss,
    codeVerifier = verifiers.get(state),
  }: {
    state: string;
    code: string;
    iss?: string;
    codeVerifier?: string | null;
  }) =>
    client.post<SocialLoginBody>('/v1/wallet/social/verify', {
      state,
      code,
      ...(iss === undefined ? {} : { iss }),
      ...(codeVerifier === null || codeVerifier === undefined ? {} : { codeVerifier }),
    });
  return {
    ...client,
    start,
    consent,
    verify,
    /** start → consent → verify. */
    async socialLogin(provider: string): Promise<WalletCall<SocialLoginBody>> {
      const started = await start(provider);
      if (started.status !== 200) throw new Error(`start: ${started.status} ${JSON.stringify(started.body)}`);
      const { code, state } = await consent(started.body.url);
      return verify({ code, state });
    },
  };
}
