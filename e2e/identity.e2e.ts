import { formatBalance, truncateAddress } from '@portico/core';
import { describe, expect, it } from 'vitest';
import { connect, walletBar } from './demoPage.js';
import { demoSuite } from './support/demoSuite.js';

describe('names and avatars on the demo (§4 identity lookup)', () => {
  const suite = demoSuite();

  /** The stack's accounts with their name on the devnet chain 31337, if any. */
  const namedAccounts = () => {
    const names = suite.stack.chains.find((chain) => chain.chainId === 31337)?.ens?.names ?? [];
    return suite.stack.accounts.map((account, index) => ({
      index,
      account,
      name: names.find((n) => n.address === account.address),
    }));
  };

  it('a named account with an avatar shows its name and avatar in the account button and the Account view', async () => {
    const alice = namedAccounts().find(({ name }) => name?.avatar);
    if (!alice?.name?.avatar) throw new Error('no devnet account has a name with an avatar');
    const { page } = await suite.open('', { account: alice.index });
    await connect(page);

    const balance = `${formatBalance(alice.account.balances['eip155:31337']?.ETH ?? '')} ETH`;
    const button = walletBar(page).getByRole('button', {
      name: `${alice.name.name} ${balance}`,
      exact: true,
    });
    await button.waitFor();
    // Beside the name the avatar is decorative (alt ""), so it is found as an element, not by role.
    expect(await button.locator('img').getAttribute('src')).toBe(alice.name.avatar);

    await button.click();
    const accountView = page.getByRole('dialog', { name: 'Account' });
    const avatar = accountView.getByRole('img', { name: `Avatar of ${alice.name.name}` });
    expect(await avatar.getAttribute('src')).toBe(alice.name.avatar);
    expect(await accountView.textContent()).toContain(alice.name.name);
  });

  it('an unnamed account shows its truncated address', async () => {
    const unnamed = namedAccounts().find(({ name }) => name === undefined);
    if (!unnamed) throw new Error('every devnet account is named');
    const { page } = await suite.open('', { account: unnamed.index });
    await connect(page);
    const balance = `${formatBalance(unnamed.account.balances['eip155:31337']?.ETH ?? '')} ETH`;
    await walletBar(page)
      .getByRole('button', { name: `${truncateAddress(unnamed.account.address)} ${balance}`, exact: true })
      .waitFor();
  });
});
