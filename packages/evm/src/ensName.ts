import {
  type Address,
  BaseError,
  type Client,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
} from 'viem';

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

/** A revert of the call: the resolver's answer for an address without a verified name (code 3, or the node's words). */
function isRevert(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk(
      (cause) => (cause as { code?: unknown }).code === 3 || /revert/i.test((cause as Error).message),
    ) !== null
  );
}

/**
 * The address's primary ENS name through the chain's universal resolver, which checks that the name points
 * back. viem's `getEnsName` does this through its `call` action, whose CCIP-read, multicall and error tables add
 * about 2 KB gzip to every dApp's initial JavaScript for this one fallback read; a plain `eth_call` asks the same
 * function with no gateways, so names behind offchain (CCIP) resolvers are left to Portico Cloud's identity.
 */
export async function readEnsName(
  client: Client,
  resolver: Address,
  address: string,
): Promise<string | undefined> {
  const data = encodeFunctionData({
    abi: reverseAbi,
    functionName: 'reverseWithGateways',
    args: [address as Address, ethereumCoinType, []],
  });
  try {
    const answer = (await client.request({
      method: 'eth_call',
      params: [{ to: resolver, data }, 'latest'],
    })) as Hex;
    const [name] = decodeFunctionResult({
      abi: reverseAbi,
      functionName: 'reverseWithGateways',
      data: answer,
    });
    return name || undefined;
  } catch (error) {
    if (isRevert(error)) return undefined;
    throw error;
  }
}
