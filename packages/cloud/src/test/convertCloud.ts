import type { CloudErrorBody } from '@portico/core/wire';
import { createProject } from '../projects/index.js';
import type { RunningCloud } from '../server.js';
import { type DbPass, sdkQuery, startTestCloud, type TestDbLocation } from './dbPasses.js';
import { createFakeSwapAggregator, type FakeSwapAggregator } from './fakeSwapAggregator.js';
import { answerEach, type FakeUpstream, startFakeUpstream } from './fakeUpstream.js';

/** The devnet's chain, with a token list; Base (§9) served without one; mainnet not served. */
export const devChain = 'eip155:31337';
export const baseChain = 'eip155:8453';
export const native = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
export const usdc = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
export const wrapped = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512';
export const holder = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
/** The fake chain's base fee: the `standard` gas price is 9/8 of it. */
const baseFee = 8_000_000_000n;
export const standardGasPrice = 9_000_000_000n;
/** An address whose calls revert on the fake chain. */
export const notAToken = '0x000000000000000000000000000000000000dead';
/** What the fake chain estimates a swap's gas at. */
const swapGasEstimate = 130_000n;
/** What the fake chain answers every other `allowance` call. */
export const chainAllowance = 12_345n;

export interface ConvertCloud {
  cloud: RunningCloud;
  upstream: FakeUpstream;
  aggregator: FakeSwapAggregator | undefined;
  projectId: string;
  get(path: string, query: Record<string, string>): Promise<{ status: number; body: unknown }>;
  post(path: string, body: unknown, projectId?: string): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

const evmWord = (value: bigint) => `0x${value.toString(16).padStart(64, '0')}`;

/**
 * A cloud whose chains are a fake upstream (fee history and `allowance` answers) and whose aggregator is a fake
 * on the dev chain and Base (`withAggregator: false`: none, as `convert.aggregator: none` gives), at `now` ms.
 */
export async function startConvertCloud(
  pass: DbPass,
  { withAggregator = true, now = 1_800_000_000_000 } = {},
): Promise<ConvertCloud> {
  const answerChain = answerEach((call) => {
    if (call.method === 'eth_feeHistory')
      return { baseFeePerGas: [evmWord(baseFee)], gasUsedRatio: [0], reward: [['0x0', '0x0', '0x0']] };
    return call.method === 'eth_estimateGas' ? `0x${swapGasEstimate.toString(16)}` : evmWord(chainAllowance);
  });
  // `notAToken` reverts every call, as a contract without `allowance` does.
  const upstream = await startFakeUpstream((body) => {
    const call = body as { id: unknown; params?: [{ to?: string }] };
    return call.params?.[0]?.to === notAToken
      ? { body: { jsonrpc: '2.0', id: call.id, error: { code: 3, message: 'execution reverted' } } }
      : answerChain(body);
  });
  const location: TestDbLocation = await pass.location();
  const aggregator = withAggregator ? createFakeSwapAggregator([devChain, baseChain]) : undefined;
  const cloud = await startTestCloud(location, {
    clock: () => now,
    ...(aggregator ? { swapAggregator: aggregator } : {}),
    config: {
      rateLimit: { perIp: 1_000_000, perProject: 1_000_000 },
      history: { indexer: false },
      rpc: { upstreams: { [devChain]: [upstream.url], [baseChain]: [upstream.url] } },
      balances: {
        tokens: {
          [devChain]: {
            native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            tokens: [
              { address: usdc, name: 'USD Coin', symbol: 'USDC', decimals: 6 },
              {
                address: wrapped,
                name: 'Wrapped',
                symbol: 'WRP',
                decimals: 18,
                iconUrl: 'https://i.test/w.png',
              },
            ],
          },
        },
        // The fake's quotes pay 2 `to` per `from` unit: WRP → ETH loses 5 % at these prices; USDC has none.
        prices: { provider: 'local', table: { WRP: '4', ETH: '1.9' } },
      },
      convert: { networks: [devChain] },
    },
  });
  const projectId = (await createProject(cloud.db, { name: 'Swaps', features: { swaps: ['aggregator'] } }))
    .id;
  const answer = async (response: Response) => ({ status: response.status, body: await response.json() });
  return {
    cloud,
    upstream,
    aggregator,
    projectId,
    get: async (path, query) => answer(await fetch(`${cloud.url}${path}?${sdkQuery(projectId, query)}`)),
    post: async (path, body, asProject = projectId) =>
      answer(
        await fetch(`${cloud.url}${path}?${sdkQuery(asProject)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      ),
    close: async () => {
      await cloud.stop();
      await upstream.close();
      await location.dispose();
    },
  };
}

export const errorMessage = (body: unknown) => (body as CloudErrorBody).message;
