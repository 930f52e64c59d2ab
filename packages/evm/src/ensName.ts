import {
  type Address,
  BaseError,
  type Client,
  decodeFunctionResult,
  ExecutionRevertedError,
  encodeFunctionData,
  RawContractError,
} from 'viem';
import { call } from 'viem/actions';

/** The universal resolver's reverse lookup, as ENS's resolver and viem's `getEnsName` call it. */
const reverseAbi = [
  {
    name: 'reverseWithGateways',
    type: 'function',
    stateMutability: 'view',
    inputs: [
      { type: 'bytes', name: 'reverseName' },
      { type: 'uint256', name: 'coinType' },
      { type: 'string[]', name: 'gateways' },
    ],
    outputs: [
      { type: 'string', name: 'resolvedName' },
      { type: 'address', name: 'resolver' },
      { type: 'address', name: 'reverseResolver' },
    ],
  },
] as const;

/** ENSIP-11 coin type of Ethereum addresses; viem's `getEnsName` default. */
const ethereumCoinType = 60n;
/** CCIP-read gateway requests batched locally (viem's `call` serves this URL itself). */
const localBatchGateway = 'x-batch-gateway:true';

/**
 * The address's primary ENS name through the chain's universal resolver, which checks that the name points
 * back. It is viem's `getEnsName` on viem's own `call`: that action brings viem's whole ABI and error
 * tables into a dApp's initial JavaScript (they share a module with `call`), over 2 KB gzip for one read.
 * The resolver reverts for an address without a verified name: that is no name, not a failure.
 */
export async function readEnsName(
  client: Client,
  resolver: Address,
  address: string,
): Promise<string | undefined> {
  const data = encodeFunctionData({
    abi: reverseAbi,
    functionName: 'reverseWithGateways',
    args: [address as Address, ethereumCoinType, [localBatchGateway]],
  });
  try {
    const answer = await call(client, { to: resolver, data });
    if (answer.data === undefined) return undefined;
    const [name] = decodeFunctionResult({
      abi: reverseAbi,
      functionName: 'reverseWithGateways',
      data: answer.data,
    });
    return name || undefined;
  } catch (error) {
    const reverted = (cause: unknown) =>
      cause instanceof RawContractError || cause instanceof ExecutionRevertedError;
    if (error instanceof BaseError && error.walk(reverted)) return undefined;
    throw error;
  }
}
