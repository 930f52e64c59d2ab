import type { Address, Hex } from 'viem';
import type { ChainRpc } from '../rpc/chainRpc.js';
import { isRpcErrorResponse } from '../rpc/jsonRpc.js';

/** Headroom on the chain's estimate, in fifths: state can move between the estimate and the block. */
const headroomFifths = 6n;

/**
 * A built swap's gas limit: the chain's `eth_estimateGas` for this sender, call and value, plus a fifth. When the
 * chain cannot run the call yet (an approval still to be mined reverts it) or cannot be asked, undefined: the wallet
 * estimates when it sends, after the approval. A pool-math estimate is no limit — a first-time holder's balance
 * slot alone costs 20,000 more gas.
 */
export async function estimateSwapGas(
  chain: ChainRpc,
  call: { from: Address; to: Address; data: Hex; value: bigint },
): Promise<{ gas: bigint } | { gas: undefined; reason: string }> {
  const params = [{ ...call, value: `0x${call.value.toString(16)}` }, 'latest'];
  let answer: Awaited<ReturnType<ChainRpc['send']>>[number] | undefined;
  try {
    [answer] = await chain.send([{ jsonrpc: '2.0', id: 1, method: 'eth_estimateGas', params }]);
  } catch (error) {
    return { gas: undefined, reason: `eth_estimateGas failed: ${String(error)}` };
  }
  if (answer === undefined) return { gas: undefined, reason: 'eth_estimateGas gave no answer' };
  if (isRpcErrorResponse(answer)) return { gas: undefined, reason: answer.error.message };
  const estimate = BigInt(answer.result as string);
  return { gas: (estimate * headroomFifths + 4n) / 5n };
}
