import {
  type Address,
  encodeDeployData,
  getContractAddress,
  type Hex,
  hashMessage,
  keccak256,
  type LocalAccount,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadArtifact } from '../artifacts.js';
import { type Devnet, startDevnet } from '../devnet.js';
import type { DevnetChain } from '../devnetChain.js';
import { chainOf, clientOf, deployerWallet } from './test/chains.js';

let devnet: Devnet;
const factoryAbi = loadArtifact('PorticoAccountFactory').abi;
const accountAbi = loadArtifact('PorticoAccount').abi;
const magicValue = '0x1626ba7e';

beforeAll(async () => {
  devnet = await startDevnet({ ports: { porticoDevnet: 0, porticoTestnet: 0 }, solana: false });
});

afterAll(async () => {
  await devnet?.stop();
});

const counterfactual = (chain: DevnetChain, owner: Address, salt: bigint) =>
  clientOf(chain).readContract({
    address: chain.porticoAccountFactory,
    abi: factoryAbi,
    functionName: 'getAddress',
    args: [owner, salt],
  }) as Promise<Address>;

/** Deploys the owner's account for `salt` by a call of the deployer (anyone may call createAccount). */
async function deployAccount(chain: DevnetChain, owner: Address, salt: bigint): Promise<Address> {
  const hash = await deployerWallet(chain).writeContract({
    address: chain.porticoAccountFactory,
    abi: factoryAbi,
    functionName: 'createAccount',
    args: [owner, salt],
  });
  const receipt = await clientOf(chain).waitForTransactionReceipt({ hash, pollingInterval: 50 });
  expect(receipt.status).toBe('success');
  return counterfactual(chain, owner, salt);
}

/** What the account's owner signs for `hash`: PorticoAccountMessage(hash) under the account's own EIP-712 domain. */
const replaySafeSignature = (owner: LocalAccount, chainId: number, account: Address, hash: Hex) =>
  owner.signTypedData({
    domain: { name: 'PorticoAccount', version: '1', chainId, verifyingContract: account },
    types: { PorticoAccountMessage: [{ name: 'hash', type: 'bytes32' }] },
    primaryType: 'PorticoAccountMessage',
    message: { hash },
  });

const isValidSignature = (chain: DevnetChain, account: Address, hash: Hex, signature: Hex) =>
  clientOf(chain).readContract({
    address: account,
    abi: accountAbi,
    functionName: 'isValidSignature',
    args: [hash, signature],
  });

describe('PorticoAccountFactory on every devnet chain', () => {
  it('sits at one CREATE2 address on every chain and gives an owner the same account address on each', async () => {
    const owner = privateKeyToAccount(generatePrivateKey()).address;
    const [first, second] = devnet.chains as [DevnetChain, DevnetChain];
    expect(first.porticoAccountFactory).toBe(second.porticoAccountFactory);
    expect(first.porticoAccountFactory).toBe(
      getContractAddress({
        opcode: 'CREATE2',
        from: '0x4e59b44847b379578588920cA78FbF26c0B4956C',
        salt: `0x${'0'.repeat(64)}`,
        bytecodeHash: creationCodeHash(first),
      }),
    );
    const [a, b] = await Promise.all([counterfactual(first, owner, 0n), counterfactual(second, owner, 0n)]);
    expect(a).toBe(b);
    expect(await counterfactual(first, owner, 1n)).not.toBe(a);
  });

  it('createAccount deploys at getAddress, owned by the owner, and answers that address again once deployed', async () => {
    const chain = chainOf(devnet, false);
    const owner = privateKeyToAccount(generatePrivateKey()).address;
    const predicted = await counterfactual(chain, owner, 0n);
    expect(await clientOf(chain).getCode({ address: predicted })).toBeUndefined();
    expect(await deployAccount(chain, owner, 0n)).toBe(predicted);
    const read = (functionName: string) =>
      clientOf(chain).readContract({ address: predicted, abi: accountAbi, functionName });
    expect(await read('owner')).toBe(owner);
    expect(await read('entryPoint')).toBe(chain.entryPoint);
    const { result } = await clientOf(chain).simulateContract({
      address: chain.porticoAccountFactory,
      abi: factoryAbi,
      functionName: 'createAccount',
      args: [owner, 0n],
    });
    expect(result).toBe(predicted);
  });
});

describe('PorticoAccount’s ERC-1271 isValidSignature', () => {
  const hash = hashMessage('Sign in to Portico');

  it('accepts the owner’s signature of the replay-safe wrapper, for this account and chain only', async () => {
    const chain = chainOf(devnet, false);
    const owner = privateKeyToAccount(generatePrivateKey());
    const account = await deployAccount(chain, owner.address, 0n);
    const sibling = await deployAccount(chain, owner.address, 1n);
    const signature = await replaySafeSignature(owner, chain.chainId, account, hash);
    expect(await isValidSignature(chain, account, hash, signature)).toBe(magicValue);
    // Another account of the same owner: its domain names another address.
    expect(await isValidSignature(chain, sibling, hash, signature)).toBe('0xffffffff');
    // The same account address on another chain: the domain names the chain.
    const elsewhere = await replaySafeSignature(owner, chain.chainId + 1, account, hash);
    expect(await isValidSignature(chain, account, hash, elsewhere)).toBe('0xffffffff');
    // Another hash.
    expect(await isValidSignature(chain, account, hashMessage('other'), signature)).toBe('0xffffffff');
  });

  it('refuses the owner’s plain signature of the hash, another key’s wrapper and a malformed signature', async () => {
    const chain = chainOf(devnet, false);
    const owner = privateKeyToAccount(generatePrivateKey());
    const account = await deployAccount(chain, owner.address, 0n);
    const plain = await owner.sign({ hash });
    expect(await isValidSignature(chain, account, hash, plain)).toBe('0xffffffff');
    const stranger = privateKeyToAccount(generatePrivateKey());
    const forged = await replaySafeSignature(stranger, chain.chainId, account, hash);
    expect(await isValidSignature(chain, account, hash, forged)).toBe('0xffffffff');
    expect(await isValidSignature(chain, account, hash, '0x1234')).toBe('0xffffffff');
  });

  it('replaySafeHash is the EIP-712 digest the owner signs', async () => {
    const chain = chainOf(devnet, false);
    const owner = privateKeyToAccount(generatePrivateKey());
    const account = await deployAccount(chain, owner.address, 0n);
    const digest = (await clientOf(chain).readContract({
      address: account,
      abi: accountAbi,
      functionName: 'replaySafeHash',
      args: [hash],
    })) as Hex;
    const signature = await replaySafeSignature(owner, chain.chainId, account, hash);
    expect(await owner.sign({ hash: digest })).toBe(signature);
  });
});

function creationCodeHash(chain: DevnetChain): Hex {
  const artifact = loadArtifact('PorticoAccountFactory');
  return keccak256(
    encodeDeployData({ abi: artifact.abi, bytecode: artifact.bytecode, args: [chain.entryPoint] }),
  );
}
