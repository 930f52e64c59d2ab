import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CloudApi } from '../cloud/cloudApi.js';
import { FarcasterLogin } from './farcasterLogin.js';
import type { VerifiedLogin, WalletLogin } from './walletLogin.js';

const login: VerifiedLogin = {
  session: {
    accessToken: 'a',
    refreshToken: 'r',
    accessExpiresAt: '2026-11-27T00:00:00.000Z',
    refreshExpiresAt: '2026-12-27T00:00:00.000Z',
  },
  user: { id: 'u1', email: null, username: 'alice' },
  wallet: null,
};

interface Call {
  path: string;
  body: Record<string, string>;
  signal: AbortSignal | undefined;
}

/** The cloud's two Farcaster routes: start opens channel N; verify answers `pending` times 202, then the login. */
function fakeCloud({ pending = 0 } = {}) {
  const calls: Call[] = [];
  let channels = 0;
  let waits = pending;
  let hold: Promise<void> | undefined;
  const fetcher: typeof fetch = async (input, init) => {
    const path = new URL(String(input)).pathname;
    const body = JSON.parse(String(init?.body)) as Record<string, string>;
    calls.push({ path, body, signal: init?.signal ?? undefined });
    if (path === '/v1/wallet/farcaster/start') {
      channels += 1;
      return Response.json({
        url: `https://relay.test/~/siwf?channelToken=c${channels}`,
        channelToken: `c${channels}`,
      });
    }
    if (hold) {
      const signal = init?.signal;
      await Promise.race([
        hold,
        new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
      ]);
    }
    if (waits > 0) {
      waits -= 1;
      return Response.json({ status: 'pending' }, { status: 202 });
    }
    return Response.json(login);
  };
  const api = new CloudApi(
    { cloudUrl: 'https://cloud.test', projectId: 'p', sdkType: 't', sdkVersion: '1' },
    fetcher,
  );
  return { api, calls, holdVerify: () => (hold = new Promise(() => {})) };
}

const loggedIn: VerifiedLogin[] = [];
const wallet = {
  abandonUnlock: async () => {},
  loggedIn: async (verified: VerifiedLogin) => {
    loggedIn.push(verified);
    return 'create' as const;
  },
} as unknown as WalletLogin;

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

describe('the frame’s Farcaster login', () => {
  it('starts with the challenge only, asks again while the cloud says pending, then logs in with the verifier', async () => {
    const cloud = fakeCloud({ pending: 2 });
    const farcaster = new FarcasterLogin(cloud.api, wallet);
    expect(await farcaster.uri()).toEqual({ url: 'https://relay.test/~/siwf?channelToken=c1' });
    const { codeChallenge } = cloud.calls[0]?.body ?? {};
    expect(Object.keys(cloud.calls[0]?.body ?? {})).toEqual(['codeChallenge']);

    expect(await farcaster.connect(new AbortController().signal)).toEqual({
      userName: 'alice',
      recoveryPassword: 'create',
    });
    const verifies = cloud.calls.filter((call) => call.path === '/v1/wallet/farcaster/verify');
    expect(verifies).toHaveLength(3);
    for (const { body } of verifies) {
      expect(body.channelToken).toBe('c1');
      expect(s256(body.codeVerifier ?? '')).toBe(codeChallenge);
    }
    expect(loggedIn.at(-1)).toEqual(login);
    // The login served once.
    await expect(farcaster.connect(new AbortController().signal)).rejects.toThrow(
      'Failed to connect to farcaster',
    );
  });

  it('fails without a started login, and a second connect of the same login fails', async () => {
    const cloud = fakeCloud();
    const farcaster = new FarcasterLogin(cloud.api, wallet);
    await expect(farcaster.connect(new AbortController().signal)).rejects.toThrow(
      'Failed to connect to farcaster',
    );
    await farcaster.uri();
    cloud.holdVerify();
    const abort = new AbortController();
    const first = farcaster.connect(abort.signal);
    first.catch(() => {});
    await expect(farcaster.connect(new AbortController().signal)).rejects.toThrow(
      'Failed to connect to farcaster',
    );
    abort.abort(new Error('Request was aborted'));
  });

  it('an abort gives up the waiting call to the cloud and forgets the login', async () => {
    const cloud = fakeCloud();
    const farcaster = new FarcasterLogin(cloud.api, wallet);
    await farcaster.uri();
    cloud.holdVerify();
    const abort = new AbortController();
    const connecting = farcaster.connect(abort.signal);
    await expect.poll(() => cloud.calls.length).toBe(2);
    abort.abort(new Error('Request was aborted'));
    await expect(connecting).rejects.toThrow('Request was aborted');
    expect(cloud.calls[1]?.signal?.aborted).toBe(true);
    await expect(farcaster.connect(new AbortController().signal)).rejects.toThrow(
      'Failed to connect to farcaster',
    );
  });

  it('a new URL replaces the login under way: connect waits on the new channel', async () => {
    const cloud = fakeCloud();
    const farcaster = new FarcasterLogin(cloud.api, wallet);
    await farcaster.uri();
    await farcaster.uri();
    await farcaster.connect(new AbortController().signal);
    expect(cloud.calls.at(-1)?.body.channelToken).toBe('c2');
  });
});
