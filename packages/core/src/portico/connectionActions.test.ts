import { describe, expect, it } from 'vitest';
import type { Connector } from '../connector/connector.js';
import type { ConnectListItem } from '../connectors/connectList.js';
import { solana } from '../networks/solana.js';
import { selectConnectLocked } from './selectors.js';
import { metamask, phantom, setupPortico } from './test/setupPortico.js';
import type { Route } from './types.js';

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
