import type { RunningCloud } from '../server.js';
import { type WalletCall, walletTestClient } from './walletClient.js';

export interface SocialLoginBody {
  session: { accessToken: string; refreshToken: string };
  user: { id: string; email: string | null; username: string | null };
  wallet: unknown;
}

/** Where the provider sent the visitor back: the callback URL and its `code` and `state`. */
export interface SocialCallback {
  callback: URL;
  code: string;
  state: string;
}

/** The frame's social-login calls, as a test makes them, and the visitor's trip to the provider and back. */
export function socialTestClient(cloud: RunningCloud, projectId: string, origin: string) {
  const client = walletTestClient(cloud, projectId, origin);
  /** POST /v1/wallet/social/start; the provider's URL. */
  const start = async (provider: string): Promise<WalletCall<{ url: string }>> =>
    client.post<{ url: string }>('/v1/wallet/social/start', { provider });
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
    return {
      callback,
      code: callback.searchParams.get('code') ?? '',
      state: callback.searchParams.get('state') ?? '',
    };
  };
  const verify = ({ state, code, iss }: { state: string; code: string; iss?: string }) =>
    client.post<SocialLoginBody>('/v1/wallet/social/verify', {
      state,
      code,
      ...(iss === undefined ? {} : { iss }),
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
