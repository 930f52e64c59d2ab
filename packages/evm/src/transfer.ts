import { constants } from '@portico/core';
import type { Transfer, TransferFee } from '@portico/core/adapters';
import { type Address, type Client, encodeFunctionData, erc20Abi, type Hex, numberToHex } from 'viem';

/** What the wallet is asked to send: the call, its gas, and fees by the chain's fee model. */
export interface TransferPlan {
  to: Address;
  value?: bigint;
  data?: Hex;
  gas: bigint;
  fees: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | { gasPrice: bigint };
  /** What the sender pays on top of the amount at those fees: gas × the max price. */
  fee: TransferFee;
}

/** Native coin goes as the value of a call to the receiver; a token as the contract's ERC-20 `transfer`. */
function callOf(transfer: Transfer): Pick<TransferPlan, 'to' | 'value' | 'data'> {
  if (transfer.tokenAddress === undefined) return { to: transfer.to as Address, value: transfer.amount };
  return {
    to: transfer.tokenAddress as Address,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [transfer.to as Address, transfer.amount],
    }),
  };
}

/** The fee base multiplier of §9 as a ratio of integers, so that wei amounts stay exact. */
const multiplier = {
  numerator: BigInt(Math.round(constants.rpc.defaultFeeBaseMultiplier * 100)),
  denominator: 100n,
};
const scaled = (wei: bigint) => (wei * multiplier.numerator) / multiplier.denominator;

/**
 * Plans a transfer from `from` on the network's RPC: the gas the node estimates, and fees by §9's fee base
 * multiplier 1.2 — EIP-1559 where the latest block has a base fee (the base fee × 1.2 plus the node's priority
 * fee), else the node's gas price × 1.2. viem's `estimateGas`/`estimateFeesPerGas` compute the same, but loading
 * them on demand splits viem's request helpers out of the initial chunk and costs every dApp 2.5 KB gzip, so the
 * plan asks the node with the client's own `request`.
 */
export async function planTransfer(client: Client, from: string, transfer: Transfer): Promise<TransferPlan> {
  const call = callOf(transfer);
  const request = client.request as (args: { method: string; params?: unknown[] }) => Promise<unknown>;
  const [gas, block] = await Promise.all([
    request({
      method: 'eth_estimateGas',
      params: [
        {
          from,
          to: call.to,
          ...(call.value !== undefined ? { value: numberToHex(call.value) } : {}),
          ...(call.data ? { data: call.data } : {}),
        },
      ],
    }).then((answer) => BigInt(answer as Hex)),
    request({ method: 'eth_getBlockByNumber', params: ['latest', false] }) as Promise<{
      baseFeePerGas?: Hex | null;
    }>,
  ]);
  const fees: TransferPlan['fees'] = block.baseFeePerGas
    ? await request({ method: 'eth_maxPriorityFeePerGas' }).then((priority) => {
        const maxPriorityFeePerGas = BigInt(priority as Hex);
        return {
          maxFeePerGas: scaled(BigInt(block.baseFeePerGas as Hex)) + maxPriorityFeePerGas,
          maxPriorityFeePerGas,
        };
      })
    : { gasPrice: scaled(BigInt((await request({ method: 'eth_gasPrice' })) as Hex)) };
  const price = 'maxFeePerGas' in fees ? fees.maxFeePerGas : fees.gasPrice;
  return { ...call, gas, fees, fee: { fee: gas * price, accountCreation: 0n } };
}

/** The eth_sendTransaction parameters of a plan, quantities in hex as wallets expect them. */
export function sendTransactionParameters(plan: TransferPlan, from: string, chainId: number) {
  const hex = (value: bigint) => numberToHex(value);
  return {
    from: from as Address,
    to: plan.to,
    ...(plan.value !== undefined ? { value: hex(plan.value) } : {}),
    ...(plan.data !== undefined ? { data: plan.data } : {}),
    gas: hex(plan.gas),
    ...('maxFeePerGas' in plan.fees
      ? {
          maxFeePerGas: hex(plan.fees.maxFeePerGas),
          maxPriorityFeePerGas: hex(plan.fees.maxPriorityFeePerGas),
        }
      : { gasPrice: hex(plan.fees.gasPrice) }),
    chainId: numberToHex(chainId),
  };
}
