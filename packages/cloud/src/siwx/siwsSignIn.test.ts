import type { SiwxSessionResponse, SiwxSessionsResponse } from '@portico/core/wire';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../projects/index.js';
import type { RunningCloud } from '../server.js';
import { oneDbPass, sdkQuery, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { siwxTestClient } from '../test/siwxClient.js';
import { siwsChain, siwsMessage, solanaTestAccount } from '../test/solanaSignIn.js';

const hour = 60 * 60_000;

const swapCase = (letter: string) =>
  letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase();

/** `address` with one letter in the other case, still base58 (which has no O, I or l). */
function otherCase(address: string): string {
  const index = [...address].findIndex(
    (letter) => swapCase(letter) !== letter && /[1-9A-HJ-NP-Za-km-z]/.test(swapCase(letter)),
  );
  return `${address.slice(0, index)}${swapCase(address.charAt(index))}${address.slice(index + 1)}`;
}

describe.each(oneDbPass)('Sign In With Solana on $name', (pass) => {
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let client: ReturnType<typeof siwxTestClient>;
  let projectId: string;
  const now = Date.UTC(2026, 0, 1);
  const account = solanaTestAccount();
  const other = solanaTestAccount();

  beforeAll(async () => {
    location = await pass.location();
    // An ed25519 signature is checked without the chain: the upstream only says which networks are served.
    cloud = await startTestCloud(location, {
      clock: () => now,
      config: {
        rpc: { upstreams: { [siwsChain]: ['http://127.0.0.1:9'], 'eip155:1': ['http://127.0.0.1:9'] } },
      },
    });
    projectId = (await createProject(cloud.db, { name: 'SIWS', allowedOrigins: ['https://dapp.example'] }))
      .id;
    client = siwxTestClient(cloud, projectId);
  });
  afterAll(async () => {
    await cloud?.stop();
    await location?.dispose();
  });

  const sessionCount = async () =>
    Number((await cloud.db.query<{ n: string }>('SELECT count(*) AS n FROM siwx_sessions')).rows[0]?.n);
  const signIn = async (fields: Parameters<typeof siwsMessage>[1], signer = account) => {
    const message = siwsMessage(account, fields, now);
    return { message, answer: await client.verify({ message, signature: signer.sign(message) }) };
  };
  const list = async (address: string, chainId?: string) => {
    const query = sdkQuery(projectId, chainId === undefined ? {} : { chainId });
    const response = await fetch(`${cloud.url}/v1/sessions/${address}?${query}`, {
      headers: { origin: 'https://dapp.example' },
    });
    return ((await response.json()) as SiwxSessionsResponse).sessions;
  };

  it('verifies an ed25519 signature, stores the session and lists it by the base58 address', async () => {
    const { message, answer } = await signIn({ nonce: await client.nonce(), requestId: 'r1' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { session, token } = answer.body as SiwxSessionResponse;
    expect(session).toMatchObject({
      message,
      signature: account.sign(message),
      expiresAt: new Date(now + hour).toISOString(),
      data: {
        accountAddress: account.address,
        chainId: siwsChain,
        domain: 'dapp.example',
        uri: 'https://dapp.example/',
        version: '1',
        requestId: 'r1',
        statement: 'Sign in to the test dApp.',
        issuedAt: new Date(now).toISOString(),
      },
    });
    const jwks = createRemoteJWKSet(new URL(`${cloud.url}/.well-known/jwks.json`));
    const { payload } = await jwtVerify(token, jwks, { audience: projectId, currentDate: new Date(now) });
    expect(payload).toMatchObject({
      sub: `${siwsChain}:${account.address}`,
      chain: siwsChain,
      sid: session.id,
    });

    expect((await list(account.address)).map(({ id }) => id)).toContain(session.id);
    expect((await list(account.address, siwsChain)).map(({ id }) => id)).toContain(session.id);
    expect(await list(account.address, 'eip155:1')).toEqual([]);
    // Base58 is case-sensitive: the same letters in another case are another address.
    expect(await list(otherCase(account.address))).toEqual([]);
  });

  it('revokes with the token, by the exact base58 address only', async () => {
    const { answer } = await signIn({ nonce: await client.nonce() });
    const { session, token } = answer.body as SiwxSessionResponse;
    const revoke = (address: string) =>
      client.post(`/v1/sessions/${address}/revoke`, { pci: session.id, signature: token });
    expect(await revoke(otherCase(account.address))).toMatchObject({
      status: 401,
      body: { code: 'INVALID_TOKEN' },
    });
    expect(await revoke(account.address)).toMatchObject({ status: 200 });
    expect((await list(account.address)).map(({ id }) => id)).not.toContain(session.id);
  });

  it('refuses a signature by another key, storing nothing and keeping the nonce', async () => {
    const nonce = await client.nonce();
    const before = await sessionCount();
    const { answer: forged } = await signIn({ nonce }, other);
    expect(forged).toMatchObject({ status: 401, body: { code: 'INVALID_SIGNATURE' } });
    expect(await sessionCount()).toBe(before);
    const message = siwsMessage(account, { nonce }, now);
    const short = account.sign(message).slice(0, 40);
    expect(await client.verify({ message, signature: short })).toMatchObject({
      status: 401,
      body: { code: 'INVALID_SIGNATURE' },
    });
    expect((await signIn({ nonce })).answer.status).toBe(200);
  });

  it('refuses a replayed nonce', async () => {
    const { message, answer } = await signIn({ nonce: await client.nonce() });
    expect(answer.status).toBe(200);
    expect(await client.verify({ message, signature: account.sign(message) })).toMatchObject({
      status: 409,
      body: { code: 'NONCE_USED' },
    });
  });

  it("refuses a domain or URI outside the project's allowed origins", async () => {
    for (const fields of [
      { domain: 'evil.example', uri: 'https://evil.example/' },
      { domain: 'dapp.example', uri: 'https://evil.example/' },
      { domain: 'evil.example', uri: 'https://dapp.example/' },
    ]) {
      const { answer } = await signIn({ nonce: await client.nonce(), ...fields });
      expect(answer, JSON.stringify(fields)).toMatchObject({
        status: 403,
        body: { code: 'DOMAIN_NOT_ALLOWED' },
      });
    }
  });

  it('refuses an expired message and one not valid yet, within a 60 s tolerance', async () => {
    const at = (offset: number) => new Date(now + offset).toISOString();
    const status = async (fields: { expirationTime?: string; notBefore?: string; issuedAt?: string }) =>
      (await signIn({ nonce: await client.nonce(), ...fields })).answer;
    expect(await status({ expirationTime: at(-60_000) })).toMatchObject({
      status: 401,
      body: { code: 'MESSAGE_EXPIRED' },
    });
    expect(await status({ notBefore: at(61_000) })).toMatchObject({
      status: 401,
      body: { code: 'MESSAGE_NOT_YET_VALID' },
    });
    expect(await status({ issuedAt: at(61_000) })).toMatchObject({
      status: 401,
      body: { code: 'MESSAGE_NOT_YET_VALID' },
    });
    expect((await status({ expirationTime: at(-59_000) })).status).toBe(200);
    expect((await status({ notBefore: at(59_000) })).status).toBe(200);
  });

  it('refuses a Solana network the cloud does not serve', async () => {
    const { answer } = await signIn({
      nonce: await client.nonce(),
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    });
    expect(answer).toMatchObject({ status: 400, body: { code: 'UNSUPPORTED_CHAIN' } });
  });

  it('refuses a message that is not Sign In With Solana as the fields write it', async () => {
    const nonce = await client.nonce();
    const message = siwsMessage(account, { nonce }, now);
    const invalid = [
      `${message}\n`,
      message.replace('Version: 1', 'Version: 2'),
      message.replace(`\nNonce: ${nonce}`, ''),
      message.replace(`Nonce: ${nonce}`, 'Nonce: short'),
      message.replace(/\nIssued At: .*/, ''),
      message.replace(/Issued At: .*/, 'Issued At: yesterday'),
      message.replace(/Expiration Time: .*/, 'Expiration Time: 2026-01-01 01:00'),
      message.replace(/\nURI: .*/, ''),
      message.replace(/\nChain ID: .*/, ''),
      message.replace(/Chain ID: .*/, 'Chain ID: solana:devnet'),
      message.replace(account.address, '0xdeadbeef'),
      message.replace(account.address, `${account.address}1`),
      message.replace('Sign in to the test dApp.', 'Line one\nline two'),
      message.replace('URI:', 'Nonce: x\nURI:'),
    ];
    for (const text of invalid) {
      expect(await client.verify({ message: text, signature: account.sign(text) }), text).toMatchObject({
        status: 400,
        body: { code: 'INVALID_MESSAGE' },
      });
    }
    expect((await client.verify({ message, signature: account.sign(message) })).status).toBe(200);
  });

  it('refuses a signature not in the encoding of the message: hex for Solana, base58 for EIP-4361', async () => {
    const message = siwsMessage(account, { nonce: await client.nonce() }, now);
    expect(await client.verify({ message, signature: `0x${'ab'.repeat(64)}` })).toMatchObject({
      status: 400,
      body: { code: 'BAD_REQUEST' },
    });
    const evm = privateKeyToAccount(generatePrivateKey());
    const siwe = client.message(evm, { nonce: await client.nonce() }, now);
    expect(await client.verify({ message: siwe, signature: account.sign(siwe) })).toMatchObject({
      status: 400,
      body: { code: 'BAD_REQUEST' },
    });
    expect(
      (await client.verify({ message: siwe, signature: await evm.signMessage({ message: siwe }) })).status,
    ).toBe(200);
  });
});
