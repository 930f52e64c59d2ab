import { describe, expect, it } from 'vitest';
import { selectActiveAccount, selectIsConnected } from '../connected/account/selectors.js';
import { selectActiveNetworkState } from '../connected/activeNetwork/selectors.js';
import { selectConnectError } from '../connected/connection/selectors.js';
import { porticoDevnet } from '../domain/networks/devnet.js';
import { solana } from '../domain/networks/solana.js';
import { selectCanGoBack, selectNamespaceLoading } from '../modal/dialog/selectors.js';
import { createConnectListSelector } from '../walletPicker/connectList/selectors.js';
import { createPortico } from './createPortico.js';
import { deferred } from './test/deferred.js';
import { fakeChainAdapter } from './test/fakeChainAdapter.js';
import { fakeConnectorSource } from './test/fakeConnectorSource.js';
import { memoryStorage } from './test/memoryStorage.js';

const devnet = porticoDevnet(8545);

function setup() {
  const evm = fakeConnectorSource({
    id: 'evm-wallets',
    namespaces: ['eip155'],
    connectors: [
      { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' },
      { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
    ],
    chains: { eip155: 31337 },
  });
  const portico = createPortico({
    projectId: 'p',
    networks: [devnet, solana],
    connectors: [evm],
    adapters: [fakeChainAdapter('eip155'), fakeChainAdapter('solana')],
    storage: memoryStorage(),
    customWallets: [{ id: 'mine', name: 'Mine' }],
  });
  return { portico, evm };
}

describe('selectors', () => {
  it('active account, network state, connected and loading flags follow the active namespace', async () => {
    const { portico, evm } = setup();
    await portico.ready;
    expect(selectIsConnected(portico.getState())).toBe(false);
    const hold = deferred();
    evm.hold.connect = hold;
    const pending = portico.connect('io.metamask');
    expect(selectNamespaceLoading(portico.getState())).toBe(true);
    hold.resolve();
    await pending;
    const state = portico.getState();
    expect(selectIsConnected(state)).toBe(true);
    expect(selectActiveAccount(state)?.address).toBe('0xa11ce');
    expect(selectActiveNetworkState(state)?.caipNetwork).toBe(devnet);
    expect(selectNamespaceLoading(state)).toBe(false);
  });

  it('[§9 connector order] the connect list is in order and keeps its reference while its inputs are unchanged', async () => {
    const { portico } = setup();
    await portico.ready;
    const select = createConnectListSelector(portico.options);
    const list = select(portico.getState());
    expect(list.map((item) => item.kind)).toEqual(['walletConnect', 'injected', 'custom']);
    portico.setThemeMode('dark');
    expect(select(portico.getState())).toBe(list);
    portico.removeNetwork(solana.caipNetworkId);
    expect(select(portico.getState())).not.toBe(list);
  });
});

describe('view selectors', () => {
  it('§2 selectCanGoBack: a previous view, or Connect while connected (back shows Account)', async () => {
    const { portico } = setup();
    await portico.ready;
    await portico.open();
    expect(selectCanGoBack(portico.getState())).toBe(false);
    portico.navigate('AllWallets');
    expect(selectCanGoBack(portico.getState())).toBe(true);
    await portico.connect('io.metamask');
    await portico.open({ view: 'Connect' });
    expect(selectCanGoBack(portico.getState())).toBe(true);
  });

  it("selectConnectError: the failed connect of the current ConnectingExternal view's connector only", async () => {
    const { portico, evm } = setup();
    await portico.ready;
    await portico.open();
    portico.navigate('ConnectingExternal', { connectorId: 'io.metamask' });
    evm.failNext.connect = { code: 4001 };
    await portico.connect('io.metamask').catch(() => {});
    expect(selectConnectError(portico.getState())?.message).toBe('Connection rejected');
    portico.navigate('ConnectingExternal', { connectorId: 'other' });
    expect(selectConnectError(portico.getState())).toBeUndefined();
    portico.navigate('AllWallets');
    expect(selectConnectError(portico.getState())).toBeUndefined();
  });
});
