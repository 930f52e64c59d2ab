import { createSolanaRpc, address as solanaAddress } from '@solana/kit';
import type { Locator, Page } from 'playwright-core';
import { type Address, createPublicClient, erc20Abi, http } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { connect, connectSolana, openAccount } from './demoPage.js';
import { demoSuite } from './support/demoSuite.js';

const cards = { pays: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' };

/**
 * Buying crypto on the demo with Portico Devnet Ramp (issue 27): on the devnet the test wallet holds a fresh key, so
 * the pUSD the ramp mints moves no stack account's balance; on Solana it holds the stack's third Solana account, which
 * no other file uses (Tokens reads the first, Send spends from the second).
 */
describe('Buy crypto on the demo, with the devnet ramp', () => {
  const suite = demoSuite();

  /** From the open Account view: Buy crypto → the devnet ramp; its form, once shown. */
  async function openBuyForm(page: Page): Promise<Locator> {
    await page
      .getByRole('dialog', { name: 'Account' })
      .getByRole('navigation', { name: 'Wallet features' })
      .getByRole('button', { name: 'Buy crypto' })
      .click();
    const view = page.getByRole('dialog', { name: 'Buy Crypto' });
    await view.getByRole('button', { name: /^Portico Devnet Ramp/ }).click();
    await view.getByRole('textbox', { name: 'Amount (USD)' }).waitFor();
    return view;
  }

  /** Types the amount, waits for the quote, clicks Buy and pays in the checkout window with `card`. */
  async function buy(page: Page, view: Locator, amount: string, card: string): Promise<Page> {
    await view.getByRole('textbox', { name: 'Amount (USD)' }).fill(amount);
    await view.getByRole('region', { name: 'Quote details' }).waitFor({ timeout: 20_000 });
    const opened = page.waitForEvent('popup');
    await view.getByRole('button', { name: 'Buy', exact: true }).click();
    const checkout = await opened;
    await checkout.getByRole('textbox', { name: 'Card number' }).fill(card);
    await checkout.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
    await checkout.getByRole('textbox', { name: 'CVC' }).fill('123');
    await checkout.getByRole('button', { name: 'Pay' }).click();
    return checkout;
  }

  it('50 USD of pUSD with the test card: the order completes, the Tokens tab and Activity show it; a declined card says why, with Retry', async () => {
    const chain = suite.stack.chains.find((candidate) => candidate.chainId === 31337);
    const pusd = chain?.tokens.find((token) => token.symbol === 'pUSD');
    if (!chain || !pusd) throw new Error('the stack has no devnet with pUSD');
    const key = generatePrivateKey();
    const address = privateKeyToAccount(key).address;
    const { page } = await suite.open('', { privateKey: key });
    await connect(page);

    await openAccount(page, address);
    let view = await openBuyForm(page);
    expect(await view.getByRole('combobox', { name: 'Pay with' }).inputValue()).toBe('USD');
    expect(await view.getByRole('combobox', { name: 'Currency to buy' }).inputValue()).toBe('PUSD');
    await view.getByRole('textbox', { name: 'Amount (USD)' }).fill('5');
    await view.getByRole('button', { name: 'Minimum amount is 10.00 USD' }).waitFor();

    const checkout = await buy(page, view, '50', cards.pays);
    // The ramp's 1.5 % fee: 49.25 pUSD for 50 USD.
    await view.getByRole('status').filter({ hasText: '49.250000 PUSD arrived' }).waitFor({ timeout: 30_000 });
    await checkout.close();
    const balance = await createPublicClient({ transport: http(chain.rpcUrl) }).readContract({
      address: pusd.address as Address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    });
    expect(balance).toBe(49_250_000n);

    await view.getByRole('button', { name: 'Done' }).click();
    const account = page.getByRole('dialog', { name: 'Account' });
    const tokens = account.getByRole('tabpanel', { name: 'Tokens' }).getByRole('list', { name: 'Tokens' });
    await expect
      .poll(() => tokens.getByRole('listitem').allTextContents())
      .toContainEqual(expect.stringMatching(/49\.250 pUSD/));
    await account.getByRole('tab', { name: 'Activity' }).click();
    const activity = account.getByRole('tabpanel', { name: 'Activity' });
    await expect
      .poll(() => activity.getByRole('listitem').allTextContents(), { timeout: 20_000 })
      .toContainEqual(expect.stringMatching(/49\.250 pUSD/));

    view = await openBuyForm(page);
    const declined = await buy(page, view, '20', cards.declined);
    await view.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor({ timeout: 30_000 });
    await declined.close();
    const retried = page.waitForEvent('popup');
    await view.getByRole('button', { name: 'Retry' }).click();
    const again = await retried;
    await again.getByRole('textbox', { name: 'Card number' }).waitFor();
    await again.close();
  });

  it('on Solana: 50 USD of SOL (at the ramp’s 150 USD) is airdropped to the connected account', async () => {
    const network = suite.stack.solana?.networks[0];
    const solanaIndex = 2;
    const account = suite.stack.solana?.accounts[solanaIndex];
    if (!network || !account) throw new Error('the stack has no third Solana account');
    const rpc = createSolanaRpc(network.rpcUrl);
    const lamports = async () => (await rpc.getBalance(solanaAddress(account.address)).send()).value;
    const before = await lamports();
    const { page } = await suite.open('', { solana: true, solanaAccount: solanaIndex });
    await connectSolana(page, network);
    await openAccount(page, account.address);
    const view = await openBuyForm(page);
    expect(await view.getByRole('combobox', { name: 'Currency to buy' }).inputValue()).toBe('SOL');
    const checkout = await buy(page, view, '50', cards.pays);
    // 49.25 USD after the 1.5 % fee, at 150 USD a SOL.
    await view.getByRole('status').filter({ hasText: '0.328333 SOL arrived' }).waitFor({ timeout: 30_000 });
    await checkout.close();
    await expect.poll(lamports).toBe(before + 328_333_000n);
  });
});
