import { describe, expect, it } from 'vitest';
import { accountTabs } from '../account/accountTabs.js';
import { selectActiveAccount } from './selectors.js';
import { setupPortico } from './test/setupPortico.js';
import type { AccountTab } from './types.js';

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
    const { portico } = await setupPortico();
    portico.setAccountTab(tab, namespace);
    expect(portico.getState().accounts.eip155?.currentTab).toBe(evmTab);
    expect(portico.getState().accounts.solana?.currentTab).toBe(solanaTab);
  });

  it('a namespace without an account is ignored', async () => {
    const { portico } = await setupPortico();
    const before = portico.getState();
    portico.setAccountTab('NFTs', 'bip122');
    expect(portico.getState()).toBe(before);
  });
});
