import { createLogger, type Network, ProviderRpcError } from '@portico/core';
import { decodeNodeError } from '@portico/core/adapters';
import { type Devnet, startDevnet } from '@portico/devnet';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  numberToHex,
  parseEther,
  parseEventLogs,
  verifyMessage,
  verifyTypedData,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvmAdapter, type EvmAdapter } from './createEvmAdapter.js';
import type { ControlledWallet } from './test/controlledWallet.js';
import { devnetWallet } from './test/devnetWallet.js';
import { toViemChain } from './toViemChain.js';

// The adapter works on the provider it is handed: no window, no connector source.
let devnet: Devnet;
let mainChain: Network;
let secondChain: Network;
let testAccount: Devnet['accounts'][number];

beforeAll(async () => {
  devnet = await startDevnet({ ports: { porticoDevnet: 0, porticoTestnet: 0 }, solana: false });
  [mainChain, secondChain] = devnet.chains.map((chain) => chain.network) as [Network, Network];
  testAccount = devnet.accounts[0] as Devnet['accounts'][number];
});

afterAll(() => devnet?.stop());

async function setUpAdapter(): Promise<EvmAdapter> {
  const adapter = createEvmAdapter();
  await adapter.setup?.({
    networks: [mainChain, secondChain],
    logger: createLogger({ sinks: [] }),
    disconnect: async () => {},
  });
  return adapter;
}

/** A wallet that authorised the site, and what the adapter is handed to ask it. */
async function connectedWallet(options: Parameters<typeof devnetWallet>[1] = {}) {
  const wallet = devnetWallet(devnet, options);
  await wallet.request({ method: 'eth_requestAccounts' });
  return { wallet, call: { provider: wallet, address: wallet.address, network: mainChain } };
}

const walletMethods = (wallet: ControlledWallet, from = 0) =>
  wallet.log.slice(from).flatMap(({ method }) => (method.startsWith('wallet_') ? [method] : []));

describe('toCaipAddress', () => {
  it('§3 writes the checksummed address on the network', async () => {
    const adapter = await setUpAdapter();
    const lowercase = testAccount.address.toLowerCase();
    expect(adapter.toCaipAddress(lowercase, mainChain)).toBe(`eip155:31337:${testAccount.address}`);
    expect(adapter.toCaipAddress(lowercase, secondChain)).toBe(`eip155:31338:${testAccount.address}`);
  });

  it('§8 rejects something that is not an address', async () => {
    const adapter = await setUpAdapter();
    expect(() => adapter.toCaipAddress('0x1234', mainChain)).toThrow();
  });
});

describe('getBalance', () => {
  it.each([
    ['§3', 0],
    ['§3', 1],
  ])('%s reads the test account’s exact native balance on devnet chain %i', async (_section, index) => {
    const { network } = devnet.chains[index] as Devnet['chains'][number];
    const adapter = await setUpAdapter();
    await expect(adapter.getBalance({ address: testAccount.address, network })).resolves.toEqual({
      balance: testAccount.balances[network.caipNetworkId]?.ETH,
      symbol: 'ETH',
    });
  });

  it('§3 reads without a wagmi config: any eip155 network, configured or not', async () => {
    const adapter = createEvmAdapter();
    const network = { ...secondChain, nativeCurrency: { name: 'Test', symbol: 'TST', decimals: 18 } };
    await expect(adapter.getBalance({ address: testAccount.address, network })).resolves.toEqual({
      balance: testAccount.balances[secondChain.caipNetworkId]?.ETH,
      symbol: 'TST',
    });
  });
});

describe('getTokenAmounts (balances without Portico Cloud)', () => {
  it.each([0, 1])('reads the test account’s exact ERC-20 balances on devnet chain %i', async (index) => {
    const { network, tokens } = devnet.chains[index] as Devnet['chains'][number];
    const adapter = await setUpAdapter();
    const listed = tokens.map(({ address, symbol, decimals }) => ({ address, symbol, decimals }));
    const balances = testAccount.balances[network.caipNetworkId] as Record<string, string>;
    await expect(
      adapter.getTokenAmounts?.({ address: testAccount.address, network, tokens: listed }),
    ).resolves.toEqual(listed.map(({ symbol }) => balances[symbol]));
  });

  it('an account holding none reads 0', async () => {
    const { network, tokens } = devnet.chains[0] as Devnet['chains'][number];
    const adapter = await setUpAdapter();
    const [token] = tokens.map(({ address, symbol, decimals }) => ({ address, symbol, decimals }));
    const empty = '0x00000000000000000000000000000000000E0E00';
    await expect(
      adapter.getTokenAmounts?.({ address: empty, network, tokens: [token as never] }),
    ).resolves.toEqual(['0']);
  });

  it('an address with no contract rejects, naming the token', async () => {
    const adapter = await setUpAdapter();
    const notAToken = { address: testAccount.address, symbol: 'NOPE', decimals: 6 };
    await expect(
      adapter.getTokenAmounts?.({ address: testAccount.address, network: mainChain, tokens: [notAToken] }),
    ).rejects.toThrow(`NOPE at ${testAccount.address} is no ERC-20 contract on chain 31337`);
  });
});

describe('signMessage', () => {
  it('§7 signs with personal_sign, verifiable for the address', async () => {
    const adapter = await setUpAdapter();
    const { wallet, call } = await connectedWallet();
    const signature = await adapter.signMessage({ ...call, message: 'Hello Portico' });
    expect(wallet.log.at(-1)?.method).toBe('personal_sign');
    await expect(
      verifyMessage({ address: wallet.address, message: 'Hello Portico', signature: signature as Hex }),
    ).resolves.toBe(true);
  });

  it.each([
    ['§8', 'refused', 4001],
    ['§8', 'not authorised', 4100],
  ])('%s a signature %s keeps the wallet’s code %i', async (_section, _case, code) => {
    const adapter = await setUpAdapter();
    const { wallet, call } = await connectedWallet();
    if (code === 4100) wallet.revoke();
    else wallet.rejectNext(code, 'User rejected the request.', 'personal_sign');
    const signing = adapter.signMessage({ ...call, message: 'x' });
    await expect(signing).rejects.toBeInstanceOf(ProviderRpcError);
    await expect(signing).rejects.toMatchObject({ code });
  });
});

describe('signTypedData', () => {
  const typedData = {
    domain: { name: 'Portico', version: '1', chainId: 31337 },
    types: { Greeting: [{ name: 'text', type: 'string' }] },
    primaryType: 'Greeting',
    message: { text: 'Hello Portico' },
  } as const;

  it.each([
    ['§7', 'an object', typedData],
    ['§7', 'JSON text', JSON.stringify(typedData)],
  ])('%s signs %s with eth_signTypedData_v4, verifiable for the address', async (_section, _case, given) => {
    const adapter = await setUpAdapter();
    const { wallet, call } = await connectedWallet();
    const signature = await adapter.signTypedData?.({ ...call, typedData: given });
    expect(wallet.log.at(-1)?.method).toBe('eth_signTypedData_v4');
    await expect(
      verifyTypedData({ ...typedData, address: wallet.address, signature: signature as Hex }),
    ).resolves.toBe(true);
  });

  it('§7 signs typed data holding bigints (viem’s own typed data)', async () => {
    const adapter = await setUpAdapter();
    const { wallet, call } = await connectedWallet();
    const withAmount = {
      ...typedData,
      types: { Greeting: [...typedData.types.Greeting, { name: 'amount', type: 'uint256' }] },
      message: { text: 'Hello Portico', amount: 10n ** 20n },
    } as const;
    const signature = await adapter.signTypedData?.({ ...call, typedData: withAmount });
    await expect(
      verifyTypedData({ ...withAmount, address: wallet.address, signature: signature as Hex }),
    ).resolves.toBe(true);
  });
});

describe('sendTransaction', () => {
  it('§7 sends on the wallet’s chain and the transaction is mined', async () => {
    const adapter = await setUpAdapter();
    // Another account than the balance tests read, so that they keep their exact balances.
    const { wallet, call } = await connectedWallet({ account: 2 });
    const recipient: Address = '0x000000000000000000000000000000000000dEaD';
    const transaction = { to: recipient, value: numberToHex(parseEther('0.001')) };
    const hash = await adapter.sendTransaction?.({ ...call, transaction });
    expect(wallet.log.at(-1)).toMatchObject({
      method: 'eth_sendTransaction',
      params: [{ ...transaction, from: call.address, chainId: '0x7a69' }],
    });
    const client = createPublicClient({ transport: http(mainChain.rpcUrls.default.http[0]) });
    const receipt = await client.waitForTransactionReceipt({ hash: hash as Hex });
    expect([receipt.status, receipt.from, receipt.to]).toEqual([
      'success',
      call.address.toLowerCase(),
      recipient.toLowerCase(),
    ]);
    await expect(client.getBalance({ address: recipient })).resolves.toBe(parseEther('0.001'));
  });

  it('§8 a refused transaction keeps 4001', async () => {
    const adapter = await setUpAdapter();
    const { wallet, call } = await connectedWallet({ account: 2 });
    wallet.rejectNext(4001, undefined, 'eth_sendTransaction');
    await expect(
      adapter.sendTransaction?.({ ...call, transaction: { to: call.address, value: '0x0' } }),
    ).rejects.toMatchObject({ code: 4001 });
  });
});

describe('getCapabilities', () => {
  it('§7 asks wallet_getCapabilities for the address', async () => {
    const adapter = await setUpAdapter();
    const capabilities = { '0x7a69': { atomic: { status: 'supported' } } };
    const asked: unknown[] = [];
    const provider = {
      async request(args: unknown) {
        asked.push(args);
        return capabilities;
      },
    };
    const address = testAccount.address;
    await expect(adapter.getCapabilities?.({ provider, address, network: mainChain })).resolves.toEqual(
      capabilities,
    );
    expect(asked).toEqual([{ method: 'wallet_getCapabilities', params: [address] }]);
  });

  it('§8 a wallet without it answers 4200, kept', async () => {
    const adapter = await setUpAdapter();
    const { call } = await connectedWallet();
    await expect(adapter.getCapabilities?.(call)).rejects.toMatchObject({ code: 4200 });
  });
});

describe('switchNetwork', () => {
  const nested = {
    plain: (error: unknown) => error,
    cause: (error: unknown) => Object.assign(new Error('Internal error'), { code: -32603, cause: error }),
    'data.originalError': (error: unknown) =>
      Object.assign(new Error('Internal error'), { code: -32603, data: { originalError: error } }),
  };

  it.each([
    ['§7', 'plain'],
    ['§7', 'cause'],
    ['§7', 'data.originalError'],
  ] as const)(
    '%s a chain the wallet lacks: 4902 (%s) → add with the §7 parameters → switch',
    async (_section, answer) => {
      const adapter = await setUpAdapter();
      const { wallet, call } = await connectedWallet({ reshapeError: nested[answer] });
      const from = wallet.log.length;

      await adapter.switchNetwork?.({ provider: wallet, network: secondChain });

      expect(walletMethods(wallet, from)).toEqual([
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
        'wallet_switchEthereumChain',
      ]);
      expect(wallet.log.find(({ method }) => method === 'wallet_addEthereumChain')?.params).toEqual([
        {
          chainId: '0x7a6a',
          chainName: 'Portico Testnet',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: secondChain.rpcUrls.default.http,
        },
      ]);
      await expect(wallet.request({ method: 'eth_chainId' })).resolves.toBe('0x7a6a');
      // The added RPC URL is the real second chain: the wallet now reads its balance there.
      const balance = testAccount.balances[secondChain.caipNetworkId]?.ETH as string;
      await expect(
        wallet.request({ method: 'eth_getBalance', params: [call.address, 'latest'] }),
      ).resolves.toBe(numberToHex(parseEther(balance)));
    },
  );

  it('§7 sends blockExplorerUrls when the network has an explorer', async () => {
    const adapter = await setUpAdapter();
    const { wallet } = await connectedWallet();
    const explorer = { name: 'Portico Scan', url: 'http://127.0.0.1:1/scan' };
    await adapter.switchNetwork?.({
      provider: wallet,
      network: { ...secondChain, blockExplorers: { default: explorer } },
    });
    expect(wallet.log.find(({ method }) => method === 'wallet_addEthereumChain')?.params).toEqual([
      expect.objectContaining({ chainId: '0x7a6a', blockExplorerUrls: [explorer.url] }),
    ]);
  });

  it('§4 a chain the wallet knows is asked once', async () => {
    const adapter = await setUpAdapter();
    const { wallet } = await connectedWallet({ knownChainIds: [31337, 31338] });
    const from = wallet.log.length;
    await adapter.switchNetwork?.({ provider: wallet, network: secondChain });
    expect(walletMethods(wallet, from)).toEqual(['wallet_switchEthereumChain']);
    await expect(wallet.request({ method: 'eth_chainId' })).resolves.toBe('0x7a6a');
  });

  it.each([
    ['§8', 4001],
    ['§8', 4901],
    ['§8', 4200],
  ])('%s rejects with the wallet’s code %i and adds nothing', async (_section, code) => {
    const adapter = await setUpAdapter();
    const { wallet } = await connectedWallet();
    wallet.rejectNext(code, undefined, 'wallet_switchEthereumChain');
    const from = wallet.log.length;
    const switching = adapter.switchNetwork?.({ provider: wallet, network: secondChain });
    await expect(switching).rejects.toBeInstanceOf(ProviderRpcError);
    await expect(switching).rejects.toMatchObject({ code });
    expect(walletMethods(wallet, from)).toEqual(['wallet_switchEthereumChain']);
  });

  it('§8 a refused add keeps 4001', async () => {
    const adapter = await setUpAdapter();
    const { wallet } = await connectedWallet();
    wallet.rejectNext(4001, undefined, 'wallet_addEthereumChain');
    await expect(adapter.switchNetwork?.({ provider: wallet, network: secondChain })).rejects.toMatchObject({
      code: 4001,
    });
  });
});

describe('getName (the §4 identity fallback: the chain’s own name service)', () => {
  const named = () => {
    const ens = devnet.toStack().chains.find((chain) => chain.ens)?.ens;
    if (!ens) throw new Error('the devnet has no name registry');
    const network: Network = {
      ...mainChain,
      contracts: { ensUniversalResolver: { address: ens.universalResolver } },
    };
    return { ens, network };
  };

  it('reads every devnet name back from its account through the universal resolver', async () => {
    const { ens, network } = named();
    expect(ens.names.length).toBeGreaterThan(0);
    for (const { name, address } of ens.names) {
      expect(await createEvmAdapter().getName?.({ address, network })).toBe(name);
    }
  });

  it('an unnamed account has none', async () => {
    const { ens, network } = named();
    const unnamed = devnet.accounts.find((a) => !ens.names.some((n) => n.address === a.address));
    expect(await createEvmAdapter().getName?.({ address: unnamed?.address ?? '', network })).toBeUndefined();
  });

  it('a network without a universal resolver has no name service: nothing is asked', async () => {
    expect(
      await createEvmAdapter().getName?.({ address: testAccount.address, network: mainChain }),
    ).toBeUndefined();
  });
});

describe('estimateTransfer and sendTransfer (the Send view’s transfers)', () => {
  const receiver: Address = '0x00000000000000000000000000000000000B0b00';
  const publicClient = () => createPublicClient({ transport: http(mainChain.rpcUrls.default.http[0]) });
  const pUsd = () => {
    const token = devnet.chains[0]?.tokens.find((t) => t.symbol === 'pUSD');
    if (!token) throw new Error('the devnet has no pUSD');
    return token;
  };
  const balanceOf = (token: Address, owner: Address) =>
    publicClient().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });

  it('1.5 of the 6-decimal token: a Transfer log of 1500000 and the receiver’s balance up by exactly that', async () => {
    const adapter = await setUpAdapter();
    // The account no other test here reads, so that their balances stay as configured.
    const { wallet, call } = await connectedWallet({ account: 3 });
    const token = pUsd();
    const transfer = { to: receiver, tokenAddress: token.address, decimals: 6, amount: 1_500_000n };
    const before = await balanceOf(token.address, receiver);
    const { fee } = (await adapter.estimateTransfer?.({ ...call, transfer })) ?? { fee: 0n };
    expect(fee).toBeGreaterThan(0n);
    const hash = (await adapter.sendTransfer?.({ ...call, transfer })) as Hex;
    expect(wallet.log.at(-1)).toMatchObject({
      method: 'eth_sendTransaction',
      params: [{ from: call.address, to: token.address, chainId: '0x7a69' }],
    });
    const receipt = await publicClient().waitForTransactionReceipt({ hash });
    const [log] = parseEventLogs({ abi: erc20Abi, logs: receipt.logs, eventName: 'Transfer' });
    expect(log?.args).toEqual({ from: getAddress(call.address), to: receiver, value: 1_500_000n });
    expect((await balanceOf(token.address, receiver)) - before).toBe(1_500_000n);
  });

  it('0.01 of the native coin: the sender pays the amount plus gasUsed × effectiveGasPrice, within the fee estimated', async () => {
    const adapter = await setUpAdapter();
    const { call } = await connectedWallet({ account: 3 });
    const from = call.address as Address;
    const transfer = { to: receiver, decimals: 18, amount: parseEther('0.01') };
    const { fee } = (await adapter.estimateTransfer?.({ ...call, transfer })) ?? { fee: 0n };
    const before = await publicClient().getBalance({ address: from });
    const hash = (await adapter.sendTransfer?.({ ...call, transfer })) as Hex;
    const receipt = await publicClient().waitForTransactionReceipt({ hash });
    const paid = receipt.gasUsed * receipt.effectiveGasPrice;
    expect(before - (await publicClient().getBalance({ address: from }))).toBe(parseEther('0.01') + paid);
    expect(paid).toBeLessThanOrEqual(fee);
  });

  it('§9 EIP-1559 fees: the max fee is the latest base fee × 1.2 plus the priority fee', async () => {
    const adapter = await setUpAdapter();
    const { wallet, call } = await connectedWallet({ account: 3 });
    const scaled = async () => (((await publicClient().getBlock()).baseFeePerGas ?? 0n) * 12n) / 10n;
    const [before] = [await scaled()];
    await adapter.sendTransfer?.({ ...call, transfer: { to: receiver, decimals: 18, amount: 1n } });
    const [sent] = (wallet.log.at(-1)?.params ?? []) as { maxFeePerGas: Hex; maxPriorityFeePerGas: Hex }[];
    const baseFeePart = BigInt(sent?.maxFeePerGas ?? '0x0') - BigInt(sent?.maxPriorityFeePerGas ?? '0x0');
    expect(baseFeePart).toBeGreaterThan(0n);
    // A block may be mined between the reads (interval mining): the plan used one of the two.
    expect([before, await scaled()]).toContain(baseFeePart);
  });

  it('§8 a refusal in the wallet keeps 4001', async () => {
    const adapter = await setUpAdapter();
    const { wallet, call } = await connectedWallet({ account: 3 });
    wallet.rejectNext(4001, undefined, 'eth_sendTransaction');
    await expect(
      adapter.sendTransfer?.({ ...call, transfer: { to: receiver, decimals: 18, amount: 1n } }),
    ).rejects.toMatchObject({ code: 4001 });
  });
});

describe('§8 the devnet’s transaction-node errors decode into named errors', () => {
  const rpc = () => http(mainChain.rpcUrls.default.http[0]);
  const walletOf = (key: Hex) =>
    createWalletClient({
      account: privateKeyToAccount(key),
      chain: toViemChain(mainChain),
      transport: rpc(),
    });
  const caught = (run: () => Promise<unknown>) =>
    run().then(
      () => undefined,
      (error: unknown) => error,
    );

  it('insufficient funds', async () => {
    const error = await caught(() =>
      walletOf(generatePrivateKey()).sendTransaction({ to: testAccount.address as Address, value: 1n }),
    );
    expect(decodeNodeError(error)?.code).toBe('INSUFFICIENT_FUNDS');
  });

  it('nonce too low', async () => {
    const sender = devnet.accounts[3] as Devnet['accounts'][number];
    const wallet = walletOf(sender.privateKey as Hex);
    const hash = await wallet.sendTransaction({ to: sender.address as Address, value: 0n });
    await createPublicClient({ transport: rpc() }).waitForTransactionReceipt({ hash });
    const error = await caught(() =>
      wallet.sendTransaction({ to: sender.address as Address, value: 0n, nonce: 0 }),
    );
    expect(decodeNodeError(error)?.code).toBe('NONCE_TOO_LOW');
  });

  it('execution reverted: an ERC-20 transfer beyond the balance', async () => {
    const token = devnet.chains[0]?.tokens.find((t) => t.symbol === 'pUSD')?.address as Address;
    const error = await caught(() =>
      createPublicClient({ transport: rpc() }).call({
        account: privateKeyToAccount(generatePrivateKey()).address,
        to: token,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [testAccount.address as Address, 1n],
        }),
      }),
    );
    expect(decodeNodeError(error)?.code).toMatch(/^EXECUTION_REVERTED/);
  });
});

describe('getAssets (§7 the wallet_getAssets path)', () => {
  it('a wallet with asset discovery answers the account’s native and token balances, exactly', async () => {
    const adapter = await setUpAdapter();
    const tokens = devnet.chains[0]?.tokens ?? [];
    const { call } = await connectedWallet({
      assetDiscovery: { tokens: { [Number(mainChain.id)]: tokens.map((token) => token.address) } },
    });
    const balances = await adapter.getAssets?.(call);
    const expected = testAccount.balances[mainChain.caipNetworkId] ?? {};
    expect(balances?.map(({ symbol, quantity }) => [symbol, quantity.numeric])).toEqual([
      ['ETH', expected.ETH],
      ...tokens.map((token) => [token.symbol, expected[token.symbol]]),
    ]);
    expect(balances?.[1]).toMatchObject({
      address: tokens[0]?.address,
      decimals: tokens[0]?.decimals,
      chainId: 'eip155:31337',
    });
  });

  it('a wallet without it has none: the cloud answers instead', async () => {
    const adapter = await setUpAdapter();
    const { wallet, call } = await connectedWallet();
    expect(await adapter.getAssets?.(call)).toBeUndefined();
    expect(wallet.log.map(({ method }) => method)).not.toContain('wallet_getAssets');
  });
});
