import {
  type Address,
  decodeFunctionData,
  encodeFunctionData,
  type Hex,
  hashMessage,
  hashTypedData,
  type LocalAccount,
} from 'viem';
import {
  entryPoint08Abi,
  entryPoint08Address,
  getUserOperationTypedData,
  type SmartAccount,
  type SmartAccountImplementation,
  type toSimple7702SmartAccount,
  toSmartAccount,
} from 'viem/account-abstraction';
import { porticoAccountFactoryAbi, porticoAccountSalt } from './porticoAccountAddress.js';

type PorticoAccountImplementation = SmartAccountImplementation<typeof entryPoint08Abi, '0.8'>;

/** PorticoAccount's calls (BaseAccount v0.8, as SimpleAccount's). */
const accountAbi = [
  {
    type: 'function',
    name: 'execute',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'target', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'data', type: 'bytes' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'executeBatch',
    stateMutability: 'nonpayable',
    inputs: [
      {
        name: 'calls',
        type: 'tuple[]',
        components: [
          { name: 'target', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'data', type: 'bytes' },
        ],
      },
    ],
    outputs: [],
  },
] as const;

/**
 * A signature that recovers to some address (not the owner's), so the account's validation fails without reverting,
 * as the bundler's gas estimation needs (viem's stub for Simple7702Account, which validates the same way).
 */
const stubSignature: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c';

/**
 * The EIP-712 message the owner signs for `hash` (PorticoAccount.sol's replaySafeHash): bound to the chain and the
 * account's address, so it verifies (ERC-1271) for this account only, never for another account of the same owner.
 */
function replaySafeTypedData(hash: Hex, chainId: number, account: Address) {
  return {
    domain: { name: 'PorticoAccount', version: '1', chainId, verifyingContract: account },
    types: { PorticoAccountMessage: [{ name: 'hash', type: 'bytes32' }] },
    primaryType: 'PorticoAccountMessage',
    message: { hash },
  } as const;
}

export interface PorticoAccountParameters {
  /** A client on the account's chain (its reads: code, the EntryPoint's nonce), as viem's own accounts take it. */
  client: Parameters<typeof toSimple7702SmartAccount>[0]['client'];
  owner: LocalAccount;
  factory: Address;
  /** The factory's `getAddress(owner, 0)`. */
  address: Address;
}

/**
 * The embedded wallet's ERC-4337 account on a chain without EIP-7702 (packages/devnet/contracts/PorticoAccount.sol:
 * SimpleAccount v0.8 with replay-safe ERC-1271): counterfactual until its first UserOperation deploys it through
 * `factory.createAccount(owner, 0)`. Its UserOperations carry the owner's EIP-712 signature of the operation (as
 * viem's Simple7702 account's); its messages and typed data the owner's signature of the replay-safe wrapper of their
 * hash, which viem wraps in ERC-6492 while the account is not deployed.
 */
export async function toPorticoAccount(
  parameters: PorticoAccountParameters,
): Promise<SmartAccount<PorticoAccountImplementation>> {
  const { client, owner, factory, address } = parameters;
  const chainId = client.chain?.id;
  if (chainId === undefined) throw new Error('PorticoAccount: the client has no chain');
  const entryPoint = { abi: entryPoint08Abi, address: entryPoint08Address, version: '0.8' } as const;
  const signHash = (hash: Hex) => owner.signTypedData(replaySafeTypedData(hash, chainId, address));
  return toSmartAccount({
    client,
    entryPoint,
    async getAddress() {
      return address;
    },
    async getFactoryArgs() {
      const factoryData = encodeFunctionData({
        abi: porticoAccountFactoryAbi,
        functionName: 'createAccount',
        args: [owner.address, porticoAccountSalt],
      });
      return { factory, factoryData };
    },
    async encodeCalls(calls) {
      const [single] = calls;
      if (calls.length === 1 && single) {
        return encodeFunctionData({
          abi: accountAbi,
          functionName: 'execute',
          args: [single.to, single.value ?? 0n, single.data ?? '0x'],
        });
      }
      return encodeFunctionData({
        abi: accountAbi,
        functionName: 'executeBatch',
        args: [calls.map((call) => ({ target: call.to, value: call.value ?? 0n, data: call.data ?? '0x' }))],
      });
    },
    async decodeCalls(data) {
      const decoded = decodeFunctionData({ abi: accountAbi, data });
      if (decoded.functionName === 'execute') {
        const [to, value, callData] = decoded.args;
        return [{ to, value, data: callData }];
      }
      return decoded.args[0].map((call) => ({ to: call.target, value: call.value, data: call.data }));
    },
    async getStubSignature() {
      return stubSignature;
    },
    async signMessage({ message }) {
      return signHash(hashMessage(message));
    },
    async signTypedData(typedData) {
      return signHash(hashTypedData(typedData));
    },
    async signUserOperation({ chainId: operationChainId = chainId, ...userOperation }) {
      const typedData = getUserOperationTypedData({
        chainId: operationChainId,
        entryPointAddress: entryPoint.address,
        userOperation: { ...userOperation, sender: address },
      });
      return owner.signTypedData(typedData);
    },
  });
}
