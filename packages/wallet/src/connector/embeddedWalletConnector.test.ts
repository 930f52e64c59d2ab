import { createLogger, ethereum, type Network, sepolia, solana, solanaDevnet } from '@portico/core';
import type { ConnectorEvent, EmbeddedRequestGate, EmbeddedWalletSource } from '@portico/core/adapters';
import { base58, base64 } from '@scure/base';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmbeddedEip155Provider } from './eip155Provider.js';
import { emailIcon } from './emailIcon.js';
import { createEmbeddedWalletConnector } from './embeddedWalletConnector.js';
import type { FrameQuery } from './options.js';
import type { EmbeddedSolanaWallet, SolanaWalletAccount } from './solanaWallet.js';
import { embeddedUser } from './test/embeddedUser.js';
import { createScriptedFrame, type ScriptedFrame } from './test/scriptedFrame.js';

const networks: readonly Network[] = [ethereum, sepolia, solana, solanaDevnet];
const evmAccount = `eip155:1:${embeddedUser.address}`;
const solanaAccount = `${solana.caipNetworkId}:${embeddedUser.solanaAddress}`;

interface Page {
  source: EmbeddedWalletSource;
  frame: ScriptedFrame;
  events: ConnectorEvent[];
  gate: ReturnType<typeof vi.fn<EmbeddedRequestGate>>;
  openFrame: ReturnType<typeof vi.fn<(query: FrameQuery) => Promise<ScriptedFrame['pagePort']>>>;
}

const pages: Page[] = [];
afterEach(() => {
  for (const page of pages.splice(0)) {
    page.source.destroy?.();
    page.frame.close();
  }
});

/** A page with the connector set up over a scripted frame; the gate runs every request. */
function openPage(configured: readonly Network[] = networks): Page {
  const frame = createScriptedFrame();
  frame.answer('GET_USER', { payload: embeddedUser });
  frame.answer('IS_CONNECTED', { payload: { isConnected: true } });
  frame.answer('GET_CHAIN_ID', { payload: { chainId: 'eip155:1' } });
  const openFrame = vi.fn(async (_query: FrameQuery) => frame.pagePort);
  const source = createEmbeddedWalletConnector({
    frameUrl: 'https://frame.example',
    projectId: 'p1',
    openFrame,
  });
  const events: ConnectorEvent[] = [];
  source.setup({
    networks: configured,
    emit: (event) => events.push(event),
    logger: createLogger({ level: 'silent' }),
  });
  const gate = vi.fn<EmbeddedRequestGate>((_request, run) => run(new AbortController().signal));
  source.setRequestGate(gate as EmbeddedRequestGate);
  const page = { source, frame, events, gate, openFrame };
  pages.push(page);
  return page;
}

async function connectedPage(): Promise<Page> {
  const page = openPage();
  await page.source.connect({
    connectorId: 'embedded',
    namespace: 'eip155',
    networks: [ethereum, solana],
    signal: new AbortController().signal,
  });
  return page;
}

describe('createEmbeddedWalletConnector: the source', () => {
  it('reports one AUTH connector, Email, in eip155 and solana, without loading the frame', () => {
    const { source, events, openFrame } = openPage();
    expect(source).toMatchObject({ id: 'embedded', kind: 'embedded', namespaces: ['eip155', 'solana'] });
    expect(events).toEqual([
      {
        type: 'connectors',
        connectors: [
          { id: 'embedded', name: 'Email', type: 'AUTH', chain: 'eip155', imageUrl: emailIcon },
          { id: 'embedded', name: 'Email', type: 'AUTH', chain: 'solana', imageUrl: emailIcon },
        ],
      },
    ]);
    expect(openFrame).not.toHaveBeenCalled();
  });

  it('§7 load opens the frame once with projectId, chainId, version and enableLogger', async () => {
    const { source, openFrame } = openPage();
    await Promise.all([source.load(), source.load()]);
    await source.load();
    expect(openFrame).toHaveBeenCalledTimes(1);
    expect(openFrame).toHaveBeenCalledWith({
      frameUrl: 'https://frame.example',
      projectId: 'p1',
      chainId: 'eip155:1',
      version: expect.any(String),
      enableLogger: false,
      cloudUrl: undefined,
    });
  });

  it('§8 a failed load is reported and the next call loads again', async () => {
    const { source, openFrame, frame } = openPage();
    openFrame.mockRejectedValueOnce(new Error('offline'));
    await expect(source.load()).rejects.toThrow('offline');
    await source.load();
    expect(openFrame).toHaveBeenCalledTimes(2);
    expect(frame.received).toEqual([]);
  });
});

describe('connect, reconnect, disconnect', () => {
  it('§4 connect asks GET_USER on the eip155 network and reports both accounts', async () => {
    const { source, frame } = openPage();
    const connection = await source.connect({
      connectorId: 'embedded',
      namespace: 'eip155',
      networks: [sepolia, solanaDevnet],
      signal: new AbortController().signal,
    });
    expect(frame.received.map(({ type, payload }) => ({ type, payload }))).toEqual([
      { type: '@w3m-app/GET_USER', payload: { chainId: 'eip155:11155111' } },
    ]);
    expect(connection).toEqual({
      connectorId: 'embedded',
      accounts: [
        { caipAddress: `eip155:11155111:${embeddedUser.address}`, type: 'eoa' },
        { caipAddress: `${solanaDevnet.caipNetworkId}:${embeddedUser.solanaAddress}`, type: 'eoa' },
      ],
      caipNetworkIds: { eip155: 'eip155:11155111', solana: solanaDevnet.caipNetworkId },
      supportsAllNetworks: true,
      auth: { name: 'ada@example.com' },
    });
  });

  it('serves only the namespaces the dApp configured', async () => {
    const { source, events } = openPage([ethereum]);
    const connection = await source.connect({
      connectorId: 'embedded',
      namespace: 'eip155',
      networks: [ethereum],
      signal: new AbortController().signal,
    });
    expect(connection.accounts).toEqual([{ caipAddress: evmAccount, type: 'eoa' }]);
    expect(events[0]).toMatchObject({ connectors: [{ chain: 'eip155' }] });
  });

  it('an aborted connect rejects at once with the signal’s reason', async () => {
    const { source, frame } = openPage();
    frame.answer('GET_USER', 'hold');
    const controller = new AbortController();
    const connecting = source.connect({
      connectorId: 'embedded',
      namespace: 'eip155',
      networks,
      signal: controller.signal,
    });
    await frame.receivedCount(1);
    controller.abort(new Error('Modal closed'));
    await expect(connecting).rejects.toThrow('Modal closed');
  });

  it('reconnect asks IS_CONNECTED, GET_CHAIN_ID, then GET_USER', async () => {
    const { source, frame } = openPage();
    const connection = await source.reconnect({ connectorId: 'embedded', networks: [ethereum, solana] });
    expect(frame.names()).toEqual(['IS_CONNECTED', 'GET_CHAIN_ID', 'GET_USER']);
    expect(connection?.accounts.map((account) => account.caipAddress)).toEqual([evmAccount, solanaAccount]);
  });

  it.each([
    ['CAIP-2', 'eip155:11155111', 'eip155:11155111'],
    ['a number', 11155111, 'eip155:11155111'],
    ['a network the dApp does not have', 'eip155:10', 'eip155:1'],
  ])('reconnect finds the wallet on the frame’s network (%s)', async (_case, chainId, expected) => {
    const { source, frame } = openPage();
    frame.answer('GET_CHAIN_ID', { payload: { chainId } });
    const connection = await source.reconnect({ connectorId: 'embedded', networks: [ethereum, solana] });
    expect(connection?.caipNetworkIds?.eip155).toBe(expected);
    expect(frame.received.at(-1)?.payload).toEqual({ chainId: expected });
  });

  it('reconnect without a session resolves undefined and asks nothing else (never prompts)', async () => {
    const { source, frame } = openPage();
    frame.answer('IS_CONNECTED', { payload: { isConnected: false } });
    await expect(source.reconnect({ connectorId: 'embedded', networks })).resolves.toBeUndefined();
    expect(frame.names()).toEqual(['IS_CONNECTED']);
  });

  it('disconnect signs out, and the providers are gone', async () => {
    const { source, frame } = await connectedPage();
    await source.disconnect({ connectorId: 'embedded' });
    expect(frame.names()).toEqual(['GET_USER', 'SIGN_OUT']);
    await expect(source.getProvider({ connectorId: 'embedded', namespace: 'eip155' })).rejects.toMatchObject({
      code: 'CONNECTOR_NOT_CONNECTED',
    });
  });

  it('§8 Session Expired from the frame is reported as a disconnect, and rejects the call', async () => {
    const { source, frame, events } = await connectedPage();
    frame.answer('RPC_REQUEST', { error: 'Session Expired' });
    const provider = (await source.getProvider({
      connectorId: 'embedded',
      namespace: 'eip155',
    })) as EmbeddedEip155Provider;
    await expect(provider.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({
      code: 'SESSION_EXPIRED',
    });
    expect(events.at(-1)).toEqual({ type: 'disconnect', connectorId: 'embedded' });
  });

  it('getProvider before a connection rejects with Connector not connected', async () => {
    const { source } = openPage();
    await expect(source.getProvider({ connectorId: 'embedded', namespace: 'solana' })).rejects.toMatchObject({
      code: 'CONNECTOR_NOT_CONNECTED',
    });
  });
});

describe('§4 email steps map 1:1 to the frame', () => {
  const theme = { themeMode: 'dark' as const, themeVariables: { '--w3m-accent': '#00f' } };
  const dapp = {
    metadata: {
      name: 'Shop',
      description: 'A shop',
      url: 'https://shop.example',
      icons: ['https://shop.example/i.png'],
    },
    sdkVersion: '0.1.0',
    sdkType: 'portico',
    projectId: 'p1',
  };
  it.each([
    [
      'connectEmail',
      { email: 'a@b.co' },
      'CONNECT_EMAIL',
      { email: 'a@b.co' },
      { action: 'VERIFY_OTP' },
      { action: 'VERIFY_OTP' },
    ],
    [
      'connectOtp',
      { otp: '123456' },
      'CONNECT_OTP',
      { otp: '123456' },
      { recoveryPassword: 'create' },
      { recoveryPassword: 'create' },
    ],
    ['recoveryPassword', { signal: new AbortController().signal }, 'RECOVERY_PASSWORD', {}, {}, undefined],
    [
      'getFarcasterUri',
      undefined,
      'GET_FARCASTER_URI',
      {},
      { url: 'https://farcaster.example/~/siwf?channelToken=c1' },
      { url: 'https://farcaster.example/~/siwf?channelToken=c1' },
    ],
    [
      'connectFarcaster',
      { signal: new AbortController().signal },
      'CONNECT_FARCASTER',
      {},
      { userName: 'alice.eth', recoveryPassword: 'unlock' },
      { userName: 'alice.eth', recoveryPassword: 'unlock' },
    ],
    [
      'getUser',
      { caipNetworkId: 'eip155:10' },
      'GET_USER',
      { chainId: 'eip155:10' },
      embeddedUser,
      embeddedUser,
    ],
    [
      'updateEmail',
      { email: 'new@b.co' },
      'UPDATE_EMAIL',
      { email: 'new@b.co' },
      { action: 'VERIFY_PRIMARY_OTP' },
      { action: 'VERIFY_PRIMARY_OTP' },
    ],
    [
      'updateEmailPrimaryOtp',
      { otp: '111111' },
      'UPDATE_EMAIL_PRIMARY_OTP',
      { otp: '111111' },
      { action: 'VERIFY_SECONDARY_OTP' },
      { action: 'VERIFY_SECONDARY_OTP' },
    ],
    [
      'updateEmailSecondaryOtp',
      { otp: '222222' },
      'UPDATE_EMAIL_SECONDARY_OTP',
      { otp: '222222' },
      { newEmail: 'new@b.co' },
      { newEmail: 'new@b.co' },
    ],
    ['syncTheme', theme, 'SYNC_THEME', { ...theme, w3mThemeVariables: theme.themeVariables }, {}, undefined],
    ['syncDappData', dapp, 'SYNC_DAPP_DATA', dapp, {}, undefined],
  ] as const)('%s sends %s', async (method, params, name, payload, reply, result) => {
    const { source, frame } = openPage();
    frame.answer(name, { payload: reply });
    const call = source[method] as (params: unknown) => Promise<unknown>;
    await expect(call(params)).resolves.toEqual(result);
    expect(frame.received.map(({ type, payload }) => ({ type, payload }))).toEqual([
      { type: `@w3m-app/${name}`, payload },
    ]);
  });

  it('§4 a Farcaster login given up (its signal aborted) tells the frame to stop waiting (RPC_ABORT)', async () => {
    const { source, frame } = openPage();
    frame.answer('CONNECT_FARCASTER', 'hold');
    const controller = new AbortController();
    const pending = source.connectFarcaster({ signal: controller.signal });
    await frame.receivedCount(1);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'FRAME_ABORTED' });
    await frame.receivedCount(2);
    expect(frame.names()).toEqual(['CONNECT_FARCASTER', 'RPC_ABORT']);
  });

  it('§8 a refused step rejects with the frame’s message', async () => {
    const { source, frame } = openPage();
    frame.answer('CONNECT_OTP', { error: 'Invalid code' });
    await expect(source.connectOtp({ otp: '000000' })).rejects.toMatchObject({
      name: 'PorticoError',
      message: 'Invalid code',
    });
  });
});

describe('the EIP-1193 provider', () => {
  const eip155Provider = async (page: Page) =>
    (await page.source.getProvider({
      connectorId: 'embedded',
      namespace: 'eip155',
    })) as EmbeddedEip155Provider;

  it('answers eth_chainId and eth_accounts locally', async () => {
    const page = await connectedPage();
    const provider = await eip155Provider(page);
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x1');
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([embeddedUser.address]);
    expect(page.frame.names()).toEqual(['GET_USER']);
    expect(page.gate).not.toHaveBeenCalled();
  });

  it('§4 passes every other request through core’s gate, whose run is the frame’s RPC_REQUEST', async () => {
    const page = await connectedPage();
    page.frame.answer('RPC_REQUEST', { payload: '0xsig' });
    const provider = await eip155Provider(page);
    const params = ['0x68656c6c6f', embeddedUser.address];
    await expect(provider.request({ method: 'personal_sign', params })).resolves.toBe('0xsig');
    expect(page.gate).toHaveBeenCalledWith(
      { namespace: 'eip155', caipNetworkId: 'eip155:1', method: 'personal_sign', params },
      expect.any(Function),
    );
    expect(page.frame.received.at(-1)).toMatchObject({
      type: '@w3m-app/RPC_REQUEST',
      payload: { method: 'personal_sign', params, chainNamespace: 'eip155', chainId: 'eip155:1' },
    });
  });

  it('§4 a request the gate refuses never reaches the frame', async () => {
    const page = await connectedPage();
    page.gate.mockRejectedValueOnce(Object.assign(new Error('User rejected'), { code: 4001 }));
    const provider = await eip155Provider(page);
    await expect(provider.request({ method: 'eth_sendTransaction', params: [{}] })).rejects.toMatchObject({
      code: 4001,
    });
    expect(page.frame.names()).toEqual(['GET_USER']);
  });

  it('wallet_switchEthereumChain moves the frame (SWITCH_NETWORK) and emits chainChanged', async () => {
    const page = await connectedPage();
    page.frame.answer('SWITCH_NETWORK', { payload: { chainId: 'eip155:11155111' } });
    const provider = await eip155Provider(page);
    const chainChanged = vi.fn();
    provider.on('chainChanged', chainChanged);
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xaa36a7' }] });
    expect(page.frame.received.at(-1)).toMatchObject({ payload: { chainId: 'eip155:11155111' } });
    expect(chainChanged).toHaveBeenCalledWith('0xaa36a7');
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0xaa36a7');
    provider.removeListener('chainChanged', chainChanged);
  });

  it('a switch to a network where the account in use has another address (ERC-4337) emits accountsChanged after chainChanged', async () => {
    const page = await connectedPage();
    const smart = '0x00000000000000000000000000000000000a4337';
    page.frame.answer('SWITCH_NETWORK', { payload: { chainId: 'eip155:11155111' } });
    page.frame.answer('GET_USER', {
      payload: {
        ...embeddedUser,
        address: smart,
        chainId: 'eip155:11155111',
        accounts: [...embeddedUser.accounts, { address: smart, type: 'SMART_ACCOUNT' }],
        preferredAccountType: 'smartAccount',
      },
    });
    const provider = await eip155Provider(page);
    const events: unknown[][] = [];
    provider.on('chainChanged', (chain: string) => events.push(['chainChanged', chain]));
    provider.on('accountsChanged', (accounts: string[]) => events.push(['accountsChanged', accounts]));
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xaa36a7' }] });
    expect(page.frame.received.at(-1)).toMatchObject({ payload: { chainId: 'eip155:11155111' } });
    expect(events).toEqual([
      ['chainChanged', '0xaa36a7'],
      ['accountsChanged', [smart]],
    ]);
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([smart]);
    // Core follows the connection's accounts (every namespace's, so none is disconnected).
    expect(page.events.at(-1)).toEqual({
      type: 'accountsChanged',
      connectorId: 'embedded',
      accounts: [
        { caipAddress: `eip155:11155111:${smart}`, type: 'smartAccount' },
        { caipAddress: solanaAccount, type: 'eoa' },
      ],
    });
    // Back on a network where the account in use is the EOA: its address again.
    page.frame.answer('SWITCH_NETWORK', { payload: { chainId: 'eip155:1' } });
    page.frame.answer('GET_USER', { payload: embeddedUser });
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] });
    expect(events.at(-1)).toEqual(['accountsChanged', [embeddedUser.address]]);
  });
});

describe('the Solana Wallet Standard wallet', () => {
  const solanaWallet = async (page: Page) =>
    (await page.source.getProvider({ connectorId: 'embedded', namespace: 'solana' })) as EmbeddedSolanaWallet;

  it('has the account and the configured solana chains', async () => {
    const wallet = await solanaWallet(await connectedPage());
    expect(wallet.chains).toEqual([solana.caipNetworkId, solanaDevnet.caipNetworkId]);
    expect(wallet.accounts).toEqual([
      expect.objectContaining({
        address: embeddedUser.solanaAddress,
        publicKey: base58.decode(embeddedUser.solanaAddress),
      }),
    ]);
  });

  it('§4 signMessage goes through the gate as solana_signMessage (base58)', async () => {
    const page = await connectedPage();
    const signature = new Uint8Array(64).fill(7);
    page.frame.answer('RPC_REQUEST', { payload: { signature: base58.encode(signature) } });
    const wallet = await solanaWallet(page);
    const [account] = wallet.accounts as [SolanaWalletAccount];
    const message = new TextEncoder().encode('hello');
    const [output] = await wallet.features['solana:signMessage'].signMessage({ account, message });
    expect(output).toEqual({ signedMessage: message, signature, signatureType: 'ed25519' });
    const params = { message: base58.encode(message), pubkey: embeddedUser.solanaAddress };
    expect(page.gate).toHaveBeenCalledWith(
      { namespace: 'solana', caipNetworkId: solana.caipNetworkId, method: 'solana_signMessage', params },
      expect.any(Function),
    );
    expect(page.frame.received.at(-1)?.payload).toEqual({
      method: 'solana_signMessage',
      params,
      chainNamespace: 'solana',
      chainId: solana.caipNetworkId,
    });
  });

  it('§4 signTransaction and signAndSendTransaction go through the gate (base64 in, signed bytes out)', async () => {
    const page = await connectedPage();
    const wallet = await solanaWallet(page);
    const [account] = wallet.accounts as [SolanaWalletAccount];
    const transaction = new Uint8Array([1, 2, 3]);
    const signed = new Uint8Array([4, 5, 6]);
    page.frame.answer('RPC_REQUEST', { payload: { transaction: base64.encode(signed) } });
    const [{ signedTransaction }] = (await wallet.features['solana:signTransaction'].signTransaction({
      account,
      transaction,
      chain: solanaDevnet.caipNetworkId,
    })) as [{ signedTransaction: Uint8Array }];
    expect(signedTransaction).toEqual(signed);
    page.frame.answer('RPC_REQUEST', { payload: { signature: base58.encode(new Uint8Array(64).fill(1)) } });
    const [{ signature }] = (await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      transaction,
      chain: solanaDevnet.caipNetworkId,
    })) as [{ signature: Uint8Array }];
    expect(signature).toEqual(new Uint8Array(64).fill(1));
    expect(page.gate.mock.calls.map(([request]) => [request.method, request.caipNetworkId])).toEqual([
      ['solana_signTransaction', solanaDevnet.caipNetworkId],
      ['solana_signAndSendTransaction', solanaDevnet.caipNetworkId],
    ]);
  });
});
