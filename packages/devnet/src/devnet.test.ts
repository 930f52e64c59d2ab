import { execFileSync } from 'node:child_process';
import { connect, createServer, type Server } from 'node:net';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  erc721Abi,
  formatEther,
  formatUnits,
  http,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { normalize } from 'viem/ens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devnetKeyPair } from './accounts.js';
import { loadArtifact } from './artifacts.js';
import { devnetCollections, devnetNames, testAccounts } from './config.js';
import { type Devnet, startDevnet } from './devnet.js';
import type { DevnetChain } from './devnetChain.js';
import { parseStack } from './stack/index.js';

const freePorts = { porticoDevnet: 0, porticoTestnet: 0 };
const freeSolanaPorts = { rpcPort: 0, wsPort: 0 };

/** Pids of this process's anvil children (ps works alike on Linux and macOS). */
function anvilChildren(): number[] {
  return execFileSync('ps', ['-A', '-o', 'ppid=,pid=,comm='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([ppid, , comm]) => Number(ppid) === process.pid && comm?.endsWith('anvil'))
    .map(([, pid]) => Number(pid));
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

let devnet: Devnet;
const clients = new Map<number, PublicClient>();

function chain(chainId: number): DevnetChain {
  const found = devnet.chains.find((c) => c.chainId === chainId);
  if (!found) throw new Error(`No chain ${chainId}`);
  return found;
}

function client(chainId: number): PublicClient {
  const existing = clients.get(chainId);
  if (existing) return existing;
  const created = createPublicClient({ transport: http(chain(chainId).rpcUrl) });
  clients.set(chainId, created);
  return created;
}

function token(chainId: number, symbol: string): Address {
  const found = chain(chainId).tokens.find((t) => t.symbol === symbol);
  if (!found) throw new Error(`No ${symbol} on chain ${chainId}`);
  return found.address;
}

beforeAll(async () => {
  devnet = await startDevnet({ ports: freePorts, solana: freeSolanaPorts });
});

afterAll(async () => {
  await devnet?.stop();
});

describe('startDevnet chains', () => {
  it.each([
    { key: 'porticoDevnet', chainId: 31337, name: 'Portico Devnet', testnet: false },
    { key: 'porticoTestnet', chainId: 31338, name: 'Portico Testnet', testnet: true },
  ])('$name runs as chain $chainId on its own loopback port', async ({ key, chainId, name, testnet }) => {
    const c = chain(chainId);
    expect(c).toMatchObject({ key, name, testnet, caipNetworkId: `eip155:${chainId}` });
    expect(c.rpcUrl).toBe(`http://127.0.0.1:${c.port}`);
    expect(c.network.rpcUrls.default.http).toEqual([c.rpcUrl]);
    expect(await client(chainId).getChainId()).toBe(chainId);
  });

  it('starts the chains at clearly different block heights', async () => {
    const devnetHeight = await client(31337).getBlockNumber();
    const testnetHeight = await client(31338).getBlockNumber();
    expect(devnetHeight).toBeLessThan(100n);
    expect(testnetHeight).toBeGreaterThanOrEqual(1_000_000n);
  });
});

describe('startDevnet tokens', () => {
  it.each([
    { chainId: 31337, symbol: 'pUSD', name: 'Portico USD', decimals: 6 },
    { chainId: 31337, symbol: 'PORT', name: 'Portico Token', decimals: 18 },
    { chainId: 31338, symbol: 'pUSD', name: 'Portico USD', decimals: 6 },
    { chainId: 31338, symbol: 'PORT', name: 'Portico Token', decimals: 18 },
  ])(
    '$symbol is deployed on chain $chainId with $decimals decimals',
    async ({ chainId, symbol, name, decimals }) => {
      const address = token(chainId, symbol);
      const read = client(chainId);
      expect(await read.getCode({ address })).toMatch(/^0x[0-9a-f]{100,}$/);
      expect(await read.readContract({ address, abi: erc20Abi, functionName: 'decimals' })).toBe(decimals);
      expect(await read.readContract({ address, abi: erc20Abi, functionName: 'name' })).toBe(name);
      expect(await read.readContract({ address, abi: erc20Abi, functionName: 'symbol' })).toBe(symbol);
      expect(chain(chainId).tokens.find((t) => t.symbol === symbol)).toEqual({
        address,
        name,
        symbol,
        decimals,
      });
    },
  );
});

describe('startDevnet test accounts', () => {
  const rows = testAccounts.flatMap((account) =>
    ([31337, 31338] as const).map((chainId) => ({
      index: account.addressIndex,
      chainId,
      expected: account.balances[chainId === 31337 ? 'porticoDevnet' : 'porticoTestnet'],
    })),
  );

  it.each(rows)('account $index holds exactly its configured balances on chain $chainId', async (row) => {
    const account = devnet.accounts[testAccounts.findIndex((a) => a.addressIndex === row.index)];
    if (!account) throw new Error(`No account ${row.index}`);
    const read = client(row.chainId);
    const balanceOf = (symbol: string) =>
      read.readContract({
        address: token(row.chainId, symbol),
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account.address],
      });
    const onChain = {
      ETH: formatEther(await read.getBalance({ address: account.address })),
      pUSD: formatUnits(await balanceOf('pUSD'), 6),
      PORT: formatUnits(await balanceOf('PORT'), 18),
    };
    expect(onChain).toEqual(row.expected);
    expect(account.balances[`eip155:${row.chainId}`]).toEqual(row.expected);
  });

  it('uses distinct accounts with matching keys, none of them the deployer', () => {
    const addresses = devnet.accounts.map((a) => a.address);
    expect(new Set(addresses).size).toBe(testAccounts.length);
    expect(addresses).not.toContain('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
  });

  it('describes itself as a valid stack file, the Solana network included', () => {
    const stack = { version: 1, ...devnet.toStack() };
    expect(parseStack(JSON.parse(JSON.stringify(stack)))).toEqual(stack);
    expect(stack.chains.map((c) => c.chainId)).toEqual([31337, 31338]);
    expect(stack.solana?.networks.map((n) => [n.caipNetworkId, n.rpcUrl, n.wsUrl])).toEqual([
      [devnet.solana?.caipNetworkId, devnet.solana?.rpcUrl, devnet.solana?.wsUrl],
    ]);
    expect(stack.solana?.accounts.map((a) => a.address)).toEqual(
      devnet.solana?.accounts.map((a) => a.address),
    );
  });

  it('runs the Solana devnet beside the anvil chains', async () => {
    const response = await fetch(devnet.solana?.rpcUrl ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getGenesisHash' }),
    });
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 1, result: devnet.solana?.genesisHash });
  });
});

/** The test account at `addressIndex` (index 1 is the first). */
function testAccount(addressIndex: number): Address {
  const found = devnet.accounts[testAccounts.findIndex((a) => a.addressIndex === addressIndex)];
  if (!found) throw new Error(`No test account ${addressIndex}`);
  return found.address;
}

const decodeDataUri = (uri: string, mediaType: string) => {
  const prefix = `data:${mediaType};base64,`;
  expect(uri.startsWith(prefix)).toBe(true);
  return Buffer.from(uri.slice(prefix.length), 'base64').toString('utf8');
};

describe('startDevnet NFT collections', () => {
  const rows = devnetCollections.flatMap((config) =>
    ([31337, 31338] as const).map((chainId) => ({ chainId, ...config })),
  );

  it.each(rows)(
    '$symbol on chain $chainId: its NFTs are owned by the configured test accounts',
    async (row) => {
      const collection = chain(row.chainId).collections?.find((c) => c.symbol === row.symbol);
      if (!collection) throw new Error(`No ${row.symbol} on chain ${row.chainId}`);
      const read = client(row.chainId);
      const { address } = collection;
      expect(await read.readContract({ address, abi: erc721Abi, functionName: 'name' })).toBe(row.name);
      expect(collection).toMatchObject({ name: row.name, symbol: row.symbol, spam: row.spam });
      for (const [index, ids] of Object.entries(row.holdings)) {
        const holder = testAccount(Number(index));
        expect(collection.holdings[holder]).toEqual(ids.map(String));
        const balance = await read.readContract({
          address,
          abi: erc721Abi,
          functionName: 'balanceOf',
          args: [holder],
        });
        expect(balance).toBe(BigInt(ids.length));
        for (const id of ids) {
          const args = [BigInt(id)] as const;
          expect(await read.readContract({ address, abi: erc721Abi, functionName: 'ownerOf', args })).toBe(
            holder,
          );
        }
      }
      expect(Object.keys(collection.holdings)).toHaveLength(Object.keys(row.holdings).length);
    },
  );

  it('gives each NFT a data: URI of JSON metadata with an SVG image, nothing to fetch', async () => {
    const shapes = chain(31337).collections?.find((c) => c.symbol === 'SHAPE');
    if (!shapes) throw new Error('No SHAPE collection');
    const uri = await client(31337).readContract({
      address: shapes.address,
      abi: erc721Abi,
      functionName: 'tokenURI',
      args: [2n],
    });
    const metadata = JSON.parse(decodeDataUri(uri, 'application/json'));
    expect(metadata.name).toBe('Portico Shapes #2');
    expect(decodeDataUri(metadata.image, 'image/svg+xml')).toMatch(/^<svg [^>]*>.*#2<\/text><\/svg>$/);
  });

  it('flags exactly the spam collection in the stack file', () => {
    const flags = chain(31337).collections?.map((c) => [c.symbol, c.spam]);
    expect(flags).toEqual([
      ['SHAPE', false],
      ['CLAIM', true],
    ]);
  });
});

describe('startDevnet names', () => {
  function ensClient() {
    const ens = chain(31337).ens;
    if (!ens) throw new Error('No name registry on chain 31337');
    return createPublicClient({
      chain: defineChain({
        id: 31337,
        name: 'Portico Devnet',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain(31337).rpcUrl] } },
        contracts: { ensUniversalResolver: { address: ens.universalResolver } },
      }),
      transport: http(chain(31337).rpcUrl),
    });
  }

  it.each(devnetNames.map((config) => ({ ...config })))(
    '$name resolves to account $addressIndex and back, through viem and the universal resolver',
    async ({ name, addressIndex, avatar }) => {
      const read = ensClient();
      const address = testAccount(addressIndex);
      expect(await read.getEnsAddress({ name: normalize(name) })).toBe(address);
      expect(await read.getEnsName({ address })).toBe(name);
      expect(await read.getEnsAvatar({ name: normalize(name) })).toBe(avatar ?? null);
      expect(chain(31337).ens?.names).toContainEqual({ name, address, ...(avatar ? { avatar } : {}) });
    },
  );

  it('has an SVG data: URI as alice’s avatar', () => {
    const avatar = devnetNames.find((n) => n.name === 'alice.portico.eth')?.avatar ?? '';
    expect(decodeDataUri(avatar, 'image/svg+xml')).toMatch(/^<svg .*<\/svg>$/);
  });

  it('answers null for an unnamed account and an unknown name', async () => {
    const read = ensClient();
    expect(await read.getEnsName({ address: testAccount(1) })).toBeNull();
    expect(await read.getEnsAddress({ name: 'nobody.portico.eth' })).toBeNull();
  });

  it('lets any account claim a reverse name, and viem trusts it only when the name points back', async () => {
    const ens = chain(31337).ens;
    if (!ens) throw new Error('No name registry on chain 31337');
    const claimant = privateKeyToAccount(devnetKeyPair(7).privateKey);
    const wallet = createWalletClient({
      account: claimant,
      chain: ensClient().chain,
      transport: http(chain(31337).rpcUrl),
    });
    const hash = await wallet.writeContract({
      address: ens.reverseRegistrar,
      abi: loadArtifact('ReverseRegistrar').abi,
      functionName: 'setName',
      args: ['alice.portico.eth'],
    });
    expect((await client(31337).waitForTransactionReceipt({ hash })).status).toBe('success');
    const read = ensClient();
    expect(await read.getEnsName({ address: claimant.address, strict: false })).toBeNull();
    await expect(read.getEnsName({ address: claimant.address, strict: true })).rejects.toThrow(
      /ReverseAddressMismatch/,
    );
  });

  it('keeps names off the testnet', () => {
    expect(chain(31338).ens).toBeUndefined();
    expect(devnet.toStack().chains.map((c) => c.ens?.names.length)).toEqual([devnetNames.length, undefined]);
  });
});

describe('startDevnet blocks', () => {
  it('mines a block every second on each chain, with no transactions', async () => {
    // cacheTime 0: viem otherwise answers a repeated getBlockNumber from its cache.
    const heights = () =>
      Promise.all([31337, 31338].map((id) => client(id).getBlockNumber({ cacheTime: 0 })));
    const before = await heights();
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const after = await heights();
    for (const [i, height] of after.entries()) {
      expect(height - (before[i] ?? 0n)).toBeGreaterThanOrEqual(1n);
      expect(height - (before[i] ?? 0n)).toBeLessThanOrEqual(3n);
    }
  });
});

describe('Devnet.stop', () => {
  it('kills every anvil, stops the Solana servers and frees the ports, and can be called again', async () => {
    const solanaPorts = [devnet.solana?.rpcUrl, devnet.solana?.wsUrl].map((url) =>
      Number(new URL(url ?? '').port),
    );
    const ports = [...devnet.chains.map((c) => c.port), ...solanaPorts];
    expect(anvilChildren()).toHaveLength(2);
    await devnet.stop();
    for (const port of ports) expect(await accepts(port)).toBe(false);
    expect(anvilChildren()).toEqual([]);
    await expect(devnet.stop()).resolves.toBeUndefined();
  });
});

describe('startDevnet on a busy port', () => {
  let blocker: Server;
  beforeAll(async () => {
    blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => blocker.close(() => resolve())));

  it('rejects with anvil’s own error and leaves no chain running', async () => {
    const address = blocker.address();
    if (address === null || typeof address === 'string') throw new Error('blocker has no port');
    await expect(
      startDevnet({ ports: { porticoDevnet: address.port, porticoTestnet: 0 }, solana: freeSolanaPorts }),
    ).rejects.toThrow(
      new RegExp(
        `anvil for chain 31337 \\(port ${address.port}\\) exited .*before it was ready:[\\s\\S]*in use`,
        'i',
      ),
    );
    expect(anvilChildren()).toEqual([]);
  });

  it('rejects a busy Solana port and leaves no anvil running', async () => {
    const address = blocker.address();
    if (address === null || typeof address === 'string') throw new Error('blocker has no port');
    await expect(
      startDevnet({ ports: freePorts, solana: { rpcPort: address.port, wsPort: 0 } }),
    ).rejects.toThrow(`Solana devnet RPC could not listen on 127.0.0.1:${address.port}`);
    expect(anvilChildren()).toEqual([]);
  });
});

describe('startDevnet without Solana', () => {
  it('starts only the anvil chains and leaves Solana out of the stack file; blockTimeMs 0 mines only transactions', async () => {
    const evmOnly = await startDevnet({ ports: freePorts, solana: false, blockTimeMs: 0 });
    try {
      expect(evmOnly.solana).toBeUndefined();
      expect(evmOnly.toStack()).not.toHaveProperty('solana');
      expect(evmOnly.chains).toHaveLength(2);
      const read = createPublicClient({ transport: http(evmOnly.chains[0]?.rpcUrl) });
      const height = await read.getBlockNumber({ cacheTime: 0 });
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(await read.getBlockNumber({ cacheTime: 0 })).toBe(height);
    } finally {
      await evmOnly.stop();
    }
  });
});
