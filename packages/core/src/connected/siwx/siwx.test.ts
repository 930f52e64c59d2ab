import { describe, expect, it, vi } from 'vitest';
import type { SIWXSession } from '../../domain/signIn/siwxSession.js';
import type { PorticoOptions } from '../../instance/porticoOptions.js';
import { createPortico } from '../../portico/createPortico.js';
import { deferred } from '../../portico/test/deferred.js';
import { account } from '../../portico/test/fakeConnectorSource.js';
import {
  createTestPortico,
  devnet,
  metamask,
  porticoParts,
  setupPortico,
  testnet,
} from '../../portico/test/setupPortico.js';
import { ProviderRpcError } from '../../shared/errors/providerRpcError.js';
import { browserOnlySiwx } from './configs/browserOnlySiwx.js';
import { selectCloseDisabled } from './selectors.js';
import type { SIWEConfig, SIWXConfig } from './types.js';

const page = { domain: 'dapp.test', uri: 'https://dapp.test' };

/** A sign-in config that records what core asked, over the browser-only one (sessions in memory). */
function recordingSiwx(settings: { required?: boolean } = {}) {
  const calls: string[] = [];
  const storage = new Map<string, string>();
  const inner = browserOnlySiwx({
    ...page,
    ...settings,
    storage: {
      getItem: (k) => storage.get(k) ?? null,
      setItem: (k, v) => void storage.set(k, v),
      removeItem: (k) => void storage.delete(k),
    },
  });
  const config: SIWXConfig = {
    ...inner,
    async createMessage(input) {
      calls.push(`createMessage:${input.chainId}:${input.accountAddress}`);
      return inner.createMessage(input);
    },
    async addSession(session) {
      calls.push(`addSession:${session.data.chainId}`);
      return inner.addSession(session);
    },
    async revokeSession(chainId, address) {
      calls.push(`revokeSession:${chainId}:${address}`);
      return inner.revokeSession(chainId, address);
    },
  };
  return { config, calls, storage };
}

async function connectedWith(siwx: PorticoOptions['siwx'], more: Partial<PorticoOptions> = {}) {
  const setup = await setupPortico({ siwx, ...more });
  await setup.portico.open();
  await setup.portico.connect('io.metamask');
  const address = setup.portico.getState().accounts.eip155?.address as string;
  return { ...setup, address };
}

const signInView = (state: ReturnType<ReturnType<typeof createTestPortico>['portico']['getState']>) =>
  state.modal.open && state.router.view === 'SIWXSignMessage';

describe('§4 sign-in (SIWX) through an instance', () => {
  it('a connected account without a session is asked on SIWXSignMessage; Sign signs the shown message, keeps the session and closes', async () => {
    const { portico, evmAdapter, address } = await connectedWith(recordingSiwx().config);
    await vi.waitFor(() => expect(portico.getState().siwx.message).toContain('Nonce: '));
    expect(signInView(portico.getState())).toBe(true);
    expect(portico.getState().siwx).toMatchObject({
      enabled: true,
      required: false,
      status: 'unauthenticated',
    });
    const shown = portico.getState().siwx.message;
    expect(shown).toContain(`dapp.test wants you to sign in with your account:\n${address}`);

    await portico.signIn();
    const { siwx, modal } = portico.getState();
    expect(siwx.status).toBe('authenticated');
    expect(siwx.session?.message).toBe(shown);
    expect(siwx.session?.data).toMatchObject({
      accountAddress: address,
      chainId: devnet.caipNetworkId,
      domain: 'dapp.test',
    });
    expect(evmAdapter.calls.filter((c) => c.startsWith('signMessage'))).toEqual([`signMessage:${address}`]);
    expect(modal.open).toBe(false);
  });

  it('a reload keeps the session: the restored connection is signed in without a new signature', async () => {
    const siwx = recordingSiwx();
    const first = await connectedWith(siwx.config);
    await vi.waitFor(() => expect(first.portico.getState().siwx.message).toBeDefined());
    await first.portico.signIn();
    const stored = Object.fromEntries(first.storage.map);
    first.portico.destroy();

    const again = createTestPortico({ siwx: siwx.config }, stored);
    again.evm.authorised.set('io.metamask', [
      ...(first.portico.getState().connection.connections.eip155?.[0]?.accounts ?? []),
    ]);
    await again.portico.ready;
    await vi.waitFor(() => expect(again.portico.getState().siwx.status).toBe('authenticated'));
    expect(again.portico.getState().modal.open).toBe(false);
    expect(again.evmAdapter.calls.filter((c) => c.startsWith('signMessage'))).toEqual([]);
  });

  it("§8 the wallet's rejection shows 'Signature declined' and the view stays for another try", async () => {
    const { portico, evmAdapter } = await connectedWith(recordingSiwx().config);
    await vi.waitFor(() => expect(portico.getState().siwx.message).toBeDefined());
    evmAdapter.failNext.signMessage = new ProviderRpcError(4001);
    await portico.signIn();
    expect(portico.getState().siwx).toMatchObject({ status: 'unauthenticated', error: 'Signature declined' });
    expect(portico.getState().alerts.toast).toMatchObject({
      message: 'Signature declined',
      variant: 'error',
    });
    expect(signInView(portico.getState())).toBe(true);
    await portico.signIn();
    expect(portico.getState().siwx.status).toBe('authenticated');
  });

  it("§8 a nonce that cannot be had shows 'A problem occurred while trying initialize authentication'", async () => {
    const { config } = recordingSiwx();
    const failing: SIWXConfig = {
      ...config,
      createMessage: async () => Promise.reject(new Error('nonce service down')),
    };
    const { portico } = await connectedWith(failing);
    await vi.waitFor(() =>
      expect(portico.getState().siwx.error).toBe('A problem occurred while trying initialize authentication'),
    );
    await portico.signIn();
    expect(portico.getState().siwx.status).toBe('unauthenticated');
    expect(portico.getState().alerts.toast?.message).toBe(
      'A problem occurred while trying initialize authentication',
    );
  });

  it('§2 required sign-in: closing is disabled on SIWXSignMessage; §4 Cancel with no earlier session disconnects', async () => {
    const { portico } = await connectedWith(recordingSiwx({ required: true }).config);
    await vi.waitFor(() => expect(signInView(portico.getState())).toBe(true));
    expect(selectCloseDisabled(portico.getState())).toBe(true);
    portico.close();
    expect(signInView(portico.getState())).toBe(true);
    await portico.cancelSignIn();
    expect(portico.getState().accounts.eip155?.status).toBe('disconnected');
    expect(portico.getState().modal.open).toBe(false);
  });

  it('optional sign-in: Cancel closes and the account stays connected without a session, not asked again', async () => {
    const { portico } = await connectedWith(recordingSiwx().config);
    await vi.waitFor(() => expect(signInView(portico.getState())).toBe(true));
    expect(selectCloseDisabled(portico.getState())).toBe(false);
    await portico.cancelSignIn();
    expect(portico.getState().modal.open).toBe(false);
    expect(portico.getState().accounts.eip155?.status).toBe('connected');
    expect(portico.getState().siwx.status).toBe('unauthenticated');
  });

  it('§4 required: a network without a session asks again, and Cancel switches back to the network signed in on', async () => {
    const { portico } = await connectedWith(recordingSiwx({ required: true }).config);
    await vi.waitFor(() => expect(portico.getState().siwx.message).toBeDefined());
    await portico.signIn();
    await portico.switchActiveNetwork(testnet);
    await vi.waitFor(() => expect(signInView(portico.getState())).toBe(true));
    expect(portico.getState().siwx.status).toBe('unauthenticated');
    await portico.cancelSignIn();
    await vi.waitFor(() => expect(portico.getState().siwx.status).toBe('authenticated'));
    expect(portico.getState().networks.activeCaipNetwork?.caipNetworkId).toBe(devnet.caipNetworkId);
    expect(portico.getState().accounts.eip155?.status).toBe('connected');
  });

  it('sign-out rules: a network change keeps the session (default); disconnect revokes it', async () => {
    const siwx = recordingSiwx();
    const { portico, address } = await connectedWith(siwx.config);
    await vi.waitFor(() => expect(portico.getState().siwx.message).toBeDefined());
    await portico.signIn();
    await portico.switchActiveNetwork(testnet);
    expect(siwx.calls.filter((c) => c.startsWith('revokeSession'))).toEqual([]);
    await portico.disconnect();
    await vi.waitFor(() =>
      expect(siwx.calls.filter((c) => c.startsWith('revokeSession'))).toEqual([
        `revokeSession:${testnet.caipNetworkId}:${address}`,
      ]),
    );
    expect(portico.getState().siwx.status).toBe('unauthenticated');
  });

  it('signOutOnNetworkChange ends the old network’s session; signOut() ends the current one', async () => {
    const siwx = recordingSiwx();
    const { portico, address } = await connectedWith({ ...siwx.config, signOutOnNetworkChange: true });
    await vi.waitFor(() => expect(portico.getState().siwx.message).toBeDefined());
    await portico.signIn();
    await portico.switchActiveNetwork(testnet);
    await vi.waitFor(() => expect(siwx.calls).toContain(`revokeSession:${devnet.caipNetworkId}:${address}`));
    await vi.waitFor(() => expect(portico.getState().siwx.message).toBeDefined());
    await portico.signIn();
    await portico.signOut();
    expect(siwx.calls).toContain(`revokeSession:${testnet.caipNetworkId}:${address}`);
    expect(portico.getState().siwx.status).toBe('unauthenticated');
  });

  it('the older `siweConfig` is mapped: its server gives the nonce, verifies and signs out; a refusal is shown', async () => {
    vi.stubGlobal('location', { host: 'dapp.test', origin: 'https://dapp.test' });
    const verified: string[] = [];
    let accept = false;
    let signedOut = 0;
    const siweConfig: SIWEConfig = {
      getNonce: async () => 'serverNonce42',
      verifyMessage: async ({ message }) => {
        verified.push(message);
        return accept;
      },
      signOut: async () => {
        signedOut++;
        return true;
      },
    };
    try {
      const { portico } = await connectedWith(undefined, { siweConfig });
      await vi.waitFor(() => expect(portico.getState().siwx.message).toContain('Nonce: serverNonce42'));
      expect(portico.getState().siwx.message).toContain('dapp.test wants you to sign in');
      await portico.signIn();
      expect(portico.getState().siwx).toMatchObject({
        status: 'unauthenticated',
        error: 'The server refused the signed message',
      });
      accept = true;
      await portico.signIn();
      expect(portico.getState().siwx.status).toBe('authenticated');
      expect(verified).toHaveLength(2);
      await portico.signOut();
      expect(signedOut).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("without `siwx` nothing asks to sign in, and signIn() throws 'SIWX is not enabled'", async () => {
    const { portico } = await connectedWith(undefined);
    expect(portico.getState().siwx).toEqual({ enabled: false, required: false, status: 'unauthenticated' });
    await expect(portico.signIn()).rejects.toThrow('SIWX is not enabled');
    await expect(portico.signOut()).rejects.toThrow('SIWX is not enabled');
  });

  it('Portico Cloud sign-in needs a cloud: settings without `cloudUrl` throw at creation', () => {
    expect(() => createTestPortico({ siwx: { required: true } })).toThrow(
      'Sign-in with Portico Cloud needs `cloudUrl` and a valid `projectId`; otherwise give `siwx` a config',
    );
  });

  it('a session the config lists for the account signs it in at connect, with no view', async () => {
    const session = (address: string): SIWXSession => ({
      data: {
        accountAddress: address,
        chainId: devnet.caipNetworkId,
        domain: 'd',
        uri: 'u',
        version: '1',
        nonce: 'abcdefgh',
        issuedAt: '',
      },
      message: 'm',
      signature: '0x',
    });
    const { config } = recordingSiwx();
    const { portico } = await connectedWith({
      ...config,
      getSessions: async (_c, address) => [session(address)],
    });
    await vi.waitFor(() => expect(portico.getState().siwx.status).toBe('authenticated'));
    expect(signInView(portico.getState())).toBe(false);
  });

  it('one-click: a wallet that signs in while connecting is signed in without SIWXSignMessage (WalletConnect, CAIP-222)', async () => {
    const siwx = recordingSiwx();
    const setup = await setupPortico({ siwx: siwx.config });
    setup.evm.oneClick = true;
    await setup.portico.open();
    await setup.portico.connect('io.metamask');
    await vi.waitFor(() => expect(setup.portico.getState().siwx.status).toBe('authenticated'));
    expect(setup.evm.signInRequests).toHaveLength(1);
    expect(setup.portico.getState().siwx.session?.message).toMatch(
      /^one-click sign-in of 0xa11ce with nonce [0-9a-f]{24}$/,
    );
    expect(siwx.calls).toContain(`addSession:${devnet.caipNetworkId}`);
    expect(setup.portico.getState().modal.open).toBe(false);
    expect(setup.evmAdapter.calls.filter((c) => c.startsWith('signMessage'))).toEqual([]);
  });

  it('one-click is not asked when the dApp writes its own message, nor without sign-in', async () => {
    const own = await setupPortico({
      siwx: { ...recordingSiwx().config, formatMessage: (d) => `mine ${d.nonce}` },
    });
    await own.portico.connect('io.metamask');
    expect(own.evm.signInRequests).toEqual([]);
    const none = await setupPortico();
    await none.portico.connect('io.metamask');
    expect(none.evm.signInRequests).toEqual([]);
  });

  it('§6 multi-wallet: each connection has its own session; switching back to a signed-in one asks nothing', async () => {
    const siwx = recordingSiwx();
    const parts = porticoParts();
    const rabby = { ...metamask, id: 'io.rabby', name: 'Rabby' };
    parts.evm.connectors = [metamask, rabby];
    parts.evm.authorised.set(metamask.id, [account('eip155:31337:0xa11ce')]);
    parts.evm.authorised.set(rabby.id, [account('eip155:31337:0xb0b')]);
    const portico = createPortico({ ...parts.options, features: { multiWallet: true }, siwx: siwx.config });
    await portico.ready;
    await portico.connect(metamask.id);
    await vi.waitFor(() => expect(portico.getState().siwx.message).toContain('0xa11ce'));
    await portico.signIn();
    await portico.connect(rabby.id);
    await vi.waitFor(() => expect(portico.getState().siwx.message).toContain('0xb0b'));
    expect(signInView(portico.getState())).toBe(true);
    // The other connection stays signed in: switching to a connection is no account change of a wallet.
    expect(siwx.calls.filter((c) => c.startsWith('revokeSession'))).toEqual([]);
    await portico.signIn();
    await portico.switchConnection({ connectorId: metamask.id });
    await vi.waitFor(() => expect(portico.getState().siwx.session?.data.accountAddress).toBe('0xa11ce'));
    expect(signInView(portico.getState())).toBe(false);
    expect(parts.evmAdapter.calls.filter((c) => c.startsWith('signMessage'))).toHaveLength(2);
    portico.destroy();
  });

  it('§4 the wallet changing its account signs the old one out (default) and asks the new one', async () => {
    const siwx = recordingSiwx();
    const { portico, evm, address } = await connectedWith(siwx.config);
    await vi.waitFor(() => expect(portico.getState().siwx.message).toBeDefined());
    await portico.signIn();
    evm.emit({
      type: 'accountsChanged',
      connectorId: metamask.id,
      accounts: [account(`${devnet.caipNetworkId}:0xc0ffee`)],
    });
    await vi.waitFor(() => expect(siwx.calls).toContain(`revokeSession:${devnet.caipNetworkId}:${address}`));
    await vi.waitFor(() => expect(portico.getState().siwx.message).toContain('0xc0ffee'));
    expect(portico.getState().siwx.status).toBe('unauthenticated');
  });

  it('one-click after the modal closed: a wallet approving late is adopted signed in', async () => {
    const siwx = recordingSiwx();
    const setup = await setupPortico({ siwx: siwx.config });
    setup.evm.oneClick = true;
    const approval = deferred();
    setup.evm.hold.connect = approval;
    await setup.portico.open();
    const pending = setup.portico.connect('io.metamask');
    setup.portico.close();
    await expect(pending).rejects.toThrow('Modal closed');
    approval.resolve();
    await vi.waitFor(() => expect(setup.portico.getState().siwx.status).toBe('authenticated'));
    expect(setup.evmAdapter.calls.filter((c) => c.startsWith('signMessage'))).toEqual([]);
  });

  it("§4 required: the wallet's refusal shows 'Signature declined', disconnects and the modal reopens on Connect", async () => {
    const { portico, evmAdapter } = await connectedWith(recordingSiwx({ required: true }).config);
    await vi.waitFor(() => expect(portico.getState().siwx.message).toBeDefined());
    evmAdapter.failNext.signMessage = new ProviderRpcError(4001);
    await portico.signIn();
    expect(portico.getState().alerts.toast).toMatchObject({
      message: 'Signature declined',
      variant: 'error',
    });
    expect(portico.getState().accounts.eip155?.status).toBe('disconnected');
    expect(portico.getState().modal.open).toBe(true);
    expect(portico.getState().router.view).toBe('Connect');
  });
});
