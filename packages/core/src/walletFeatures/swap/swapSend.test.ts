import { describe, expect, it, vi } from 'vitest';
import { accountBalancePath } from '../../cloud/wire/cloudPaths.js';
import { poolOut, port, setupSwap } from './test/swapSetup.js';

const e18 = 10n ** 18n;

/** Opens Swap on `from` → `to` with `amount` typed and quoted. */
async function ready(from: string, to: string, amount: string, options: { atomic?: boolean } = {}) {
  const setup = await setupSwap(options);
  await setup.open({ fromToken: from, toToken: to });
  await vi.waitFor(() => expect(setup.portico.getState().accounts.eip155?.tokenBalance).toHaveLength(2));
  await setup.quoted('from', amount);
  return setup;
}

describe('swaps: approving, swapping, the chain’s answer', () => {
  it('§1 a native swap: one transaction, the pool moves, the balances are read again past the cloud’s cache', async () => {
    const { portico, wallet, swapMarket, cloud } = await ready('ETH', 'PORT', '1');
    const balanceReads = cloud.calls(accountBalancePath('0xa11ce')).length;
    await portico.confirmSwap();
    const { swap } = portico.getState();
    expect(swap.status).toBe('success');
    expect(swap.error).toBeUndefined();
    expect(wallet.sent).toHaveLength(1);
    expect(wallet.sent[0]?.value).toBe(`0x${e18.toString(16)}`);
    expect(swap.hash).toBe(`0x${'1'.padStart(64, '0')}`);
    // The pool took the ether and gave out what the quote said.
    expect(swapMarket.pools[0]?.reserveA).toBe(101n * e18);
    expect(swapMarket.pools[0]?.reserveB).toBe(200_000n * e18 - poolOut(e18, 100n * e18, 200_000n * e18));
    expect(cloud.calls(accountBalancePath('0xa11ce')).length).toBeGreaterThan(balanceReads);
    expect(cloud.calls(accountBalancePath('0xa11ce')).at(-1)?.url.searchParams.get('forceUpdate')).toBe(
      'true',
    );
  });

  it('an ERC-20 whose allowance is short: approve, then swap, one at a time on a wallet without batches', async () => {
    const { portico, wallet, market } = await ready('PORT', 'ETH', '100');
    const statuses: string[] = [];
    portico.subscribe(
      (s) => s.swap.status,
      (status) => statuses.push(status),
    );
    await portico.confirmSwap();
    expect(statuses).toEqual(['approving', 'swapping', 'success']);
    expect(wallet.sent.map((tx) => tx.data.slice(0, 10))).toEqual(['0x095ea7b3', '0x5ae401dc']);
    expect(wallet.batches).toEqual([]);
    expect(market.allowances.get(`eip155:31337:0xa11ce/${port}`)).toBe(2n ** 256n - 1n);
    // Approved for good: the next swap of PORT is one transaction.
    await portico.refreshSwapQuote();
    portico.setSwapAmount('from', '10');
    await portico.refreshSwapQuote();
    await portico.confirmSwap();
    expect(wallet.sent).toHaveLength(3);
  });

  it('EIP-5792: a wallet that does atomic batches gets approve and swap as one wallet_sendCalls', async () => {
    const { portico, wallet } = await ready('PORT', 'ETH', '100', { atomic: true });
    await portico.confirmSwap();
    expect(portico.getState().swap.status).toBe('success');
    expect(wallet.batches).toHaveLength(1);
    expect(wallet.batches[0]).toMatchObject({ chainId: '0x7a69', atomicRequired: true });
    expect(wallet.batches[0]?.calls).toHaveLength(2);
    expect(portico.getState().swap.hash).toBe(`0x${'2'.padStart(64, '0')}`);
  });

  it('the wallet’s rejection (4001) says so with Retry, and Retry swaps', async () => {
    const { portico, wallet } = await ready('ETH', 'PORT', '1');
    wallet.rejectNext = true;
    await portico.confirmSwap();
    expect(portico.getState().swap).toMatchObject({
      status: 'error',
      error: 'The transaction was rejected in the wallet',
    });
    expect(wallet.sent).toEqual([]);
    await portico.retrySwap();
    expect(portico.getState().swap.status).toBe('success');
    expect(wallet.sent).toHaveLength(1);
  });

  it('a swap the chain reverts (the pool moved past the minimum) says so with Retry; Retry swaps at the new price', async () => {
    const { portico, wallet, swapMarket } = await ready('ETH', 'PORT', '1');
    const [pool] = swapMarket.pools;
    if (!pool) throw new Error('no pool');
    // Another trader buys PORT with 20 ETH just before the visitor's swap is mined: 1 ETH now buys 30 % less.
    wallet.beforeMine = () => {
      wallet.beforeMine = undefined;
      const out = poolOut(20n * e18, pool.reserveA, pool.reserveB);
      Object.assign(pool, { reserveA: pool.reserveA + 20n * e18, reserveB: pool.reserveB - out });
    };
    await portico.confirmSwap();
    expect(portico.getState().swap).toMatchObject({ status: 'error', error: 'The swap failed on chain' });
    await portico.retrySwap();
    expect(portico.getState().swap.status).toBe('success');
    expect(wallet.sent).toHaveLength(2);
  });

  it('an expired quote (its deadline passed before it was mined) says The quote expired; Retry builds it again', async () => {
    const { portico, wallet, swapMarket, cloud } = await ready('ETH', 'PORT', '1');
    swapMarket.validForSeconds = -1;
    await portico.confirmSwap();
    expect(portico.getState().swap).toMatchObject({ status: 'error', error: 'The quote expired' });
    // A transaction built past its deadline is built once more before it is sent.
    expect(cloud.calls('/v1/convert/build-transaction')).toHaveLength(2);
    swapMarket.validForSeconds = 600;
    await portico.retrySwap();
    expect(portico.getState().swap.status).toBe('success');
    expect(wallet.sent).toHaveLength(2);
  });
});
