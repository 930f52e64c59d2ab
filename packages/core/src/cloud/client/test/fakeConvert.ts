import { cloudPaths } from '../../wire/cloudPaths.js';
import type { SwapQuote, SwapToken, SwapTransaction } from '../../wire/convert.js';
import { swapNativeTokenAddress } from '../../wire/swapConstants.js';

type Route = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const badRequest = (message: string) => json({ code: 'BAD_REQUEST', message }, 400);

/** A constant-product pool of two tokens (reserves in base units), 0.3 % fee, as Uniswap v2's. */
export interface FakePool {
  a: string;
  b: string;
  reserveA: bigint;
  reserveB: bigint;
}

export interface FakeSwapMarket {
  /** The CAIP-2 network the market trades on; the tokens route answers 400 for any other. */
  chainId: string;
  tokens: SwapToken[];
  suggested: string[];
  popular: string[];
  pools: FakePool[];
  /** Wei per gas, the gas-price route's standard. */
  gasPrice?: bigint;
  /** Seconds a built swap stays valid. */
  validForSeconds?: number;
}

const gasEstimate = 150_000n;
const approveSelector = '0x095ea7b3';
const swapSelector = '0x5ae401dc';
const fakeSpender = '0x5pender';

/** The native coin of eip155 as the convert API names it on `chainId`. */
export const nativeSwapToken = (chainId: string) => `${chainId}:${swapNativeTokenAddress.eip155}`;

/**
 * The convert API of a fake Portico Cloud: quotes computed from constant-product pools (so a larger trade moves
 * the price more), allowances per account, built approve and swap transactions that `execute` applies to the
 * pools as a chain would — a swap past its deadline or below its minimum reverts.
 */
export function fakeConvert(market: FakeSwapMarket) {
  const allowances = new Map<string, bigint>();
  const built = new Map<
    string,
    { from: string; to: string; amount: bigint; minimum: bigint; deadline: number }
  >();
  const gasPrice = () => market.gasPrice ?? 1_000_000_000n;
  const poolOf = (from: string, to: string) => {
    const pool = market.pools.find((p) => (p.a === from && p.b === to) || (p.a === to && p.b === from));
    if (!pool) return undefined;
    const forward = pool.a === from;
    return {
      pool,
      forward,
      reserveIn: forward ? pool.reserveA : pool.reserveB,
      reserveOut: forward ? pool.reserveB : pool.reserveA,
    };
  };
  const quote = (
    from: string,
    to: string,
    amount: bigint,
    slippage: string,
    price: bigint,
  ): SwapQuote | undefined => {
    const found = poolOf(from, to);
    if (!found || amount <= 0n) return undefined;
    const inWithFee = (amount * 997n) / 1000n;
    const out = (inWithFee * found.reserveOut) / (found.reserveIn + inWithFee);
    const spotOut = (amount * found.reserveOut) / found.reserveIn;
    if (out <= 0n || spotOut <= 0n) return undefined;
    const impactBps = ((spotOut - out) * 10_000n) / spotOut;
    const slippageBps = BigInt(Math.round(Number(slippage) * 100));
    return {
      from,
      to,
      fromAmount: String(amount),
      toAmount: String(out),
      minimumToAmount: String((out * (10_000n - slippageBps)) / 10_000n),
      slippage,
      priceImpact: `${impactBps / 100n}.${String(impactBps % 100n).padStart(2, '0')}`,
      fee: { token: from, amount: String(amount - inWithFee) },
      gasEstimate: String(gasEstimate),
      gasPrice: String(price),
      networkFee: String(gasEstimate * price),
      aggregator: 'uniswap',
      route: ['Fake pool 0.3 %'],
    };
  };
  const param = (url: URL, name: string) => url.searchParams.get(name) ?? '';
  const tx = (from: string, to: string, data: string, value: bigint): SwapTransaction => ({
    from,
    to,
    data,
    value: String(value),
    eip155: { gas: String(gasEstimate), gasPrice: String(gasPrice()) },
  });
  const addressOf = (id: string) => id.split(':')[2] ?? '';
  const isNative = (id: string) => addressOf(id) === swapNativeTokenAddress.eip155;

  const routes: Record<string, Route> = {
    [cloudPaths.swapTokens]: (url) =>
      param(url, 'chainId') === market.chainId
        ? json({ tokens: market.tokens, suggested: market.suggested, popular: market.popular })
        : badRequest('Network not supported for Swaps'),
    [cloudPaths.gasPrice]: (url) =>
      param(url, 'chainId') === market.chainId
        ? json({
            standard: String(gasPrice()),
            fast: String(gasPrice() * 2n),
            instant: String(gasPrice() * 3n),
          })
        : badRequest('Network not supported for Gas Price'),
    [cloudPaths.swapQuotes]: (url) => {
      const price = BigInt(param(url, 'gasPrice') || gasPrice());
      const found = quote(
        param(url, 'from'),
        param(url, 'to'),
        BigInt(param(url, 'amount')),
        param(url, 'slippage') || '1',
        price,
      );
      return found ? json({ quotes: [found] }) : badRequest('Insufficient liquidity');
    },
    [cloudPaths.swapAllowance]: (url) =>
      json({
        allowance: String(allowances.get(`${param(url, 'userAddress')}/${param(url, 'tokenAddress')}`) ?? 0n),
        spender: fakeSpender,
      }),
    [cloudPaths.swapBuildApprove]: (url) =>
      json({
        tx: tx(
          param(url, 'userAddress'),
          addressOf(param(url, 'from')),
          `${approveSelector}${param(url, 'from')}`,
          0n,
        ),
      }),
    [cloudPaths.swapBuildTransaction]: (_url, init) => {
      const body = JSON.parse(String(init?.body));
      const amount = BigInt(body.amount);
      const found = quote(body.from, body.to, amount, body.eip155?.slippage ?? '1', gasPrice());
      if (!found) return badRequest('Insufficient liquidity');
      const deadline = Math.floor(Date.now() / 1000) + (market.validForSeconds ?? 600);
      const data = `${swapSelector}${built.size.toString(16).padStart(8, '0')}`;
      built.set(data, {
        from: body.from,
        to: body.to,
        amount,
        minimum: BigInt(found.minimumToAmount),
        deadline,
      });
      return json({
        tx: tx(body.userAddress, '0xrouter', data, isNative(body.from) ? amount : 0n),
        quote: found,
        deadline,
      });
    },
  };

  return {
    routes,
    allowances,
    /**
     * Mines a transaction the wallet sent (`user` CAIP-10): an approval gives the spender the largest allowance; a
     * swap moves the pool, or reverts past its deadline, without the allowance, or below its minimum.
     */
    execute(user: string, transaction: { to?: string; data?: string }): 'success' | 'reverted' {
      const data = transaction.data ?? '';
      if (data.startsWith(approveSelector)) {
        allowances.set(`${user}/${data.slice(approveSelector.length)}`, 2n ** 256n - 1n);
        return 'success';
      }
      const swap = built.get(data);
      if (!swap || Date.now() / 1000 > swap.deadline) return 'reverted';
      if (!isNative(swap.from) && (allowances.get(`${user}/${swap.from}`) ?? 0n) < swap.amount)
        return 'reverted';
      const found = poolOf(swap.from, swap.to);
      const made = quote(swap.from, swap.to, swap.amount, '0', 0n);
      if (!found || !made || BigInt(made.toAmount) < swap.minimum) return 'reverted';
      const out = BigInt(made.toAmount);
      if (found.forward)
        Object.assign(found.pool, {
          reserveA: found.pool.reserveA + swap.amount,
          reserveB: found.pool.reserveB - out,
        });
      else
        Object.assign(found.pool, {
          reserveB: found.pool.reserveB + swap.amount,
          reserveA: found.pool.reserveA - out,
        });
      return 'success';
    },
  };
}
