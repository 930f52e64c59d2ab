import {
  entryPoint07Address,
  entryPoint08Abi,
  entryPoint08Address,
  toPackedUserOperation,
  toSimple7702SmartAccount,
} from 'viem/account-abstraction';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadArtifact } from '../artifacts.js';
import { type Devnet, startDevnet } from '../devnet.js';
import type { DevnetChain } from '../devnetChain.js';
import { paymasterDeposit } from './contracts.js';
import { devnetPaymasterSigner } from './keys.js';
import { paymasterHash, paymasterPostOpGasLimit, paymasterVerificationGasLimit } from './sponsor.js';
import { chainOf, clientOf, deployer, deployerWallet, recipients } from './test/chains.js';

let devnet: Devnet;
const paymasterAbi = loadArtifact('VerifyingPaymaster').abi;

beforeAll(async () => {
  devnet = await startDevnet({ ports: { porticoDevnet: 0, porticoTestnet: 0 }, solana: false });
});

afterAll(async () => {
  await devnet?.stop();
});

describe('the ERC-4337 contracts on every devnet chain', () => {
  it('sit at the canonical v0.8 addresses (and EntryPoint v0.7 at its), which viem knows', async () => {
    for (const chain of devnet.chains) {
      expect(chain.entryPoint).toBe(entryPoint08Address);
      // viem's toSimple7702SmartAccount delegates to the canonical Simple7702Account unless told otherwise.
      const account = await toSimple7702SmartAccount({ client: clientOf(chain), owner: deployer });
      expect(account.authorization.address).toBe(chain.simple7702Account);
      expect(chain.simpleAccountFactory).toBe('0x13E9ed32155810FDbd067D4522C492D6f68E5944');
      expect(await clientOf(chain).getCode({ address: chain.porticoAccountFactory })).toMatch(
        /^0x[0-9a-f]{100,}$/,
      );
      expect(await clientOf(chain).getCode({ address: entryPoint07Address })).toMatch(/^0x[0-9a-f]{100,}$/);
      for (const address of [
        chain.entryPoint,
        chain.simple7702Account,
        chain.simpleAccountFactory,
        chain.paymaster,
      ]) {
        expect(await clientOf(chain).getCode({ address })).toMatch(/^0x[0-9a-f]{100,}$/);
      }
    }
  });

  it('the paymaster, signed for by devnetPaymasterSigner and owned by the deployer, has its deposit', async () => {
    for (const chain of devnet.chains) {
      const client = clientOf(chain);
      const read = (functionName: string) =>
        client.readContract({ address: chain.paymaster, abi: paymasterAbi, functionName });
      expect(await read('verifyingSigner')).toBe(devnetPaymasterSigner.address);
      expect(await read('owner')).toBe(deployer.address);
      expect(await read('entryPoint')).toBe(chain.entryPoint);
      const deposit = await client.readContract({
        address: chain.entryPoint,
        abi: entryPoint08Abi,
        functionName: 'balanceOf',
        args: [chain.paymaster],
      });
      expect(deposit).toBe(paymasterDeposit);
    }
    expect(devnet.toStack().paymasterSigner).toBe(devnetPaymasterSigner.address);
  });

  it('the first chain has EIP-7702 (set-code transactions), the second (cancun) refuses them', async () => {
    const [first, second] = devnet.chains;
    expect([first?.eip7702, second?.eip7702]).toEqual([true, false]);
    /** A fresh EOA delegated to Simple7702Account by a set-code transaction of the deployer: resolves to its code. */
    const setCode = async (chain: DevnetChain) => {
      const eoa = privateKeyToAccount(generatePrivateKey());
      const authorization = await eoa.signAuthorization({
        chainId: chain.chainId,
        contractAddress: chain.simple7702Account,
        nonce: 0,
      });
      const hash = await deployerWallet(chain).sendTransaction({
        to: eoa.address,
        authorizationList: [authorization],
        gas: 100_000n,
      });
      await clientOf(chain).waitForTransactionReceipt({ hash, pollingInterval: 50 });
      return clientOf(chain).getCode({ address: eoa.address });
    };
    if (!first || !second) throw new Error('two chains');
    await expect(setCode(first)).resolves.toBe(`0xef0100${first.simple7702Account.slice(2).toLowerCase()}`);
    await expect(setCode(second)).rejects.toThrow();
  });

  it('computes VerifyingPaymaster.getHash off chain exactly as the contract does', async () => {
    const chain = chainOf(devnet, true);
    const operation = {
      sender: recipients[0],
      nonce: 7n,
      factory: chain.simpleAccountFactory,
      factoryData: '0x1234',
      callData: '0xabcdef',
      callGasLimit: 100_000n,
      verificationGasLimit: 200_000n,
      preVerificationGas: 50_000n,
      maxFeePerGas: 3_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
    } as const;
    const window = { validUntil: 2_000_000_000, validAfter: 1_000 };
    const packed = toPackedUserOperation({
      ...operation,
      paymaster: chain.paymaster,
      paymasterVerificationGasLimit,
      paymasterPostOpGasLimit,
      paymasterData: '0x',
      signature: '0x',
    });
    const onChain = await clientOf(chain).readContract({
      address: chain.paymaster,
      abi: paymasterAbi,
      functionName: 'getHash',
      args: [packed, window.validUntil, window.validAfter],
    });
    expect(paymasterHash(operation, { chainId: chain.chainId, paymaster: chain.paymaster, ...window })).toBe(
      onChain,
    );
  });
});
