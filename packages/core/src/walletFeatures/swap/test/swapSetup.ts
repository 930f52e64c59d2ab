import { vi } from 'vitest';
import { fakeCloud } from '../../../cloud/client/test/fakeCloud.js';
import {
  type FakePool,
  type FakeSwapMarket,
  nativeSwapToken,
} from '../../../cloud/client/test/fakeConvert.js';
import type { TokenBalance } from '../../../domain/chainAdapter/token.js';
import { devnet, metamask, setupConnected, withFakeCloud } from '../../../portico/test/setupPortico.js';

const user = `${devnet.caipNetworkId}:0xa11ce`;
export const eth = nativeSwapToken(devnet.caipNetworkId);
export const port = `${devnet.caipNetworkId}:0x5fbdb2315678afecb367f032d93f642f64180aa3`;
export const pusd = `${devnet.caipNetworkId}:0xe7f1725e7734ce288f8367e1bb143e90bb3f0512`;
const e18 = 10n ** 18n;

/** Devnet's market: ETH/PORT deep (100 ETH : 200,000 PORT), ETH/pUSD shallow (2 ETH : 4,000 pUSD), no PORT/pUSD. */
const pools = (): FakePool[] => [
  { a: eth, b: port, reserveA: 100n * e18, reserveB: 200_000n * e18 },
  { a: eth, b: pusd, reserveA: 2n * e18, reserveB: 4_000n * 10n ** 6n },
];

const balance = (
  symbol: string,
  numeric: string,
  decimals: number,
  address?: string,
  price?: number,
): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: devnet.caipNetworkId,
  ...(address ? { address } : {}),
  decimals,
  quantity: { decimals: String(decimals), numeric },
  ...(price === undefined ? {} : { price }),
});

/** What the constant-product pool of `fakeConvert` gives for `amount` in (0.3 % fee), computed here on its own. */
export const poolOut = (amount: bigint, reserveIn: bigint, reserveOut: bigint) => {
  const inWithFee = (amount * 997n) / 1000n;
  return (inWithFee * reserveOut) / (reserveIn + inWithFee);
};

/**
 * MetaMask connected on devnet with Portico Cloud: 10 ETH (at $2,000) and 500 PORT, the devnet market, and a
 * wallet that mines what it sends through the market at once (receipts by eth_getTransactionReceipt), and does
 * atomic batches (EIP-5792) when `atomic`.
 */
export async function setupSwap({ atomic = false } = {}) {
  const swapMarket: FakeSwapMarket = {
    chainId: devnet.caipNetworkId,
    tokens: [
      { address: eth, name: 'Ether', symbol: 'ETH', decimals: 18 },
      { address: pusd, name: 'Portico USD', symbol: 'pUSD', decimals: 6 },
      { address: port, name: 'Portico', symbol: 'PORT', decimals: 18 },
    ],
    suggested: [port],
    popular: [pusd],
    pools: pools(),
  };
  const cloud = fakeCloud([], {
    supportedChains: [devnet.caipNetworkId],
    balances: {
      '0xa11ce': [balance('ETH', '10', 18, undefined, 2000), balance('PORT', '500', 18, port.split(':')[2])],
    },
    swap: swapMarket,
  });
  const market = cloud.convert;
  if (!market) throw new Error('no market');
  const setup = await setupConnected(withFakeCloud(cloud));
  const wallet = {
    sent: [] as { to: string; data: string; value: string }[],
    batches: [] as { calls: unknown[] }[],
    batchHashes: new Map<string, string[]>(),
    receipts: new Map<string, string>(),
    rejectNext: false,
    /** Runs before the wallet's transaction is mined (another trader moving the pool first). */
    beforeMine: undefined as (() => void) | undefined,
  };
  const mine = (tx: { to: string; data: string; value: string }) => {
    wallet.beforeMine?.();
    wallet.sent.push(tx);
    const hash = `0x${wallet.sent.length.toString(16).padStart(64, '0')}`;
    wallet.receipts.set(hash, market.execute(user, tx) === 'success' ? '0x1' : '0x0');
    return hash;
  };
  const refuse = () => {
    if (!wallet.rejectNext) return;
    wallet.rejectNext = false;
    throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
  };
  setup.evmAdapter.sendTransaction = async ({ transaction }) => {
    refuse();
    return mine(transaction as { to: string; data: string; value: string });
  };
  setup.evmAdapter.getCapabilities = async () =>
    atomic ? { '0x7a69': { atomic: { status: 'supported' } } } : {};
  Object.assign(setup.evm.provider(metamask.id, 'eip155'), {
    async request({ method, params }: { method: string; params: unknown[] }) {
      if (method === 'eth_getTransactionReceipt') {
        const status = wallet.receipts.get(params[0] as string);
        return status ? { status } : null;
      }
      if (method === 'wallet_sendCalls') {
        refuse();
        const batch = params[0] as { calls: { to: string; data: string; value: string }[] };
        wallet.batches.push(batch);
        const id = `batch-${wallet.batches.length}`;
        wallet.batchHashes.set(id, batch.calls.map(mine));
        return { id };
      }
      if (method === 'wallet_getCallsStatus') {
        const hashes = wallet.batchHashes.get(params[0] as string) ?? [];
        const failed = hashes.some((hash) => wallet.receipts.get(hash) === '0x0');
        return {
          status: failed ? 500 : 200,
          receipts: hashes.map((transactionHash) => ({ transactionHash })),
        };
      }
      throw Object.assign(new Error(`${method} is not supported`), { code: 4200 });
    },
  });
  const { portico } = setup;
  /** Opens Swap (with arguments) and waits for its tokens. */
  const open = async (data?: { fromToken?: string; toToken?: string; amount?: string }) => {
    await portico.open({ view: 'Swap', data });
    await vi.waitFor(() => {
      const { swap } = portico.getState();
      if (swap.tokens.length === 0 && !swap.unsupported && !swap.tokensError) throw new Error('no tokens');
    });
  };
  /** Sets an amount and waits for the quote. */
  const quoted = async (side: 'from' | 'to', amount: string) => {
    portico.setSwapAmount(side, amount);
    await portico.refreshSwapQuote();
    return portico.getState().swap;
  };
  return { ...setup, cloud, market, swapMarket, wallet, open, quoted };
}
