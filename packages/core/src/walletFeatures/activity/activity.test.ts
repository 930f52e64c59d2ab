import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCloudClient } from '../../cloud/client/cloudClient.js';
import { fakeCloud, json } from '../../cloud/client/test/fakeCloud.js';
import type { HistoryTransaction, HistoryTransfer } from '../../cloud/wire/history.js';
import type { Portico } from '../../instance/portico.js';
import { deferred } from '../../portico/test/deferred.js';
import { account, type FakeConnectorSource } from '../../portico/test/fakeConnectorSource.js';
import { recordingLogger } from '../../portico/test/recordingLogger.js';
import { metamask, setupPortico, testnet } from '../../portico/test/setupPortico.js';
import { selectActivityMonths, selectActivityUnloaded, selectHasMoreActivity } from './selectors.js';

const devnetId = 'eip155:31337';
const history = '/v1/account/0xa11ce/history';
const usdc = (numeric: string, direction: HistoryTransfer['direction'] = 'in'): HistoryTransfer => ({
  quantity: { numeric },
  fungible_info: { symbol: 'USDC' },
  direction,
});
const spamNft: HistoryTransfer = {
  quantity: { numeric: '1' },
  nft_info: { name: 'Free Prize', flags: { is_spam: true } },
  direction: 'in',
};

function transaction(
  id: string,
  minedAt: string,
  { chain = devnetId, operationType = 'receive', transfers = [usdc('10')] } = {},
): HistoryTransaction {
  return {
    id,
    metadata: { minedAt, chain, operationType, status: 'confirmed', sentFrom: '0xb0b', sentTo: '0xa11ce' },
    transfers,
  };
}

/** A cloud serving devnet and testnet, with the history pages keyed by cursor ('' for the first). */
function cloudWithHistory(pages: Record<string, { data: HistoryTransaction[]; next: string | null }>) {
  // The account holds no tokens: the token balances (fetched on connect too) answer an empty list.
  const cloud = fakeCloud([], { balances: { '0xa11ce': [] } });
  cloud.routes['/v1/supported-chains'] = () => json({ http: [devnetId, 'eip155:31338'], ws: [] });
  cloud.routes[history] = (url) => {
    const page = pages[url.searchParams.get('cursor') ?? ''];
    return page ? json(page) : json({ code: 'BAD_CURSOR', message: 'bad cursor' }, 400);
  };
  return cloud;
}

async function connected(cloud = cloudWithHistory({ '': { data: [], next: null } })) {
  const log = recordingLogger();
  const setup = await setupPortico({
    logger: log.logger,
    cloudUrl: 'http://cloud.test',
    createCloudClient: (options) => createCloudClient({ ...options, fetch: cloud.fetch }),
    loadImage: async () => {},
  });
  await setup.portico.connect(metamask.id);
  await vi.advanceTimersByTimeAsync(0);
  const events = () =>
    cloud
      .calls('/e')
      .map((request) => (request.body as { props: { type?: string; event: string } }).props)
      .filter((props) => props.type === 'error');
  return { ...setup, cloud, events, log, state: () => setup.portico.getState() };
}

const ids = (portico: Portico) => portico.getState().activity.transactions.map((t) => t.id);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-07-01T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('activity: fetching and paging [§3 §5]', () => {
  it('§5 pages by cursor: the first page, then the next, then nothing once `next` is null', async () => {
    const cloud = cloudWithHistory({
      '': { data: [transaction('a', '2025-06-30T12:00:00Z')], next: 'c2' },
      c2: { data: [transaction('b', '2024-12-31T23:00:00Z')], next: null },
    });
    const { portico, state } = await connected(cloud);
    expect(selectActivityUnloaded(state())).toBe(true);
    await portico.fetchTransactions();
    expect(selectActivityUnloaded(state())).toBe(false);
    expect(ids(portico)).toEqual(['a']);
    expect(state().activity).toMatchObject({ next: 'c2', empty: false, loading: false });
    expect(selectHasMoreActivity(state())).toBe(true);
    await portico.fetchTransactions();
    expect(ids(portico)).toEqual(['a', 'b']);
    expect(state().activity.next).toBeUndefined();
    await portico.fetchTransactions();
    const asked = cloud
      .calls(history)
      .map((r) => [r.url.searchParams.get('chainId'), r.url.searchParams.get('cursor')]);
    expect(asked).toEqual([
      [devnetId, null],
      [devnetId, 'c2'],
    ]);
    expect(cloud.calls('/v1/supported-chains')).toHaveLength(1);
    expect(Object.keys(state().activity.transactionsByYear)).toEqual(['2024', '2025']);
    expect(selectActivityMonths(state(), Date.now())).toEqual([
      {
        key: '2025-06',
        title: 'June 2025',
        rows: [
          {
            id: 'a',
            operation: 'Receive',
            counterparty: 'from 0xb0b',
            amounts: ['+10.000 USDC'],
            time: '1 d',
            status: 'confirmed',
          },
        ],
      },
      { key: '2024-12', title: 'December 2024', rows: [expect.objectContaining({ id: 'b', time: '181 d' })] },
    ]);
  });

  it('§5 loading is true while a page is fetched; a second call meanwhile asks nothing', async () => {
    const cloud = cloudWithHistory({});
    const page = deferred<Response>();
    cloud.routes[history] = () => page.promise;
    const { portico, state } = await connected(cloud);
    const fetching = portico.fetchTransactions();
    await vi.advanceTimersByTimeAsync(0);
    expect(state().activity.loading).toBe(true);
    await portico.fetchTransactions();
    page.resolve(json({ data: [], next: null }));
    await fetching;
    expect(state().activity).toMatchObject({ loading: false, empty: true });
    expect(cloud.calls(history)).toHaveLength(1);
  });

  it('§5 drops spam-only transactions and those of other networks; empty when nothing is left', async () => {
    const cloud = cloudWithHistory({
      '': {
        data: [
          transaction('spam', '2025-06-30T12:00:00Z', { transfers: [spamNft] }),
          transaction('mixed', '2025-06-30T11:00:00Z', { transfers: [spamNft, usdc('1')] }),
          transaction('other-chain', '2025-06-30T10:00:00Z', { chain: 'eip155:1' }),
        ],
        next: 'c2',
      },
      c2: { data: [transaction('spam2', '2025-06-01T00:00:00Z', { transfers: [spamNft] })], next: null },
    });
    const { portico, state } = await connected(cloud);
    await portico.fetchTransactions();
    expect(ids(portico)).toEqual(['mixed']);
    expect(selectActivityMonths(state(), Date.now())[0]?.rows[0]?.amounts).toEqual([
      'Free Prize',
      '+1.000 USDC',
    ]);
  });

  it('§5 empty when every transaction is filtered out', async () => {
    const cloud = cloudWithHistory({
      '': { data: [transaction('spam', '2025-06-30T12:00:00Z', { transfers: [spamNft] })], next: null },
    });
    const { portico, state } = await connected(cloud);
    await portico.fetchTransactions();
    expect(state().activity).toMatchObject({ transactions: [], empty: true, loading: false });
  });

  it('§7 a network the cloud does not serve has the empty list, without asking the history', async () => {
    const cloud = cloudWithHistory({ '': { data: [transaction('a', '2025-06-30T12:00:00Z')], next: null } });
    cloud.routes['/v1/supported-chains'] = () => json({ http: ['eip155:1'], ws: [] });
    const { portico, state } = await connected(cloud);
    await portico.fetchTransactions();
    expect(cloud.calls(history)).toEqual([]);
    expect(state().activity).toMatchObject({ transactions: [], empty: true, loading: false });
  });

  it("§5 without a connected account: 'Transactions can't be fetched without an accountAddress'", async () => {
    const cloud = cloudWithHistory({});
    const { portico } = await connected(cloud);
    await portico.disconnect();
    await expect(portico.fetchTransactions()).rejects.toThrow(
      "Transactions can't be fetched without an accountAddress",
    );
    expect(cloud.calls(history)).toEqual([]);
  });
});

describe('activity: failures [§8]', () => {
  it("§8 'Failed to fetch transactions' as an error toast, an error event, the list set empty", async () => {
    const cloud = cloudWithHistory({
      '': { data: [transaction('a', '2025-06-30T12:00:00Z')], next: 'c2' },
    });
    const { portico, state, events, log } = await connected(cloud);
    await portico.fetchTransactions();
    cloud.routes[history] = () => json({ code: 'INTERNAL', message: 'boom' }, 500);
    await portico.fetchTransactions();
    expect(state().alerts.toast).toMatchObject({ message: 'Failed to fetch transactions', variant: 'error' });
    expect(state().activity).toMatchObject({ transactions: [], empty: true, loading: false });
    expect(state().activity.next).toBeUndefined();
    await vi.advanceTimersByTimeAsync(0);
    expect(events()).toEqual([expect.objectContaining({ event: 'ERROR_FETCH_TRANSACTIONS' })]);
    expect(log.messages('error')).toEqual(['Failed to fetch transactions']);
  });

  it('§8 the next fetch after a failure starts the list over', async () => {
    const cloud = cloudWithHistory({ '': { data: [transaction('a', '2025-06-30T12:00:00Z')], next: null } });
    const { portico, state } = await connected(cloud);
    cloud.down = true;
    await portico.fetchTransactions();
    cloud.down = false;
    expect(state().alerts.toast?.message).toBe('Failed to fetch transactions');
    await portico.fetchTransactions();
    expect(ids(portico)).toEqual(['a']);
  });
});

describe('activity: reset [§3 lastNetworkInView]', () => {
  const pages = () =>
    cloudWithHistory({ '': { data: [transaction('a', '2025-06-30T12:00:00Z')], next: 'c2' } });

  it('§3 a change of network resets the list and its cursor; the new network is fetched from its start', async () => {
    const cloud = pages();
    const { portico, state } = await connected(cloud);
    await portico.fetchTransactions();
    expect(state().activity.lastNetworkInView).toBe(devnetId);
    await portico.switchActiveNetwork(testnet);
    expect(state().activity).toMatchObject({ transactions: [], lastNetworkInView: 'eip155:31338' });
    expect(selectActivityUnloaded(state())).toBe(true);
    expect(state().activity.next).toBeUndefined();
    await portico.fetchTransactions();
    const last = cloud.calls(history).at(-1)?.url.searchParams;
    expect([last?.get('chainId'), last?.get('cursor')]).toEqual(['eip155:31338', null]);
  });

  it('§3 a change of account resets the list; a page of the previous account that arrives late is dropped', async () => {
    const cloud = pages();
    const late = deferred<Response>();
    cloud.routes[history] = () => late.promise;
    const { portico, state, evm } = await connected(cloud);
    const fetching = portico.fetchTransactions();
    await vi.advanceTimersByTimeAsync(0);
    (evm as FakeConnectorSource).emit({
      type: 'accountsChanged',
      connectorId: metamask.id,
      accounts: [account('eip155:31337:0xc0ffee')],
    });
    late.resolve(json({ data: [transaction('old', '2025-06-30T12:00:00Z')], next: 'c2' }));
    await fetching;
    expect(state().activity).toMatchObject({ transactions: [], loading: false, empty: false });
    expect(state().activity.next).toBeUndefined();
  });
});
