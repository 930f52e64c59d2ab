import type { SwapBuildTransactionResponse } from '@portico/core/wire';
import type { StackChain } from '@portico/devnet';
import type { Locator, Page } from 'playwright-core';
import { type Address, createPublicClient, createTestClient, erc20Abi, http, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { connect, openAccount, openSwapView } from './demoPage.js';
import { demoSuite } from './support/demoSuite.js';

/**
 * Swaps on the demo over the devnet's Uniswap pools (issue 26), with the test wallet holding a fresh account this
 * file funds itself: no stack account's balance changes.
 */
describe('Swap on the demo, against the devnet’s pools', () => {
  const suite = demoSuite();
  let chain: StackChain;
  const client = () => createPublicClient({ transport: http(chain.rpcUrl) });
  const tokenOf = (symbol: string) =>
    chain.tokens.find((token) => token.symbol === symbol)?.address as Address;
  const balanceOf = (symbol: string, owner: Address) =>
    client().readContract({
      address: tokenOf(symbol),
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    });

  beforeAll(() => {
    const found = suite.stack.chains.find((candidate) => candidate.chainId === 31337 && candidate.dex);
    if (!found) throw new Error('the stack has no devnet chain with Uniswap pools');
    chain = found;
  });

  async function openSwap(page: Page, address: Address): Promise<Locator> {
    await openAccount(page, address);
    return openSwapView(page);
  }

  async function pick(view: Locator, side: 'You pay' | 'You receive', symbol: string): Promise<void> {
    await view.getByRole('button', { name: new RegExp(`^${side}( token)?:`) }).click();
    await view.getByRole('button', { name: new RegExp(`^${symbol} `) }).click();
    await expect.poll(() => view.getByRole('button', { name: `${side} token: ${symbol}` }).count()).toBe(1);
  }

  /** Types the amount, waits for the live quote, clicks `action`; resolves with the built swap the page sent. */
  async function swap(page: Page, view: Locator, amount: string, action: string) {
    await view.getByRole('textbox', { name: 'You pay', exact: true }).fill(amount);
    await view.getByRole('region', { name: 'Quote details' }).waitFor({ timeout: 20_000 });
    const built = page.waitForResponse((response) =>
      response.url().includes('/v1/convert/build-transaction'),
    );
    await view.getByRole('button', { name: action, exact: true }).click();
    const body = (await (await built).json()) as SwapBuildTransactionResponse;
    const done = view.getByRole('status').filter({ hasText: 'Swap complete' });
    await done.waitFor({ timeout: 60_000 });
    return body;
  }

  it('0.1 ETH → pUSD with the injected wallet, then pUSD → PORT after an approval: at least the quoted minimum arrives each time', async () => {
    const key = generatePrivateKey();
    const address = privateKeyToAccount(key).address;
    await createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }).setBalance({
      address,
      value: parseEther('1'),
    });
    const { page } = await suite.open('', { privateKey: key });
    await connect(page);

    const view = await openSwap(page, address);
    await pick(view, 'You receive', 'pUSD');
    const first = await swap(page, view, '0.1', 'Swap');
    expect(first.tx.value).toBe(parseEther('0.1').toString());
    const pUsd = await balanceOf('pUSD', address);
    expect(pUsd).toBeGreaterThanOrEqual(BigInt(first.quote.minimumToAmount));
    expect(pUsd).toBeGreaterThan(300_000_000n);

    // pUSD → PORT: the router may not spend pUSD yet, so the view asks for the approval first.
    await view.getByRole('button', { name: 'Swap again' }).click();
    await pick(view, 'You pay', 'pUSD');
    await pick(view, 'You receive', 'PORT');
    await view.getByRole('textbox', { name: 'You pay', exact: true }).fill('100');
    await view.getByRole('button', { name: 'Approve pUSD' }).waitFor({ timeout: 20_000 });
    const second = await swap(page, view, '100', 'Approve pUSD');
    expect(await balanceOf('pUSD', address)).toBe(pUsd - 100_000_000n);
    expect(await balanceOf('PORT', address)).toBeGreaterThanOrEqual(BigInt(second.quote.minimumToAmount));
    const router = chain.dex?.router as Address;
    const allowance = await client().readContract({
      address: tokenOf('pUSD'),
      abi: erc20Abi,
      functionName: 'allowance',
      args: [address, router],
    });
    // The approval was for the amount swapped, and the swap spent it all.
    expect(allowance).toBe(0n);
    expect(second.tx.to.toLowerCase()).toBe(router.toLowerCase());
  });
});
