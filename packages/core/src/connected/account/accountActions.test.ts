import { describe, expect, it } from 'vitest';
import type { PorticoState } from '../../instance/porticoState.js';
import { recordingLogger } from '../../portico/test/recordingLogger.js';
import {
  createTestPortico,
  devnet,
  metamask,
  setupPortico,
  testnet,
  withFakeCloud,
} from '../../portico/test/setupPortico.js';
import type { AccountTab } from './accountTabs.js';
import { accountTabs } from './accountTabs.js';
import { balancePolicy, displayBalance } from './balancePolicy.js';
import { selectActiveAccount } from './selectors.js';

describe('setAccountTab (§3 currentTab)', () => {
  it('§2 the Account view has the tabs Tokens, NFTs and Activity; Tokens is selected at first', async () => {
    const { portico } = await setupPortico();
    expect(accountTabs).toEqual(['Tokens', 'NFTs', 'Activity']);
    expect(selectActiveAccount(portico.getState())?.currentTab).toBe('Tokens');
  });

  it.each<[string, AccountTab, 'eip155' | 'solana' | undefined, AccountTab, AccountTab]>([
    ['§3 the active namespace by default', 'NFTs', undefined, 'NFTs', 'Tokens'],
    ['§3 another namespace when named', 'Activity', 'solana', 'Tokens', 'Activity'],
  ])('%s', async (_rule, tab, namespace, evmTab, solanaTab) => {
    const { portico } = await setupPortico(withFakeCloud());
    portico.setAccountTab(tab, namespace);
    expect(portico.getState().accounts.eip155?.currentTab).toBe(evmTab);
    expect(portico.getState().accounts.solana?.currentTab).toBe(solanaTab);
  });

  it('without a cloud only Tokens is selected: NFTs and Activity are not shown', async () => {
    const { portico } = await setupPortico();
    portico.setAccountTab('NFTs');
    portico.setAccountTab('Activity', 'solana');
    expect(portico.getState().accounts.eip155?.currentTab).toBe('Tokens');
    expect(portico.getState().accounts.solana?.currentTab).toBe('Tokens');
  });

  it('a namespace without an account is ignored', async () => {
    const { portico } = await setupPortico();
    const before = portico.getState();
    portico.setAccountTab('NFTs', 'bip122');
    expect(portico.getState()).toBe(before);
  });
});

/** The balance as the Account view shows it. */
function shownBalance(state: PorticoState): string {
  const account = state.accounts.eip155;
  const network = state.networks.byNamespace.eip155?.caipNetwork;
  if (!network) throw new Error('no eip155 network');
  const supported = state.networks.networks.some((n) => n.caipNetworkId === network.caipNetworkId);
  return displayBalance(account?.balance, network, supported);
}

describe('§5 native balance policy', () => {
  it.each<[string, number, 'fetch' | 'zero' | 'unavailable', string, boolean]>([
    [
      '§5 a mainnet balance is fetched and rounded down to 3 decimals',
      devnet.id as number,
      'fetch',
      '1.234',
      false,
    ],
    ['§5 a testnet balance shows 0.00 and is not fetched', testnet.id as number, 'zero', '0.00', false],
    [
      "§5 an unsupported chain's balance shows 0.00, is not fetched, and 'Token Balance Unavailable' shows",
      999,
      'unavailable',
      '0.00',
      true,
    ],
  ])('%s', async (_rule, chainId, policy, shown, toast) => {
    const { portico, evm, evmAdapter } = createTestPortico({ allowUnsupportedChain: true });
    evm.chains.eip155 = chainId;
    await portico.ready;
    await portico.connect(metamask.id);
    const state = portico.getState();
    const network = state.networks.byNamespace.eip155?.caipNetwork;
    expect(network && balancePolicy(network, !state.networks.unsupported)).toBe(policy);
    const fetched = evmAdapter.calls.filter((call) => call.startsWith('getBalance'));
    expect(fetched).toEqual(policy === 'fetch' ? [`getBalance:eip155:${chainId}`] : []);
    expect(state.accounts.eip155).toMatchObject({
      balance: policy === 'fetch' ? '1.23456789' : '0',
      // The unsupported-network placeholder has no currency.
      balanceSymbol: policy === 'unavailable' ? '' : 'ETH',
    });
    expect(shownBalance(state)).toBe(shown);
    expect(state.alerts.toast?.message).toBe(toast ? 'Token Balance Unavailable' : undefined);
  });

  it('refreshBalance without an account asks nothing', async () => {
    const { portico, evmAdapter } = await setupPortico();
    await portico.refreshBalance();
    await portico.refreshBalance('bip122');
    expect(evmAdapter.calls).toEqual(['setup']);
  });
});

describe('the sign-in session (§3 SIWX)', () => {
  it('a failing session lookup is logged and counts as no session', async () => {
    const { logger, messages } = recordingLogger();
    const { portico } = await setupPortico({
      logger,
      siwx: { getRequired: () => false, getSessions: () => Promise.reject(new Error('storage locked')) },
    });
    await portico.connect(metamask.id);
    expect(messages('warn')).toContain('SIWX getSessions failed');
    expect(portico.getState().siwx.hasSession).toBe(false);
  });
});
