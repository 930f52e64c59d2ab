import type { SiwxSessionResponse } from '@portico/core/wire';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../projects/index.js';
import type { RunningCloud } from '../server.js';
import { oneDbPass, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { answerEach, downUpstreamUrl, type FakeUpstream, startFakeUpstream } from '../test/fakeUpstream.js';
import { siwxTestClient } from '../test/siwxClient.js';

const zeroWord = `0x${'0'.repeat(64)}`;

describe.each(oneDbPass)('sign-in verification on $name', (pass) => {
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let upstream: FakeUpstream;
  let client: ReturnType<typeof siwxTestClient>;
  let otherProject: ReturnType<typeof siwxTestClient>;
  let now = Date.UTC(2026, 0, 1);
  const account = privateKeyToAccount(generatePrivateKey());
  const other = privateKeyToAccount(generatePrivateKey());

  beforeAll(async () => {
    location = await pass.location();
    // No contract answers isValidSignature here: every ERC-1271/6492 check on the chain says "not valid".
    upstream = await startFakeUpstream(answerEach((call) => (call.method === 'eth_call' ? zeroWord : '0x1')));
    cloud = await startTestCloud(location, {
      clock: () => now,
      // Base's only upstream is down: a signature only the chain can check cannot be checked there.
      config: {
        rpc: { upstreams: { 'eip155:1': [upstream.url], 'eip155:8453': [await downUpstreamUrl()] } },
      },
    });
    const project = await createProject(cloud.db, { name: 'SIWX', allowedOrigins: ['https://dapp.example'] });
    const second = await createProject(cloud.db, { name: 'Other', allowedOrigins: ['https://dapp.example'] });
    client = siwxTestClient(cloud, project.id);
    otherProject = siwxTestClient(cloud, second.id);
  });
  afterAll(async () => {
    await cloud?.stop();
    await upstream?.close();
    await location?.dispose();
  });

  const sessionCount = async () =>
    Number((await cloud.db.query<{ n: string }>('SELECT count(*) AS n FROM siwx_sessions')).rows[0]?.n);

  it('issues single-use alphanumeric nonces of 8 characters or more, valid for 5 minutes', async () => {
    const answer = await client.get<{ nonce: string; expiresAt: string }>('/v1/siwx/nonce');
    expect(answer.status).toBe(200);
    expect(answer.body.nonce).toMatch(/^[A-Za-z0-9]{8,}$/);
    expect(answer.body.expiresAt).toBe(new Date(now + 5 * 60_000).toISOString());
    expect(await client.nonce()).not.toBe(answer.body.nonce);
  });

  it('verifies an EOA signature and opens a session with a token', async () => {
    const message = client.message(account, { nonce: await client.nonce(), requestId: 'r1' }, now);
    const signature = await account.signMessage({ message });
    const answer = await client.verify({ message, signature, cacao: { h: { t: 'caip122' } } });
    expect(answer.status).toBe(200);
    const { session, token } = answer.body as SiwxSessionResponse;
    expect(session).toMatchObject({
      message,
      signature,
      cacao: { h: { t: 'caip122' } },
      expiresAt: new Date(now + 60 * 60_000).toISOString(),
      data: {
        accountAddress: account.address,
        chainId: 'eip155:1',
        domain: 'dapp.example',
        uri: 'https://dapp.example/',
        version: '1',
        requestId: 'r1',
        statement: 'Sign in to the test dApp.',
      },
    });
    expect(token.split('.')).toHaveLength(3);
  });

  it('refuses a signature by another address, storing nothing and keeping the nonce', async () => {
    const nonce = await client.nonce();
    const message = client.message(account, { nonce }, now);
    const before = await sessionCount();
    const forged = await client.verify({ message, signature: await other.signMessage({ message }) });
    expect(forged).toMatchObject({ status: 401, body: { code: 'INVALID_SIGNATURE' } });
    expect(await sessionCount()).toBe(before);
    const signed = await client.verify({ message, signature: await account.signMessage({ message }) });
    expect(signed.status).toBe(200);
  });

  it('a signature only the chain can check, on a chain that cannot be read: 502, nothing stored, the nonce kept', async () => {
    const message = client.message(account, { nonce: await client.nonce(), chainId: 8453 }, now);
    const before = await sessionCount();
    const unchecked = await client.verify({ message, signature: await other.signMessage({ message }) });
    expect(unchecked).toMatchObject({
      status: 502,
      body: { code: 'SERVER_ERROR', message: 'The signature could not be checked on eip155:8453' },
    });
    expect(await sessionCount()).toBe(before);
    // An EOA's own signature needs no chain call: the nonce is still there to sign in with.
    const signed = await client.verify({ message, signature: await account.signMessage({ message }) });
    expect(signed.status).toBe(200);
  });

  it('refuses a replayed nonce', async () => {
    const message = client.message(account, { nonce: await client.nonce() }, now);
    const signature = await account.signMessage({ message });
    expect((await client.verify({ message, signature })).status).toBe(200);
    expect(await client.verify({ message, signature })).toMatchObject({
      status: 409,
      body: { code: 'NONCE_USED', message: 'The nonce was already used; request a new one' },
    });
  });

  it('of two verifications of one nonce at once, exactly one opens a session', async () => {
    const nonce = await client.nonce();
    const first = client.message(account, { nonce, requestId: 'a' }, now);
    const second = client.message(account, { nonce, requestId: 'b' }, now);
    const before = await sessionCount();
    const answers = await Promise.all([
      client.verify({ message: first, signature: await account.signMessage({ message: first }) }),
      client.verify({ message: second, signature: await account.signMessage({ message: second }) }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await sessionCount()).toBe(before + 1);
  });

  it('refuses an unknown nonce and a nonce of another project', async () => {
    const unknown = client.message(account, { nonce: 'abcdefgh12345678' }, now);
    expect(
      await client.verify({ message: unknown, signature: await account.signMessage({ message: unknown }) }),
    ).toMatchObject({ status: 401, body: { code: 'INVALID_NONCE' } });
    const foreign = client.message(account, { nonce: await otherProject.nonce() }, now);
    expect(
      await client.verify({ message: foreign, signature: await account.signMessage({ message: foreign }) }),
    ).toMatchObject({ status: 401, body: { code: 'INVALID_NONCE' } });
  });

  it('refuses a nonce older than 5 minutes', async () => {
    const nonce = await client.nonce();
    now += 5 * 60_000;
    const message = client.message(account, { nonce }, now);
    expect(await client.verify({ message, signature: await account.signMessage({ message }) })).toMatchObject(
      {
        status: 401,
        body: { code: 'INVALID_NONCE' },
      },
    );
  });

  it('refuses an expired message and one not valid yet, within a 60 s tolerance', async () => {
    const sign = async (fields: { expirationTime?: Date; notBefore?: Date; issuedAt?: Date }) => {
      const message = client.message(account, { nonce: await client.nonce(), ...fields }, now);
      return client.verify({ message, signature: await account.signMessage({ message }) });
    };
    expect(await sign({ expirationTime: new Date(now - 60_000) })).toMatchObject({
      status: 401,
      body: { code: 'MESSAGE_EXPIRED' },
    });
    expect(await sign({ notBefore: new Date(now + 61_000) })).toMatchObject({
      status: 401,
      body: { code: 'MESSAGE_NOT_YET_VALID' },
    });
    expect(await sign({ issuedAt: new Date(now + 61_000) })).toMatchObject({
      status: 401,
      body: { code: 'MESSAGE_NOT_YET_VALID' },
    });
    expect((await sign({ expirationTime: new Date(now - 59_000) })).status).toBe(200);
    expect((await sign({ notBefore: new Date(now + 59_000) })).status).toBe(200);
  });

  it("refuses a domain or URI outside the project's allowed origins", async () => {
    const cases = [
      { domain: 'evil.example', uri: 'https://evil.example/' },
      { domain: 'dapp.example', uri: 'https://evil.example/' },
      { domain: 'evil.example', uri: 'https://dapp.example/' },
      { domain: 'dapp.example', uri: 'http://dapp.example.evil.example/' },
    ];
    for (const fields of cases) {
      const message = client.message(account, { nonce: await client.nonce(), ...fields }, now);
      expect(
        await client.verify({ message, signature: await account.signMessage({ message }) }),
        JSON.stringify(fields),
      ).toMatchObject({ status: 403, body: { code: 'DOMAIN_NOT_ALLOWED' } });
    }
  });

  it('refuses a chain the cloud does not serve and a message that is not EIP-4361', async () => {
    const message = client.message(account, { nonce: await client.nonce(), chainId: 10 }, now);
    expect(await client.verify({ message, signature: await account.signMessage({ message }) })).toMatchObject(
      {
        status: 400,
        body: { code: 'UNSUPPORTED_CHAIN' },
      },
    );
    const text = 'Sign in please';
    expect(
      await client.verify({ message: text, signature: await account.signMessage({ message: text }) }),
    ).toMatchObject({ status: 400, body: { code: 'INVALID_MESSAGE' } });
  });

  it('refuses malformed bodies with 400', async () => {
    const message = client.message(account, { nonce: await client.nonce() }, now);
    for (const body of [
      {},
      { message },
      { message, signature: 'nothex' },
      { message, signature: '0x12', x: 1 },
    ]) {
      expect((await client.post('/v1/sessions', body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});
