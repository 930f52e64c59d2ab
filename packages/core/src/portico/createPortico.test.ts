import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionStatus } from '../connected/connection/connectionStatus.js';
import { browserOnlySiwx } from '../connected/siwx/configs/browserOnlySiwx.js';
import type { SIWEConfig } from '../connected/siwx/types.js';
import type { CaipAddress } from '../domain/caip/caipAddress.js';
import type { Connector } from '../domain/connectorSource/connector.js';
import { porticoDevnet, porticoTestnet } from '../domain/networks/devnet.js';
import { ethereum } from '../domain/networks/ethereum.js';
import { solana } from '../domain/networks/solana.js';
import type { PorticoOptions } from '../instance/porticoOptions.js';
import type { ViewName } from '../modal/dialog/types.js';
import { PorticoError } from '../shared/errors/PorticoError.js';
import { createPortico } from './createPortico.js';
import { deferred } from './test/deferred.js';
import { fakeChainAdapter } from './test/fakeChainAdapter.js';
import { account, fakeConnectorSource } from './test/fakeConnectorSource.js';
import { fakeSignature } from './test/fakeSignature.js';
import { memoryStorage } from './test/memoryStorage.js';

const devnet = porticoDevnet(8545);
const testnet = {
  ...porticoTestnet(8546),
  blockExplorers: { default: { name: 'Scan', url: 'https://scan.test' } },
};
const metamask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.metamask', icon: 'mm.svg' },
};
const rabby: Connector = { id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155' };
const auth: Connector = { id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' };
const phantom: Connector = { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' };

/** An EVM wallet source (MetaMask, Rabby, the email wallet) on devnet and a Solana one, with their adapters. */
function setup(overrides: Partial<PorticoOptions> = {}, stored: Record<string, string> = {}) {
  const evm = fakeConnectorSource({
    id: 'evm-wallets',
    namespaces: ['eip155'],
    connectors: [metamask, rabby, auth],
    chains: { eip155: devnet.id },
  });
  const sol = fakeConnectorSource({
    id: 'solana-wallets',
    namespaces: ['solana'],
    connectors: [phantom],
    chains: { solana: solana.id },
  });
  const evmAdapter = fakeChainAdapter('eip155');
  const solAdapter = fakeChainAdapter('solana');
  const storage = memoryStorage(stored);
  const portico = createPortico({
    projectId: 'p1',
    networks: [devnet, testnet, solana],
    connectors: [evm, sol],
    adapters: [evmAdapter, solAdapter],
    storage,
    ...overrides,
  });
  return { portico, evm, sol, evmAdapter, solAdapter, storage };
}

const multiWallet = { features: { multiWallet: true } } satisfies Partial<PorticoOptions>;

async function connected(overrides: Partial<PorticoOptions> = {}) {
  const s = setup(overrides);
  await s.portico.ready;
  await s.portico.connect('io.metamask');
  return s;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createPortico options', () => {
  it("[§5 configuration] siweConfig and siwx together throw 'Cannot set both `siweConfig` and `siwx` options'", () => {
    const siweConfig: SIWEConfig = {
      getNonce: async () => 'n0nce123',
      verifyMessage: async () => true,
      signOut: async () => true,
    };
    expect(() => setup({ siweConfig, siwx: browserOnlySiwx() })).toThrow(
      'Cannot set both `siweConfig` and `siwx` options',
    );
  });

  it('networks must not be empty', () => {
    expect(() => setup({ networks: [] })).toThrow(new PorticoError('NETWORKS_REQUIRED'));
  });

  it("[§5 configuration] §8 a missing project id sets the 'Project ID Not Configured' alert", () => {
    expect(setup({ projectId: ' ' }).portico.getState().alerts.alert?.shortMessage).toBe(
      'Project ID Not Configured',
    );
    expect(setup().portico.getState().alerts.alert).toBeUndefined();
  });

  it('§9 defaults: features, flags, default network, account types', () => {
    const { portico } = setup({ defaultNetwork: testnet, features: { email: true } });
    // Without a cloud, email and analytics are off whatever the dApp set (backend/localFeatures.ts).
    expect(portico.options.features).toMatchObject({
      receive: true,
      send: true,
      analytics: false,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      email: false,
      multiWallet: false,
    });
    expect(portico.options).toMatchObject({
      enableNetworkSwitch: true,
      enableReconnect: true,
      allowUnsupportedChain: false,
      embedded: false,
    });
    expect(portico.getState().networks.activeCaipNetwork).toBe(testnet);
    expect(portico.getState().accounts.eip155?.preferredAccountType).toBe('smartAccount');
    expect(portico.getState().accounts.solana?.preferredAccountType).toBe('eoa');
  });

  it('§9 without networks the instance is on Ethereum mainnet', () => {
    const portico = createPortico({ projectId: 'p' });
    expect(portico.options.networks).toEqual([ethereum]);
    expect(portico.getState().networks.activeCaipNetwork).toBe(ethereum);
  });

  it('§9 the default network is eip155:1 when listed and none is given', () => {
    const portico = createPortico({ projectId: 'p', networks: [devnet, ethereum] });
    expect(portico.getState().networks.activeCaipNetwork).toBe(ethereum);
  });

  it('zero adapters is a valid mode; the default network is the first when not listed', async () => {
    const portico = createPortico({ projectId: 'p', networks: [devnet], defaultNetwork: solana });
    await portico.ready;
    expect(portico.getState().networks.activeCaipNetwork).toBe(devnet);
    await portico.open();
    expect(portico.getState().router.view).toBe('ConnectingWalletConnectBasic');
  });
});

describe('subscriptions are fine-grained (issue 3)', () => {
  it('a listener on one slice is not called for changes of another', async () => {
    const { portico } = setup();
    await portico.ready;
    const theme = vi.fn();
    const modal = vi.fn();
    const unsubscribe = portico.subscribe((s) => s.theme, theme);
    portico.subscribe((s) => s.modal.open, modal);
    await portico.open();
    portico.close();
    portico.setThemeMode('dark');
    expect(modal).toHaveBeenCalledTimes(2);
    expect(theme).toHaveBeenCalledTimes(1);
    unsubscribe();
    portico.setThemeVariables({ '--portico-accent': 'red' });
    expect(theme).toHaveBeenCalledTimes(1);
    expect(portico.getState().theme).toEqual({
      mode: 'dark',
      followsSystem: false,
      variables: { '--portico-accent': 'red' },
      look: 'default',
    });
  });
});

describe('open (§2 opening rules)', () => {
  it.each<
    [
      string,
      Partial<PorticoOptions>,
      Parameters<ReturnType<typeof setup>['portico']['open']>[0],
      boolean,
      ViewName,
    ]
  >([
    [
      '§2 rule 2: manual control, desktop',
      { manualWCControl: true },
      undefined,
      false,
      'ConnectingWalletConnectBasic',
    ],
    [
      '§2 rule 2: manual control, mobile',
      { manualWCControl: true, isMobile: () => true },
      undefined,
      false,
      'AllWallets',
    ],
    ['§2 rule 3: an explicit view', {}, { view: 'Networks' }, true, 'Networks'],
    ['§2 rule 4: connected → Account', {}, undefined, true, 'Account'],
    ['§2 rule 5: Connect', {}, {}, false, 'Connect'],
  ])('%s', async (_rule, overrides, openOptions, connect, view) => {
    const { portico } = connect ? await connected(overrides) : setup(overrides);
    await portico.open(openOptions);
    expect(portico.getState().modal.open).toBe(true);
    expect(portico.getState().router.view).toBe(view);
  });

  it('§2 rule 1: another namespace switches network without confirmation; the uri is kept', async () => {
    const { portico } = setup();
    await portico.ready;
    await portico.open({ namespace: 'solana', uri: 'wc:1' });
    expect(portico.getState().networks.activeCaipNetwork).toBe(solana);
    expect(portico.getState().modal.uri).toBe('wc:1');
    expect(portico.getState().router.view).toBe('Connect');
  });
});

describe('back and close (§2)', () => {
  it('§2 back pops, and at the first view closes', async () => {
    const { portico } = setup();
    await portico.open();
    portico.navigate('AllWallets');
    portico.navigate('ConnectingExternal', { connectorId: 'io.rabby' }, { replace: true });
    expect(portico.getState().router.history.map((r) => r.view)).toEqual(['Connect', 'ConnectingExternal']);
    portico.back();
    expect(portico.getState().router.view).toBe('Connect');
    portico.back();
    expect(portico.getState().modal.open).toBe(false);
  });

  it('§2 back from Connect while connected shows Account', async () => {
    const { portico } = await connected();
    await portico.open({ view: 'Connect' });
    portico.back();
    expect(portico.getState().router.view).toBe('Account');
    expect(portico.getState().modal.open).toBe(true);
  });

  it.each<[string, boolean, boolean, ViewName]>([
    ['§2 close resets to Connect', false, true, 'Connect'],
    ['§2 embedded: Account if connected', true, true, 'Account'],
    ['§2 embedded: Connect otherwise', true, false, 'Connect'],
  ])('%s', async (_rule, embedded, connect, view) => {
    const { portico } = connect ? await connected({ embedded }) : setup({ embedded });
    await portico.open({ view: 'Networks' });
    portico.close();
    expect(portico.getState().modal.open).toBe(false);
    expect(portico.getState().router.view).toBe(view);
  });

  it("§8 closing the modal rejects a pending connect with 'Modal closed'; the status reverts", async () => {
    const { portico, evm } = setup();
    await portico.ready;
    evm.hold.connect = deferred();
    await portico.open();
    const pending = portico.connect('io.metamask');
    portico.close();
    await expect(pending).rejects.toThrow('Modal closed');
    expect(portico.getState().accounts.eip155?.status).toBe('disconnected');
    expect(portico.getState().connection.error).toBeUndefined();
  });
});

describe('connect (§4 connection status)', () => {
  it('§4 disconnected → connecting → connected; account, explorer link, balance, wallet info, recent wallet', async () => {
    const { portico, storage, evm } = setup({ defaultNetwork: testnet });
    await portico.ready;
    const statuses: ConnectionStatus[] = [];
    portico.subscribe(
      (s) => s.accounts.eip155?.status,
      (status) => status && statuses.push(status),
    );
    await portico.open();
    await portico.connect('io.metamask');
    const state = portico.getState();
    expect(statuses).toEqual(['connecting', 'connected']);
    expect(evm.calls).toContain('connect:io.metamask:eip155:31338');
    expect(state.accounts.eip155).toMatchObject({
      address: '0xa11ce',
      caipAddress: 'eip155:31337:0xa11ce',
      balance: '1.23456789',
      balanceSymbol: 'ETH',
      connectedWalletInfo: { name: 'MetaMask', icon: 'mm.svg', type: 'ANNOUNCED' },
    });
    // The wallet answered chain 31337: it is now the active network (devnet has no explorer).
    expect(state.networks.activeCaipNetwork).toBe(devnet);
    expect(state.accounts.eip155?.addressExplorerUrl).toBeUndefined();
    expect(state.connection).toMatchObject({
      connectorIds: { eip155: 'io.metamask' },
      connectedNamespaces: ['eip155'],
    });
    expect(state.connectors.recentWallets).toEqual([
      { id: 'io.metamask', name: 'MetaMask', imageUrl: 'mm.svg', rdns: 'io.metamask' },
    ]);
    expect(storage.map.get('@portico/connectorId:eip155')).toBe('"io.metamask"');
    expect(state.modal.open).toBe(false);
    expect(state.modal.loading).toBe(false);
  });

  it('§4 connecting with the already-current connector is refused', async () => {
    const { portico } = await connected();
    await expect(portico.connect('io.metamask')).rejects.toThrow('Connector already connected.');
  });

  it.each<[string, boolean, unknown, string, string, ConnectionStatus]>([
    [
      '§4 failed connect, no current connection → disconnected',
      false,
      { code: 4001, message: 'User rejected' },
      'Connection rejected',
      'Connection rejected',
      'disconnected',
    ],
    [
      '§4 failed connect, a current connection → connected',
      true,
      { code: 4100 },
      'Failed to connect',
      'The wallet has not authorized this site or account',
      'connected',
    ],
    [
      '§8 an error without a code → Unknown error in the view',
      false,
      'boom',
      'Failed to connect',
      'boom',
      'disconnected',
    ],
  ])('%s', async (_rule, withCurrent, error, thrown, shown, status) => {
    vi.useFakeTimers();
    const s = withCurrent ? await connected() : setup();
    await s.portico.ready;
    s.evm.failNext.connect = error;
    await expect(s.portico.connect('io.rabby')).rejects.toThrow(thrown);
    const state = s.portico.getState();
    expect(state.accounts.eip155?.status).toBe(status);
    expect(state.connection.error).toEqual({
      connectorId: 'io.rabby',
      code: (error as { code?: number }).code,
      message: shown,
    });
    expect(state.modal.shake).toBe(true);
    await vi.advanceTimersByTimeAsync(499);
    expect(s.portico.getState().modal.shake).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.portico.getState().modal.shake).toBe(false);
  });

  it('needs a source offering the connector, an adapter for the namespace and a network in it', async () => {
    const none = createPortico({ projectId: 'p', networks: [devnet] });
    await none.ready;
    await expect(none.connect('io.metamask')).rejects.toThrow(
      'No connector found for connection: io.metamask',
    );
    const evmSource = () =>
      fakeConnectorSource({ id: 'evm-wallets', namespaces: ['eip155'], connectors: [metamask] });
    const noAdapter = createPortico({ projectId: 'p', networks: [devnet], connectors: [evmSource()] });
    await noAdapter.ready;
    await expect(noAdapter.connect('io.metamask')).rejects.toThrow('Adapter not found');
    const evmOnly = createPortico({
      projectId: 'p',
      networks: [solana],
      connectors: [evmSource()],
      adapters: [fakeChainAdapter('eip155')],
    });
    await evmOnly.ready;
    await expect(evmOnly.connect('io.metamask')).rejects.toThrow('Chain not configured.');
  });

  it('§4 a balance fetch failure shows the Token Balance Unavailable toast', async () => {
    const { portico, evmAdapter } = setup();
    await portico.ready;
    evmAdapter.failNext.getBalance = new Error('rpc down');
    await portico.connect('io.metamask');
    expect(portico.getState().alerts.toast).toMatchObject({
      message: 'Token Balance Unavailable',
      variant: 'error',
      open: true,
    });
    expect(portico.getState().accounts.eip155?.balance).toBeUndefined();
  });
});

describe('disconnect (§4)', () => {
  it('§4 removes the connection and makes the next remaining one current', async () => {
    const { portico, evm } = await connected(multiWallet);
    evm.authorised.set('io.rabby', [account('eip155:31337:0xb0b')]);
    await portico.connect('io.rabby');
    expect(portico.getState().connection.connections.eip155?.map((c) => c.connectorId)).toEqual([
      'io.rabby',
      'io.metamask',
    ]);
    await portico.disconnect();
    const state = portico.getState();
    expect(evm.calls).toContain('disconnect:io.rabby');
    expect(state.connection.connectorIds.eip155).toBe('io.metamask');
    expect(state.accounts.eip155).toMatchObject({
      status: 'connected',
      address: '0xa11ce',
      connectedWalletInfo: { name: 'MetaMask' },
    });
  });

  it('§4 the last one: resets account, network state, connector id, connected-namespace record, wallet info; closes the modal', async () => {
    const { portico, storage } = await connected();
    await portico.open();
    await portico.disconnect();
    const state = portico.getState();
    expect(state.accounts.eip155).toEqual({
      status: 'disconnected',
      preferredAccountType: 'smartAccount',
      tokenBalance: [],
      addressLabels: {},
      currentTab: 'Tokens',
    });
    expect(state.connection).toMatchObject({ connectorIds: {}, connectedNamespaces: [] });
    expect(state.networks.byNamespace.eip155).toMatchObject({
      supportsAllNetworks: false,
      approvedCaipNetworkIds: [],
    });
    expect(state.modal.open).toBe(false);
    expect(storage.map.get('@portico/connectorId:eip155')).toBeUndefined();
    expect(storage.map.get('@portico/connectionStatus:eip155')).toBe('"disconnected"');
  });

  it('§4 closeModal: false keeps the modal open', async () => {
    const { portico } = await connected();
    await portico.open();
    await portico.disconnect({ namespace: 'eip155', closeModal: false });
    expect(portico.getState().modal.open).toBe(true);
    expect(portico.getState().router.view).toBe('Account');
  });

  it('§4 waits at most 3 s for the wallet, then disconnects anyway', async () => {
    const { portico, evm } = await connected();
    vi.useFakeTimers();
    evm.hold.disconnect = deferred();
    let done = false;
    const pending = portico.disconnect().then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(portico.getState().accounts.eip155?.status).toBe('disconnected');
  });

  it.each<[string, string, 'eip155' | undefined]>([
    ['§8 one namespace', 'Failed to disconnect', 'eip155'],
    ['§8 every namespace', 'Failed to disconnect chains: locked', undefined],
  ])(
    "%s: a wallet failure throws '%s'; core forgets the connection all the same",
    async (_rule, message, namespace) => {
      const { portico, evm, storage } = await connected();
      evm.failNext.disconnect = new Error('locked');
      await expect(portico.disconnect({ namespace })).rejects.toThrow(message);
      expect(portico.getState().accounts.eip155?.status).toBe('disconnected');
      expect(storage.getItem('@portico/connections')).toBe('[]');
    },
  );

  it('§4 when the active namespace disconnects, another connected namespace becomes active', async () => {
    const { portico } = await connected();
    await portico.switchActiveNetwork(solana);
    await portico.connect('app.phantom');
    await portico.disconnect({ namespace: 'solana' });
    expect(portico.getState().connection.activeNamespace).toBe('eip155');
    expect(portico.getState().networks.activeCaipNetwork).toBe(devnet);
  });
});

describe('reconnect at start (§4)', () => {
  const stored = {
    '@portico/connectorId:eip155': '"io.metamask"',
    '@portico/connections': JSON.stringify([
      { sourceId: 'evm-wallets', connectorId: 'io.metamask', namespaces: ['eip155'] },
      { sourceId: 'evm-wallets', connectorId: 'io.rabby', namespaces: ['eip155'] },
    ]),
  };

  it('§4 a stored connection: connecting, then reconnecting, then connected, with no prompt', async () => {
    const { portico, evm } = setup(multiWallet, stored);
    evm.authorised.set('io.metamask', [account('eip155:31337:0xa11ce')]);
    evm.authorised.set('io.rabby', [account('eip155:31337:0xb0b')]);
    expect(portico.getState().accounts.eip155?.status).toBe('connecting');
    const statuses: ConnectionStatus[] = [];
    portico.subscribe(
      (s) => s.accounts.eip155?.status,
      (status) => status && statuses.push(status),
    );
    await portico.ready;
    expect(statuses).toEqual(['reconnecting', 'connected']);
    expect(evm.calls.filter((call) => call.startsWith('connect'))).toEqual([]);
    // The current one last, so that it ends up current.
    expect(evm.calls.filter((call) => call.startsWith('reconnect'))).toEqual([
      'reconnect:io.rabby',
      'reconnect:io.metamask',
    ]);
    expect(portico.getState().connection.connectorIds.eip155).toBe('io.metamask');
    expect(portico.getState().accounts.eip155?.balance).toBe('1.23456789');
  });

  it('§4 a failed sync goes to disconnected', async () => {
    const { portico } = setup({}, stored);
    await portico.ready;
    expect(portico.getState().accounts.eip155?.status).toBe('disconnected');
  });

  it.each<[string, Partial<PorticoOptions>, Record<string, string>, ConnectionStatus]>([
    ['§4 reconnect disabled → disconnected', { enableReconnect: false }, stored, 'disconnected'],
    [
      '§4 no stored connection → the stored status',
      {},
      { '@portico/connectionStatus:eip155': '"connected"' },
      'connected',
    ],
  ])('%s', (_rule, overrides, values, status) => {
    expect(setup(overrides, values).portico.getState().accounts.eip155?.status).toBe(status);
  });

  it('an adapter whose setup fails leaves its namespace disconnected', async () => {
    const { portico, evmAdapter } = setup({}, stored);
    evmAdapter.failNext.setup = new Error('no window');
    await portico.ready;
    expect(portico.getState().accounts.eip155?.status).toBe('disconnected');
  });

  it('§3 the last used namespace is the active one at start', () => {
    const { portico } = setup({}, { '@portico/lastUsedChain': '"solana"' });
    expect(portico.getState().networks.activeCaipNetwork).toBe(solana);
  });
});

describe('connector events', () => {
  it('connectors of every adapter are merged into one list', async () => {
    const { portico, evm } = setup();
    await portico.ready;
    expect(portico.getState().connectors.connectors.map((c) => c.id)).toEqual([
      'io.metamask',
      'io.rabby',
      'auth',
      'app.phantom',
    ]);
    evm.emit({ type: 'connectors', connectors: [metamask] });
    expect(portico.getState().connectors.connectors.map((c) => c.id)).toEqual(['io.metamask', 'app.phantom']);
  });

  it('§4 accountsChanged syncs the account; an empty list disconnects that connector', async () => {
    const { portico, evm } = await connected();
    evm.emit({
      type: 'accountsChanged',
      connectorId: 'io.metamask',
      accounts: [account('eip155:31337:0xc0ffee')],
    });
    expect(portico.getState().accounts.eip155).toMatchObject({
      address: '0xc0ffee',
      caipAddress: 'eip155:31337:0xc0ffee',
    });
    evm.emit({ type: 'accountsChanged', connectorId: 'io.unknown', accounts: [] });
    expect(portico.getState().accounts.eip155?.status).toBe('connected');
    evm.emit({ type: 'accountsChanged', connectorId: 'io.metamask', accounts: [] });
    expect(portico.getState().accounts.eip155?.status).toBe('disconnected');
  });

  it('accountsChanged of a connection that is not current updates only that connection', async () => {
    const { portico, evm } = await connected(multiWallet);
    evm.authorised.set('io.rabby', [account('eip155:31337:0xb0b')]);
    await portico.connect('io.rabby');
    evm.emit({
      type: 'accountsChanged',
      connectorId: 'io.metamask',
      accounts: [account('eip155:31337:0xd00d')],
    });
    const state = portico.getState();
    expect(state.accounts.eip155?.address).toBe('0xb0b');
    expect(
      state.connection.connections.eip155?.find((c) => c.connectorId === 'io.metamask')?.accounts,
    ).toEqual([account('eip155:31337:0xd00d')]);
  });

  it('§4 chainChanged to a known chain sets the active network, the address on it and refetches the balance', async () => {
    const { portico, evm, evmAdapter } = setup();
    evm.chains.eip155 = testnet.id;
    await portico.ready;
    await portico.connect('io.metamask');
    evm.emit({ type: 'chainChanged', connectorId: 'io.rabby', caipNetworkId: 'eip155:31337' });
    expect(portico.getState().networks.activeCaipNetwork).toBe(testnet);
    expect(portico.getState().accounts.eip155?.addressExplorerUrl).toBe('https://scan.test/address/0xa11ce');
    evm.emit({ type: 'chainChanged', connectorId: 'io.metamask', caipNetworkId: 'eip155:31337' });
    await vi.waitFor(() => expect(portico.getState().accounts.eip155?.balance).toBe('1.23456789'));
    expect(evmAdapter.calls).toContain('getBalance:eip155:31337');
    expect(portico.getState().networks.activeCaipNetwork).toBe(devnet);
    expect(portico.getState().accounts.eip155).toMatchObject({
      caipAddress: 'eip155:31337:0xa11ce',
      balance: '1.23456789',
    });
  });

  it.each<[string, Partial<PorticoOptions>, boolean]>([
    ['§4 unknown chain, switching on, unsupported disallowed → UnsupportedChain', {}, true],
    ['§4 allowUnsupportedChain keeps only the placeholder', { allowUnsupportedChain: true }, false],
    ['§4 network switching off keeps only the placeholder', { enableNetworkSwitch: false }, false],
  ])('%s', async (_rule, overrides, shown) => {
    const { portico, evm } = await connected(overrides);
    evm.emit({ type: 'chainChanged', connectorId: 'io.metamask', caipNetworkId: 'eip155:999' });
    const state = portico.getState();
    expect(state.networks.activeCaipNetwork).toMatchObject({
      caipNetworkId: 'eip155:999',
      name: 'Unsupported Network',
    });
    expect(state.networks.unsupported).toBe(true);
    expect(state.modal.open).toBe(shown);
    if (shown) expect(state.router.view).toBe('UnsupportedChain');
    // Back on a supported chain, the UnsupportedChain view closes.
    evm.emit({ type: 'chainChanged', connectorId: 'io.metamask', caipNetworkId: 'eip155:31337' });
    expect(portico.getState().networks.unsupported).toBe(false);
    expect(portico.getState().modal.open).toBe(false);
  });

  it('§4 the wallet reports an unknown chain at connect: the placeholder, no balance fetch', async () => {
    const { portico, evm, evmAdapter } = setup();
    await portico.ready;
    evm.chains.eip155 = 777;
    await portico.open();
    await portico.connect('io.metamask');
    expect(portico.getState().router.view).toBe('UnsupportedChain');
    expect(evmAdapter.calls.some((call) => call.startsWith('getBalance'))).toBe(false);
    expect(portico.getState().alerts.toast?.message).toBe('Token Balance Unavailable');
  });

  it('§4 the wallet moves to an unknown chain while the connection settles: back on a supported one, the modal closes', async () => {
    const { portico, evm, evmAdapter } = setup();
    await portico.ready;
    await portico.open();
    portico.navigate('ConnectingExternal', { connectorId: 'io.metamask' });
    // The balance read after the connect is slow; the wallet moves to chain 999 meanwhile.
    const balance = deferred<void>();
    evmAdapter.hold.getBalance = balance;
    const connecting = portico.connect('io.metamask');
    await vi.waitFor(() => expect(evmAdapter.calls).toContain('getBalance:eip155:31337'));
    evm.emit({ type: 'chainChanged', connectorId: 'io.metamask', caipNetworkId: 'eip155:999' });
    balance.resolve();
    await connecting;
    expect(portico.getState().router.history.map(({ view }) => view)).toEqual(['UnsupportedChain']);
    evm.emit({ type: 'chainChanged', connectorId: 'io.metamask', caipNetworkId: 'eip155:31337' });
    expect(portico.getState().modal.open).toBe(false);
  });

  it('§4 a disconnect event removes that connection; events after destroy are ignored', async () => {
    const { portico, evm, evmAdapter } = await connected();
    evm.emit({ type: 'disconnect', connectorId: 'io.rabby' });
    expect(portico.getState().accounts.eip155?.status).toBe('connected');
    evm.emit({ type: 'disconnect', connectorId: 'io.metamask' });
    expect(portico.getState().accounts.eip155?.status).toBe('disconnected');
    portico.destroy();
    expect(evm.calls).toContain('destroy');
    expect(evmAdapter.calls).toContain('destroy');
    evm.emit({ type: 'connectors', connectors: [] });
    expect(portico.getState().connectors.connectors).not.toEqual([]);
  });
});

describe('switchNetwork (§2 switching rules)', () => {
  it.each<[string, boolean, { force?: boolean }, string, ViewName | undefined]>([
    ['§2 the current network: nothing', false, {}, 'eip155:31337', undefined],
    ['§2 forced confirmation → SwitchNetwork', true, { force: true }, 'eip155:31338', 'SwitchNetwork'],
    [
      '§2 connected on another namespace, not the target → SwitchActiveChain',
      true,
      {},
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'SwitchActiveChain',
    ],
    ['§2 otherwise SwitchNetwork', false, {}, 'eip155:31338', 'SwitchNetwork'],
  ])('%s', async (_rule, connect, options, target, view) => {
    const { portico } = connect ? await connected() : setup();
    await portico.switchNetwork(target as `eip155:${string}`, options);
    expect(portico.getState().modal.open).toBe(view !== undefined);
    if (view) expect(portico.getState().router.view).toBe(view);
  });

  it('§2 the auth connector on a supported chain → SwitchNetwork', async () => {
    const { portico } = setup();
    await portico.ready;
    await portico.connect('auth');
    await portico.switchNetwork(solana);
    expect(portico.getState().router.view).toBe('SwitchNetwork');
  });

  it("§8 a network not in the list sets the 'Network Not Found' alert", async () => {
    const { portico } = setup();
    await portico.switchNetwork('eip155:5');
    expect(portico.getState().alerts.alert?.shortMessage).toBe('Network Not Found');
    expect(portico.getState().modal.open).toBe(false);
  });
});

describe('switchActiveNetwork (§4 network changes)', () => {
  it("§4 inside the same namespace it calls the adapter on the connection's provider, then sets the network", async () => {
    const { portico, evm, evmAdapter } = await connected();
    await portico.switchActiveNetwork('eip155:31338');
    expect(evmAdapter.calls).toContain('switchNetwork:eip155:31338');
    expect(evmAdapter.switchedOn).toEqual([evm.provider('io.metamask', 'eip155')]);
    expect(evm.chains.eip155).toBe(31338);
    expect(portico.getState().networks.activeCaipNetwork).toBe(testnet);
    // The wallet reported its account on devnet: the adapter writes it for testnet.
    expect(portico.getState().accounts.eip155?.caipAddress).toBe('eip155:31338:0xa11ce');
  });

  it.each<[string, unknown, string]>([
    [
      "§8 4902 that the wallet could not add → 'Chain is not supported'",
      { code: 4902 },
      'Chain is not supported',
    ],
    ['§8 other wallet errors pass through', new Error('User rejected'), 'User rejected'],
  ])('%s', async (_rule, error, message) => {
    const { portico, evmAdapter } = await connected();
    evmAdapter.failNext.switchNetwork = error;
    await expect(portico.switchActiveNetwork(testnet)).rejects.toThrow(message);
    expect(portico.getState().networks.activeCaipNetwork).toBe(devnet);
    expect(portico.getState().modal.loading).toBe(false);
  });

  it('§4 not connected: only the active network is set', async () => {
    const { portico, evmAdapter } = setup();
    await portico.ready;
    await portico.switchActiveNetwork(testnet);
    expect(evmAdapter.calls.some((call) => call.startsWith('switchNetwork'))).toBe(false);
    expect(portico.getState().networks.activeCaipNetwork).toBe(testnet);
  });

  it('§4 another namespace sets the switching-namespace flag until a connection applies or the modal closes', async () => {
    const { portico } = await connected();
    await portico.open();
    await portico.switchActiveNetwork(solana);
    expect(portico.getState().networks.switchingNamespace).toBe(true);
    expect(portico.getState().connection.activeNamespace).toBe('solana');
    await portico.connect('app.phantom');
    expect(portico.getState().networks.switchingNamespace).toBe(false);
    await portico.switchActiveNetwork(devnet);
    expect(portico.getState().networks.switchingNamespace).toBe(false);
  });

  it('a network not in the list is not switched to', async () => {
    const { portico } = setup();
    await portico.switchActiveNetwork('eip155:5');
    expect(portico.getState().networks.activeCaipNetwork).toBe(devnet);
  });
});

describe('adding and removing networks (§4)', () => {
  it('§4 adding a network once; removing the active network switches to the first remaining one', async () => {
    const { portico } = setup();
    await portico.ready;
    const extra = { ...testnet, id: 5, caipNetworkId: 'eip155:5' as const };
    portico.addNetwork(extra);
    portico.addNetwork(extra);
    expect(portico.getState().networks.networks.map((n) => n.caipNetworkId)).toEqual([
      'eip155:31337',
      'eip155:31338',
      solana.caipNetworkId,
      'eip155:5',
    ]);
    portico.removeNetwork('eip155:31337');
    await vi.waitFor(() => expect(portico.getState().networks.activeCaipNetwork).toBe(testnet));
    portico.removeNetwork('eip155:404');
    expect(portico.getState().networks.networks).toHaveLength(3);
  });

  it('a network of a new namespace gets its account and network state', () => {
    const portico = createPortico({ projectId: 'p', networks: [devnet] });
    portico.addNetwork(solana);
    expect(portico.getState().accounts.solana?.status).toBe('disconnected');
    expect(portico.getState().networks.byNamespace.solana?.caipNetwork).toBe(solana);
  });

  it("[§5 adapter-provider-list] adding or removing a network of a namespace without a chain adapter throws 'Adapter not found'", async () => {
    const portico = createPortico({
      projectId: 'p',
      networks: [devnet, testnet],
      adapters: [fakeChainAdapter('eip155')],
    });
    await portico.ready;
    expect(() => portico.addNetwork(solana)).toThrow('Adapter not found');
    expect(portico.getState().networks.networks).toEqual([devnet, testnet]);
    const extra = { ...testnet, id: 5, caipNetworkId: 'eip155:5' as const };
    portico.addNetwork(extra);
    portico.removeNetwork(extra.caipNetworkId);
    expect(portico.getState().networks.networks).toEqual([devnet, testnet]);
    portico.destroy();
  });

  it('the last network is never removed', () => {
    const portico = createPortico({ projectId: 'p', networks: [devnet] });
    portico.removeNetwork(devnet.caipNetworkId);
    expect(portico.getState().networks.networks).toEqual([devnet]);
  });

  it('§4 when the wallet refuses the switch away from a removed network, the first remaining one is set anyway', async () => {
    const { portico, evmAdapter } = await connected();
    evmAdapter.failNext.switchNetwork = { code: 4001 };
    portico.removeNetwork(devnet.caipNetworkId);
    await vi.waitFor(() => expect(portico.getState().networks.activeCaipNetwork).toBe(testnet));
  });
});

describe('account type (§4)', () => {
  it.each<[string, string, 'eoa' | 'smartAccount', 'eoa' | 'smartAccount']>([
    ['§4 smart accounts enabled, current eoa → smartAccount', '31337', 'eoa', 'smartAccount'],
    ['§4 smart accounts not enabled → stays eoa', '1', 'eoa', 'eoa'],
  ])('%s', async (_rule, enabled, from, expected) => {
    const { portico } = setup(
      { defaultAccountTypes: { eip155: from } },
      { '@portico/smartAccountEnabledNetworks': enabled },
    );
    await portico.setPreferredAccountType('smartAccount');
    expect(portico.getState().accounts.eip155?.preferredAccountType).toBe(expected);
  });

  it('§4 switching to eoa is always allowed; a namespace without networks is ignored', async () => {
    const { portico } = setup();
    await portico.setPreferredAccountType('eoa');
    expect(portico.getState().accounts.eip155?.preferredAccountType).toBe('eoa');
    await portico.setPreferredAccountType('eoa', 'cosmos');
    expect(portico.getState().accounts.cosmos).toBeUndefined();
  });
});

describe('toasts, signing, balance', () => {
  it('§4 toast: a new message hides the shown one, waits 150 ms, then shows', async () => {
    vi.useFakeTimers();
    const { portico } = setup();
    portico.showToast({ message: 'one', variant: 'success' });
    expect(portico.getState().alerts.toast).toEqual({
      message: 'one',
      variant: 'success',
      open: true,
      autoClose: true,
    });
    portico.showToast({ message: 'two', variant: 'error', autoClose: false });
    expect(portico.getState().alerts.toast).toMatchObject({ message: 'one', open: false });
    await vi.advanceTimersByTimeAsync(149);
    expect(portico.getState().alerts.toast?.open).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(portico.getState().alerts.toast).toEqual({
      message: 'two',
      variant: 'error',
      open: true,
      autoClose: false,
    });
    portico.hideToast();
    portico.hideToast();
    expect(portico.getState().alerts.toast?.open).toBe(false);
  });

  it('destroy clears pending timers', async () => {
    vi.useFakeTimers();
    const { portico } = setup();
    portico.shake();
    portico.destroy();
    await vi.advanceTimersByTimeAsync(500);
    expect(portico.getState().modal.shake).toBe(true);
  });

  it('[§5 tx-hash] an EVM signature that is not 0x and at least 62 hex characters is refused', async () => {
    const { portico, evmAdapter } = setup();
    await portico.ready;
    await portico.connect('io.metamask');
    evmAdapter.signMessage = async () => `0x${'ab'.repeat(30)}`;
    await expect(portico.signMessage('hi')).rejects.toThrow('Invalid signed message');
    evmAdapter.signMessage = async () => `0x${'ab'.repeat(31)}`;
    await expect(portico.signMessage('hi')).resolves.toBe(`0x${'ab'.repeat(31)}`);
    evmAdapter.signMessage = async () => `signed:${'ab'.repeat(31)}`;
    await expect(portico.signMessage('hi')).rejects.toThrow('Invalid signed message');
  });

  it("[§5 caip] a wallet that reports an account of other than 3 parts is refused with 'Invalid CAIP-10 address'", async () => {
    const { portico, evm } = setup();
    await portico.ready;
    evm.authorised.set('io.metamask', [account('eip155:0xa11ce' as CaipAddress)]);
    await expect(portico.connect('io.metamask')).rejects.toMatchObject({
      message: 'Failed to connect',
      cause: { message: 'Invalid CAIP-10 address' },
    });
    // The connect view shows why.
    expect(portico.getState().connection.error?.message).toBe('Invalid CAIP-10 address');
    expect(portico.getState().connection.connectedNamespaces).toEqual([]);
  });

  it("signMessage signs on the current connection's provider; without one it throws 'No ActiveCaipAddress found'", async () => {
    const { portico, evm, evmAdapter } = setup();
    await expect(portico.signMessage('hi')).rejects.toThrow('No ActiveCaipAddress found');
    await portico.ready;
    await portico.connect('io.metamask');
    await expect(portico.signMessage('hi')).resolves.toBe(fakeSignature('hi'));
    expect(evmAdapter.calls).toContain('signMessage:0xa11ce');
    expect(evmAdapter.signedOn).toEqual([evm.provider('io.metamask', 'eip155')]);
  });

  it('a balance answer for an account that changed meanwhile is dropped', async () => {
    const { portico, evm, evmAdapter } = await connected();
    const held = deferred();
    evmAdapter.hold.getBalance = held;
    evmAdapter.balance = '9';
    const stale = portico.refreshBalance();
    evmAdapter.balance = '5';
    evm.emit({
      type: 'accountsChanged',
      connectorId: 'io.metamask',
      accounts: [account('eip155:31337:0xnew')],
    });
    await vi.waitFor(() => expect(portico.getState().accounts.eip155?.balance).toBe('5'));
    held.resolve();
    await stale;
    expect(portico.getState().accounts.eip155).toMatchObject({
      address: '0xnew',
      balance: '5',
      balanceLoading: false,
    });
  });
});

describe('connection edge cases (§4)', () => {
  it('§4 disconnecting a namespace with no connection does nothing', async () => {
    const { portico, sol } = await connected();
    await portico.disconnect({ namespace: 'solana', closeModal: false });
    expect(sol.calls.some((call) => call.startsWith('disconnect'))).toBe(false);
    expect(portico.getState().accounts.eip155?.status).toBe('connected');
  });

  it('§4 removing a connection that is not current keeps the current one', async () => {
    const { portico, evm } = await connected(multiWallet);
    evm.authorised.set('io.rabby', [account('eip155:31337:0xb0b')]);
    await portico.connect('io.rabby');
    evm.emit({ type: 'disconnect', connectorId: 'io.metamask' });
    const state = portico.getState();
    expect(state.connection.connections.eip155?.map((c) => c.connectorId)).toEqual(['io.rabby']);
    expect(state.accounts.eip155).toMatchObject({ status: 'connected', address: '0xb0b' });
  });

  it('§4 disconnecting while on the unsupported placeholder resets the network to a supported one', async () => {
    const { portico, evm } = await connected({ allowUnsupportedChain: true });
    evm.emit({ type: 'chainChanged', connectorId: 'io.metamask', caipNetworkId: 'eip155:999' });
    await portico.disconnect();
    expect(portico.getState().networks).toMatchObject({ activeCaipNetwork: devnet, unsupported: false });
  });

  it('a wallet no source announced cannot be connected; one a source reports connected is shown by its id', async () => {
    const { portico, evm } = setup();
    await portico.ready;
    await expect(portico.connect('io.other')).rejects.toThrow('No connector found for connection: io.other');
    evm.emit({
      type: 'connect',
      connection: {
        connectorId: 'io.other',
        accounts: [account('eip155:31337:0xa11ce')],
        supportsAllNetworks: true,
      },
    });
    expect(portico.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      connectedWalletInfo: { name: 'io.other' },
    });
    expect(portico.getState().connectors.recentWallets).toEqual([]);
  });

  it('§4 a stored current connection alone is reconnected', async () => {
    const { portico, evm } = setup(
      {},
      {
        '@portico/connectorId:eip155': '"io.metamask"',
        '@portico/connections':
          '[{"sourceId":"evm-wallets","connectorId":"io.metamask","namespaces":["eip155"]}]',
      },
    );
    evm.authorised.set('io.metamask', [account('eip155:31337:0xa11ce')]);
    await portico.ready;
    expect(evm.calls.filter((call) => call.startsWith('reconnect'))).toEqual(['reconnect:io.metamask']);
    expect(portico.getState().accounts.eip155?.status).toBe('connected');
  });

  it('events for a namespace without connections are ignored', async () => {
    const { portico, sol } = await connected();
    sol.emit({
      type: 'accountsChanged',
      connectorId: 'app.phantom',
      accounts: [account(`${solana.caipNetworkId}:sol1`)],
    });
    sol.emit({ type: 'disconnect', connectorId: 'app.phantom' });
    expect(portico.getState().accounts.solana?.status).toBe('disconnected');
  });

  it('removing a network that is not active keeps the active one; hiding without a toast does nothing', async () => {
    const { portico } = setup();
    const before = portico.getState();
    portico.hideToast();
    expect(portico.getState()).toBe(before);
    portico.removeNetwork('eip155:31338');
    expect(portico.getState().networks.activeCaipNetwork).toBe(devnet);
    expect(portico.getState().networks.networks).toHaveLength(2);
  });
});
