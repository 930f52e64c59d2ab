import { randomUUID } from 'node:crypto';
import type { SwapBuildTransactionResponse } from '@portico/core/wire';
import type { StackChain } from '@portico/devnet';
import { type Address, createPublicClient, createTestClient, erc20Abi, http, parseEther } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { openAccount, openSwapView } from './demoPage.js';
import { demoSuite } from './support/demoSuite.js';
import { connectedAddress, enterCode, startEmailLogin } from './support/emailLogin.js';
import { approval, chooseRecoveryPassword, decide } from './support/secureFrame.js';

/**
 * The embedded wallet swaps through its own approval (issue 26): the secure frame reads the swap from the
 * calldata — "Swap 0.1 ETH for ≥ … pUSD" — and only its Approve sends it.
 */
describe('Swap with the embedded wallet on the demo', () => {
  const suite = demoSuite();
  let chain: StackChain;

  beforeAll(() => {
    const found = suite.stack.chains.find((candidate) => candidate.chainId === 31337 && candidate.dex);
    if (!found) throw new Error('the stack has no devnet chain with Uniswap pools');
    chain = found;
  });

  it('0.1 ETH → pUSD: the frame’s approval names the swap and its minimum, and at least that arrives', async () => {
    const { page } = await suite.open();
    const email = `swap-${randomUUID().slice(0, 8)}@example.com`;
    const since = Date.now();
    await startEmailLogin(page, email);
    await enterCode(suite.stack, page, email, since);
    await chooseRecoveryPassword(page, 'correct horse battery staple');
    const address = await connectedAddress(page);
    await createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }).setBalance({
      address,
      value: parseEther('1'),
    });

    await openAccount(page, address);
    const view = await openSwapView(page);
    await view.getByRole('button', { name: 'You receive: Select token' }).click();
    await view.getByRole('button', { name: /^pUSD / }).click();
    await view.getByRole('textbox', { name: 'You pay', exact: true }).fill('0.1');
    await view.getByRole('region', { name: 'Quote details' }).waitFor({ timeout: 20_000 });
    const built = page.waitForResponse((response) =>
      response.url().includes('/v1/convert/build-transaction'),
    );
    await view.getByRole('button', { name: 'Swap', exact: true }).click();
    const { quote } = (await (await built).json()) as SwapBuildTransactionResponse;

    const title = /^Swap 0\.1 ETH for ≥ [0-9]+(\.[0-9]{1,6})? pUSD$/;
    await approval(page, title).waitFor({ timeout: 20_000 });
    const shown = (await approval(page, title).getByRole('heading').textContent()) ?? '';
    // The minimum the frame read from the calldata is the quote's, rounded down to six decimals (pUSD has six).
    expect(shown).toBe(`Swap 0.1 ETH for ≥ ${Number(quote.minimumToAmount) / 1e6} pUSD`);
    await decide(page, title, 'Approve');
    await view.getByRole('status').filter({ hasText: 'Swap complete' }).waitFor({ timeout: 60_000 });
    const pUsd = chain.tokens.find((token) => token.symbol === 'pUSD')?.address as Address;
    const received = await createPublicClient({ transport: http(chain.rpcUrl) }).readContract({
      address: pUsd,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    });
    expect(received).toBeGreaterThanOrEqual(BigInt(quote.minimumToAmount));
  });
});
