import { type Devnet, type FarcasterRelay, startDevnet, startFarcasterRelay } from '@portico/devnet';
import { approveSignIn } from '@portico/devnet/farcaster';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../../projects/index.js';
import type { RunningCloud } from '../../server.js';
import { oneDbPass, sdkQuery, startTestCloud, type TestDbLocation } from '../../test/dbPasses.js';
import { codeChallengeOf, newCodeVerifier } from '../../test/socialClient.js';
import { walletTestClient } from '../../test/walletClient.js';

const origin = 'https://dapp.example';

interface Started {
  url: string;
  channelToken: string;
  codeVerifier: string;
}

// Farcaster login through the local relay and the devnet's registries (docs/embedded-wallet.md "Farcaster"): the
// cloud opens the channel, the Farcaster app approves it, the frame's verifier alone lets a verify wait on it.
describe.each(oneDbPass)('embedded wallet: Farcaster login on $name', (pass) => {
  let location: TestDbLocation;
  let devnet: Devnet;
  let relay: FarcasterRelay;
  let cloud: RunningCloud;
  let client: ReturnType<typeof walletTestClient>;
  let projectId: string;

  const alice = () => {
    const found = devnet.farcaster.accounts.find((account) => account.username === 'alice');
    if (!found) throw new Error('the devnet has no alice');
    return found;
  };
  const start = async (codeVerifier = newCodeVerifier(), call = client): Promise<Started> => {
    const started = await call.post<{ url: string; channelToken: string }>('/v1/wallet/farcaster/start', {
      codeChallenge: codeChallengeOf(codeVerifier),
    });
    expect(started.status).toBe(200);
    return { ...started.body, codeVerifier };
  };
  const verify = (login: Pick<Started, 'channelToken' | 'codeVerifier'>) =>
    client.post<{ user: { id: string; username: string | null }; wallet: unknown; code?: string }>(
      '/v1/wallet/farcaster/verify',
      { channelToken: login.channelToken, codeVerifier: login.codeVerifier },
    );
  const approveAs = (url: string, privateKey = alice().privateKey) =>
    approveSignIn({
      relayUrl: relay.url,
      authKey: relay.authKey,
      channelUrl: url,
      signer: { fid: alice().fid, username: alice().username, account: privateKeyToAccount(privateKey) },
    });
  const sessions = async () =>
    Number((await cloud.db.query<{ n: string }>('SELECT count(*) AS n FROM wallet_sessions')).rows[0]?.n);

  beforeAll(async () => {
    location = await pass.location();
    devnet = await startDevnet({
      ports: { porticoDevnet: 0, porticoTestnet: 0 },
      solana: false,
      blockTimeMs: 0,
    });
    relay = await startFarcasterRelay({ port: 0, farcaster: devnet.farcaster });
    cloud = await startTestCloud(location, {
      config: {
        wallet: {
          farcaster: {
            relayUrl: relay.url,
            rpcUrl: devnet.farcaster.rpcUrl,
            pollIntervalMs: 10,
            waitMs: 200,
          },
        },
      },
    });
    ({ id: projectId } = await createProject(cloud.db, {
      name: 'Farcaster',
      allowedOrigins: [origin],
      features: { socials: ['google', 'farcaster'] },
    }));
    client = walletTestClient(cloud, projectId, origin);
  });
  afterAll(async () => {
    await cloud?.stop();
    await location?.dispose();
    await relay?.stop();
    await devnet?.stop();
  });

  it('the project config lists Farcaster once a relay and registries are configured (Google has no client here)', async () => {
    const config = await fetch(`${cloud.url}/appkit/v1/config?${sdkQuery(projectId)}`, {
      headers: { origin },
    });
    expect((await config.json()).features.socials).toEqual(['farcaster']);
  });

  it('start opens a channel for the secure frame; verify waits (202) until the app approves, then logs in as the fid', async () => {
    const login = await start();
    expect(login.url.startsWith(`${relay.url}/`)).toBe(true);
    expect(new URL(login.url).searchParams.get('channelToken')).toBe(login.channelToken);
    const waiting = await verify(login);
    expect(waiting).toMatchObject({ status: 202, body: { status: 'pending' } });

    const approved = await approveAs(login.url);
    expect(approved.message).toContain(`${new URL(cloud.frameUrl).host} wants you to sign in`);
    const loggedIn = await verify(login);
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body.user).toMatchObject({ email: null, username: 'alice' });
    expect(loggedIn.body.wallet).toBeNull();
    // The login served once: the same verifier again finds nothing.
    expect((await verify(login)).body.code).toBe('FARCASTER_LOGIN_EXPIRED');

    const again = await start();
    await approveAs(again.url);
    expect((await verify(again)).body.user.id).toBe(loggedIn.body.user.id);
  });

  it('a verify without the frame’s verifier is refused and spends nothing', async () => {
    const login = await start();
    await approveAs(login.url);
    const forged = await verify({ ...login, codeVerifier: newCodeVerifier() });
    expect(forged).toMatchObject({ status: 400, body: { code: 'FARCASTER_LOGIN_EXPIRED' } });
    expect((await verify(login)).status).toBe(200);
  });

  it('a message signed by a key that is neither the fid’s custody nor an auth address is refused (401), no session', async () => {
    const login = await start();
    const before = await sessions();
    await approveAs(login.url, generatePrivateKey());
    expect(await verify(login)).toMatchObject({ status: 401, body: { code: 'FARCASTER_LOGIN_REFUSED' } });
    expect(await sessions()).toBe(before);
  });

  it('another project cannot wait on the channel, and a project without Farcaster cannot start one', async () => {
    const login = await start();
    const other = await createProject(cloud.db, {
      name: 'Other',
      allowedOrigins: [origin],
      features: { socials: ['farcaster'] },
    });
    const otherClient = walletTestClient(cloud, other.id, origin);
    const stolen = await otherClient.post<{ code: string }>('/v1/wallet/farcaster/verify', {
      channelToken: login.channelToken,
      codeVerifier: login.codeVerifier,
    });
    expect(stolen).toMatchObject({ status: 400, body: { code: 'FARCASTER_LOGIN_EXPIRED' } });
    const without = await createProject(cloud.db, {
      name: 'No Farcaster',
      allowedOrigins: [origin],
      features: { socials: ['google'] },
    });
    const refused = await walletTestClient(cloud, without.id, origin).post<{ code: string }>(
      '/v1/wallet/farcaster/start',
      { codeChallenge: codeChallengeOf(newCodeVerifier()) },
    );
    expect(refused).toMatchObject({ status: 400, body: { code: 'FARCASTER_NOT_AVAILABLE' } });
  });

  it('malformed bodies are 400, never 5xx', async () => {
    const bodies: [string, unknown][] = [
      ['/v1/wallet/farcaster/start', {}],
      ['/v1/wallet/farcaster/start', { codeChallenge: 'short' }],
      ['/v1/wallet/farcaster/start', { codeChallenge: 'a'.repeat(43), extra: 1 }],
      ['/v1/wallet/farcaster/verify', { channelToken: 'x' }],
      ['/v1/wallet/farcaster/verify', { channelToken: '../x', codeVerifier: 'a'.repeat(43) }],
      ['/v1/wallet/farcaster/verify', { channelToken: 'x'.repeat(129), codeVerifier: 'a'.repeat(43) }],
      ['/v1/wallet/farcaster/verify', 'not json'],
    ];
    for (const [path, body] of bodies) expect((await client.post(path, body)).status).toBe(400);
  });
});

describe.each(oneDbPass)('embedded wallet: Farcaster without its relay on $name', (pass) => {
  it('a relay that does not answer gives 502 at start', async () => {
    const location = await pass.location();
    const cloud = await startTestCloud(location, {
      config: {
        wallet: {
          farcaster: {
            relayUrl: 'http://127.0.0.1:9',
            rpcUrl: 'http://127.0.0.1:9',
            pollIntervalMs: 10,
            waitMs: 200,
          },
        },
      },
    });
    try {
      const project = await createProject(cloud.db, {
        name: 'Down',
        allowedOrigins: [origin],
        features: { socials: ['farcaster'] },
      });
      const started = await walletTestClient(cloud, project.id, origin).post<{ code: string }>(
        '/v1/wallet/farcaster/start',
        { codeChallenge: codeChallengeOf(newCodeVerifier()) },
      );
      expect(started).toMatchObject({ status: 502, body: { code: 'FARCASTER_RELAY_FAILED' } });
    } finally {
      await cloud.stop();
      await location.dispose();
    }
  });
});
