import { type Address, maxUint256, parseEther, parseUnits } from 'viem';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AggregatorSwap } from '../swapAggregator.js';
import { type DexDevnet, erc20Abi, nativeCoin, startDexDevnet } from './test/dexDevnet.js';

let dex: DexDevnet;

beforeAll(async () => {
  dex = await startDexDevnet();
});
afterAll(async () => {
  await dex?.stop();
});

// Each test trades on the pools as seeded.
let snapshot: `0x${string}`;
beforeEach(async () => {
  snapshot = await dex.tester.snapshot();
});
afterEach(async () => {
  await dex.tester.revert({ id: snapshot });
});

// The devnet's second test account: 0.98… ETH and 98,765 pUSD on the first chain.
const traderIndex = 1;

async function latestTime(): Promise<number> {
  return Number((await dex.reader.getBlock()).timestamp);
}

async function build(from: Address, to: Address, amount: bigint, deadline?: number): Promise<AggregatorSwap> {
  const trader = dex.wallet(traderIndex);
  return dex.aggregator.buildSwap({
    chainId: dex.chainId,
    from,
    to,
    amount,
    taker: trader.account.address,
    slippageBps: 100,
    deadline: deadline ?? (await latestTime()) + 600,
  });
}

/** Sends the built call from the trader; resolves to the receipt. */
async function execute(swap: AggregatorSwap) {
  const trader = dex.wallet(traderIndex);
  const hash = await trader.sendTransaction({
    account: trader.account,
    chain: trader.chain,
    to: swap.to,
    data: swap.data,
    value: swap.value,
  });
  return dex.reader.waitForTransactionReceipt({ hash });
}

async function approveRouter(token: Address): Promise<Address> {
  const trader = dex.wallet(traderIndex);
  const spender = await dex.aggregator.spender(dex.chainId, token);
  const hash = await trader.writeContract({
    account: trader.account,
    chain: trader.chain,
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, maxUint256],
  });
  await dex.reader.waitForTransactionReceipt({ hash });
  return spender;
}

const balanceOf = (token: Address, owner: Address) =>
  dex.reader.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });

describe('the Uniswap aggregator’s swaps, sent on the devnet', () => {
  it('sells the native coin: value is the amount, no spender, and the taker gets the quoted pUSD', async () => {
    const trader = dex.wallet(traderIndex).account.address;
    const pUsd = dex.token('pUSD');
    const swap = await build(nativeCoin, pUsd, parseEther('0.1'));
    expect(swap.to).toBe(dex.chain.dex.router);
    expect(swap.value).toBe(parseEther('0.1'));
    expect(swap.spender).toBeUndefined();
    const before = await balanceOf(pUsd, trader);
    const receipt = await execute(swap);
    expect(receipt.status).toBe('success');
    const received = (await balanceOf(pUsd, trader)) - before;
    expect(received).toBeGreaterThanOrEqual(swap.quote.minimumToAmount);
    // Nobody traded in between: exactly the quote.
    expect(received).toBe(swap.quote.toAmount);
    expect(receipt.gasUsed).toBeLessThanOrEqual(swap.quote.gasEstimate);
    expect(swap.quote.gasEstimate).toBeLessThan(receipt.gasUsed * 2n);
  });

  it('sells pUSD for the native coin after approving the spender, unwrapped to the taker', async () => {
    const trader = dex.wallet(traderIndex);
    const pUsd = dex.token('pUSD');
    const amount = parseUnits('500', 6);
    const spender = await approveRouter(pUsd);
    expect(spender).toBe(dex.chain.dex.router);
    const swap = await build(pUsd, nativeCoin, amount);
    expect(swap.spender).toBe(spender);
    expect(swap.value).toBe(0n);
    const before = await dex.reader.getBalance({ address: trader.account.address });
    const receipt = await execute(swap);
    expect(receipt.status).toBe('success');
    const after = await dex.reader.getBalance({ address: trader.account.address });
    const received = after - before + receipt.gasUsed * receipt.effectiveGasPrice;
    expect(received).toBe(swap.quote.toAmount);
    expect(received).toBeGreaterThanOrEqual(swap.quote.minimumToAmount);
    expect(receipt.gasUsed).toBeLessThanOrEqual(swap.quote.gasEstimate);
    expect(swap.quote.gasEstimate).toBeLessThan(receipt.gasUsed * 2n);
  });

  it.each([
    ['a large pUSD sale through v2', 'pUSD', 'PORT', parseUnits('50000', 6), ['Uniswap v2']],
    [
      'a small ETH sale through two v3 pools',
      'ETH',
      'PORT',
      parseEther('0.05'),
      ['Uniswap v3 0.3 %', 'Uniswap v3 0.3 %'],
    ],
  ])('sends %s, delivering the quote', async (_, fromSymbol, toSymbol, amount, route) => {
    const trader = dex.wallet(traderIndex).account.address;
    const from = fromSymbol === 'ETH' ? nativeCoin : dex.token(fromSymbol);
    if (fromSymbol !== 'ETH') await approveRouter(from);
    const swap = await build(from, dex.token(toSymbol), amount);
    expect(swap.quote.route).toEqual(route);
    const before = await balanceOf(dex.token(toSymbol), trader);
    const receipt = await execute(swap);
    expect(receipt.status).toBe('success');
    expect((await balanceOf(dex.token(toSymbol), trader)) - before).toBe(swap.quote.toAmount);
    expect(receipt.gasUsed).toBeLessThanOrEqual(swap.quote.gasEstimate);
    expect(swap.quote.gasEstimate).toBeLessThan(receipt.gasUsed * 2n);
  });

  it('reverts after the deadline', async () => {
    const swap = await build(nativeCoin, dex.token('pUSD'), parseEther('0.01'), (await latestTime()) - 1);
    const trader = dex.wallet(traderIndex);
    await expect(
      dex.reader.call({ account: trader.account, to: swap.to, data: swap.data, value: swap.value }),
    ).rejects.toThrow(/Transaction too old/);
  });
});
