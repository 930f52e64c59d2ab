import {
  type AccountHistoryResponse,
  cloudPaths,
  type HistoryTransaction,
  type OnrampOrderResponse,
  type OnrampUrlResponse,
  onrampOrderPath,
} from '@portico/core/wire';
import { type Devnet, startDevnet } from '@portico/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devnetRampNetworksFromStack } from '../onramp/index.js';
import { createProject } from '../projects/index.js';
import { upstreamsFromStack } from '../rpc/index.js';
import type { RunningCloud } from '../server.js';
import { oneDbPass, sdkQuery, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { historyConfigFromStack } from './historyConfigFromStack.js';

type Hex = `0x${string}`;

/** Anvil's first key of the devnet mnemonic: it deployed the contracts and keeps plenty of ETH for gas. */
const deployer: Hex = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

const word = (value: bigint | string) => BigInt(value).toString(16).padStart(64, '0');
/** A fresh address per use, so each test reads a history of its own. */
let nextFresh = 0;
const freshAddress = (): Hex => `0x${(0xfeed0000n + BigInt(++nextFresh)).toString(16).padStart(40, '0')}`;

/**
 * How long a transfer may take to be listed before the test fails: a generous deadline, not a figure to meet (the
 * indexer polls every 100 ms here; the test prints the latency it saw). Under CI's load a poll can wait seconds.
 */
const listedWithinMs = 20_000;

/** What the indexer had done when a wait ran out (its cursor, its lease, the chain's head): set by the suite. */
let indexerState: (() => Promise<string>) | undefined;

async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) {
      const state = await indexerState?.().catch((error: unknown) => `state unread: ${String(error)}`);
      throw new Error(`Not within ${timeoutMs} ms: ${what}${state ? ` (${state})` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(oneDbPass)('the activity history on the real devnet, on $name', (pass) => {
  let devnet: Devnet;
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let projectId: string;

  const config = () => ({
    rpc: { upstreams: upstreamsFromStack(devnet.toStack()) },
    history: { ...historyConfigFromStack(devnet.toStack()), pollIntervalMs: 100, leaseMs: 3_000 },
    onramp: {
      providers: ['devnet-ramp'],
      devnetRamp: { networks: devnetRampNetworksFromStack(devnet.toStack(), devnet.deployer) },
    },
  });

  beforeAll(async () => {
    [devnet, location] = await Promise.all([
      startDevnet({ ports: { porticoDevnet: 0, porticoTestnet: 0 }, solana: false }),
      pass.location(),
    ]);
    cloud = await startTestCloud(location, { config: config() });
    projectId = (
      await createProject(cloud.db, { name: 'Devnet history', features: { onramp: ['devnet-ramp'] } })
    ).id;
    indexerState = async () => {
      const cursors = await cloud.db.query('SELECT chain_id, block_number, block_hash FROM history_cursors');
      const leases = await cloud.db.query(
        "SELECT name, holder, expires_at FROM job_leases WHERE name LIKE 'history:%'",
      );
      const head = Number(await rpc('eth_blockNumber', []));
      return JSON.stringify({ head, cursors: cursors.rows, leases: leases.rows });
    };
  });
  afterAll(async () => {
    await cloud?.stop();
    await devnet?.stop();
    await location?.dispose();
  });

  const chain = () => devnet.chains[0] as Devnet['chains'][number];
  const account = (index: number) => (devnet.accounts[index] as Devnet['accounts'][number]).address;

  async function rpc(method: string, params: unknown[]): Promise<unknown> {
    const response = await fetch(chain().rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const answer = (await response.json()) as { result?: unknown; error?: { message: string } };
    if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
    return answer.result;
  }

  const send = (from: Hex, to: Hex, value: bigint, data?: string) =>
    rpc('eth_sendTransaction', [
      { from, to, value: `0x${value.toString(16)}`, ...(data ? { data } : {}) },
    ]) as Promise<Hex>;
  const sendToken = (from: Hex, token: Hex, to: Hex, amount: bigint) =>
    send(from, token, 0n, `0xa9059cbb${word(to)}${word(amount)}`);
  const sendNft = (from: Hex, collection: Hex, to: Hex, id: bigint) =>
    send(from, collection, 0n, `0x23b872dd${word(from)}${word(to)}${word(id)}`);

  async function history(
    address: string,
    extra: Record<string, string> = {},
  ): Promise<AccountHistoryResponse> {
    const query = sdkQuery(projectId, { chainId: chain().caipNetworkId, ...extra });
    const response = await fetch(`${cloud.url}/v1/account/${address}/history?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as AccountHistoryResponse;
  }

  /** Every page of the address's history, following `next`. */
  async function allPages(address: string): Promise<{ data: HistoryTransaction[]; pages: number }> {
    const data: HistoryTransaction[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: AccountHistoryResponse = await history(address, cursor ? { cursor } : {});
      data.push(...page.data);
      cursor = page.next;
      pages++;
    } while (cursor !== null);
    return { data, pages };
  }

  const transactionIn = (address: string, hash: string) => () =>
    history(address).then((page) => page.data.find((tx) => tx.id === hash));

  it('§3 a native, an ERC-20 and an NFT transfer are each in the history, with their amounts', async () => {
    const [from, to] = [deployer, account(1)];
    const [pusd] = chain().tokens;
    const [shapes, spam] = chain().collections ?? [];
    const started = Date.now();
    const native = await send(from, to, 1_500_000_000_000_000_000n);
    const received = await waitFor(transactionIn(to, native), listedWithinMs, 'the native transfer');
    const latencyMs = Date.now() - started;
    expect(received.metadata).toMatchObject({
      chain: chain().caipNetworkId,
      operationType: 'receive',
      status: 'confirmed',
      sentFrom: from.toLowerCase(),
      sentTo: to.toLowerCase(),
    });
    expect(received.transfers).toEqual([
      {
        direction: 'in',
        quantity: { numeric: '1.5' },
        fungible_info: { symbol: 'ETH', icon: { url: `${cloud.url}/public/getTokenImage/ETH` } },
      },
    ]);
    const sent = await waitFor(transactionIn(from, native), listedWithinMs, 'the sender’s side');
    expect(sent.metadata.operationType).toBe('send');
    expect(sent.transfers[0]?.direction).toBe('out');

    const erc20 = await sendToken(account(0), pusd?.address as Hex, to, 12_345_678n);
    const token = await waitFor(transactionIn(to, erc20), listedWithinMs, 'the ERC-20 transfer');
    expect(token.transfers).toEqual([
      {
        direction: 'in',
        quantity: { numeric: '12.345678' },
        fungible_info: { symbol: 'pUSD', icon: { url: `${cloud.url}/public/getTokenImage/pUSD` } },
      },
    ]);

    const holder = account(0) as Hex;
    const [shapeId] = shapes?.holdings[holder] ?? [];
    const [spamId] = spam?.holdings[holder] ?? [];
    const nft = await sendNft(holder, shapes?.address as Hex, to, BigInt(shapeId as string));
    const junk = await sendNft(holder, spam?.address as Hex, to, BigInt(spamId as string));
    const shape = await waitFor(transactionIn(to, nft), listedWithinMs, 'the NFT transfer');
    expect(shape.transfers).toHaveLength(1);
    expect(shape.transfers[0]).toMatchObject({
      direction: 'in',
      quantity: { numeric: '1' },
      nft_info: { name: expect.stringContaining(`#${shapeId}`), flags: { is_spam: false } },
    });
    expect(shape.transfers[0]?.nft_info?.content?.preview?.url).toMatch(/^data:image\/svg\+xml/);
    const flagged = await waitFor(transactionIn(to, junk), listedWithinMs, 'the spam NFT transfer');
    expect(flagged.transfers[0]?.nft_info?.flags?.is_spam).toBe(true);
    console.info(`history: a native transfer listed ${latencyMs} ms after it was sent (${pass.name})`);
  });

  it('§7 120 transfers paged back give exactly that set, newest first', async () => {
    const to = freshAddress();
    const sent = new Map<string, bigint>();
    for (let i = 1n; i <= 120n; i++) sent.set(await send(deployer, to, i), i);
    const last = [...sent.keys()].at(-1) as string;
    await waitFor(transactionIn(to, last), 5_000, 'the last of 120 transfers');
    const { data, pages } = await allPages(to);
    expect(pages).toBe(6);
    expect(data.map((tx) => tx.id).sort()).toEqual([...sent.keys()].sort());
    for (const tx of data) {
      expect(tx.transfers.map((t) => t.quantity.numeric)).toEqual([
        (Number(sent.get(tx.id)) / 1e18).toFixed(18).replace(/0+$/, ''),
      ]);
    }
    const times = data.map((tx) => Date.parse(tx.metadata.minedAt));
    expect(times).toEqual(times.toSorted((a, b) => b - a));
    expect(data.at(0)?.id).toBe(last);
  });

  it('§7 restarting leaves no duplicates or gaps', async () => {
    const to = freshAddress();
    const before = await send(deployer, to, 1n);
    await waitFor(transactionIn(to, before), listedWithinMs, 'the transfer before the restart');
    await cloud.stop();
    const whileDown = [await send(deployer, to, 2n), await send(deployer, to, 3n)];
    cloud = await startTestCloud(location, { config: config() });
    await waitFor(transactionIn(to, whileDown[1] as string), 5_000, 'the transfers made while down');
    const { data } = await allPages(to);
    expect(data.map((tx) => tx.id).sort()).toEqual([before, ...whileDown].sort());
    const { rows } = await cloud.db.query<{ blocks: unknown; low: unknown; high: unknown; cursor: unknown }>(
      `SELECT count(*) AS blocks, min(b.block_number) AS low, max(b.block_number) AS high,
              (SELECT block_number FROM history_cursors WHERE chain_id = $1) AS cursor
       FROM history_blocks b WHERE b.chain_id = $1`,
      [chain().caipNetworkId],
    );
    const { blocks, low, high, cursor } = rows[0] as Record<string, unknown>;
    expect(Number(blocks)).toBe(Number(high) - Number(low) + 1);
    expect(Number(high)).toBe(Number(cursor));
  });

  it('§7 anvil_reorg removes a reorged transfer', async () => {
    const to = freshAddress();
    const hash = await send(deployer, to, 5n);
    await waitFor(transactionIn(to, hash), listedWithinMs, 'the transfer before the reorg');
    const { blockNumber } = (await rpc('eth_getTransactionReceipt', [hash])) as { blockNumber: string };
    const head = Number(await rpc('eth_blockNumber', []));
    await rpc('anvil_reorg', [head - Number(blockNumber) + 1, []]);
    await waitFor(
      () => history(to).then((page) => (page.data.length === 0 ? true : undefined)),
      3_000,
      'the reorged transfer to leave the history',
    );
    const replacement = await send(deployer, to, 6n);
    const listed = await waitFor(
      transactionIn(to, replacement),
      listedWithinMs,
      'a transfer after the reorg',
    );
    expect(listed.transfers[0]?.quantity.numeric).toBe('0.000000000000000006');
    expect((await history(to)).data.map((tx) => tx.id)).toEqual([replacement]);
  });

  it('Portico Devnet Ramp: a paid order mints the pUSD bought to the wallet on the chain; history lists the mint, and onramp= the order', async () => {
    const wallet = freshAddress();
    const [pusd] = chain().tokens;
    if (!pusd) throw new Error('the devnet chain has no pUSD');
    const balanceOf = async () =>
      BigInt(
        (await rpc('eth_call', [
          { to: pusd.address, data: `0x70a08231${word(wallet)}` },
          'latest',
        ])) as string,
      );
    const post = async (path: string, body: unknown) =>
      fetch(`${cloud.url}${path}?${sdkQuery(projectId)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const started = await post(cloudPaths.onrampUrl, {
      provider: 'devnet-ramp',
      destinationWallets: [{ address: wallet, blockchains: ['portico-devnet'] }],
      partnerUserId: `${chain().caipNetworkId}:${wallet}`,
      presetFiatAmount: 50,
      paymentCurrency: 'USD',
      purchaseCurrency: 'PUSD',
    });
    expect(started.status).toBe(200);
    const { url, orderId } = (await started.json()) as OnrampUrlResponse;
    const token = /name="token" value="([^"]+)"/.exec(await (await fetch(url)).text())?.[1] ?? '';
    const paid = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: cloud.url },
      body: new URLSearchParams({
        token,
        card: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
      }).toString(),
    });
    expect(paid.status).toBe(200);
    // 50 USD less the 1.5 % fee, in pUSD's 6 decimals.
    expect(await balanceOf()).toBe(49_250_000n);
    const order = (
      (await (
        await fetch(`${cloud.url}${onrampOrderPath(orderId)}?${sdkQuery(projectId)}`)
      ).json()) as OnrampOrderResponse
    ).order;
    expect(order).toMatchObject({ status: 'completed', account: `${chain().caipNetworkId}:${wallet}` });
    const minted = await waitFor(
      transactionIn(wallet, order.transactionHash ?? ''),
      listedWithinMs,
      'the minted purchase',
    );
    expect(minted.transfers).toMatchObject([{ direction: 'in', quantity: { numeric: '49.25' } }]);
    expect((await history(wallet, { onramp: 'devnet-ramp' })).data).toMatchObject([
      { id: orderId, metadata: { status: 'confirmed', sentFrom: 'devnet-ramp' } },
    ]);
  });

  it('§7 two cloud instances index each block once, and the second takes over when the first stops', async () => {
    const chainId = chain().caipNetworkId;
    const cursor = async () => {
      const { rows } = await cloud.db.query<{ block_number: unknown }>(
        'SELECT block_number FROM history_cursors WHERE chain_id = $1',
        [chainId],
      );
      return Number(rows[0]?.block_number);
    };
    // The suite's instance stops indexing, so the blocks written from here on are counted exactly.
    await cloud.historyIndexer?.stop();
    const startCursor = await cursor();
    // PGlite is one in-process database: the new instances share it; PostgreSQL gives each its own pool.
    const instances = await Promise.all(
      [0, 1].map(() =>
        startTestCloud(location, { config: config(), ...(pass.name === 'pglite' ? { db: cloud.db } : {}) }),
      ),
    );
    try {
      const wrote = () => instances.map((instance) => instance.historyIndexer?.blocksIndexed(chainId) ?? 0);
      const to = freshAddress();
      const hashes = [];
      for (let i = 1n; i <= 10n; i++) hashes.push(await send(deployer, to, i));
      await waitFor(transactionIn(to, hashes.at(-1) as string), 3_000, 'the transfers with two instances');
      expect((await allPages(to)).data.map((tx) => tx.id).sort()).toEqual(hashes.sort());
      // The lease keeps the chain with one instance while it runs.
      const before = wrote();
      expect(before.filter((count) => count > 0)).toHaveLength(1);

      const holder = before[0] ? 0 : 1;
      await instances[holder]?.historyIndexer?.stop();
      const after = await send(deployer, to, 11n);
      await waitFor(transactionIn(to, after), listedWithinMs, 'a transfer once the holder stopped');
      await Promise.all(instances.map((instance) => instance.historyIndexer?.stop()));
      const total = wrote();
      expect(total[1 - holder]).toBeGreaterThan(0);
      expect((total[0] as number) + (total[1] as number)).toBe((await cursor()) - startCursor);
    } finally {
      await Promise.all(instances.map((instance) => instance.stop()));
    }
  });

  it('§7 onramp=coinbase answers an empty page; a forged cursor is refused', async () => {
    expect(await history(account(1), { onramp: 'coinbase' })).toEqual({ data: [], next: null });
    const query = sdkQuery(projectId, { cursor: 'forged' });
    const response = await fetch(`${cloud.url}/v1/account/${account(1)}/history?${query}`);
    expect(response.status).toBe(400);
  });
});
