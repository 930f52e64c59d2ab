import { truncateAddress } from '@portico/core';
import type { AccountHistoryResponse } from '@portico/core/wire';
import type { Page } from 'playwright-core';
import {
  type Account,
  type Address,
  createWalletClient,
  defineChain,
  type Hash,
  http,
  parseEther,
} from 'viem';
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { connect, walletBar } from './demoPage.js';
import { demoSuite } from './support/demoSuite.js';

/** Anvil's well-known mnemonic: its accounts past the devnet's test accounts hold anvil's default 10000 ETH. */
const anvilMnemonic = 'test test test test test test test test test test test junk';

/** A row's text as the Activity tab renders it, from its start (the time follows the amount). */
const rowStart = (text: string) => new RegExp(`^${text.replace(/[.+]/g, '\\$&')}`);

describe('the Activity tab on the demo (§3, §4, §5 activity)', () => {
  const suite = demoSuite();

  const devnet = () => {
    const chain = suite.stack.chains.find((candidate) => candidate.chainId === 31337);
    if (!chain) throw new Error('the stack has no devnet');
    return chain;
  };

  /** Sends `ether` on the devnet from `from` to `to`, through viem as any other wallet would. */
  const transfer = (from: Account, to: Address, ether: string): Promise<Hash> => {
    const { chainId, name, rpcUrl } = devnet();
    const chain = defineChain({
      id: chainId,
      name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    });
    const wallet = createWalletClient({ account: from, chain, transport: http(rpcUrl) });
    return wallet.sendTransaction({ to, value: parseEther(ether) });
  };

  /** §7 the cloud's indexer follows the devnet's blocks: the transaction is in the history within seconds. */
  const indexed = async (address: Address, hash: Hash) => {
    const { cloudUrl, projectId } = suite.stack;
    if (!cloudUrl || !projectId) throw new Error('the stack has no cloud');
    const query = new URLSearchParams({ chainId: 'eip155:31337', projectId, st: 'e2e', sv: '0' });
    await expect
      .poll(
        async () => {
          const response = await fetch(`${cloudUrl}/v1/account/${address}/history?${query}`);
          const { data } = (await response.json()) as AccountHistoryResponse;
          return data.some((transaction) => transaction.id.startsWith(hash));
        },
        { timeout: 10_000 },
      )
      .toBe(true);
  };

  /** The connected account's Activity rows, as texts. */
  const activityRows = async (page: Page) => {
    await connect(page);
    await walletBar(page).getByRole('button', { name: /ETH$/ }).click();
    const accountView = page.getByRole('dialog', { name: 'Account' });
    await accountView.getByRole('tab', { name: 'Activity' }).click();
    const panel = accountView.getByRole('tabpanel', { name: 'Activity' });
    return () => panel.getByRole('listitem').allTextContents();
  };

  it('after a devnet transfer to the connected account, the Activity tab lists it as received, with its amount', async () => {
    // The fourth test account: the suites that read exact ETH balances use the others.
    const receiver = suite.stack.accounts[3];
    if (!receiver) throw new Error('the stack has no fourth account');
    const funder = mnemonicToAccount(anvilMnemonic, { addressIndex: 9 });
    const hash = await transfer(funder, receiver.address, '0.0123');
    await indexed(receiver.address, hash);

    const { page } = await suite.open('', { account: 3 });
    const rows = await activityRows(page);
    await expect
      .poll(rows)
      .toContainEqual(
        expect.stringMatching(
          rowStart(`Receivefrom ${truncateAddress(funder.address.toLowerCase())}+0.012 ETH`),
        ),
      );
  });

  it('a fresh account that was funded and then sent ETH: the send without a sign above the receive with +, newest first', async () => {
    // A fresh account, so no other suite's figures move: funded by anvil's account 9, then sending on.
    const funder = mnemonicToAccount(anvilMnemonic, { addressIndex: 9 });
    const privateKey = generatePrivateKey();
    const fresh = privateKeyToAccount(privateKey);
    const payee = privateKeyToAccount(generatePrivateKey()).address;
    const funding = await transfer(funder, fresh.address, '0.05');
    await indexed(fresh.address, funding);
    const sending = await transfer(fresh, payee, '0.0321');
    await indexed(fresh.address, sending);

    const { page } = await suite.open('', { privateKey });
    const rows = await activityRows(page);
    // DECISIONS "Transaction amount signs": '+' for a receive, no sign for a send (labelled by its type). The
    // cloud's history reports addresses as its indexer stores them, in lower case.
    await expect
      .poll(rows)
      .toEqual([
        expect.stringMatching(rowStart(`Sendto ${truncateAddress(payee.toLowerCase())}0.032 ETH`)),
        expect.stringMatching(
          rowStart(`Receivefrom ${truncateAddress(funder.address.toLowerCase())}+0.050 ETH`),
        ),
      ]);
  });
});
