import {
  type Devnet,
  type DevnetChain,
  devnetPaymasterSigner,
  startDevnet,
  verifyingPaymaster,
} from '@portico/devnet';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hex,
  http,
  numberToHex,
  parseAbi,
  parseEther,
  parseEventLogs,
  toHex,
} from 'viem';
import {
  entryPoint08Abi,
  formatUserOperation,
  type RpcUserOperation,
  type UserOperation,
} from 'viem/account-abstraction';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeCloud } from '../test/fakeCloud.js';
import { type FrameDevice, loggedInDevice } from '../test/frameDevice.js';
import { settledCallsStatus } from '../test/settledCallsStatus.js';

// The cancun chain (no EIP-7702): the cloud marks it erc4337 with the devnet's PorticoAccountFactory; a real anvil and
// a real alto bundler behind the fake cloud, whose paymaster signs like the cloud (the devnet's development signer).
const email = 'erc4337@example.com';
const recipients: Hex[] = [
  '0x000000000000000000000000000000000000b001',
  '0x000000000000000000000000000000000000b002',
];
const factoryAbi = parseAbi([
  'function getAddress(address owner, uint256 salt) view returns (address)',
  'function createAccount(address owner, uint256 salt) returns (address)',
]);
const typedData = {
  domain: { name: 'Portico test', version: '1', chainId: 1 },
  types: { Greeting: [{ name: 'text', type: 'string' }] },
  primaryType: 'Greeting',
  message: { text: 'hello' },
} as const;

let devnet: Devnet;
let chain: DevnetChain;
let device: FrameDevice;
let eoa: Hex;
let smart: Hex;
/** Whether the fake cloud's paymaster sponsors (else it refuses, as over the daily cap), and how often it signed. */
let sponsoring = true;
let sponsorships = 0;

const reader = () => createPublicClient({ transport: http(chain.rpcUrl) });
const rpc = (method: string, params?: unknown) =>
  device.request('RPC_REQUEST', { method, params, chainNamespace: 'eip155', chainId: chain.caipNetworkId });
const chainHex = () => numberToHex(chain.chainId);
const counterfactual = (owner: Hex, salt: bigint) =>
  reader().readContract({
    address: chain.porticoAccountFactory,
    abi: factoryAbi,
    functionName: 'getAddress',
    args: [owner, salt],
  });

/** ERC-7677 answered by signing with the devnet's paymaster signer, as Portico Cloud's paymaster service does. */
async function paymaster(method: string, params: unknown[]) {
  if (!sponsoring) {
    throw {
      code: -32050,
      message: 'Gas sponsorship limit reached for today: this transaction pays its own gas',
    };
  }
  const sponsor = verifyingPaymaster(chain.paymaster, privateKeyToAccount(devnetPaymasterSigner.privateKey));
  const [operation, , chainIdHex] = params as [RpcUserOperation<'0.8'>, Hex, Hex];
  const answer =
    method === 'pm_getPaymasterStubData'
      ? await sponsor.getPaymasterStubData()
      : await sponsor.getPaymasterData({
          ...(formatUserOperation(operation) as UserOperation<'0.8'>),
          chainId: Number(chainIdHex),
          entryPointAddress: chain.entryPoint,
        });
  if (method === 'pm_getPaymasterData') sponsorships += 1;
  return {
    paymaster: answer.paymaster,
    paymasterData: answer.paymasterData,
    paymasterVerificationGasLimit: toHex(answer.paymasterVerificationGasLimit),
    paymasterPostOpGasLimit: toHex(answer.paymasterPostOpGasLimit),
  };
}

const sendCalls = (calls: { to: Hex; value: Hex }[]) =>
  rpc('wallet_sendCalls', [
    { version: '2.0.0', chainId: chainHex(), from: smart, atomicRequired: true, calls },
  ]) as Promise<{ id: string }>;

beforeAll(async () => {
  devnet = await startDevnet({
    ports: { porticoDevnet: 0, porticoTestnet: 0 },
    solana: false,
    blockTimeMs: 0,
    bundlers: { porticoTestnet: 0 },
  });
  chain = devnet.chains.find((candidate) => !candidate.eip7702) as DevnetChain;
  const cloud = new FakeCloud({
    rpcUrls: Object.fromEntries(devnet.chains.map(({ caipNetworkId, rpcUrl }) => [caipNetworkId, rpcUrl])),
    smartAccounts: [
      {
        caipNetworkId: chain.caipNetworkId,
        kind: 'erc4337',
        factory: chain.porticoAccountFactory,
        sponsored: true,
        bundlerUrl: chain.bundlerUrl as string,
        paymaster,
      },
    ],
  });
  device = await loggedInDevice(cloud, email, chain.caipNetworkId);
  const user = (await device.request('GET_USER', { chainId: chain.caipNetworkId })) as {
    address: Hex;
    accounts: { address: Hex; type: string }[];
  };
  eoa = user.accounts[0]?.address as Hex;
  smart = user.address;
  await createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }).setBalance({
    address: smart,
    value: parseEther('1'),
  });
});

afterAll(async () => {
  device?.close();
  await devnet?.stop();
});

describe('the embedded wallet’s ERC-4337 smart account on a chain without EIP-7702', () => {
  it('is the factory’s counterfactual account of the EOA, answered as the wallet’s address, not yet deployed', async () => {
    expect(smart).toBe(await counterfactual(eoa, 0n));
    expect(smart).not.toBe(eoa);
    expect(await reader().getCode({ address: smart })).toBeUndefined();
    expect(await device.request('GET_USER', { chainId: chain.caipNetworkId })).toMatchObject({
      address: smart,
      accounts: [
        { address: eoa, type: 'EOA' },
        { address: smart, type: 'SMART_ACCOUNT' },
      ],
      smartAccountDeployed: false,
      preferredAccountType: 'smartAccount',
    });
    expect(await rpc('eth_accounts')).toEqual([smart]);
    expect(await rpc('eth_requestAccounts')).toEqual([smart]);
    expect(await rpc('wallet_getCapabilities', [smart, [chainHex()]])).toEqual({
      [chainHex()]: { atomic: { status: 'ready' }, assetDiscovery: { supported: true } },
    });
  });

  it('signs as the smart account before it is deployed: the signature verifies by ERC-6492', async () => {
    const message = 'Sign in before deployment';
    const signature = (await rpc('personal_sign', [toHex(message), smart])) as Hex;
    expect(signature.endsWith('6492'.repeat(16))).toBe(true);
    expect(await reader().verifyMessage({ address: smart, message, signature })).toBe(true);
    expect(await reader().verifyMessage({ address: eoa, message, signature })).toBe(false);
    expect(await reader().getCode({ address: smart })).toBeUndefined();
    // Only the account in use signs: the EOA's address is refused while the smart account is in use.
    await expect(rpc('personal_sign', [toHex(message), eoa])).rejects.toThrow("Not this wallet's address");
  });

  it('deploys with its first batch, which lands atomically in one transaction, sponsored by the paymaster', async () => {
    const before = await reader().getBalance({ address: smart });
    const { id } = await sendCalls(recipients.map((to, index) => ({ to, value: numberToHex(index + 1) })));
    const status = await settledCallsStatus(rpc, id);
    expect(status).toMatchObject({ status: 200, atomic: true });
    expect(status.receipts).toHaveLength(1);
    const receipt = await reader().getTransactionReceipt({
      hash: status.receipts[0]?.transactionHash as Hex,
    });
    const deployed = parseEventLogs({
      abi: entryPoint08Abi,
      eventName: 'AccountDeployed',
      logs: receipt.logs,
    });
    expect(deployed.map(({ args }) => [args.sender, args.factory])).toEqual([
      [smart, chain.porticoAccountFactory],
    ]);
    const [operation] = parseEventLogs({
      abi: entryPoint08Abi,
      eventName: 'UserOperationEvent',
      logs: receipt.logs,
    });
    expect(operation?.args).toMatchObject({ sender: smart, paymaster: chain.paymaster, success: true });
    expect(await reader().getBalance({ address: recipients[0] as Hex })).toBe(1n);
    expect(await reader().getBalance({ address: recipients[1] as Hex })).toBe(2n);
    // Sponsored: the account paid the values it sent and no gas.
    expect(await reader().getBalance({ address: smart })).toBe(before - 3n);
    expect(sponsorships).toBeGreaterThan(0);
    expect(await reader().getCode({ address: smart })).toMatch(/^0x[0-9a-f]+$/);
    expect(await device.request('GET_USER', { chainId: chain.caipNetworkId })).toMatchObject({
      address: smart,
      smartAccountDeployed: true,
    });
    expect(await rpc('wallet_getCapabilities', [smart, [chainHex()]])).toMatchObject({
      [chainHex()]: { atomic: { status: 'supported' } },
    });
  });

  it('pays its own gas when the paymaster refuses', async () => {
    sponsoring = false;
    try {
      const before = await reader().getBalance({ address: smart });
      const { id } = await sendCalls([{ to: recipients[0] as Hex, value: '0x1' }]);
      expect(await settledCallsStatus(rpc, id)).toMatchObject({ status: 200, atomic: true });
      expect(await reader().getBalance({ address: smart })).toBeLessThan(before - 1n);
    } finally {
      sponsoring = true;
    }
  });

  it('signs as the deployed account by ERC-1271, for this account only: not for another account of the same owner', async () => {
    const message = 'Sign in after deployment';
    const signature = (await rpc('personal_sign', [toHex(message), smart])) as Hex;
    expect(await reader().verifyMessage({ address: smart, message, signature })).toBe(true);
    const typed = (await rpc('eth_signTypedData_v4', [smart, JSON.stringify(typedData)])) as Hex;
    expect(await reader().verifyTypedData({ address: smart, signature: typed, ...typedData })).toBe(true);
    // The same owner's account for salt 1, deployed by anyone: the signature names the first account, not it.
    const sibling = await counterfactual(eoa, 1n);
    const funded = devnet.accounts[0] as { privateKey: Hex };
    const deployer = createWalletClient({
      account: privateKeyToAccount(funded.privateKey),
      chain: reader().chain,
      transport: http(chain.rpcUrl),
    });
    const hash = await deployer.writeContract({
      chain: null,
      address: chain.porticoAccountFactory,
      abi: factoryAbi,
      functionName: 'createAccount',
      args: [eoa, 1n],
    });
    await reader().waitForTransactionReceipt({ hash, pollingInterval: 50 });
    expect(await reader().getCode({ address: sibling })).toMatch(/^0x[0-9a-f]+$/);
    expect(await reader().verifyMessage({ address: sibling, message, signature })).toBe(false);
    expect(await reader().verifyMessage({ address: eoa, message, signature })).toBe(false);
  });

  it('eth_sendTransaction goes from the smart account in a UserOperation; another from is refused', async () => {
    const hash = (await rpc('eth_sendTransaction', [
      { from: smart, to: recipients[0], value: '0x7' },
    ])) as Hex;
    const receipt = await reader().getTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(receipt.to?.toLowerCase()).toBe(chain.entryPoint.toLowerCase());
    // Another account, or no address at all, is bad input (-32602), never an internal error.
    for (const from of [eoa, 42, { address: smart }]) {
      await expect(
        rpc('eth_sendTransaction', [{ from, to: recipients[0], value: '0x7' }]),
      ).rejects.toMatchObject({
        code: -32602,
        message: expect.stringContaining("Not this wallet's address"),
      });
    }
    await expect(
      rpc('wallet_sendCalls', [
        { version: '2.0.0', from: eoa, calls: [{ to: recipients[0], value: '0x1' }] },
      ]),
    ).rejects.toThrow("Not this wallet's address");
  });

  it('switching to the EOA gives the EOA’s address back, which signs as itself; switching back gives the smart account', async () => {
    expect(await device.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toEqual({
      type: 'eoa',
      address: eoa,
    });
    expect(await rpc('eth_accounts')).toEqual([eoa]);
    expect(await device.request('GET_USER', { chainId: chain.caipNetworkId })).toMatchObject({
      address: eoa,
      accounts: [
        { address: eoa, type: 'EOA' },
        { address: smart, type: 'SMART_ACCOUNT' },
      ],
      preferredAccountType: 'eoa',
    });
    const message = 'Signed by the EOA';
    const signature = (await rpc('personal_sign', [toHex(message), eoa])) as Hex;
    expect(await reader().verifyMessage({ address: eoa, message, signature })).toBe(true);
    expect(await reader().verifyMessage({ address: smart, message, signature })).toBe(false);
    expect(await device.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toEqual({
      type: 'smartAccount',
      address: smart,
    });
    expect(await rpc('eth_accounts')).toEqual([smart]);
  });
});
