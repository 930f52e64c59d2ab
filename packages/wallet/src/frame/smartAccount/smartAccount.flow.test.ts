import { type Devnet, type DevnetChain, startDevnet } from '@portico/devnet';
import {
  createPublicClient,
  createTestClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
  parseEther,
  toHex,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeCloud } from '../test/fakeCloud.js';
import { type FrameDevice, loggedInDevice } from '../test/frameDevice.js';
import { settledCallsStatus } from '../test/settledCallsStatus.js';

const email = 'smart@example.com';
const recipients: Hex[] = [
  '0x000000000000000000000000000000000000a001',
  '0x000000000000000000000000000000000000a002',
];
let devnet: Devnet;
let chain: DevnetChain;
let device: FrameDevice;
let address: Hex;
/** Sponsorship requests the fake cloud's paymaster received; it refuses them all, as over the daily cap. */
let sponsorshipAsks = 0;

const reader = () => createPublicClient({ transport: http(chain.rpcUrl) });
const rpc = (method: string, params?: unknown) =>
  device.request('RPC_REQUEST', { method, params, chainNamespace: 'eip155', chainId: chain.caipNetworkId });
const chainHex = () => numberToHex(chain.chainId);

beforeAll(async () => {
  devnet = await startDevnet({
    ports: { porticoDevnet: 0, porticoTestnet: 0 },
    solana: false,
    blockTimeMs: 0,
    bundlers: { porticoDevnet: 0 },
  });
  chain = devnet.chains.find((candidate) => candidate.eip7702) as DevnetChain;
  const cloud = new FakeCloud({
    rpcUrls: Object.fromEntries(devnet.chains.map(({ caipNetworkId, rpcUrl }) => [caipNetworkId, rpcUrl])),
    smartAccounts: [
      {
        caipNetworkId: chain.caipNetworkId,
        kind: 'eip7702',
        sponsored: true,
        bundlerUrl: chain.bundlerUrl as string,
        paymaster: async () => {
          sponsorshipAsks += 1;
          throw {
            code: -32050,
            message: 'Gas sponsorship limit reached for today: this transaction pays its own gas',
          };
        },
      },
    ],
  });
  device = await loggedInDevice(cloud, email, chain.caipNetworkId);
  address = (await device.request('GET_USER', { chainId: chain.caipNetworkId })).address as Hex;
  await createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }).setBalance({
    address,
    value: parseEther('10'),
  });
});

afterAll(async () => {
  device?.close();
  await devnet?.stop();
});

describe('the embedded wallet’s EIP-7702 smart account', () => {
  it('is offered on the project’s enabled network and used by default there (§9), not yet delegated', async () => {
    expect(await device.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})).toEqual({
      smartAccountEnabledNetworks: [chain.chainId],
    });
    expect(await device.request('GET_USER', { chainId: chain.caipNetworkId })).toMatchObject({
      address,
      accounts: [
        { address, type: 'EOA' },
        { address, type: 'SMART_ACCOUNT' },
      ],
      smartAccountDeployed: false,
      preferredAccountType: 'smartAccount',
    });
    expect(await rpc('wallet_getCapabilities', [address, [chainHex()]])).toEqual({
      [chainHex()]: { atomic: { status: 'ready' }, assetDiscovery: { supported: true } },
    });
  });

  it('sends a batch atomically in one transaction, paying its own gas when the project does not sponsor it', async () => {
    const before = await reader().getBalance({ address });
    const calls = recipients.map((to, index) => ({ to, value: numberToHex(index + 1) }));
    const { id } = (await rpc('wallet_sendCalls', [
      { version: '2.0.0', chainId: chainHex(), from: address, atomicRequired: true, calls },
    ])) as { id: string };
    const status = await settledCallsStatus(rpc, id);
    expect(status).toMatchObject({ status: 200, atomic: true });
    expect(status.receipts).toHaveLength(1);
    expect(await reader().getBalance({ address: recipients[0] as Hex })).toBe(1n);
    expect(await reader().getBalance({ address: recipients[1] as Hex })).toBe(2n);
    expect(sponsorshipAsks).toBeGreaterThan(0);
    expect(await reader().getBalance({ address })).toBeLessThan(before - 3n);
    // The EOA now delegates to Simple7702Account: the same address, with code.
    expect(await reader().getCode({ address })).toBe(
      `0xef0100${chain.simple7702Account.slice(2).toLowerCase()}`,
    );
    expect(await device.request('GET_USER', { chainId: chain.caipNetworkId })).toMatchObject({
      smartAccountDeployed: true,
    });
    expect(await rpc('wallet_getCapabilities', [address, [chainHex()]])).toMatchObject({
      [chainHex()]: { atomic: { status: 'supported' } },
    });
  });

  it('fails the whole batch when one call would revert: nothing of it is sent', async () => {
    const token = chain.tokens.find(({ symbol }) => symbol === 'pUSD')?.address as Hex;
    const balance = await reader().getBalance({ address: recipients[0] as Hex });
    const overdraw = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipients[1] as Hex, 10n ** 30n],
    });
    await expect(
      rpc('wallet_sendCalls', [
        {
          version: '2.0.0',
          from: address,
          calls: [
            { to: recipients[0], value: '0x5' },
            { to: token, data: overdraw },
          ],
        },
      ]),
    ).rejects.toThrow();
    expect(await reader().getBalance({ address: recipients[0] as Hex })).toBe(balance);
  });

  it('eth_sendTransaction from the smart account goes in a UserOperation and answers its transaction hash', async () => {
    const hash = (await rpc('eth_sendTransaction', [
      { from: address, to: recipients[0], value: '0x7' },
    ])) as Hex;
    const receipt = await reader().getTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(receipt.to?.toLowerCase()).toBe('0x4337084d9e255ff0702461cf8895ce9e3b5ff108');
  });

  it('signs messages as the EOA, which verify by ERC-1271 on the delegated account (SIWX unchanged)', async () => {
    const message = 'Portico smart account';
    const signature = (await rpc('personal_sign', [toHex(message), address])) as Hex;
    expect(await reader().getCode({ address })).not.toBe(undefined);
    expect(await reader().verifyMessage({ address, message, signature })).toBe(true);
  });

  it('refuses a batch the account cannot pay for when the project does not sponsor it, with its reason', async () => {
    const test = createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) });
    const balance = await reader().getBalance({ address });
    await test.setBalance({ address, value: 0n });
    try {
      await expect(
        rpc('wallet_sendCalls', [
          { version: '2.0.0', from: address, calls: [{ to: recipients[0], value: '0x1' }] },
        ]),
      ).rejects.toThrow('Not enough funds to pay for gas');
    } finally {
      await test.setBalance({ address, value: balance });
    }
  });

  it('switches to the EOA and back (§4), remembered on the device: the EOA sends one by one and refuses atomicRequired (5760)', async () => {
    expect(await device.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toEqual({ type: 'eoa', address });
    expect(await device.request('GET_USER', { chainId: chain.caipNetworkId })).toMatchObject({
      preferredAccountType: 'eoa',
    });
    const calls = [{ to: recipients[0], value: '0x1' }];
    await expect(
      rpc('wallet_sendCalls', [{ version: '2.0.0', from: address, atomicRequired: true, calls }]),
    ).rejects.toMatchObject({ code: 5760 });
    const { id } = (await rpc('wallet_sendCalls', [{ version: '2.0.0', from: address, calls }])) as {
      id: string;
    };
    expect(await settledCallsStatus(rpc, id)).toMatchObject({ status: 200, atomic: false });
    expect(await device.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toEqual({
      type: 'smartAccount',
      address,
    });
    expect(await device.request('GET_USER', { chainId: chain.caipNetworkId })).toMatchObject({
      preferredAccountType: 'smartAccount',
    });
  });

  it('refuses a smart account where the project does not enable one, keeping the EOA', async () => {
    const other = devnet.chains.find((candidate) => candidate !== chain) as DevnetChain;
    await device.request('SWITCH_NETWORK', { chainId: other.caipNetworkId });
    await expect(device.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).rejects.toThrow(
      'Smart accounts are not enabled',
    );
    await expect(device.request('INIT_SMART_ACCOUNT', {})).rejects.toThrow('Smart accounts are not enabled');
    expect(await device.request('GET_USER', { chainId: other.caipNetworkId })).toMatchObject({
      accounts: [{ address, type: 'EOA' }],
      preferredAccountType: 'eoa',
    });
    await device.request('SWITCH_NETWORK', { chainId: chain.caipNetworkId });
  });
});
