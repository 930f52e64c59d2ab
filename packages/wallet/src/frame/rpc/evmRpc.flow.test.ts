import { type Devnet, type DevnetChain, startDevnet } from '@portico/devnet';
import {
  createPublicClient,
  createTestClient,
  type Hex,
  http,
  parseEther,
  verifyMessage,
  verifyTypedData,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeCloud } from '../test/fakeCloud.js';
import { type FrameDevice, frameDevice, loggedInDevice } from '../test/frameDevice.js';

const email = 'evm@example.com';
let devnet: Devnet;
let chain: DevnetChain;
let cloud: FakeCloud;
let device: FrameDevice;
let address: Hex;

const rpc = (method: string, params?: unknown, chainId?: string) =>
  device.request('RPC_REQUEST', {
    method,
    params,
    chainNamespace: 'eip155',
    chainId: chainId ?? chain.caipNetworkId,
  });

beforeAll(async () => {
  devnet = await startDevnet({
    ports: { porticoDevnet: 0, porticoTestnet: 0 },
    solana: false,
    blockTimeMs: 0,
  });
  chain = devnet.chains[0] as DevnetChain;
  cloud = new FakeCloud({
    rpcUrls: { [chain.caipNetworkId]: chain.rpcUrl },
    balances: {
      [chain.caipNetworkId]: [
        {
          name: 'Ether',
          symbol: 'ETH',
          chainId: chain.caipNetworkId,
          decimals: 18,
          quantity: { decimals: '18', numeric: '1.5' },
          price: 2000,
          value: 3000,
        },
        {
          name: 'USD Coin',
          symbol: 'USDC',
          chainId: chain.caipNetworkId,
          address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
          decimals: 6,
          quantity: { decimals: '6', numeric: '12.25' },
          iconUrl: 'https://cloud.test/usdc.png',
        },
      ],
    },
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

describe('eip155 RPC_REQUEST', () => {
  it('answers the accounts and the chain id', async () => {
    expect(await rpc('eth_accounts')).toEqual([address]);
    expect(await rpc('eth_requestAccounts')).toEqual([address]);
    expect(await rpc('eth_chainId')).toBe(`0x${chain.chainId.toString(16)}`);
  });

  it('personal_sign: the signature verifies for the address', async () => {
    const signature = (await rpc('personal_sign', ['0x68656c6c6f', address])) as Hex;
    expect(await verifyMessage({ address, message: 'hello', signature })).toBe(true);
    const text = (await rpc('personal_sign', ['plain text', address])) as Hex;
    expect(await verifyMessage({ address, message: 'plain text', signature: text })).toBe(true);
    const legacyOrder = (await rpc('personal_sign', [address, '0x68656c6c6f'])) as Hex;
    expect(await verifyMessage({ address, message: 'hello', signature: legacyOrder })).toBe(true);
  });

  it("personal_sign refuses another account's address", async () => {
    await expect(
      rpc('personal_sign', ['0x00', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']),
    ).rejects.toThrow("Not this wallet's address");
  });

  it('eth_signTypedData_v4: the signature verifies', async () => {
    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: BigInt(chain.chainId) },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      message: { to: address, contents: 'Hello, Bob!' },
    } as const;
    const json = JSON.stringify(typedData, (_, value) => (typeof value === 'bigint' ? Number(value) : value));
    const signature = (await rpc('eth_signTypedData_v4', [address, json])) as Hex;
    expect(await verifyTypedData({ ...typedData, address, signature })).toBe(true);
  });

  it('eth_sendTransaction: filled, signed and sent through the proxy, mined with the value', async () => {
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const client = createPublicClient({ transport: http(chain.rpcUrl) });
    const before = await client.getBalance({ address: to });
    const hash = (await rpc('eth_sendTransaction', [
      { from: address, to, value: '0xde0b6b3a7640000' },
    ])) as Hex;
    const receipt = await client.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase());
    expect((await client.getTransaction({ hash })).value).toBe(parseEther('1'));
    expect(await client.getBalance({ address: to })).toBe(before + parseEther('1'));
  });

  it('wallet_sendCalls sends the calls one by one; wallet_getCallsStatus answers from the receipts', async () => {
    const to = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
    const { id } = (await rpc('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: `0x${chain.chainId.toString(16)}`,
        from: address,
        calls: [
          { to, value: '0x1' },
          { to, value: '0x2' },
        ],
      },
    ])) as { id: string };
    expect(id).toMatch(/^0x[0-9a-f]{64}$/);
    const callsStatus = async () =>
      (await rpc('wallet_getCallsStatus', [id])) as { status: number; receipts: unknown[] };
    // 100 (pending) until the devnet has mined both: the status follows the receipts.
    await expect.poll(async () => (await callsStatus()).status).toBe(200);
    const status = await callsStatus();
    expect(status).toMatchObject({ id, status: 200, atomic: false });
    expect(status.receipts).toHaveLength(2);
    await expect(rpc('wallet_getCallsStatus', ['0x1234'])).rejects.toMatchObject({
      code: 5730,
      message: 'Unknown bundle id: 0x1234',
    });
  });

  it('[§8 capabilities] an EOA refuses a batch that requires atomicity (5760), a reused id (5720) and a required capability it lacks (5700), sending nothing', async () => {
    const to = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
    const client = createPublicClient({ transport: http(chain.rpcUrl) });
    const nonce = await client.getTransactionCount({ address });
    const send = (extra: Record<string, unknown>) =>
      rpc('wallet_sendCalls', [{ version: '2.0.0', from: address, calls: [{ to, value: '0x1' }], ...extra }]);
    await expect(send({ atomicRequired: true })).rejects.toMatchObject({ code: 5760 });
    await expect(
      send({ capabilities: { paymasterService: { url: 'https://pm.test' } } }),
    ).rejects.toMatchObject({
      code: 5700,
      message: 'Unsupported capability: paymasterService',
    });
    expect(await client.getTransactionCount({ address })).toBe(nonce);
    const { id } = (await send({ id: 'batch-1', capabilities: { other: { optional: true } } })) as {
      id: string;
    };
    expect(id).toBe('batch-1');
    await expect(send({ id: 'batch-1' })).rejects.toMatchObject({ code: 5720 });
  });

  it('[§5 fee-model] eth_sendTransaction with gasPrice and an EIP-1559 fee, or a tip above the max fee, is refused unsigned', async () => {
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const client = createPublicClient({ transport: http(chain.rpcUrl) });
    const nonce = await client.getTransactionCount({ address });
    await expect(
      rpc('eth_sendTransaction', [
        { from: address, to, value: '0x1', gasPrice: '0x3b9aca00', maxFeePerGas: '0x77359400' },
      ]),
    ).rejects.toThrow('gasPrice cannot be combined with maxFeePerGas or maxPriorityFeePerGas');
    await expect(
      rpc('eth_sendTransaction', [
        { from: address, to, value: '0x1', maxFeePerGas: '0x2', maxPriorityFeePerGas: '0x3' },
      ]),
    ).rejects.toThrow('maxPriorityFeePerGas (3) cannot be higher than maxFeePerGas (2)');
    expect(await client.getTransactionCount({ address })).toBe(nonce);
  });

  it("[§5 send-calls] wallet_sendCalls with an entry whose 'to' or data lacks 0x sends none of the calls", async () => {
    const to = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
    const client = createPublicClient({ transport: http(chain.rpcUrl) });
    const nonce = await client.getTransactionCount({ address });
    const sendCalls = (calls: unknown[]) =>
      rpc('wallet_sendCalls', [{ version: '2.0.0', from: address, calls }]);
    await expect(
      sendCalls([
        { to, value: '0x1' },
        { to: to.slice(2), value: '0x1' },
      ]),
    ).rejects.toThrow("Send-calls entry 1 needs a 'to' starting with 0x");
    await expect(sendCalls([{ to, data: 'a9059cbb' }])).rejects.toThrow(
      "Send-calls entry 0 has 'data' that does not start with 0x",
    );
    expect(await client.getTransactionCount({ address })).toBe(nonce);
  });

  it('wallet_getCapabilities reports asset discovery; wallet_getAssets maps the cloud balances', async () => {
    const chainHex = `0x${chain.chainId.toString(16)}`;
    expect(await rpc('wallet_getCapabilities', [address, [chainHex]])).toEqual({
      [chainHex]: { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } },
    });
    expect(await rpc('wallet_getAssets', [{ account: address, chainFilter: [chainHex] }])).toEqual({
      [chainHex]: [
        {
          address: 'native',
          balance: '0x14d1120d7b160000',
          type: 'NATIVE',
          metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 2000, value: 3000 },
        },
        {
          address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
          balance: '0xbaeb90',
          type: 'ERC20',
          metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, iconUrl: 'https://cloud.test/usdc.png' },
        },
      ],
    });
    const balanceCall = cloud.requests.find((url) => url.pathname.endsWith('/balance'));
    expect(balanceCall?.searchParams.get('chainId')).toBe(chain.caipNetworkId);
    expect(balanceCall?.searchParams.get('currency')).toBe('usd');
  });

  it('forwards safe reads to the proxy', async () => {
    expect(await rpc('eth_getBalance', [address, 'latest'])).toMatch(/^0x[0-9a-f]+$/);
    expect(await rpc('eth_blockNumber')).toMatch(/^0x[0-9a-f]+$/);
    expect(await rpc('eth_getTransactionReceipt', [`0x${'ab'.repeat(32)}`])).toBeNull();
  });

  it('[ERC-7715] refuses wallet_grantPermissions and wallet_revokePermissions with 4200 naming the method, without asking the visitor', async () => {
    device.visitor.shown = [];
    for (const method of ['wallet_grantPermissions', 'wallet_revokePermissions']) {
      await expect(rpc(method, [{ chainId: '0x1', expiry: 1, permissions: [] }])).rejects.toMatchObject({
        code: 4200,
        message: `${method} is not supported: this wallet grants no session permissions`,
      });
    }
    expect(device.visitor.shown).toEqual([]);
  });

  it("refuses unknown methods with 'Requested RPC call is not allowed'", async () => {
    for (const method of ['eth_sign', 'eth_signTransaction', 'wallet_addEthereumChain', 'debug_traceCall']) {
      await expect(rpc(method, [])).rejects.toThrow('Requested RPC call is not allowed');
    }
    await expect(
      device.request('RPC_REQUEST', {
        method: 'eth_accounts',
        chainNamespace: 'bip122',
        chainId: 'bip122:000',
      }),
    ).rejects.toThrow('Requested RPC call is not allowed');
  });
});

describe("the frame's own approval gate", () => {
  const client = () => createPublicClient({ transport: http(chain.rpcUrl) });
  const thief = '0x90F79bf6EB2c4F870365E785982E1f989E93b906';
  const unsafe = (): [string, unknown][] => [
    ['personal_sign', ['0x68656c6c6f', address]],
    [
      'eth_signTypedData_v4',
      [
        address,
        JSON.stringify({ types: { EIP712Domain: [] }, domain: {}, primaryType: 'EIP712Domain', message: {} }),
      ],
    ],
    ['eth_sendTransaction', [{ from: address, to: thief, value: '0xde0b6b3a7640000' }]],
    ['wallet_sendCalls', [{ version: '2.0.0', from: address, calls: [{ to: thief, value: '0x1' }] }]],
  ];

  it('asks the visitor about every unsafe request, showing who asks and what; a safe read is not asked about', async () => {
    device.visitor.shown = [];
    await rpc('eth_blockNumber');
    await rpc('personal_sign', ['0x68656c6c6f', address]);
    expect(device.visitor.shown).toEqual([
      {
        origin: 'https://dapp.example',
        namespace: 'eip155',
        caipNetworkId: chain.caipNetworkId,
        method: 'personal_sign',
        params: ['0x68656c6c6f', address],
        // By key (written out in the frame's locale when shown); the message is the request's, as a string.
        summary: {
          title: { key: 'summarySignMessage' },
          rows: [{ label: { key: 'summaryMessage' }, value: 'hello' }],
        },
      },
    ]);
  });

  it('signs and sends nothing the visitor rejected (4001) or never saw (4100)', async () => {
    const nonce = await client().getTransactionCount({ address });
    const balance = await client().getBalance({ address: thief });
    try {
      for (const decision of ['reject', 'unseen'] as const) {
        device.visitor.decision = decision;
        for (const [method, params] of unsafe()) {
          await expect(rpc(method, params)).rejects.toThrow(
            decision === 'reject'
              ? 'User rejected the request.'
              : 'The requested method and/or account has not been authorized by the user.',
          );
        }
      }
    } finally {
      device.visitor.decision = 'approve';
    }
    expect(await client().getTransactionCount({ address })).toBe(nonce);
    expect(await client().getBalance({ address: thief })).toBe(balance);
  });

  it('RPC_ABORT closes an approval still waiting for the visitor', async () => {
    const approve = device.visitor.approve;
    device.visitor.approve = (_request, signal) =>
      new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    try {
      const waiting = rpc('personal_sign', ['0x68656c6c6f', address]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await device.request('RPC_ABORT', {});
      await expect(waiting).rejects.toThrow('Request was aborted');
    } finally {
      device.visitor.approve = approve;
    }
  });
});

describe('RPC_ABORT', () => {
  it("fails the pending RPC with 'Request was aborted'", async () => {
    let release = () => {};
    const slow = new FakeCloud({
      rpcUrls: { [chain.caipNetworkId]: chain.rpcUrl },
      rpcDelay: new Promise<void>((resolve) => {
        release = resolve;
      }),
    });
    const d = await frameDevice(slow, chain.caipNetworkId);
    try {
      const pending = d.request('RPC_REQUEST', { method: 'eth_blockNumber', chainId: chain.caipNetworkId });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await d.request('RPC_ABORT', {})).toEqual({});
      await expect(pending).rejects.toThrow('Request was aborted');
      release();
      expect(await d.request('RPC_REQUEST', { method: 'eth_chainId', chainId: chain.caipNetworkId })).toBe(
        `0x${chain.chainId.toString(16)}`,
      );
    } finally {
      release();
      d.close();
    }
  });
});
