import { type Address, decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex } from 'viem';
import type { ChainRpc } from '../rpc/chainRpc.js';
import { isRpcErrorResponse } from '../rpc/jsonRpc.js';
import { BadSwapInput } from './swapInput.js';

/** A chain read that failed on the chain's side (its upstreams down or erroring): a 502. */
export class ChainReadFailed extends Error {
  override readonly name = 'ChainReadFailed';
}

/**
 * ERC-20 `allowance(owner, spender)` by `eth_call` at the latest block. A token that is no contract or answers
 * no uint256 is a 400 naming it; an upstream failure is a `ChainReadFailed`.
 */
export async function readAllowance(
  chain: ChainRpc,
  token: Address,
  owner: Address,
  spender: Address,
): Promise<bigint> {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'allowance', args: [owner, spender] });
  let answer: Awaited<ReturnType<ChainRpc['send']>>[number] | undefined;
  try {
    [answer] = await chain.send([
      { jsonrpc: '2.0', id: 1, method: 'eth_call', params: [{ to: token, data }, 'latest'] },
    ]);
  } catch (error) {
    throw new ChainReadFailed('eth_call failed', { cause: error });
  }
  if (answer === undefined) throw new ChainReadFailed('eth_call gave no answer');
  if (isRpcErrorResponse(answer)) {
    // A revert is the token's answer (no `allowance`); any other error is the upstream's.
    if (answer.error.code === 3 || /revert/i.test(answer.error.message)) {
      throw new BadSwapInput(`tokenAddress ${token} is not an ERC-20 token`);
    }
    throw new ChainReadFailed(`eth_call failed: ${answer.error.message}`);
  }
  try {
    return decodeFunctionResult({ abi: erc20Abi, functionName: 'allowance', data: answer.result as Hex });
  } catch {
    throw new BadSwapInput(`tokenAddress ${token} is not an ERC-20 token`);
  }
}

/** The calldata of ERC-20 `approve(spender, amount)`. */
export const approveData = (spender: Address, amount: bigint): Hex =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] });
