import { type AppClient, createAppClient, viemConnector } from '@farcaster/auth-client';
import {
  addFarcasterAuthAddress,
  type Devnet,
  type FarcasterRelay,
  type StackFarcasterAccount,
  startDevnet,
  startFarcasterRelay,
} from '@portico/devnet';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farcasterTestApp } from './farcasterTestApp.js';

const domain = 'app.example';
const siweUri = 'https://app.example/login';

let devnet: Devnet;
let relay: FarcasterRelay;
let app: AppClient;
let alice: StackFarcasterAccount;

beforeAll(async () => {
  devnet = await startDevnet({
    ports: { porticoDevnet: 0, porticoTestnet: 0 },
    solana: false,
    blockTimeMs: 0,
  });
  relay = await startFarcasterRelay({ port: 0, farcaster: devnet.farcaster });
  app = createAppClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl: devnet.farcaster.rpcUrl }) });
  const found = devnet.farcaster.accounts.find(({ username }) => username === 'alice');
  if (!found) throw new Error('The devnet has no Farcaster user alice');
  alice = found;
});

afterAll(async () => {
  await relay?.stop();
  await devnet?.stop();
});

/** Opens a channel as the app client does, lets `testApp` approve it, and verifies what the relay completed. */
async function signIn(testApp: ReturnType<typeof farcasterTestApp>, overrides = {}) {
  const channel = await app.createChannel({ siweUri, domain });
  if (channel.isError) throw channel.error;
  await testApp.approve(channel.data.url, overrides);
  const status = await app.status({ channelToken: channel.data.channelToken });
  if (status.isError) throw status.error;
  expect(status.response.status).toBe(200);
  const { message = '', signature = '0x', nonce } = status.data;
  return {
    status: status.data,
    verified: await app.verifySignInMessage({ nonce, domain, message, signature }),
  };
}

const testAppFor = (account: Parameters<typeof farcasterTestApp>[0]['account'], authMethod?: 'authAddress') =>
  farcasterTestApp({ relayUrl: relay.url, authKey: relay.authKey, account, authMethod });

describe('farcasterTestApp', () => {
  it("signs in with a stack account's custody key", async () => {
    const testApp = testAppFor(alice);
    expect(testApp).toMatchObject({ fid: alice.fid, address: alice.address });
    const { status, verified } = await signIn(testApp);
    expect(status).toMatchObject({
      state: 'completed',
      fid: alice.fid,
      username: 'alice',
      authMethod: 'custody',
    });
    expect(verified).toMatchObject({ success: true, fid: alice.fid, authMethod: 'custody' });
    expect(verified.data?.address).toBe(alice.address);
  });

  it('signs in with an auth address the custody registered in the key registry', async () => {
    const privateKey = generatePrivateKey();
    const authAddress = privateKeyToAccount(privateKey).address;
    const unregistered = await signIn(testAppFor({ fid: alice.fid, privateKey }, 'authAddress'));
    expect(unregistered.verified.isError).toBe(true);
    await addFarcasterAuthAddress({
      rpcUrl: devnet.farcaster.rpcUrl,
      custodyPrivateKey: alice.privateKey,
      authAddress,
    });
    const { status, verified } = await signIn(
      testAppFor({ fid: alice.fid, username: 'alice', privateKey }, 'authAddress'),
    );
    expect(status.authMethod).toBe('authAddress');
    expect(verified).toMatchObject({ success: true, fid: alice.fid, authMethod: 'authAddress' });
  });

  it('signs what it is told to for tests of refusals: another domain fails verification', async () => {
    const { verified } = await signIn(testAppFor(alice), { domain: 'evil.example' });
    expect(verified.isError).toBe(true);
    expect(verified.error?.message).toMatch(/Invalid domain/);
  });

  it('rejects a URL without a channel token, an unknown channel and a wrong relay key', async () => {
    await expect(testAppFor(alice).approve(`${relay.url}/~/siwf`)).rejects.toThrow(/channel URL/);
    await expect(testAppFor(alice).approve(relay.channelUrl('ZZZZZZZZ'))).rejects.toThrow(/not pending/);
    const channel = await app.createChannel({ siweUri, domain });
    if (channel.isError) throw channel.error;
    const wrongKey = farcasterTestApp({ relayUrl: relay.url, authKey: 'not-the-key', account: alice });
    await expect(wrongKey.approve(channel.data.url)).rejects.toThrow(/refused the approval \(401/);
  });
});
