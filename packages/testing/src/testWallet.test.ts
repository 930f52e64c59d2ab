import { ProviderRpcError } from '@portico/core';
import { type Devnet, type DevnetChain, startDevnet } from '@portico/devnet';
import {
  type Hex,
  numberToHex,
  parseEther,
  recoverMessageAddress,
  recoverTypedDataAddress,
  toHex,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestWallet, type TestWallet } from './testWallet.js';
import type { TestWalletConfig } from './types.js';
import { memoryStorage } from './walletStorage.js';

let devnet: Devnet;
let first: DevnetChain;
let second: DevnetChain;

beforeAll(async () => {
  devnet = await startDevnet({ ports: { porticoDevnet: 0, porticoTestnet: 0 }, solana: false });
  [first, second] = devnet.chains as [DevnetChain, DevnetChain];
});

afterAll(() => devnet?.stop());

function testAccount(index: number) {
  const account = devnet.accounts[index];
  if (account === undefined) throw new Error(`The devnet has no test account ${index}`);
  return account;
}

/** A wallet on the devnet's first chain that does not know the second one yet. */
function wallet(overrides: Partial<TestWalletConfig> = {}): TestWallet {
  return createTestWallet({
    privateKey: testAccount(0).privateKey as Hex,
    chains: devnet.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
    knownChainIds: [first.chainId],
    ...overrides,
  });
}

function events(subject: TestWallet, event: string): unknown[] {
  const payloads: unknown[] = [];
  subject.on(event, (payload) => payloads.push(payload));
  return payloads;
}

function addChainParameters(chain: DevnetChain) {
  return {
    chainId: numberToHex(chain.chainId),
    chainName: chain.name,
    rpcUrls: [chain.rpcUrl],
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  };
}

async function rejection(promise: Promise<unknown>): Promise<{ code: number; message: string }> {
  const error = await promise.then(
    () => expect.fail('expected the request to be rejected'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProviderRpcError);
  const { code, message } = error as ProviderRpcError;
  return { code, message };
}

async function waitForReceipt(subject: TestWallet, hash: unknown): Promise<{ status: Hex }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const receipt = await subject.request({ method: 'eth_getTransactionReceipt', params: [hash] });
    if (receipt !== null) return receipt as { status: Hex };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Transaction ${String(hash)} was not mined`);
}

describe('authorisation (EIP-1102, EIP-2255)', () => {
  it('answers eth_accounts with [] until eth_requestAccounts, then with the address, and [] after revoke', async () => {
    const subject = wallet();
    const accountsChanged = events(subject, 'accountsChanged');
    const address = testAccount(0).address;

    expect(await subject.request({ method: 'eth_accounts' })).toEqual([]);
    expect(await subject.request({ method: 'eth_requestAccounts' })).toEqual([address]);
    expect(await subject.request({ method: 'eth_accounts' })).toEqual([address]);
    subject.revoke();
    expect(await subject.request({ method: 'eth_accounts' })).toEqual([]);
    expect(accountsChanged).toEqual([[address], []]);
  });

  it('keeps the authorisation and the chain in its storage, so a reload stays authorised', async () => {
    const storage = memoryStorage();
    const before = wallet({ storage });
    await before.request({ method: 'eth_requestAccounts' });
    await before.request({ method: 'wallet_addEthereumChain', params: [addChainParameters(second)] });

    const reloaded = wallet({ storage });
    expect(await reloaded.request({ method: 'eth_accounts' })).toEqual([testAccount(0).address]);
    expect(await reloaded.request({ method: 'eth_chainId' })).toBe(numberToHex(second.chainId));
    expect(await wallet().request({ method: 'eth_accounts' })).toEqual([]);
  });

  it('grants, lists and revokes the eth_accounts permission', async () => {
    const subject = wallet();
    expect(await subject.request({ method: 'wallet_getPermissions' })).toEqual([]);
    const granted = await subject.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    });
    expect(granted).toMatchObject([
      { parentCapability: 'eth_accounts', caveats: [{ value: [testAccount(0).address] }] },
    ]);
    expect(await subject.request({ method: 'wallet_getPermissions' })).toEqual(granted);
    await subject.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    expect(await subject.request({ method: 'eth_accounts' })).toEqual([]);
  });

  it.each([
    ['personal_sign', () => [toHex('hi'), testAccount(0).address]],
    ['eth_signTypedData_v4', () => [testAccount(0).address, '{}']],
    ['eth_sendTransaction', () => [{ from: testAccount(0).address, to: testAccount(1).address }]],
  ])('refuses %s with 4100 before the site is authorised (§8)', async (method, params) => {
    expect(await rejection(wallet().request({ method, params: params() }))).toEqual({
      code: 4100,
      message: 'The requested method and/or account has not been authorized by the user.',
    });
  });
});

describe('signing', () => {
  it.each([
    ['bytes as hex', toHex('Sign in to Portico'), { raw: toHex('Sign in to Portico') }],
    ['plain text', 'Sign in to Portico', 'Sign in to Portico'],
  ] as const)('personal_sign of %s recovers to the address', async (_, sent, message) => {
    const subject = wallet();
    await subject.request({ method: 'eth_requestAccounts' });
    const signature = (await subject.request({
      method: 'personal_sign',
      params: [sent, subject.address],
    })) as Hex;
    expect(await recoverMessageAddress({ message, signature })).toBe(testAccount(0).address);
  });

  it('refuses personal_sign for another address with 4100', async () => {
    const subject = wallet();
    await subject.request({ method: 'eth_requestAccounts' });
    const params = [toHex('hi'), testAccount(1).address];
    expect((await rejection(subject.request({ method: 'personal_sign', params }))).code).toBe(4100);
  });

  it('eth_signTypedData_v4 recovers to the address', async () => {
    const subject = wallet();
    await subject.request({ method: 'eth_requestAccounts' });
    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: first.chainId },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Greeting: [
          { name: 'text', type: 'string' },
          { name: 'count', type: 'uint256' },
        ],
      },
      primaryType: 'Greeting',
      message: { text: 'hello', count: 7 },
    } as const;
    const signature = (await subject.request({
      method: 'eth_signTypedData_v4',
      params: [subject.address, JSON.stringify(typedData)],
    })) as Hex;
    const { EIP712Domain: _, ...types } = typedData.types;
    const message = { text: 'hello', count: 7n };
    const recovered = await recoverTypedDataAddress({ ...typedData, types, message, signature });
    expect(recovered).toBe(testAccount(0).address);
  });
});

describe('chains (EIP-3085, EIP-3326)', () => {
  it('answers eth_chainId in hex', async () => {
    expect(await wallet().request({ method: 'eth_chainId' })).toBe(numberToHex(first.chainId));
  });

  it('rejects switching to a chain it does not know with 4902 (§7, §8)', async () => {
    const subject = wallet();
    const params = [{ chainId: numberToHex(second.chainId) }];
    expect(await rejection(subject.request({ method: 'wallet_switchEthereumChain', params }))).toEqual({
      code: 4902,
      message: 'Unrecognized chain ID',
    });
    expect(await subject.request({ method: 'eth_chainId' })).toBe(numberToHex(first.chainId));
  });

  it('adds a chain, switches to it and back, emitting chainChanged, and reads it from the added RPC (§7)', async () => {
    const subject = wallet();
    const chainChanged = events(subject, 'chainChanged');
    const switchTo = (chain: DevnetChain) =>
      subject.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: numberToHex(chain.chainId) }],
      });

    expect(
      await subject.request({ method: 'wallet_addEthereumChain', params: [addChainParameters(second)] }),
    ).toBe(null);
    expect(await subject.request({ method: 'eth_chainId' })).toBe(numberToHex(second.chainId));
    expect(await switchTo(first)).toBe(null);
    expect(await switchTo(second)).toBe(null);
    expect(await switchTo(second)).toBe(null);
    expect(chainChanged).toEqual([second, first, second].map((chain) => numberToHex(chain.chainId)));
    // The second chain mined 1000 extra blocks: a block number that high comes from its RPC.
    expect(Number(await subject.request({ method: 'eth_blockNumber' }))).toBeGreaterThanOrEqual(1000);
  });

  it('jumps to a chain it cannot reach when told, emits chainChanged and answers chain requests with 4901', async () => {
    const subject = wallet();
    const chainChanged = events(subject, 'chainChanged');
    subject.setChain(999_999);
    expect(chainChanged).toEqual(['0xf423f']);
    expect(await subject.request({ method: 'eth_chainId' })).toBe('0xf423f');
    expect((await rejection(subject.request({ method: 'eth_blockNumber' }))).code).toBe(4901);
  });

  it('knows a reachable chain it was told to jump to, as a wallet knows the chain it is on', async () => {
    const subject = wallet();
    subject.setChain(second.chainId);
    const params = [{ chainId: numberToHex(first.chainId) }];
    expect(await subject.request({ method: 'wallet_switchEthereumChain', params })).toBe(null);
    params[0] = { chainId: numberToHex(second.chainId) };
    expect(await subject.request({ method: 'wallet_switchEthereumChain', params })).toBe(null);
    expect(await subject.request({ method: 'eth_chainId' })).toBe(numberToHex(second.chainId));
  });

  it('emits disconnect (4900), refuses chain requests until connect, then emits connect with the chain id', async () => {
    const subject = wallet();
    const disconnects = events(subject, 'disconnect');
    const connects = events(subject, 'connect');
    subject.disconnect();
    expect(disconnects).toMatchObject([{ code: 4900 }]);
    expect((await rejection(subject.request({ method: 'eth_blockNumber' }))).code).toBe(4900);
    subject.connect();
    expect(connects).toEqual([{ chainId: numberToHex(first.chainId) }]);
    expect(await subject.request({ method: 'eth_blockNumber' })).toMatch(/^0x/);
  });
});

describe('test controls', () => {
  it('rejects the next request with 4001 by default, then answers the one after (§8)', async () => {
    const subject = wallet();
    subject.rejectNext();
    expect(await rejection(subject.request({ method: 'eth_requestAccounts' }))).toEqual({
      code: 4001,
      message: 'User rejected the request.',
    });
    expect(await subject.request({ method: 'eth_requestAccounts' })).toEqual([testAccount(0).address]);
  });

  it('rejects only the named method with the given code and message', async () => {
    const subject = wallet();
    subject.rejectNext(4900, 'Gone', 'eth_requestAccounts');
    expect(await subject.request({ method: 'eth_chainId' })).toBe(numberToHex(first.chainId));
    expect(await rejection(subject.request({ method: 'eth_requestAccounts' }))).toEqual({
      code: 4900,
      message: 'Gone',
    });
  });

  it('logs every request with its method, params and time, rejected ones included', async () => {
    const subject = wallet();
    const start = Date.now();
    subject.rejectNext();
    await expect(subject.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4001 });
    await subject.request({ method: 'eth_getBalance', params: [subject.address, 'latest'] });
    expect(subject.log.map(({ method, params }) => ({ method, params }))).toEqual([
      { method: 'eth_requestAccounts', params: undefined },
      { method: 'eth_getBalance', params: [subject.address, 'latest'] },
    ]);
    for (const { time } of subject.log) expect(time).toBeGreaterThanOrEqual(start);
  });

  it('reset forgets the authorisation, the added chains, the log and pending rejections', async () => {
    const subject = wallet();
    const accountsChanged = events(subject, 'accountsChanged');
    const chainChanged = events(subject, 'chainChanged');
    await subject.request({ method: 'eth_requestAccounts' });
    await subject.request({ method: 'wallet_addEthereumChain', params: [addChainParameters(second)] });
    subject.rejectNext();
    subject.reset();
    expect(subject.log).toEqual([]);
    expect(accountsChanged).toEqual([[subject.address], []]);
    expect(chainChanged).toEqual([numberToHex(second.chainId), numberToHex(first.chainId)]);
    expect(await subject.request({ method: 'eth_accounts' })).toEqual([]);
    const params = [{ chainId: numberToHex(second.chainId) }];
    expect((await rejection(subject.request({ method: 'wallet_switchEthereumChain', params }))).code).toBe(
      4902,
    );
  });

  it.each(['eth_sign', 'wallet_watchAsset', 'wallet_sendCalls'])(
    'rejects %s as unsupported with 4200 (§8)',
    async (method) => {
      expect(await rejection(wallet().request({ method, params: [] }))).toEqual({
        code: 4200,
        message: 'The Provider does not support the requested method.',
      });
    },
  );
});

describe('the chain behind the wallet', () => {
  it.each([0, 1])('forwards eth_getBalance to chain %i and answers its configured balance', async (index) => {
    const chain = devnet.chains[index] as DevnetChain;
    const subject = wallet({ knownChainIds: [chain.chainId] });
    const balance = await subject.request({ method: 'eth_getBalance', params: [subject.address, 'latest'] });
    expect(BigInt(balance as Hex)).toBe(
      parseEther(testAccount(0).balances[chain.caipNetworkId]?.ETH ?? 'missing'),
    );
  });

  it('passes the node’s error through for a forwarded request', async () => {
    const error = await rejection(wallet().request({ method: 'eth_getBalance', params: ['not an address'] }));
    expect(error.code).toBe(-32602);
  });

  it('signs eth_sendTransaction locally and the devnet mines it', async () => {
    const sender = testAccount(2);
    const subject = wallet({ privateKey: sender.privateKey as Hex });
    await subject.request({ method: 'eth_requestAccounts' });
    const recipient = '0x000000000000000000000000000000000000dEaD';
    const hash = await subject.request({
      method: 'eth_sendTransaction',
      params: [{ from: sender.address, to: recipient, value: numberToHex(parseEther('0.001')) }],
    });
    const receipt = await waitForReceipt(subject, hash);
    expect(receipt.status).toBe('0x1');
    const balance = await subject.request({ method: 'eth_getBalance', params: [recipient, 'latest'] });
    expect(BigInt(balance as Hex)).toBeGreaterThanOrEqual(parseEther('0.001'));
  });
});
