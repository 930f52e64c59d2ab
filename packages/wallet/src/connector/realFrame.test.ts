import 'fake-indexeddb/auto';
import { ed25519 } from '@noble/curves/ed25519.js';
import { createLogger, ethereum, sepolia, solana } from '@portico/core';
import type { ConnectorEvent, EmbeddedRequestGate, EmbeddedWalletSource } from '@portico/core/adapters';
import { base58 } from '@scure/base';
import { verifyMessage } from 'viem';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeCloud } from '../frame/test/fakeCloud.js';
import type { EmbeddedEip155Provider } from './eip155Provider.js';
import { createEmbeddedWalletConnector } from './embeddedWalletConnector.js';
import type { FramePort } from './framePort.js';
import type { EmbeddedSolanaWallet, SolanaWalletAccount } from './solanaWallet.js';
import { mailedCode, revokeSessions, servedFrame } from './test/servedFrame.js';

const networks = [ethereum, sepolia, solana];
const email = 'ada@example.com';
const connectParams = () => ({
  connectorId: 'embedded',
  namespace: 'eip155' as const,
  networks,
  signal: new AbortController().signal,
});

let cloud: FakeCloud;
let openFrame: () => Promise<FramePort>;

beforeEach(async () => {
  cloud = new FakeCloud();
  ({ openFrame } = await servedFrame(cloud, 'eip155:1'));
});

/** A page load: a connector whose frame is the real frame's handler on the other end of a MessageChannel. */
function loadPage() {
  const events: ConnectorEvent[] = [];
  const gate = vi.fn<EmbeddedRequestGate>((_request, run) => run(new AbortController().signal));
  const source: EmbeddedWalletSource = createEmbeddedWalletConnector({
    frameUrl: 'https://frame.test',
    projectId: 'p1',
    openFrame,
  });
  source.setup({ networks, emit: (event) => events.push(event), logger: createLogger({ level: 'silent' }) });
  source.setRequestGate(gate as EmbeddedRequestGate);
  return { source, events, gate };
}

async function logIn(source: EmbeddedWalletSource) {
  expect(await source.connectEmail({ email })).toEqual({ action: 'VERIFY_OTP' });
  expect(await source.connectOtp({ otp: mailedCode(cloud, email) })).toEqual({ recoveryPassword: 'create' });
  // The visitor types it in the frame's own document (the served frame's scripted visitor).
  await source.recoveryPassword({ signal: new AbortController().signal });
}

describe('the connector drives the real secure frame (its handlers over a MessageChannel)', () => {
  it('§4 email login creates a wallet; connect, sign on EVM and Solana through the gate, reload and reconnect', async () => {
    const page = loadPage();
    expect(await page.source.reconnect({ connectorId: 'embedded', networks })).toBeUndefined();
    await logIn(page.source);
    const connection = await page.source.connect(connectParams());
    const [evm, sol] = connection.accounts.map(({ caipAddress }) => caipAddress.split(':')[2] as string);
    expect(connection).toMatchObject({
      accounts: [
        { caipAddress: `eip155:1:${evm}`, type: 'eoa' },
        { caipAddress: `${solana.caipNetworkId}:${sol}`, type: 'eoa' },
      ],
      auth: { name: email },
    });

    const provider = (await page.source.getProvider({
      connectorId: 'embedded',
      namespace: 'eip155',
    })) as EmbeddedEip155Provider;
    const signature = await provider.request<`0x${string}`>({
      method: 'personal_sign',
      params: ['0x6869', evm],
    });
    expect(
      await verifyMessage({ address: evm as `0x${string}`, message: { raw: '0x6869' }, signature }),
    ).toBe(true);

    const wallet = (await page.source.getProvider({
      connectorId: 'embedded',
      namespace: 'solana',
    })) as EmbeddedSolanaWallet;
    const [account] = wallet.accounts as [SolanaWalletAccount];
    const message = new TextEncoder().encode('hello solana');
    const [signed] = await wallet.features['solana:signMessage'].signMessage({ account, message });
    expect(ed25519.verify(signed?.signature as Uint8Array, message, base58.decode(sol as string))).toBe(true);
    expect(page.gate.mock.calls.map(([request]) => request.method)).toEqual([
      'personal_sign',
      'solana_signMessage',
    ]);

    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xaa36a7' }] });
    page.source.destroy?.();
    const reloaded = loadPage();
    const restored = await reloaded.source.reconnect({ connectorId: 'embedded', networks });
    expect(restored?.accounts.map(({ caipAddress }) => caipAddress)).toEqual([
      `eip155:11155111:${evm}`,
      `${solana.caipNetworkId}:${sol}`,
    ]);
  });

  it('§8 the frame’s refusals reach the page as its messages', async () => {
    const { source } = loadPage();
    await expect(source.connectOtp({ otp: '123456' })).rejects.toMatchObject({
      message: 'No code was sent: connect the email first',
    });
    await source.connectEmail({ email });
    await expect(source.connectOtp({ otp: '000000' })).rejects.toMatchObject({ message: 'Invalid code' });
  });

  it('§8 an ended session is Session Expired, reported as a disconnect; a reload does not reconnect', async () => {
    const page = loadPage();
    await logIn(page.source);
    await page.source.connect(connectParams());
    revokeSessions(cloud);
    await expect(page.source.getUser({ caipNetworkId: 'eip155:1' })).rejects.toMatchObject({
      code: 'SESSION_EXPIRED',
      message: 'Session Expired',
    });
    expect(page.events.at(-1)).toEqual({ type: 'disconnect', connectorId: 'embedded' });
    page.source.destroy?.();
    expect(await loadPage().source.reconnect({ connectorId: 'embedded', networks })).toBeUndefined();
  });

  it('disconnect signs out at the frame: a reload does not reconnect', async () => {
    const page = loadPage();
    await logIn(page.source);
    await page.source.connect(connectParams());
    await page.source.disconnect({ connectorId: 'embedded' });
    page.source.destroy?.();
    expect(await loadPage().source.reconnect({ connectorId: 'embedded', networks })).toBeUndefined();
  });
});
