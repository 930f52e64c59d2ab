import { type AccountHistoryResponse, truncateAddress } from '@portico/core';
import { type Address, createWalletClient, defineChain, http, parseEther } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { connect, walletBar } from './demoPage.js';
import { demoSuite } from './support/demoSuite.js';

/** Anvil's well-known mnemonic: its accounts past the devnet's test accounts hold anvil's default 10000 ETH. */
const anvilMnemonic = 'test test test test test test test test test test test junk';

describe('the Activity tab on the demo (§3, §4, §5 activity)', () => {
  const suite = demoSuite();

  it('after a devnet transfer to the connected account, the Activity tab lists it as received, with its amount', async () => {
    // The fourth test account: the suites that read exact ETH balances use the others.
    const receiver = suite.stack.accounts[3];
    const devnet = suite.stack.chains.find((chain) => chain.chainId === 31337);
    if (!receiver || !devnet) throw new Error('the stack has no fourth account or devnet');
    const funder = mnemonicToAccount(anvilMnemonic, { addressIndex: 9 });
    const chain = defineChain({
      id: devnet.chainId,
      name: devnet.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [devnet.rpcUrl] } },
    });
    const wallet = createWalletClient({ account: funder, chain, transport: http(devnet.rpcUrl) });
    const hash = await wallet.sendTransaction({
      to: receiver.address as Address,
      value: parseEther('0.0123'),
    });

    // §7 the cloud's indexer follows the devnet's blocks: the transfer is in the history within seconds.
    const { cloudUrl, projectId } = suite.stack;
    if (!cloudUrl || !projectId) throw new Error('the stack has no cloud');
    const query = new URLSearchParams({ chainId: 'eip155:31337', projectId, st: 'e2e', sv: '0' });
    await expect
      .poll(
        async () => {
          const response = await fetch(`${cloudUrl}/v1/account/${receiver.address}/history?${query}`);
          const { data } = (await response.json()) as AccountHistoryResponse;
          return data.some((transaction) => transaction.id.startsWith(hash));
        },
        { timeout: 10_000 },
      )
      .toBe(true);

    const { page } = await suite.open('', { account: 3 });
    await connect(page);
    await walletBar(page).getByRole('button', { name: /ETH$/ }).click();
    const accountView = page.getByRole('dialog', { name: 'Account' });
    await accountView.getByRole('tab', { name: 'Activity' }).click();
    const panel = accountView.getByRole('tabpanel', { name: 'Activity' });
    const received = `Receivefrom ${truncateAddress(funder.address)}+0.012 ETH`;
    await expect
      .poll(() => panel.getByRole('listitem').allTextContents())
      .toContainEqual(expect.stringMatching(new RegExp(`^${received.replace(/[.+]/g, '\\$&')}`)));
  });
});
