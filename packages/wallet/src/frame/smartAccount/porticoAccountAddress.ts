import type { CaipNetworkId } from '@portico/core';
import { decodeFunctionResult, encodeFunctionData, type Hex } from 'viem';
import type { RpcProxy } from '../rpc/rpcProxy.js';

/** PorticoAccountFactory's functions the wallet calls. */
export const porticoAccountFactoryAbi = [
  {
    type: 'function',
    name: 'createAccount',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'uint256' },
    ],
    outputs: [{ name: 'account', type: 'address' }],
  },
  {
    type: 'function',
    name: 'getAddress',
    stateMutability: 'view',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'address' }],
  },
] as const;

/** The embedded EOA has one ERC-4337 account per chain: the factory's for salt 0. */
export const porticoAccountSalt = 0n;

/**
 * The address of `owner`'s PorticoAccount on a network (the factory's `getAddress(owner, 0)`, read through the
 * cloud's proxy): where it is, or will be once its first UserOperation deploys it. Needs no account-abstraction code.
 */
export async function porticoAccountAddress(
  proxy: RpcProxy,
  caipNetworkId: CaipNetworkId,
  factory: Hex,
  owner: Hex,
): Promise<Hex> {
  const data = encodeFunctionData({
    abi: porticoAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner, porticoAccountSalt],
  });
  const result = await proxy.call<Hex>(caipNetworkId, 'eth_call', [{ to: factory, data }, 'latest']);
  return decodeFunctionResult({ abi: porticoAccountFactoryAbi, functionName: 'getAddress', data: result });
}
