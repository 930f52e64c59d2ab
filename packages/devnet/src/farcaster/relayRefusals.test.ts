import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeAbiParameters } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevnetFarcaster } from '../devnet.js';
import { type FarcasterRelay, startFarcasterRelay } from './farcasterRelay.js';
import { farcasterIdRegistry, farcasterKeyRegistry } from './registries.js';

// The relay reads custodyOf(fid) when an app authenticates: a JSON-RPC stand-in answers every eth_call with this.
const custody = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const ttlMs = 60_000;
const signature = `0x${'ab'.repeat(65)}`;

let rpc: Server;
let relay: FarcasterRelay;
let time = 1_000_000;

beforeAll(async () => {
  rpc = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const { id } = JSON.parse(body) as { id: number };
      const result = encodeAbiParameters([{ type: 'address' }], [custody]);
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id, result }));
    });
  });
  await new Promise<void>((resolve) => rpc.listen(0, '127.0.0.1', resolve));
  const farcaster: DevnetFarcaster = {
    rpcUrl: `http://127.0.0.1:${(rpc.address() as AddressInfo).port}`,
    idRegistry: farcasterIdRegistry,
    keyRegistry: farcasterKeyRegistry,
    accounts: [],
  };
  relay = await startFarcasterRelay({
    port: 0,
    authKey: 'relay-key',
    farcaster,
    channelTtlMs: ttlMs,
    now: () => time,
  });
});

afterAll(async () => {
  await relay?.stop();
  rpc?.closeAllConnections();
  await new Promise((resolve) => rpc?.close(resolve));
});

interface Call {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

async function call(path: string, { method = 'POST', body, token, headers = {} }: Call = {}) {
  const response = await fetch(`${relay.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function openChannel(body: Record<string, unknown> = {}) {
  const created = await call('/v1/channel', {
    body: { siweUri: 'https://app.example/login', domain: 'app.example', ...body },
  });
  expect(created.status).toBe(201);
  return created.body as { channelToken: string; url: string; nonce: string };
}

const authentication = { message: 'a sign-in message', signature, fid: 1, username: 'alice' };
const authenticate = (token: string | undefined, body: unknown = authentication, key = 'relay-key') =>
  call('/v1/channel/authenticate', {
    body,
    token,
    headers: key ? { 'x-farcaster-auth-relay-key': key } : {},
  });
const status = (token: string) => call('/v1/channel/status', { method: 'GET', token });

describe('the local Farcaster relay', () => {
  it('opens channels with random tokens, a generated nonce unless given, at the approval page', async () => {
    const first = await openChannel();
    const second = await openChannel({ nonce: 'myNonce12345' });
    expect(first.channelToken).not.toBe(second.channelToken);
    expect(first.nonce).toMatch(/^[a-zA-Z0-9]{8,}$/);
    expect(second.nonce).toBe('myNonce12345');
    expect(first.url).toBe(`${relay.url}/~/siwf?channelToken=${first.channelToken}`);
    const pending = await status(first.channelToken);
    expect(pending.status).toBe(202);
    expect(pending.body).toMatchObject({ state: 'pending', nonce: first.nonce, acceptAuthAddress: true });
    expect(pending.body.url).toBeUndefined();
  });

  it.each([
    ['no body', undefined, 415],
    ['text that is not JSON', '{"siweUri":', 400],
    ['an array', [], 400],
    ['no siweUri', { domain: 'app.example' }, 400],
    ['a siweUri that is not a URI', { siweUri: 'login', domain: 'app.example' }, 400],
    ['no domain', { siweUri: 'https://app.example' }, 400],
    ['a domain with a path', { siweUri: 'https://app.example', domain: 'app.example/x' }, 400],
    ['a nonce that is not text', { siweUri: 'https://app.example', domain: 'app.example', nonce: 5 }, 400],
    [
      'a notBefore that is no date-time',
      { siweUri: 'https://a.example', domain: 'a.example', notBefore: 'soon' },
      400,
    ],
    [
      'acceptAuthAddress as text',
      { siweUri: 'https://a.example', domain: 'a.example', acceptAuthAddress: 'no' },
      400,
    ],
    ["Farcaster's own domain", { siweUri: 'https://farcaster.xyz', domain: 'farcaster.xyz' }, 400],
  ])('refuses to open a channel for %s (%i)', async (_, body, expected) => {
    const answer = await call('/v1/channel', { body });
    expect(answer.status).toBe(expected);
    expect(answer.body.error).toEqual(expect.any(String));
  });

  it('refuses authenticate without the relay key, with a wrong one, without or with an unknown channel token', async () => {
    const { channelToken } = await openChannel();
    expect((await authenticate(channelToken, authentication, '')).status).toBe(401);
    expect((await authenticate(channelToken, authentication, 'relay-key2')).status).toBe(401);
    expect((await authenticate(undefined)).status).toBe(401);
    expect((await authenticate('ZZZZZZZZ')).status).toBe(401);
    expect((await status('ZZZZZZZZ')).status).toBe(401);
    expect((await call('/v1/channel/status', { method: 'GET' })).status).toBe(401);
    expect((await status(channelToken)).status).toBe(202);
  });

  it.each([
    ['no message', { signature, fid: 1 }],
    ['a short signature', { ...authentication, signature: '0x1234' }],
    ['no fid', { message: 'm', signature }],
    ['a fid as text', { ...authentication, fid: '1' }],
    ['fid 0', { ...authentication, fid: 0 }],
    ['a fractional fid', { ...authentication, fid: 1.5 }],
    ['an unknown authMethod', { ...authentication, authMethod: 'session' }],
    ['a username that is no fname', { ...authentication, username: 'Alice Smith' }],
    ['a pfpUrl that is not a URI', { ...authentication, pfpUrl: 'me.png' }],
  ])('refuses an authenticate body with %s (400)', async (_, body) => {
    const { channelToken } = await openChannel();
    expect((await authenticate(channelToken, body)).status).toBe(400);
    expect((await status(channelToken)).status).toBe(202);
  });

  it('completes a channel on authenticate, answers its status once, then forgets it', async () => {
    const { channelToken, nonce } = await openChannel();
    const answer = await authenticate(channelToken, { ...authentication, extra: 'dropped' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      state: 'completed',
      custody,
      verifications: [],
      authMethod: 'custody',
    });
    expect(answer.body.extra).toBeUndefined();
    const completed = await status(channelToken);
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({ ...authentication, nonce, state: 'completed', custody });
    expect((await status(channelToken)).status).toBe(401);
    expect((await authenticate(channelToken)).status).toBe(401);
  });

  it("takes the relay key under the relay's older header name too", async () => {
    const { channelToken } = await openChannel();
    const headers = { 'x-farcaster-connect-auth-key': 'relay-key' };
    const answer = await call('/v1/channel/authenticate', {
      body: authentication,
      token: channelToken,
      headers,
    });
    expect(answer.status).toBe(201);
    const wrong = { 'x-farcaster-connect-auth-key': 'relay-key2' };
    const { channelToken: other } = await openChannel();
    expect(
      (await call('/v1/channel/authenticate', { body: authentication, token: other, headers: wrong })).status,
    ).toBe(401);
  });

  it('takes a second authenticate before the status is read, as the relay does: the later one wins', async () => {
    const { channelToken } = await openChannel();
    expect((await authenticate(channelToken)).status).toBe(201);
    const later = { ...authentication, message: 'a later message', fid: 2, username: 'bob' };
    expect((await authenticate(channelToken, later)).status).toBe(201);
    expect((await status(channelToken)).body).toMatchObject(later);
  });

  it('expires channels a TTL after their creation, whatever happened since', async () => {
    const { channelToken } = await openChannel();
    time += ttlMs - 1;
    expect((await status(channelToken)).status).toBe(202);
    expect((await authenticate(channelToken)).status).toBe(201);
    time += 1;
    expect((await status(channelToken)).status).toBe(401);
    expect((await authenticate(channelToken)).status).toBe(401);
  });

  it('answers 404 for routes it does not have', async () => {
    expect((await call('/v1/channel', { method: 'GET' })).status).toBe(404);
    expect((await call('/v2/channel', { body: {} })).status).toBe(404);
  });
});
