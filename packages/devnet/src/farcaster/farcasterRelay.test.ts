import { type AppClient, createAppClient, viemConnector } from '@farcaster/auth-client';
import { createPublicClient, http, parseAbi } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Devnet, startDevnet } from '../devnet.js';
import type { StackFarcasterAccount } from '../stack/index.js';
import { type FarcasterRelay, startFarcasterRelay } from './farcasterRelay.js';
import { addFarcasterAuthAddress, farcasterIdRegistry } from './registries.js';
import { approveSignIn, type FarcasterSigner } from './signIn.js';

const ttlMs = 60_000;
const domain = '127.0.0.1:5173';
const siweUri = 'http://127.0.0.1:5173/login';

let devnet: Devnet;
let relay: FarcasterRelay;
let app: AppClient;
let time = Date.now();

beforeAll(async () => {
  devnet = await startDevnet({
    ports: { porticoDevnet: 0, porticoTestnet: 0 },
    solana: false,
    blockTimeMs: 0,
  });
  relay = await startFarcasterRelay({
    port: 0,
    farcaster: devnet.farcaster,
    channelTtlMs: ttlMs,
    now: () => time,
  });
  app = createAppClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl: devnet.farcaster.rpcUrl }) });
});

afterAll(async () => {
  await relay?.stop();
  await devnet?.stop();
});

function user(username: string): StackFarcasterAccount {
  const found = devnet.farcaster.accounts.find((account) => account.username === username);
  if (!found) throw new Error(`No Farcaster user ${username}`);
  return found;
}

const signerOf = (account: StackFarcasterAccount, privateKey = account.privateKey): FarcasterSigner => ({
  fid: account.fid,
  username: account.username,
  displayName: account.displayName,
  account: privateKeyToAccount(privateKey),
});

async function openChannel(extra: Record<string, unknown> = {}) {
  const channel = await app.createChannel({ siweUri, domain, ...extra });
  if (channel.isError) throw channel.error;
  expect(channel.response.status).toBe(201);
  return channel.data;
}

const approve = (url: string, signer: FarcasterSigner, overrides = {}) =>
  approveSignIn({ relayUrl: relay.url, authKey: relay.authKey, channelUrl: url, signer, overrides });

async function completedStatus(channelToken: string) {
  const status = await app.status({ channelToken });
  if (status.isError) throw status.error;
  expect(status.response.status).toBe(200);
  return status.data;
}

const verify = (
  data: { nonce: string; message?: string; signature?: `0x${string}` },
  acceptAuthAddress = true,
) =>
  app.verifySignInMessage({
    nonce: data.nonce,
    domain,
    message: data.message ?? '',
    signature: data.signature ?? '0x',
    acceptAuthAddress,
  });

describe("the devnet's Farcaster registries", () => {
  const abi = parseAbi([
    'function idOf(address) view returns (uint256)',
    'function custodyOf(uint256) view returns (address)',
  ]);

  it('hold the Farcaster users at the canonical ID registry on every chain, fids from 1', async () => {
    expect(devnet.farcaster.accounts.map(({ fid, username }) => [fid, username])).toEqual([
      [1, 'alice'],
      [2, 'bob'],
    ]);
    for (const chain of devnet.chains) {
      const reader = createPublicClient({ transport: http(chain.rpcUrl) });
      for (const account of devnet.farcaster.accounts) {
        const read = (functionName: 'idOf' | 'custodyOf', args: readonly [never]) =>
          reader.readContract({ address: farcasterIdRegistry, abi, functionName, args });
        expect(await read('idOf', [account.address as never])).toBe(BigInt(account.fid));
        expect(await read('custodyOf', [BigInt(account.fid) as never])).toBe(account.address);
      }
    }
  });
});

describe('Sign in with Farcaster against the local relay and the devnet', () => {
  it('completes a channel the custody key approved, and the app client verifies it', async () => {
    const alice = user('alice');
    const channel = await openChannel();
    expect(channel.url).toBe(relay.channelUrl(channel.channelToken));
    expect(channel.channelToken).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    const pending = await app.status({ channelToken: channel.channelToken });
    expect(pending.isError || pending.response.status).toBe(202);

    await approve(channel.url, signerOf(alice));
    const status = await completedStatus(channel.channelToken);
    expect(status).toMatchObject({
      state: 'completed',
      nonce: channel.nonce,
      fid: alice.fid,
      username: 'alice',
      displayName: 'Alice',
      authMethod: 'custody',
      custody: alice.address,
      signatureParams: { domain, siweUri, nonce: channel.nonce },
    });
    const verified = await verify(status);
    expect(verified.isError).toBe(false);
    expect(verified).toMatchObject({ success: true, fid: alice.fid, authMethod: 'custody' });
    expect(verified.data?.address).toBe(alice.address);

    // Read once: the relay closes a completed channel.
    const again = await app.status({ channelToken: channel.channelToken });
    expect(again.isError || again.response.status).toBe(401);
  });

  it("verifies a message signed by one of the fid's auth addresses, unless the app client refuses them", async () => {
    const bob = user('bob');
    const authKey = generatePrivateKey();
    const authAddress = privateKeyToAccount(authKey).address;
    await addFarcasterAuthAddress({
      rpcUrl: devnet.farcaster.rpcUrl,
      custodyPrivateKey: bob.privateKey,
      authAddress,
    });
    const channel = await openChannel();
    await approve(channel.url, { ...signerOf(bob, authKey), authMethod: 'authAddress' });
    const status = await completedStatus(channel.channelToken);
    const verified = await verify(status);
    expect(verified).toMatchObject({ success: true, fid: bob.fid, authMethod: 'authAddress' });
    expect((await verify(status, false)).isError).toBe(true);
  });

  it('refuses a message signed by a key that is neither the custody nor an auth address of the fid', async () => {
    const channel = await openChannel();
    await approve(channel.url, signerOf(user('alice'), generatePrivateKey()));
    const verified = await verify(await completedStatus(channel.channelToken));
    expect(verified.isError).toBe(true);
    expect(verified.error?.message).toMatch(/is not an auth address or owner of fid 1/);
  });

  it("refuses another fid's custody key, and a message made for another domain or nonce", async () => {
    for (const [signer, overrides] of [
      [{ ...signerOf(user('bob')), fid: user('alice').fid }, {}],
      [signerOf(user('alice')), { domain: 'evil.example' }],
      [signerOf(user('alice')), { nonce: 'abcdefgh12345678' }],
    ] as const) {
      const channel = await openChannel();
      await approve(channel.url, signer, overrides);
      expect((await verify(await completedStatus(channel.channelToken))).isError).toBe(true);
    }
  });

  it('carries notBefore, expirationTime and requestId into the message', async () => {
    const notBefore = new Date(Date.now() - 60_000).toISOString();
    const expirationTime = new Date(Date.now() + 600_000).toISOString();
    const channel = await openChannel({ notBefore, expirationTime, requestId: 'req-1' });
    await approve(channel.url, signerOf(user('alice')));
    const status = await completedStatus(channel.channelToken);
    expect(status.message).toContain(`Not Before: ${notBefore}`);
    expect(status.message).toContain(`Expiration Time: ${expirationTime}`);
    expect(status.message).toContain('Request ID: req-1');
    expect((await verify(status)).isError).toBe(false);
  });
});

describe('the approval page, in place of a Farcaster app', () => {
  const post = (form: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${relay.url}/~/siwf`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: relay.url, ...headers },
      body: new URLSearchParams(form),
    });

  it('shows which domain asks, with a labelled choice of the Farcaster accounts', async () => {
    const channel = await openChannel();
    const page = await fetch(channel.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    // Not no-referrer: a browser would then post the form with `Origin: null`, which the page refuses.
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    const html = await page.text();
    expect(html).toContain(`<strong>${domain}</strong> asks you to sign in`);
    expect(html).toContain('<legend>Sign in as</legend>');
    for (const account of devnet.farcaster.accounts) {
      expect(html).toMatch(
        new RegExp(
          `<label><input type="radio" name="fid" value="${account.fid}"[^>]*>\\s*\\S+ \\(@${account.username}, fid ${account.fid}\\)</label>`,
        ),
      );
    }
    expect(html).not.toMatch(/<script|https?:\/\/(?!127\.0\.0\.1)/);
  });

  it('approves as the chosen account: the app client verifies the custody signature', async () => {
    const bob = user('bob');
    const channel = await openChannel();
    const answer = await post({ channelToken: channel.channelToken, fid: String(bob.fid) });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain(`as @bob\n(fid ${bob.fid})`);
    const status = await completedStatus(channel.channelToken);
    expect(status).toMatchObject({ fid: bob.fid, username: 'bob', custody: bob.address });
    expect(await verify(status)).toMatchObject({ success: true, fid: bob.fid, authMethod: 'custody' });
  });

  it('refuses a post from another origin or site, an unknown account, a form that is not one', async () => {
    const channel = await openChannel();
    const form = { channelToken: channel.channelToken, fid: '1' };
    expect((await post(form, { origin: 'http://evil.example' })).status).toBe(403);
    expect((await post(form, { origin: 'null' })).status).toBe(403);
    expect((await post(form, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post({ ...form, fid: '99' })).status).toBe(400);
    expect((await post({ channelToken: channel.channelToken })).status).toBe(400);
    expect((await post(form, { 'content-type': 'application/json' })).status).toBe(415);
    const pending = await app.status({ channelToken: channel.channelToken });
    expect(pending.isError || pending.response.status).toBe(202);
  });

  it('refuses unknown, expired and already approved channels', async () => {
    expect((await fetch(`${relay.url}/~/siwf?channelToken=ZZZZZZZZ`)).status).toBe(404);
    expect((await fetch(`${relay.url}/~/siwf`)).status).toBe(404);
    expect((await post({ channelToken: 'ZZZZZZZZ', fid: '1' })).status).toBe(404);

    const approved = await openChannel();
    expect((await post({ channelToken: approved.channelToken, fid: '1' })).status).toBe(200);
    expect((await fetch(approved.url)).status).toBe(409);
    expect((await post({ channelToken: approved.channelToken, fid: '2' })).status).toBe(409);
    expect((await completedStatus(approved.channelToken)).fid).toBe(1);

    const expiring = await openChannel();
    time += ttlMs;
    expect((await fetch(expiring.url)).status).toBe(404);
    expect((await post({ channelToken: expiring.channelToken, fid: '1' })).status).toBe(404);
  });
});
