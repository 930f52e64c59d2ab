import { type Address, parseAbi, parseEther, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainRpc } from '../../rpc/chainRpc.js';
import { SwapUnavailable } from '../swapAggregator.js';
import { type DexDevnet, erc20Abi, nativeCoin, startDexDevnet } from './test/dexDevnet.js';
import { createUniswapAggregator } from './uniswapAggregator.js';
import { uniswapChainsFromStack } from './uniswapChainsFromStack.js';

const quoterAbi = parseAbi([
  'struct P { address tokenIn; address tokenOut; uint256 amountIn; uint24 fee; uint160 sqrtPriceLimitX96; }',
  'function quoteExactInputSingle(P params) returns (uint256, uint160, uint32, uint256)',
]);

let dex: DexDevnet;
const taker: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

beforeAll(async () => {
  dex = await startDexDevnet();
});
afterAll(async () => {
  await dex?.stop();
});

const request = (from: Address, to: Address, amount: bigint, slippageBps = 50) => ({
  chainId: dex.chainId,
  from,
  to,
  amount,
  taker,
  slippageBps,
});

/** UniswapV2Library.getAmountOut, on reserves read from the pair. */
const v2Out = (amountIn: bigint, [reserveIn, reserveOut]: [bigint, bigint]) =>
  (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n);

async function v3Out(tokenIn: Address, tokenOut: Address, amountIn: bigint) {
  const { result } = await dex.reader.simulateContract({
    address: dex.chain.dex.quoterV2,
    abi: quoterAbi,
    functionName: 'quoteExactInputSingle',
    args: [{ tokenIn, tokenOut, amountIn, fee: 3000, sqrtPriceLimitX96: 0n }],
  });
  return result[0];
}

describe('the Uniswap aggregator’s quotes on the devnet’s pools', () => {
  it('prices a large ETH sale by the deep v2 pair, to the base unit of its constant product', async () => {
    const amount = parseEther('50');
    const quote = await dex.aggregator.quote(request(nativeCoin, dex.token('pUSD'), amount));
    const reserves = await dex.reserves(dex.token('WETH'), dex.token('pUSD'));
    expect(quote.toAmount).toBe(v2Out(amount, reserves));
    expect(quote.toAmount).toBeGreaterThan(await v3Out(dex.token('WETH'), dex.token('pUSD'), amount));
    expect(quote.route).toEqual(['Uniswap v2']);
    expect(quote.feeAmount).toBe(parseEther('0.15'));
    // Impact without the fee: amountIn·0.997 / (reserveIn + amountIn·0.997), of a constant product.
    const [reserveIn] = reserves;
    const impact = (10_000 * Number(amount * 997n)) / Number(reserveIn * 1000n + amount * 997n);
    expect(Math.abs((quote.priceImpactBps ?? Number.NaN) - impact)).toBeLessThanOrEqual(1);
  });

  it('prices a small ETH sale by the v3 pool, as its quoter does, with under 1 % of impact', async () => {
    const amount = parseEther('0.1');
    const quote = await dex.aggregator.quote(request(nativeCoin, dex.token('pUSD'), amount));
    expect(quote.toAmount).toBe(await v3Out(dex.token('WETH'), dex.token('pUSD'), amount));
    expect(quote.toAmount).toBeGreaterThan(
      v2Out(amount, await dex.reserves(dex.token('WETH'), dex.token('pUSD'))),
    );
    expect(quote.route).toEqual(['Uniswap v3 0.3 %']);
    expect(quote.priceImpactBps).toBeLessThan(100);
    // A full-range position trades as a constant product on what the pool holds.
    const pool = await dex.reader.readContract({
      address: dex.chain.dex.v3Factory,
      abi: parseAbi(['function getPool(address, address, uint24) view returns (address)']),
      functionName: 'getPool',
      args: [dex.token('WETH'), dex.token('pUSD'), 3000],
    });
    const held = await dex.reader.readContract({
      address: dex.token('WETH'),
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [pool],
    });
    const impact = (10_000 * Number(amount * 997n)) / Number(held * 1000n + amount * 997n);
    expect(Math.abs((quote.priceImpactBps ?? Number.NaN) - impact)).toBeLessThanOrEqual(1);
    expect(quote.feeAmount).toBe(parseEther('0.0003'));
    expect(quote.gasEstimate).toBeGreaterThan(100_000n);
  });

  it('moves the price by over 15 % for 100 ETH', async () => {
    const quote = await dex.aggregator.quote(request(nativeCoin, dex.token('pUSD'), parseEther('100')));
    expect(quote.priceImpactBps).toBeGreaterThan(1500);
  });

  it('prices the other way, pUSD for the native coin, through WETH', async () => {
    const amount = parseUnits('1000', 6);
    const quote = await dex.aggregator.quote(request(dex.token('pUSD'), nativeCoin, amount));
    const best = [
      v2Out(amount, await dex.reserves(dex.token('pUSD'), dex.token('WETH'))),
      await v3Out(dex.token('pUSD'), dex.token('WETH'), amount),
    ].reduce((a, b) => (a > b ? a : b));
    expect(quote.toAmount).toBe(best);
  });

  it.each([0, 50, 333, 10_000])(
    'takes %i bps of slippage off the amount, rounded down',
    async (slippageBps) => {
      const quote = await dex.aggregator.quote(
        request(dex.token('pUSD'), dex.token('PORT'), 123_456_789n, slippageBps),
      );
      expect(quote.minimumToAmount).toBe((quote.toAmount * BigInt(10_000 - slippageBps)) / 10_000n);
    },
  );

  it('finds a two-pool route through a hub when it pays more than the direct pair', async () => {
    // WETH → PORT: the direct v2 pair pays ~1339.36 PORT per ETH less 0.3 %; v3 through pUSD 3150 / 2.34 less 0.6 %.
    const amount = parseEther('0.05');
    const [weth, pUsd, port] = [dex.token('WETH'), dex.token('pUSD'), dex.token('PORT')];
    const quote = await dex.aggregator.quote(request(weth, port, amount));
    expect(quote.route).toEqual(['Uniswap v3 0.3 %', 'Uniswap v3 0.3 %']);
    expect(quote.toAmount).toBe(await v3Out(pUsd, port, await v3Out(weth, pUsd, amount)));
    expect(quote.toAmount).toBeGreaterThan(v2Out(amount, await dex.reserves(weth, port)));
    // Two pools' fees: 1 − 0.997², of the amount sold.
    expect(quote.feeAmount).toBe((amount * (1_000_000n ** 2n - 997_000n ** 2n)) / 1_000_000n ** 2n);
  });

  it('answers liquidity for a pair without pools, a token to itself, and a chain it does not trade on', async () => {
    const unknown: Address = '0x000000000000000000000000000000000000dEaD';
    for (const asked of [
      request(dex.token('pUSD'), unknown, 1_000_000n),
      request(nativeCoin, dex.token('WETH'), 1_000_000n),
      { ...request(dex.token('pUSD'), dex.token('PORT'), 1_000_000n), chainId: 'eip155:1' },
    ]) {
      await expect(dex.aggregator.quote(asked)).rejects.toMatchObject({
        name: 'SwapUnavailable',
        reason: 'liquidity',
      });
    }
    expect(dex.aggregator.supports(dex.chainId)).toBe(true);
    expect(dex.aggregator.supports('eip155:1')).toBe(false);
  });

  it('answers unavailable when the chain cannot be read', async () => {
    const down = createChainRpc(['http://127.0.0.1:9'], { timeoutMs: 1_000, maxRetryAfterMs: 0 });
    const aggregator = createUniswapAggregator({
      chains: uniswapChainsFromStack(dex.devnet.toStack()),
      chainRpc: () => down,
    });
    const failed = aggregator.quote(request(nativeCoin, dex.token('pUSD'), 1n));
    await expect(failed).rejects.toBeInstanceOf(SwapUnavailable);
    await expect(failed).rejects.toMatchObject({ reason: 'unavailable' });
    await down.close();
  });
});
