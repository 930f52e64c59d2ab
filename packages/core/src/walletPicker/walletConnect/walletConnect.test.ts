import { describe, expect, it } from 'vitest';
import { createPortico } from '../../portico/createPortico.js';
import { deferred } from '../../portico/test/deferred.js';
import { fakeConnectorSource } from '../../portico/test/fakeConnectorSource.js';
import { devnet, porticoParts } from '../../portico/test/setupPortico.js';
import type { ListedWallet } from '../walletList/walletListState.js';
import {
  selectCanPairWalletConnect,
  selectPairingUri,
  selectPairingWallet,
  selectWalletConnectError,
  selectWalletConnectUri,
} from './selectors.js';

const walletConnectConnector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
} as const;

function setup() {
  const parts = porticoParts();
  const walletConnect = fakeConnectorSource({
    id: 'walletConnect',
    namespaces: ['eip155'],
    connectors: [walletConnectConnector],
    chains: { eip155: devnet.id },
  });
  const portico = createPortico({
    ...parts.options,
    connectors: [...(parts.options.connectors ?? []), walletConnect],
  });
  return { portico, walletConnect };
}

describe('pairing over WalletConnect (§2 ConnectingWalletConnect)', () => {
  it('a registry wallet that is not installed opens ConnectingWalletConnect; the view pairs once, a second call joins', async () => {
    const { portico, walletConnect } = setup();
    await portico.ready;
    expect(selectCanPairWalletConnect(portico.getState())).toBe(true);
    await portico.open();
    await portico.connectWallet({ id: 'rainbow', connectors: [] });
    expect(portico.getState().router.history.at(-1)).toEqual({
      view: 'ConnectingWalletConnect',
      data: { walletId: 'rainbow' },
    });
    const approval = deferred<void>();
    walletConnect.hold.connect = approval;
    const first = portico.connectWalletConnect();
    const second = portico.connectWalletConnect();
    walletConnect.emit({
      type: 'display',
      connectorId: 'walletConnect',
      display: { kind: 'uri', uri: 'wc:abc@2?relay-protocol=irn' },
    });
    expect(selectPairingUri(portico.getState())).toBe('wc:abc@2?relay-protocol=irn');
    // A headless dApp reads the same URI whatever view the modal shows.
    const pairing = portico.getState();
    const elsewhere = { ...pairing, router: { ...pairing.router, view: 'Account' as const } };
    expect(selectPairingUri(elsewhere)).toBeUndefined();
    expect(selectWalletConnectUri(elsewhere)).toBe('wc:abc@2?relay-protocol=irn');
    approval.resolve(undefined);
    await Promise.all([first, second]);
    expect(walletConnect.calls.filter((call) => call.startsWith('connect:'))).toHaveLength(1);
    expect(portico.getState().connection.connectorIds.eip155).toBe('walletConnect');
  });

  it('a refused session is the view’s error; without a WalletConnect connector pairing is refused', async () => {
    const { portico, walletConnect } = setup();
    await portico.ready;
    await portico.open({ view: 'ConnectingWalletConnect', data: { walletId: 'rainbow' } });
    walletConnect.failNext.connect = { code: 4001, message: 'User rejected.' };
    await portico.connectWalletConnect();
    expect(selectWalletConnectError(portico.getState())?.message).toBe('Connection rejected');

    const bare = createPortico(porticoParts().options);
    await bare.ready;
    expect(selectCanPairWalletConnect(bare.getState())).toBe(false);
    await expect(bare.connectWalletConnect()).rejects.toThrow(
      'No connector found for connection: walletConnect',
    );
  });

  it('the pairing URI given to open() shows under manual control; the wallet of the view comes from the registry', async () => {
    const { portico } = setup();
    await portico.ready;
    await portico.open({ view: 'ConnectingWalletConnectBasic', uri: 'wc:manual@2' });
    expect(selectPairingUri(portico.getState())).toBe('wc:manual@2');
    const rainbow = { id: 'rainbow', name: 'Rainbow' } as ListedWallet;
    const state = portico.getState();
    const onView = {
      ...state,
      router: {
        ...state.router,
        history: [{ view: 'ConnectingWalletConnect' as const, data: { walletId: 'rainbow' } }],
      },
      walletList: { ...state.walletList, recommended: [rainbow] },
    };
    expect(selectPairingWallet(onView)).toBe(rainbow);
    expect(selectPairingUri({ ...state, router: { ...state.router, view: 'Account' } })).toBeUndefined();
  });
});
