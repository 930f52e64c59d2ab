import { describe, expect, it } from 'vitest';
import { solana, solanaDevnet } from '../../domain/networks/solana.js';
import type { ViewName } from '../../modal/dialog/types.js';
import { createPortico } from '../../portico/createPortico.js';
import { fakeChainAdapter } from '../../portico/test/fakeChainAdapter.js';
import { account } from '../../portico/test/fakeConnectorSource.js';
import {
  devnet,
  metamask,
  phantom,
  porticoParts,
  setupConnected,
  testnet,
} from '../../portico/test/setupPortico.js';
import { createConnectListSelector } from '../../walletPicker/connectList/selectors.js';
import { createNetworkGroupsSelector, selectSwitchError } from './selectors.js';

describe('confirmNetworkSwitch (§2 SwitchNetwork, SwitchActiveChain)', () => {
  it.each<[string, boolean, ViewName | undefined, readonly ViewName[]]>([
    [
      '§2 SwitchNetwork opened from the Networks view returns to it',
      true,
      'Networks',
      ['Account', 'Networks'],
    ],
    ['§2 SwitchNetwork as the first view closes the modal', false, undefined, ['Connect']],
  ])('%s', async (_rule, fromList, view, history) => {
    const { portico, evmAdapter } = await setupConnected();
    if (fromList) {
      await portico.open();
      portico.navigate('Networks');
    }
    await portico.switchNetwork(testnet);
    expect(portico.getState().router.view).toBe('SwitchNetwork');
    await portico.confirmNetworkSwitch();
    expect(evmAdapter.calls).toContain(`switchNetwork:${testnet.caipNetworkId}`);
    expect(portico.getState().networks.activeCaipNetwork).toBe(testnet);
    expect(portico.getState().modal.open).toBe(view !== undefined);
    expect(portico.getState().router.history.map((route) => route.view)).toEqual(history);
  });

  it.each<[string, boolean | undefined, readonly ViewName[]]>([
    [
      '§2 SwitchActiveChain continues to navigateTo, replacing itself with navigateWithReplace',
      true,
      ['Account', 'Connect'],
    ],
    [
      '§2 SwitchActiveChain continues to navigateTo, pushed without navigateWithReplace',
      false,
      ['Account', 'SwitchActiveChain', 'Connect'],
    ],
  ])('%s', async (_rule, navigateWithReplace, history) => {
    const { portico } = await setupConnected();
    await portico.open();
    portico.navigate('SwitchActiveChain', {
      switchToChain: 'solana',
      navigateTo: 'Connect',
      navigateWithReplace,
      network: solana,
    });
    await portico.confirmNetworkSwitch();
    expect(portico.getState().networks.activeCaipNetwork).toBe(solana);
    expect(portico.getState().router.history.map((route) => route.view)).toEqual(history);
  });

  it('§4 SwitchNetwork picked in UnsupportedChain: once supported the modal closes, never back to UnsupportedChain', async () => {
    const { portico, evm } = await setupConnected();
    evm.emit({ type: 'chainChanged', connectorId: metamask.id, caipNetworkId: 'eip155:999' });
    expect(portico.getState().router.view).toBe('UnsupportedChain');
    await portico.switchNetwork(devnet);
    expect(portico.getState().router.view).toBe('SwitchNetwork');
    await portico.confirmNetworkSwitch();
    expect(portico.getState().networks.activeCaipNetwork).toBe(devnet);
    expect(portico.getState().modal.open).toBe(false);
  });

  it('a wallet that switches without telling chainChanged (the embedded wallet) stays on the new network when its accounts change next', async () => {
    const { portico, evm } = await setupConnected();
    await portico.switchNetwork(testnet);
    await portico.confirmNetworkSwitch();
    expect(portico.getState().networks.activeCaipNetwork).toBe(testnet);
    evm.emit({
      type: 'accountsChanged',
      connectorId: metamask.id,
      accounts: [account(`${testnet.caipNetworkId}:0x00000000000000000000000000000000000000aa`)],
    });
    expect(portico.getState().networks.activeCaipNetwork).toBe(testnet);
    expect(portico.getState().connection.connections.eip155?.[0]?.caipNetworkId).toBe(testnet.caipNetworkId);
  });

  it('§2 SwitchActiveChain without navigateTo or network goes back', async () => {
    const { portico } = await setupConnected();
    await portico.open();
    portico.navigate('SwitchActiveChain', { switchToChain: 'solana' });
    await portico.confirmNetworkSwitch();
    expect(portico.getState().networks.activeCaipNetwork).toBe(devnet);
    expect(portico.getState().router.view).toBe('Account');
  });

  it.each<[string, unknown, number | undefined, string]>([
    [
      "§8 4902 the wallet could not add → 'Chain is not supported'",
      { code: 4902 },
      4902,
      'Chain is not supported',
    ],
    [
      "§8 4001 → 'Connection rejected'",
      { code: 4001, message: 'User rejected' },
      4001,
      'Connection rejected',
    ],
    [
      '§8 4100 → its catalogue text',
      { code: 4100 },
      4100,
      'The wallet has not authorized this site or account',
    ],
    ['§8 any other error → its own message', new Error('Wallet busy'), undefined, 'Wallet busy'],
  ])(
    '%s: the view stays, with the error in state; Retry clears it and switches',
    async (_rule, failure, code, message) => {
      const { portico, evmAdapter } = await setupConnected();
      await portico.open();
      await portico.switchNetwork(testnet);
      evmAdapter.failNext.switchNetwork = failure;
      await portico.confirmNetworkSwitch();
      const state = portico.getState();
      expect(state.router.view).toBe('SwitchNetwork');
      expect(state.networks.switchError).toEqual({ caipNetworkId: testnet.caipNetworkId, code, message });
      expect(selectSwitchError(state)).toBe(state.networks.switchError);
      expect(state.networks.activeCaipNetwork).toBe(devnet);

      await portico.confirmNetworkSwitch();
      expect(portico.getState().networks.switchError).toBeUndefined();
      expect(portico.getState().networks.activeCaipNetwork).toBe(testnet);
      expect(portico.getState().router.view).toBe('Account');
    },
  );

  it('a modal closed while the wallet was asked stays closed', async () => {
    const { portico } = await setupConnected();
    await portico.open();
    await portico.switchNetwork(testnet);
    const pending = portico.confirmNetworkSwitch();
    portico.close();
    await pending;
    expect(portico.getState().modal.open).toBe(false);
    expect(portico.getState().router.view).toBe('Connect');
  });

  it('does nothing on a view that is not about switching', async () => {
    const { portico, evmAdapter } = await setupConnected();
    await portico.open();
    await portico.confirmNetworkSwitch();
    expect(evmAdapter.calls.some((call) => call.startsWith('switchNetwork'))).toBe(false);
    expect(portico.getState().router.view).toBe('Account');
  });
});

describe('selectSwitchError', () => {
  it('is the error of the current switching view only', async () => {
    const { portico, evmAdapter } = await setupConnected();
    await portico.open();
    evmAdapter.failNext.switchNetwork = { code: 4902 };
    await portico.switchActiveNetwork(testnet).catch(() => {});
    expect(portico.getState().networks.switchError?.message).toBe('Chain is not supported');
    expect(selectSwitchError(portico.getState())).toBeUndefined();
    portico.navigate('SwitchNetwork', { network: solana });
    expect(selectSwitchError(portico.getState())).toBeUndefined();
    portico.navigate('SwitchNetwork', { network: testnet });
    expect(selectSwitchError(portico.getState())?.code).toBe(4902);
  });
});

describe('switching on the wallet (§4 network changes)', () => {
  it("§4 the switch is asked on the current connection's provider", async () => {
    const { portico, evm, evmAdapter } = await setupConnected({ features: { multiWallet: true } });
    evm.emit({ type: 'connectors', connectors: [metamask, { ...metamask, id: 'io.rabby', name: 'Rabby' }] });
    evm.authorised.set('io.rabby', [account('eip155:31337:0xb0b')]);
    await portico.connect('io.rabby');
    await portico.switchActiveNetwork(testnet);
    expect(evmAdapter.switchedOn).toEqual([evm.provider('io.rabby', 'eip155')]);
    expect(portico.getState().accounts.eip155).toMatchObject({
      address: '0xb0b',
      caipAddress: 'eip155:31338:0xb0b',
    });
  });

  it('a namespace whose adapter cannot switch only sets the network', async () => {
    const parts = porticoParts();
    const solAdapter = fakeChainAdapter('solana', { switchNetwork: false });
    expect(solAdapter.switchNetwork).toBeUndefined();
    const portico = createPortico({
      ...parts.options,
      networks: [devnet, solana, solanaDevnet],
      adapters: [parts.evmAdapter, solAdapter],
    });
    await portico.ready;
    await portico.switchActiveNetwork(solana);
    await portico.connect(phantom.id);
    await portico.switchActiveNetwork(solanaDevnet);
    expect(portico.getState().networks.activeCaipNetwork).toBe(solanaDevnet);
    expect(portico.getState().accounts.solana).toMatchObject({
      status: 'connected',
      caipAddress: `${solanaDevnet.caipNetworkId}:A11ceSo1`,
    });
  });

  it('issue 8: picking another network of a namespace whose wallets do not switch changes it without a view', async () => {
    const parts = porticoParts();
    const solAdapter = fakeChainAdapter('solana', { switchNetwork: false });
    const portico = createPortico({
      ...parts.options,
      networks: [devnet, solana, solanaDevnet],
      adapters: [parts.evmAdapter, solAdapter],
    });
    await portico.ready;
    await portico.switchActiveNetwork(solana);
    await portico.connect(phantom.id);
    await portico.open();
    portico.navigate('Networks');
    await portico.switchNetwork(solanaDevnet);
    expect(portico.getState().networks.activeCaipNetwork).toBe(solanaDevnet);
    expect(portico.getState().router.history.map((route) => route.view)).toEqual(['Account']);
    // Forced, the visitor still confirms.
    await portico.switchNetwork(solana, { force: true });
    expect(portico.getState().router.view).toBe('SwitchNetwork');
  });
});

describe('networks and wallets while switching chain family (issue 8)', () => {
  it('the Networks list groups the networks by family; Connect lists only the target family while switching to it', async () => {
    const { portico } = await setupConnected();
    const groups = createNetworkGroupsSelector()(portico.getState());
    expect(groups.map(({ name, networks }) => [name, networks.map((n) => n.name)])).toEqual([
      ['EVM', [devnet.name, testnet.name]],
      ['Solana', [solana.name]],
    ]);
    expect(createNetworkGroupsSelector()(portico.getState())).toEqual(groups);

    const list = createConnectListSelector(portico.options);
    expect(
      list(portico.getState())
        .flatMap((item) => item.connectors.map((c) => c.chain))
        .sort(),
    ).toEqual(['eip155', 'solana']);
    await portico.switchNetwork(solana);
    expect(portico.getState().router.view).toBe('SwitchActiveChain');
    await portico.confirmNetworkSwitch();
    expect(portico.getState().router.view).toBe('Connect');
    expect(portico.getState().networks.switchingNamespace).toBe(true);
    expect(list(portico.getState()).flatMap((item) => item.connectors.map((c) => c.chain))).toEqual([
      'solana',
    ]);
  });
});
