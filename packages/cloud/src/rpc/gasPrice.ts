import type { GasPriceResponse } from '@portico/core/wire';
import type { ChainRpc } from './chainRpc.js';
import { isRpcErrorResponse } from './jsonRpc.js';

/** Blocks of fee history read per request. */
export const feeHistoryBlocks = 20;
/** Priority-fee percentiles for standard, fast and instant. */
export const tipPercentiles = [25, 50, 90] as const;
/**
 * Base-fee headroom for standard, fast and instant, in eighths: EIP-1559 raises the base fee by at most 1/8
 * per block, so standard survives one full block before it lands, fast two and instant four.
 */
const baseFeeEighths = [9n, 10n, 12n] as const;

export interface FeeHistory {
  baseFeePerGas?: string[];
  gasUsedRatio: number[];
  reward?: string[][];
}

function median(values: bigint[]): bigint {
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return sorted[Math.floor(sorted.length / 2)] ?? 0n;
}

const ceilEighths = (value: bigint, eighths: bigint) => (value * eighths + 7n) / 8n;

/**
 * The rule: the next block's base fee (the last `baseFeePerGas` entry), raised by 1/8, 2/8 and 4/8, plus the
 * median over the non-empty blocks (gasUsedRatio > 0) of the 25th, 50th and 90th percentile priority fee
 * (0 when every block was empty); each at least the one before. Wei, as decimal strings.
 */
export function gasPriceFromFeeHistory(history: FeeHistory): GasPriceResponse {
  const nextBaseFee = BigInt(history.baseFeePerGas?.at(-1) ?? '0x0');
  const rewards = (history.reward ?? []).filter((_, block) => (history.gasUsedRatio[block] ?? 0) > 0);
  let floor = 0n;
  const [standard, fast, instant] = tipPercentiles.map((_, level) => {
    const tip = median(rewards.map((row) => BigInt(row[level] ?? '0x0')));
    const fee = ceilEighths(nextBaseFee, baseFeeEighths[level] as bigint) + tip;
    floor = fee > floor ? fee : floor;
    return floor.toString();
  }) as [string, string, string];
  return { standard, fast, instant };
}

/** A chain without a base fee (before EIP-1559): its gas price with the same headroom. */
export function gasPriceFromLegacy(gasPrice: bigint): GasPriceResponse {
  const [standard, fast, instant] = baseFeeEighths.map((eighths) =>
    ceilEighths(gasPrice, eighths).toString(),
  );
  return { standard, fast, instant } as GasPriceResponse;
}

export class GasPriceUnavailable extends Error {}

async function call(chain: ChainRpc, method: string, params: unknown[]): Promise<unknown> {
  const [answer] = await chain.send([{ jsonrpc: '2.0', id: 1, method, params }]);
  if (answer === undefined) throw new GasPriceUnavailable(`${method} gave no answer`);
  if (isRpcErrorResponse(answer)) throw new GasPriceUnavailable(`${method} failed: ${answer.error.message}`);
  return answer.result;
}

export async function fetchGasPrice(chain: ChainRpc): Promise<GasPriceResponse> {
  const history = (await call(chain, 'eth_feeHistory', [
    `0x${feeHistoryBlocks.toString(16)}`,
    'latest',
    tipPercentiles,
  ])) as FeeHistory;
  if (history.baseFeePerGas?.length) return gasPriceFromFeeHistory(history);
  return gasPriceFromLegacy(BigInt((await call(chain, 'eth_gasPrice', [])) as string));
}
