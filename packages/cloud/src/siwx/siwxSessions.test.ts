import type { SiwxSessionResponse, SiwxSessionsResponse } from '@portico/core/wire';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveCloudConfig } from '../config.js';
import { createProject } from '../projects/index.js';
import { createRetentionJob } from '../retention/index.js';
import type { RunningCloud } from '../server.js';
import { oneDbPass, sdkQuery, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { siwxTestClient } from '../test/siwxClient.js';

const hour = 60 * 60_000;

describe.each(oneDbPass)('sign-in sessions on $name', (pass) => {
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let client: ReturnType<typeof siwxTestClient>;
  let projectId: string;
  let now = Date.UTC(2026, 0, 1);
  const account = privateKeyToAccount(generatePrivateKey());
  const upstreams = { 'eip155:1': ['http://127.0.0.1:9'], 'eip155:10': ['http://127.0.0.1:9'] };
  const cloudOptions = { clock: () => now, config: { rpc: { upstreams } } };

  beforeAll(async () => {
    location = await pass.location();
    // An EOA's signature is checked by recovery: the chain is configured but never called.
    cloud = await startTestCloud(location, {
      clock: () => now,
      config: {
        rpc: { upstreams: { 'eip155:1': ['http://127.0.0.1:9'], 'eip155:10': ['http://127.0.0.1:9'] } },
      },
    });
    projectId = (await createProject(cloud.db, { name: 'SIWX', allowedOrigins: ['https://dapp.example'] }))
      .id;
    client = siwxTestClient(cloud, projectId);
  });
  afterAll(async () => {
    await cloud?.stop();
    await location?.dispose();
  });

  async function signIn(fields: { chainId?: number; expirationTime?: Date } = {}) {
    const message = client.message(account, { nonce: await client.nonce(), ...fields }, now);
    const answer = await client.verify({ message, signature: await account.signMessage({ message }) });
    if (answer.status !== 200) throw new Error(`sign-in: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body as SiwxSessionResponse;
  }
  const list = async (address: string = account.address) =>
    (await client.get<SiwxSessionsResponse>(`/v1/sessions/${address}`)).body.sessions;
  const listOn = async (chainId: string) => {
    const query = sdkQuery(projectId, { chainId });
    const response = await fetch(`${cloud.url}/v1/sessions/${account.address}?${query}`, {
      headers: { origin: 'https://dapp.example' },
    });
    return ((await response.json()) as SiwxSessionsResponse).sessions;
  };
  const revoke = (address: string, pci: string, signature: string) =>
    client.post(`/v1/sessions/${address}/revoke`, { pci, signature });

  it('the token verifies against the JWKS route with jose, naming the project, account, chain and expiry', async () => {
    const { session, token } = await signIn();
    const jwks = createRemoteJWKSet(new URL(`${cloud.url}/.well-known/jwks.json`));
    const { payload, protectedHeader } = await jwtVerify(token, jwks, {
      audience: projectId,
      currentDate: new Date(now),
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload).toMatchObject({
      aud: projectId,
      sub: `eip155:1:${account.address}`,
      chain: 'eip155:1',
      sid: session.id,
      exp: Math.floor((now + hour) / 1000),
    });
    await expect(
      jwtVerify(token, jwks, { audience: 'another-project', currentDate: new Date(now) }),
    ).rejects.toThrow();
    await expect(
      jwtVerify(token, jwks, { audience: projectId, currentDate: new Date(now + hour) }),
    ).rejects.toThrow();
  });

  it('signs with the key the JWKS route serves, whose private half the database holds encrypted', async () => {
    const first = await client.get<{ keys: { kid: string }[] }>('/.well-known/jwks.json');
    const { token } = await signIn();
    expect(first.body.keys).toHaveLength(1);
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    const { kid } = JSON.parse(Buffer.from(token.split('.')[0] as string, 'base64url').toString('utf8'));
    expect(kid).toBe(first.body.keys[0]?.kid);
    const key = (
      await cloud.db.query<{ private_key_ciphertext: string }>(
        'SELECT private_key_ciphertext FROM siwx_signing_keys',
      )
    ).rows[0];
    expect(key?.private_key_ciphertext).not.toContain('"d"');
  });

  it('lists the live sessions of an address, by any spelling of it, and per network', async () => {
    const other = privateKeyToAccount(generatePrivateKey());
    const before = (await list()).length;
    const mainnet = await signIn();
    const optimism = await signIn({ chainId: 10 });
    const sessions = await list(account.address.toLowerCase());
    expect(sessions).toHaveLength(before + 2);
    expect(sessions.map((session) => session.id)).toEqual(
      expect.arrayContaining([mainnet.session.id, optimism.session.id]),
    );
    expect((await listOn('eip155:10')).map((session) => session.id)).toEqual([optimism.session.id]);
    expect(await list(other.address)).toEqual([]);
  });

  it('a session ends at its Expiration Time, and the retention job removes it', async () => {
    const { session } = await signIn({ expirationTime: new Date(now + 2 * 60_000) });
    expect((await list()).map((s) => s.id)).toContain(session.id);
    now += 2 * 60_000;
    expect((await list()).map((s) => s.id)).not.toContain(session.id);
    const retention = createRetentionJob(cloud.db, resolveCloudConfig().retention, () => now);
    const report = await retention({ holder: 'test', stopping: false, renew: async () => {} });
    expect(report.tables.siwx_sessions.deleted).toBeGreaterThanOrEqual(1);
    const { rows } = await cloud.db.query('SELECT id FROM siwx_sessions WHERE id = $1', [session.id]);
    expect(rows).toEqual([]);
  });

  it('revokes a session with its token; nobody else can', async () => {
    const { session, token } = await signIn();
    const another = await signIn();
    expect(await revoke(account.address, session.id, another.token)).toMatchObject({
      status: 401,
      body: { code: 'INVALID_TOKEN' },
    });
    expect((await revoke(account.address, session.id, 'not.a.token')).status).toBe(401);
    const stranger = privateKeyToAccount(generatePrivateKey());
    expect((await revoke(stranger.address, session.id, token)).status).toBe(401);
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await revoke(account.address, session.id, forged)).status).toBe(401);

    expect(await revoke(account.address, session.id, token)).toMatchObject({ status: 200, body: {} });
    expect((await list()).map((s) => s.id)).not.toContain(session.id);
    expect((await list()).map((s) => s.id)).toContain(another.session.id);
    expect(await revoke(account.address, session.id, token)).toMatchObject({
      status: 404,
      body: { code: 'SESSION_NOT_FOUND' },
    });
  });

  it('a token of another project revokes nothing', async () => {
    const second = await createProject(cloud.db, { name: 'Other', allowedOrigins: ['https://dapp.example'] });
    const { session, token } = await signIn();
    const response = await fetch(
      `${cloud.url}/v1/sessions/${account.address}/revoke?${sdkQuery(second.id)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://dapp.example' },
        body: JSON.stringify({ pci: session.id, signature: token }),
      },
    );
    expect(response.status).toBe(401);
    expect(decodeJwt(token).aud).toBe(projectId);
    expect((await list()).map((s) => s.id)).toContain(session.id);
  });

  it('a restarted cloud on the same database keeps its signing key', async () => {
    const { token } = await signIn();
    const before = (await client.get('/.well-known/jwks.json')).body;
    await cloud.stop();
    cloud = await startTestCloud(location, cloudOptions);
    client = siwxTestClient(cloud, projectId);
    expect((await client.get('/.well-known/jwks.json')).body).toEqual(before);
    const jwks = createRemoteJWKSet(new URL(`${cloud.url}/.well-known/jwks.json`));
    await expect(
      jwtVerify(token, jwks, { audience: projectId, currentDate: new Date(now) }),
    ).resolves.toBeTruthy();
  });
});
