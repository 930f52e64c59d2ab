import { type Address, decodeFunctionData, encodeFunctionData, type LocalAccount } from 'viem';
import {
  entryPoint08Abi,
  getUserOperationTypedData,
  type SmartAccount,
  type SmartAccountImplementation,
  type toSimple7702SmartAccount,
  toSmartAccount,
} from 'viem/account-abstraction';
import { readContract } from 'viem/actions';
import { loadArtifact } from '../../artifacts.js';

type SimpleAccountImplementation = SmartAccountImplementation<typeof entryPoint08Abi, '0.8'>;

export interface SimpleAccountParameters {
  /** The client viem's own accounts take (toSimple7702SmartAccount's), on a chain. */
  client: Parameters<typeof toSimple7702SmartAccount>[0]['client'];
  owner: LocalAccount;
  entryPoint: Address;
  factory: Address;
  salt?: bigint;
}

// SimpleAccount shares execute/executeBatch with Simple7702Account (both are BaseAccount v0.8).
const accountAbi = loadArtifact('Simple7702Account').abi;
const factoryAbi = loadArtifact('SimpleAccountFactory').abi;

/**
 * A viem smart account for eth-infinitism's v0.8 SimpleAccount (viem has none; test-only: the wallet has its own):
 * its address is the factory's `getAddress(owner, salt)`, counterfactual until its first UserOperation deploys it
 * through `createAccount(owner, salt)`; it checks the owner's raw ECDSA signature of the (EIP-712) UserOperation hash.
 */
export async function toSimpleAccount(
  parameters: SimpleAccountParameters,
): Promise<SmartAccount<SimpleAccountImplementation>> {
  const { client, owner, factory, salt = 0n } = parameters;
  const entryPoint = { abi: entryPoint08Abi, address: parameters.entryPoint, version: '0.8' } as const;
  const address = (await readContract(client, {
    address: factory,
    abi: factoryAbi,
    functionName: 'getAddress',
    args: [owner.address, salt],
  })) as Address;
  return toSmartAccount({
    client,
    entryPoint,
    async getAddress() {
      return address;
    },
    async getFactoryArgs() {
      const factoryData = encodeFunctionData({
        abi: factoryAbi,
        functionName: 'createAccount',
        args: [owner.address, salt],
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
      const { functionName, args } = decodeFunctionData({ abi: accountAbi, data });
      if (functionName === 'execute') {
        const [to, value, callData] = args as [Address, bigint, `0x${string}`];
        return [{ to, value, data: callData }];
      }
      const [calls] = args as [{ target: Address; value: bigint; data: `0x${string}` }[]];
      return calls.map((call) => ({ to: call.target, value: call.value, data: call.data }));
    },
    async getStubSignature() {
      // viem's stub for Simple7702Account: it recovers to some address (the wrong one), so validation fails without
      // reverting, as gas estimation needs.
      return '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c';
    },
    async signMessage() {
      throw new Error('SimpleAccount test helper: signMessage is not needed by the tests');
    },
    async signTypedData() {
      throw new Error('SimpleAccount test helper: signTypedData is not needed by the tests');
    },
    async signUserOperation({ chainId = client.chain?.id, ...userOperation }) {
      if (chainId === undefined) throw new Error('SimpleAccount test helper: the client has no chain');
      const typedData = getUserOperationTypedData({
        chainId,
        entryPointAddress: entryPoint.address,
        userOperation: { ...userOperation, sender: address },
      });
      return owner.signTypedData(typedData);
    },
  });
}
