import { describe, expect, it } from 'vitest';
import type { Connector } from '../../domain/connectorSource/connector.js';
import { solana } from '../../domain/networks/solana.js';
import type { PorticoOptions } from '../../instance/porticoOptions.js';
import { createPortico } from '../../portico/createPortico.js';
import { fakeChainAdapter } from '../../portico/test/fakeChainAdapter.js';
import { account, fakeConnectorSource } from '../../portico/test/fakeConnectorSource.js';
import { recordingLogger } from '../../portico/test/recordingLogger.js';
import { devnet, metamask, porticoParts, testnet } from '../../portico/test/setupPortico.js';

const walletConnect: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
};
const evmAccount = account('eip155:31337:0xa11ce');
const solanaAccount = account(`${solana.caipNetworkId}:A11ceSo1`);

/**
 * The instance of `porticoParts` plus a WalletConnect-like session source serving eip155 and solana with one
 * connection: the wallet approved devnet, testnet and Solana, and reports no current chain.
 */
async function setup(overrides: Partial<PorticoOptions> = {}) {
  const parts = porticoParts();
  const session = fakeConnectorSource({
    id: 'walletConnect',
    namespaces: ['eip155', 'solana'],
    connectors: [walletConnect, { ...walletConnect, chain: 'solana' }],
  });
  session.supportsAllNetworks = false;
  session.approvedCaipNetworkIds = [devnet.caipNetworkId, testnet.caipNetworkId, solana.caipNetworkId];
  const portico = createPortico({
    ...parts.options,
    connectors: [...(parts.options.connectors ?? []), session],
    ...overrides,
  });
  await portico.ready;
  return { portico, session, ...parts };
}

describe('a connection serving several namespaces (a WalletConnect session)', () => {
  it('one connect applies to eip155 and solana, with the approved networks; stored once', async () => {
    const { portico, session, evmAdapter, solAdapter, storage } = await setup();
    await portico.connect(walletConnect.id);
    expect(session.calls).toContain(`connect:walletConnect:${devnet.caipNetworkId},${solana.caipNetworkId}`);
    const state = portico.getState();
    expect(state.connection.connectedNamespaces).toEqual(['eip155', 'solana']);
    expect(state.connection.connectorIds).toEqual({ eip155: 'walletConnect', solana: 'walletConnect' });
    expect(state.accounts.eip155).toMatchObject({
      status: 'connected',
      address: '0xa11ce',
      caipAddress: evmAccount.caipAddress,
    });
    expect(state.accounts.solana).toMatchObject({
      status: 'connected',
      address: 'A11ceSo1',
      caipAddress: solanaAccount.caipAddress,
      connectedWalletInfo: { name: 'WalletConnect', type: 'WALLET_CONNECT' },
    });
    expect(state.networks.byNamespace.eip155).toMatchObject({
      caipNetwork: devnet,
      supportsAllNetworks: false,
      approvedCaipNetworkIds: [devnet.caipNetworkId, testnet.caipNetworkId],
    });
    expect(state.networks.byNamespace.solana?.approvedCaipNetworkIds).toEqual([solana.caipNetworkId]);
    // Each namespace's account is refreshed once.
    expect(evmAdapter.calls.filter((call) => call.startsWith('getBalance'))).toEqual([
      'getBalance:eip155:31337',
    ]);
    expect(solAdapter.calls.filter((call) => call.startsWith('getBalance'))).toEqual([
      `getBalance:${solana.caipNetworkId}`,
    ]);
    expect(JSON.parse(storage.map.get('@portico/connections') ?? '')).toEqual([
      { sourceId: 'walletConnect', connectorId: 'walletConnect', namespaces: ['eip155', 'solana'] },
    ]);
  });

  it('§4 disconnecting every namespace ends it once in the wallet', async () => {
    const { portico, session } = await setup();
    await portico.connect(walletConnect.id);
    await portico.disconnect();
    expect(session.calls.filter((call) => call.startsWith('disconnect'))).toEqual([
      'disconnect:walletConnect',
    ]);
    expect(portico.getState().connection.connectedNamespaces).toEqual([]);
    expect(portico.getState().accounts.solana?.status).toBe('disconnected');
  });

  it('§4 disconnecting one namespace keeps the session open for the other', async () => {
    const { portico, session } = await setup();
    await portico.connect(walletConnect.id);
    await portico.disconnect({ namespace: 'solana' });
    expect(session.calls.some((call) => call.startsWith('disconnect'))).toBe(false);
    expect(portico.getState().connection.connectedNamespaces).toEqual(['eip155']);
    await portico.disconnect({ namespace: 'eip155' });
    expect(session.calls.filter((call) => call.startsWith('disconnect'))).toEqual([
      'disconnect:walletConnect',
    ]);
  });

  it('§4 the wallet ending the session disconnects both namespaces', async () => {
    const { portico, session } = await setup();
    await portico.connect(walletConnect.id);
    session.emit({ type: 'disconnect', connectorId: walletConnect.id });
    expect(portico.getState().connection.connectedNamespaces).toEqual([]);
    expect(portico.getState().connection.recent.map((r) => r.namespace)).toEqual(['solana', 'eip155']);
  });

  it('§4 accountsChanged leaving a namespace without accounts removes the connection there only', async () => {
    const { portico, session } = await setup();
    await portico.connect(walletConnect.id);
    session.emit({
      type: 'accountsChanged',
      connectorId: walletConnect.id,
      accounts: [account('eip155:31337:0xc0ffee')],
    });
    const state = portico.getState();
    expect(state.accounts.solana?.status).toBe('disconnected');
    expect(state.accounts.eip155).toMatchObject({ status: 'connected', address: '0xc0ffee' });
    expect(state.connection.connectedNamespaces).toEqual(['eip155']);
  });

  it('a connection without a current chain is put on the namespace network when approved, else the first approved', async () => {
    const { portico, session } = await setup({ defaultNetwork: testnet });
    session.approvedCaipNetworkIds = [devnet.caipNetworkId, solana.caipNetworkId];
    await portico.connect(walletConnect.id);
    expect(portico.getState().networks.byNamespace.eip155?.caipNetwork).toBe(devnet);
    await portico.disconnect();
    await portico.switchActiveNetwork(testnet);
    session.approvedCaipNetworkIds = [devnet.caipNetworkId, testnet.caipNetworkId, solana.caipNetworkId];
    await portico.connect(walletConnect.id);
    expect(portico.getState().networks.byNamespace.eip155?.caipNetwork).toBe(testnet);
  });

  it("the caipAddress is the connection's account on the network when reported, else the adapter writes one", async () => {
    const { portico, session } = await setup();
    session.authorised.set(walletConnect.id, [evmAccount, account('eip155:31338:0xb0b'), solanaAccount]);
    await portico.connect(walletConnect.id);
    expect(portico.getState().accounts.eip155).toMatchObject({
      address: '0xa11ce',
      caipAddress: evmAccount.caipAddress,
    });
    await portico.switchActiveNetwork(testnet);
    expect(portico.getState().accounts.eip155).toMatchObject({
      address: '0xb0b',
      caipAddress: 'eip155:31338:0xb0b',
    });
  });
});

describe('connector events', () => {
  it('a display (pairing URI, code) is kept per connector until cleared', async () => {
    const { portico, session } = await setup();
    session.emit({
      type: 'display',
      connectorId: walletConnect.id,
      display: { kind: 'uri', uri: 'wc:abc@2' },
    });
    session.emit({ type: 'display', connectorId: 'auth', display: { kind: 'code', code: '123456' } });
    expect(portico.getState().connection.displays).toEqual({
      walletConnect: { kind: 'uri', uri: 'wc:abc@2' },
      auth: { kind: 'code', code: '123456' },
    });
    session.emit({ type: 'display', connectorId: walletConnect.id, display: undefined });
    expect(portico.getState().connection.displays).toEqual({ auth: { kind: 'code', code: '123456' } });
  });

  it('a source that reconnects on its own (a connect event) is adopted; its unknown namespaces are ignored', async () => {
    const { portico, evm } = await setup();
    evm.emit({
      type: 'connect',
      connection: {
        connectorId: metamask.id,
        accounts: [evmAccount, account('cosmos:cosmoshub-4:cosmos1a11ce')],
        supportsAllNetworks: true,
      },
    });
    expect(portico.getState().connection.connectedNamespaces).toEqual(['eip155']);
    expect(portico.getState().accounts.eip155?.status).toBe('connected');
  });

  it('chainChanged of a connection that is not current records its chain, the namespace network stays', async () => {
    const { portico, evm } = await setup({ features: { multiWallet: true } });
    await portico.connect(metamask.id);
    await portico.connect(walletConnect.id);
    evm.emit({ type: 'chainChanged', connectorId: metamask.id, caipNetworkId: testnet.caipNetworkId });
    const state = portico.getState();
    expect(state.networks.byNamespace.eip155?.caipNetwork).toBe(devnet);
    expect(
      state.connection.connections.eip155?.find((c) => c.connectorId === metamask.id)?.caipNetworkId,
    ).toBe(testnet.caipNetworkId);
  });

  it('a source reporting its connectors again replaces its earlier report', async () => {
    const { portico, session } = await setup();
    session.emit({ type: 'connectors', connectors: [] });
    expect(portico.getState().connectors.connectors.map((c) => `${c.chain}:${c.id}`)).toEqual([
      'eip155:io.metamask',
      'solana:app.phantom',
    ]);
    await expect(portico.connect(walletConnect.id)).rejects.toThrow(
      'No connector found for connection: walletConnect',
    );
  });
});

describe('what a connection shows', () => {
  it('a connection a source reports for an unannounced wallet is named by its login, in the account and the recent list', async () => {
    const { portico, evm } = await setup();
    evm.emit({
      type: 'connect',
      connection: {
        connectorId: 'embedded',
        accounts: [evmAccount],
        supportsAllNetworks: true,
        auth: { name: 'alice@example.com' },
      },
    });
    expect(portico.getState().accounts.eip155?.status).toBe('connected');
    evm.emit({ type: 'disconnect', connectorId: 'embedded' });
    expect(portico.getState().connection.recent).toEqual([
      {
        connectorId: 'embedded',
        namespace: 'eip155',
        name: 'alice@example.com',
        caipAddress: evmAccount.caipAddress,
      },
    ]);
  });

  it("an address the adapter cannot write for the network is logged; the wallet's own CAIP-10 address is kept", async () => {
    const { logger, messages } = recordingLogger();
    const parts = porticoParts();
    const evmAdapter = fakeChainAdapter('eip155');
    evmAdapter.toCaipAddress = () => {
      throw new Error('not an address of this chain');
    };
    const portico = createPortico({ ...parts.options, adapters: [evmAdapter], logger });
    await portico.ready;
    await portico.connect(metamask.id);
    await portico.switchActiveNetwork(testnet);
    expect(messages('warn')).toContain('No CAIP-10 address for 0xa11ce on eip155:31338');
    expect(portico.getState().accounts.eip155).toMatchObject({
      address: '0xa11ce',
      caipAddress: evmAccount.caipAddress,
    });
  });
});
