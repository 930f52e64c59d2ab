import { type Devnet, type StackChain, startDevnet } from '@portico/devnet';
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  parseAbi,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { type ChainRpc, createChainRpc } from '../../../rpc/chainRpc.js';
import type { SwapAggregator } from '../../swapAggregator.js';
import { createUniswapAggregator } from '../uniswapAggregator.js';
import { uniswapChainsFromStack } from '../uniswapChainsFromStack.js';

export const erc20Abi = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function approve(address, uint256) returns (bool)',
]);
const factoryAbi = parseAbi(['function getPair(address, address) view returns (address)']);
const pairAbi = parseAbi(['function getReserves() view returns (uint112, uint112, uint32)']);

export const nativeCoin: Address = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

/** The devnet with its pools, the aggregator reading its first chain through a ChainRpc, and clients of that chain. */
export interface DexDevnet {
  devnet: Devnet;
  chain: StackChain & { dex: NonNullable<StackChain['dex']> };
  chainId: string;
  aggregator: SwapAggregator;
  reader: ReturnType<typeof createPublicClient>;
  tester: ReturnType<typeof createTestClient>;
  token(symbol: string): Address;
  /** A test account's wallet on the chain (index into the devnet's accounts). */
  wallet(index: number): ReturnType<typeof createWalletClient> & { account: { address: Address } };
  /** What a v2 pair holds of `tokenIn` and `tokenOut`, read from the pair. */
  reserves(tokenIn: Address, tokenOut: Address): Promise<[bigint, bigint]>;
  stop(): Promise<void>;
}

export async function startDexDevnet(): Promise<DexDevnet> {
  const devnet = await startDevnet({
    ports: { porticoDevnet: 0, porticoTestnet: 0 },
    solana: false,
    dex: true,
  });
  const stackChain = devnet.toStack().chains[0];
  if (stackChain?.dex === undefined) throw new Error('The devnet deployed no dex');
  const chain = { ...stackChain, dex: stackChain.dex };
  const viemChain = defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  });
  const transport = http(chain.rpcUrl);
  const chainRpc: ChainRpc = createChainRpc([chain.rpcUrl], { timeoutMs: 5_000, maxRetryAfterMs: 1_000 });
  const aggregator = createUniswapAggregator({
    chains: uniswapChainsFromStack(devnet.toStack()),
    chainRpc: (chainId) => (chainId === chain.caipNetworkId ? chainRpc : undefined),
  });
  const reader = createPublicClient({ chain: viemChain, transport, pollingInterval: 10 });
  const token = (symbol: string): Address => {
    if (symbol === 'WETH') return chain.dex.weth;
    const found = chain.tokens.find((t) => t.symbol === symbol);
    if (!found) throw new Error(`No ${symbol} on the devnet`);
    return found.address;
  };
  return {
    devnet,
    chain,
    chainId: chain.caipNetworkId,
    aggregator,
    reader,
    tester: createTestClient({ mode: 'anvil', chain: viemChain, transport }),
    token,
    wallet: (index) => {
      const account = devnet.accounts[index];
      if (!account) throw new Error(`No test account ${index}`);
      return createWalletClient({
        chain: viemChain,
        transport,
        account: privateKeyToAccount(account.privateKey as Hex),
      });
    },
    async reserves(tokenIn, tokenOut) {
      const pair = await reader.readContract({
        address: chain.dex.v2Factory,
        abi: factoryAbi,
        functionName: 'getPair',
        args: [tokenIn, tokenOut],
      });
      const [r0, r1] = await reader.readContract({
        address: pair,
        abi: pairAbi,
        functionName: 'getReserves',
      });
      return tokenIn.toLowerCase() < tokenOut.toLowerCase() ? [r0, r1] : [r1, r0];
    },
    async stop() {
      await chainRpc.close();
      await devnet.stop();
    },
  };
}
