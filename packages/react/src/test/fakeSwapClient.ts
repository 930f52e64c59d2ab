import { type CloudClient, PorticoError, type SwapQuote } from '@portico/core';
import { fakeHistoryClient } from './fakeHistoryClient.js';

const chain = 'eip155:31337';
export const swapIds = {
  eth: `${chain}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`,
  port: `${chain}:0x5fbdb2315678afecb367f032d93f642f64180aa3`,
  pusd: `${chain}:0xe7f1725e7734ce288f8367e1bb143e90bb3f0512`,
} as const;
const e18 = 10n ** 18n;

/**
 * Portico Cloud on devnet with the convert API: the account holds 10 ETH (at $2,000) and 500 PORT; quotes come
 * from constant-product pools (ETH/PORT deep, ETH/pUSD shallow, no PORT/pUSD: 'Insufficient liquidity'), so a
 * larger trade moves the price more; no allowance is given.
 */
export function fakeSwapClient() {
  const pools = [
    { a: swapIds.eth, b: swapIds.port, ra: 100n * e18, rb: 200_000n * e18 },
    { a: swapIds.eth, b: swapIds.pusd, ra: 2n * e18, rb: 4_000n * 10n ** 6n },
  ];
  const refuse = (message: string) =>
    new PorticoError('HTTP_STATUS', { status: 400, body: JSON.stringify({ code: 'BAD_REQUEST', message }) });
  const quote = (from: string, to: string, amount: bigint, slippage = '1'): SwapQuote => {
    const pool = pools.find((p) => (p.a === from && p.b === to) || (p.a === to && p.b === from));
    if (!pool) throw refuse('Insufficient liquidity');
    const [rin, rout] = pool.a === from ? [pool.ra, pool.rb] : [pool.rb, pool.ra];
    const inFee = (amount * 997n) / 1000n;
    const out = (inFee * rout) / (rin + inFee);
    const spot = (amount * rout) / rin;
    const bps = ((spot - out) * 10_000n) / spot;
    return {
      from,
      to,
      fromAmount: String(amount),
      toAmount: String(out),
      minimumToAmount: String((out * BigInt(10_000 - Number(slippage) * 100)) / 10_000n),
      slippage,
      priceImpact: `${bps / 100n}.${String(bps % 100n).padStart(2, '0')}`,
      fee: { token: from, amount: String(amount - inFee) },
      gasEstimate: '150000',
      gasPrice: '1000000000',
      networkFee: String(150_000n * 1_000_000_000n),
      aggregator: 'uniswap',
      route: ['Fake pool 0.3 %'],
    };
  };
  const base = fakeHistoryClient({}).client;
  const client: CloudClient = {
    ...base,
    getAccountBalance: async () => ({
      balances: [
        {
          name: 'Ether',
          symbol: 'ETH',
          chainId: chain,
          decimals: 18,
          quantity: { decimals: '18', numeric: '10' },
          price: 2000,
        },
        {
          name: 'Portico',
          symbol: 'PORT',
          chainId: chain,
          address: swapIds.port.split(':')[2],
          decimals: 18,
          quantity: { decimals: '18', numeric: '500' },
        },
      ],
    }),
    getSwapTokens: async () => ({
      tokens: [
        { address: swapIds.eth, name: 'Ether', symbol: 'ETH', decimals: 18 },
        { address: swapIds.pusd, name: 'Portico USD', symbol: 'pUSD', decimals: 6 },
        { address: swapIds.port, name: 'Portico', symbol: 'PORT', decimals: 18 },
      ],
      suggested: [swapIds.port],
      popular: [swapIds.pusd],
    }),
    getGasPrice: async () => ({ standard: '1000000000', fast: '2000000000', instant: '3000000000' }),
    getSwapQuotes: async (q) => ({ quotes: [quote(q.from, q.to, BigInt(q.amount), q.slippage)] }),
    getSwapAllowance: async () => ({ allowance: '0', spender: '0x5pender' }),
    buildSwapApprove: async (q) => ({
      tx: {
        from: q.userAddress,
        to: '0xport',
        data: '0x095ea7b3',
        value: '0',
        eip155: { gasPrice: '1000000000' },
      },
    }),
    buildSwapTransaction: async (body) => ({
      tx: {
        from: body.userAddress,
        to: '0xrouter',
        data: '0x5ae401dc',
        value: body.from === swapIds.eth ? body.amount : '0',
        eip155: { gas: '150000', gasPrice: '1000000000' },
      },
      quote: quote(body.from, body.to, BigInt(body.amount)),
      deadline: Math.floor(Date.now() / 1000) + 600,
    }),
  };
  return client;
}
