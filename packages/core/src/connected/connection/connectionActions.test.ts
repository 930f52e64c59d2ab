import { describe, expect, it, vi } from 'vitest';
import type { Connector } from '../../domain/connectorSource/connector.js';
import { solana } from '../../domain/networks/solana.js';
import type { Route } from '../../modal/dialog/types.js';
import { selectConnectLocked } from '../../modal/legal/selectors.js';
import { createPortico } from '../../portico/createPortico.js';
import { deferred } from '../../portico/test/deferred.js';
import { account } from '../../portico/test/fakeConnectorSource.js';
import { recordingLogger } from '../../portico/test/recordingLogger.js';
import {
  createTestPortico,
  metamask,
  phantom,
  porticoParts,
  setupPortico,
} from '../../portico/test/setupPortico.js';
import type { ConnectListItem } from '../../walletPicker/connectList/connectList.js';

const walletConnect: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
};
const row = (id: string, connectors: Connector[]): ConnectListItem => ({
  kind: 'injected',
  id,
  name: id,
  connectors,
});

describe('connectWallet (picking a wallet row)', () => {
  it.each<[string, ConnectListItem, boolean, Route, string | undefined]>([
    [
      'an injected wallet connects on ConnectingExternal',
      row('io.metamask', [metamask]),
      false,
      { view: 'ConnectingExternal', data: { connectorId: 'io.metamask' } },
      'connect:io.metamask:eip155:31337',
    ],
    [
      'a multi-namespace wallet uses its connector of the active namespace',
      row('both', [metamask, phantom]),
      true,
      { view: 'ConnectingExternal', data: { connectorId: 'app.phantom' } },
      `connect:app.phantom:${solana.caipNetworkId}`,
    ],
    [
      'a wallet-connect wallet goes to ConnectingWalletConnect',
      row('wc', [walletConnect]),
      false,
      { view: 'ConnectingWalletConnect', data: { walletId: 'wc' } },
      undefined,
    ],
    [
      'a wallet without a connector (custom) goes to ConnectingWalletConnect',
      row('mine', []),
      false,
      { view: 'ConnectingWalletConnect', data: { walletId: 'mine' } },
      undefined,
    ],
  ])('%s', async (_case, wallet, onSolana, route, call) => {
    const { portico, evm, sol } = await setupPortico();
    if (onSolana) await portico.switchActiveNetwork(solana);
    await portico.open();
    const shown: Route[] = [];
    portico.subscribe(
      (state) => state.router.history.at(-1),
      (current) => current && shown.push(current),
    );
    await portico.connectWallet(wallet);
    expect(shown[0]).toEqual(route);
    const calls = [...evm.calls, ...sol.calls].filter((c) => c.startsWith('connect:'));
    expect(calls).toEqual(call ? [call] : []);
    // A successful connect closes the modal (§4).
    expect(portico.getState().modal.open).toBe(call === undefined);
  });

  it('§8 a failed connect stays on ConnectingExternal with the error in state, without rejecting', async () => {
    const { portico, evm } = await setupPortico();
    await portico.open();
    evm.failNext.connect = { code: 4001 };
    await portico.connectWallet(row('io.metamask', [metamask]));
    expect(portico.getState().router.view).toBe('ConnectingExternal');
    expect(portico.getState().connection.error?.message).toBe('Connection rejected');
  });
});

describe('the legal checkbox gate', () => {
  it.each<[string, boolean, boolean[], boolean]>([
    ['§9 legal checkbox off by default: picking a wallet connects', false, [], false],
    ['§9 legal checkbox shown, not ticked: picking a wallet does nothing', true, [], true],
    ['§9 legal checkbox ticked: picking a wallet connects', true, [true], false],
    ['§9 legal checkbox ticked then unticked: locked again', true, [true, false], true],
  ])('%s', async (_case, legalCheckbox, ticks, locked) => {
    const { portico, evm } = await setupPortico({ features: { legalCheckbox } });
    await portico.open();
    for (const ticked of ticks) portico.setLegalAccepted(ticked);
    expect(selectConnectLocked(portico.getState())).toBe(locked);
    await portico.connectWallet(row('io.metamask', [metamask]));
    expect(evm.calls.filter((c) => c.startsWith('connect:'))).toEqual(
      locked ? [] : ['connect:io.metamask:eip155:31337'],
    );
    // Locked, the modal stays on Connect; connected, it closes (§4).
    expect(portico.getState().router.view).toBe('Connect');
    expect(portico.getState().modal.open).toBe(locked);
  });
});

const rabby: Connector = { id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155' };

/** Opens the modal, starts connecting MetaMask with the wallet's prompt held open, then closes the modal. */
async function closeDuringConnect(setup: Awaited<ReturnType<typeof setupPortico>>) {
  const approval = deferred();
  setup.evm.hold.connect = approval;
  await setup.portico.open();
  const pending = setup.portico.connect(metamask.id);
  expect(setup.portico.getState().accounts.eip155?.status).toBe('connecting');
  setup.portico.close();
  await expect(pending).rejects.toThrow('Modal closed');
  return approval;
}

describe('closing the modal during a connect (§8, issue 7 late approval)', () => {
  it("§8 the connect rejects at once with 'Modal closed', its signal aborted; the status reverts", async () => {
    const setup = await setupPortico();
    await closeDuringConnect(setup);
    const state = setup.portico.getState();
    expect(state.accounts.eip155?.status).toBe('disconnected');
    expect(state.modal.loading).toBe(false);
    expect(state.connection.error).toBeUndefined();
    expect(state.modal.shake).toBe(false);
  });

  it('a wallet that approves afterwards is adopted: connected, persisted, and restored after a reload', async () => {
    const setup = await setupPortico();
    const approval = await closeDuringConnect(setup);
    approval.resolve();
    await vi.waitFor(() => expect(setup.portico.getState().accounts.eip155?.status).toBe('connected'));
    expect(setup.portico.getState().accounts.eip155).toMatchObject({
      address: '0xa11ce',
      caipAddress: 'eip155:31337:0xa11ce',
      connectedWalletInfo: { name: 'MetaMask' },
    });
    expect(setup.portico.getState().modal.open).toBe(false);
    expect(setup.storage.map.get('@portico/connectorId:eip155')).toBe('"io.metamask"');
    expect(JSON.parse(setup.storage.map.get('@portico/connections') ?? '')).toEqual([
      { sourceId: 'evm-wallets', connectorId: 'io.metamask', namespaces: ['eip155'] },
    ]);

    // A reload: a new instance on the same storage, the wallet still authorising the site.
    const reload = porticoParts(Object.fromEntries(setup.storage.map));
    reload.evm.authorised.set(metamask.id, [account('eip155:31337:0xa11ce')]);
    const again = createPortico(reload.options);
    await again.ready;
    expect(again.getState().accounts.eip155).toMatchObject({ status: 'connected', address: '0xa11ce' });
    expect(reload.evm.calls.filter((call) => !call.startsWith('setup'))).toEqual(['reconnect:io.metamask']);
  });

  it('§4 a retry after the late approval is refused while that connector is current, and allowed once it is not', async () => {
    const setup = await setupPortico({ features: { multiWallet: true } });
    setup.evm.emit({ type: 'connectors', connectors: [metamask, rabby] });
    const approval = await closeDuringConnect(setup);
    approval.resolve();
    await vi.waitFor(() => expect(setup.portico.getState().connection.connectorIds.eip155).toBe(metamask.id));
    await expect(setup.portico.connect(metamask.id)).rejects.toThrow('Connector already connected.');
    await setup.portico.connect(rabby.id);
    await setup.portico.connect(metamask.id);
    expect(setup.portico.getState().connection.connectorIds.eip155).toBe(metamask.id);
    expect(setup.evm.calls.filter((call) => call.startsWith('connect:'))).toEqual([
      'connect:io.metamask:eip155:31337',
      'connect:io.rabby:eip155:31337',
      'connect:io.metamask:eip155:31337',
    ]);
  });

  it('a wallet that refuses afterwards leaves the namespace disconnected', async () => {
    const setup = await setupPortico();
    const approval = await closeDuringConnect(setup);
    approval.reject(Object.assign(new Error('User rejected'), { code: 4001 }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(setup.portico.getState().accounts.eip155?.status).toBe('disconnected');
    expect(setup.portico.getState().connection.connectorIds).toEqual({});
  });

  it('a source that ignores the abort: its late approval is adopted all the same', async () => {
    const setup = await setupPortico();
    setup.evm.honoursAbort = false;
    const approval = await closeDuringConnect(setup);
    approval.resolve();
    await vi.waitFor(() => expect(setup.portico.getState().accounts.eip155?.status).toBe('connected'));
  });

  it('a source that ignores the abort: its refusal is logged', async () => {
    const { logger, messages } = recordingLogger();
    const setup = await setupPortico({ logger });
    setup.evm.honoursAbort = false;
    const approval = await closeDuringConnect(setup);
    approval.reject(new Error('User rejected'));
    await vi.waitFor(() => expect(messages('debug')).toContain('An aborted connect ended without approval'));
    expect(setup.portico.getState().accounts.eip155?.status).toBe('disconnected');
  });

  it('a late approval after destroy is not adopted', async () => {
    const setup = await setupPortico();
    setup.evm.honoursAbort = false;
    const approval = await closeDuringConnect(setup);
    setup.portico.destroy();
    approval.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(setup.portico.getState().accounts.eip155?.status).toBe('disconnected');
  });

  it('a connect made while the modal is closed is not aborted by it', async () => {
    const setup = createTestPortico();
    await setup.portico.ready;
    const approval = deferred();
    setup.evm.hold.connect = approval;
    const pending = setup.portico.connect(metamask.id);
    setup.portico.close();
    approval.resolve();
    await pending;
    expect(setup.portico.getState().accounts.eip155?.status).toBe('connected');
  });

  it("§8 a wallet that answers without an account of a configured namespace: 'Failed to connect'", async () => {
    const setup = await setupPortico();
    setup.evm.authorised.set(metamask.id, [account('cosmos:cosmoshub-4:cosmos1a11ce')]);
    await expect(setup.portico.connect(metamask.id)).rejects.toThrow('Failed to connect');
    expect(setup.portico.getState().accounts.eip155?.status).toBe('disconnected');
  });
});
