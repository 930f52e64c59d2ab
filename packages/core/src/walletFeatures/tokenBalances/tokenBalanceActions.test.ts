import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCloudClient } from '../../cloud/client/cloudClient.js';
import { fakeCloud, json } from '../../cloud/client/test/fakeCloud.js';
import { accountBalancePath } from '../../cloud/wire/cloudPaths.js';
import type { TokenBalance } from '../../domain/chainAdapter/token.js';
import type { PorticoOptions } from '../../instance/porticoOptions.js';
import { createTestPortico, devnet, metamask, testnet } from '../../portico/test/setupPortico.js';
import { constants } from '../../shared/constants.js';
import { selectTokenRows, selectTokenTotal } from './selectors.js';

const address = '0xa11ce';
const balancePath = accountBalancePath(address);

const token = (symbol: string, patch: Partial<TokenBalance> = {}): TokenBalance => ({
  name: `${symbol} token`,
  symbol,
  chainId: devnet.caipNetworkId,
  address: `0x${symbol.toLowerCase()}`,
  decimals: 18,
  quantity: { decimals: '18', numeric: '1.5' },
  price: 2,
  value: 3,
  ...patch,
});

const ether = token('ETH', {
  name: 'Ether',
  address: undefined,
  quantity: { decimals: '18', numeric: '2.34567' },
});

async function setup(
  settings: {
    served?: boolean;
    balances?: TokenBalance[];
    chain?: number;
    walletAssets?: TokenBalance[];
  } = {},
  overrides: Partial<PorticoOptions> = {},
) {
  const cloud = fakeCloud([], {
    supportedChains: settings.served === false ? [] : [devnet.caipNetworkId, testnet.caipNetworkId],
    balances: { [address]: settings.balances ?? [ether] },
  });
  const created = createTestPortico({
    cloudUrl: 'http://cloud.test',
    createCloudClient: (options) => createCloudClient({ ...options, fetch: cloud.fetch }),
    loadImage: async () => {},
    ...overrides,
  });
  if (settings.chain) created.evm.chains.eip155 = settings.chain;
  const { walletAssets } = settings;
  // A wallet with asset discovery answers for itself (§7); the fake adapter has none by default.
  if (walletAssets) created.evmAdapter.getAssets = async () => walletAssets;
  await created.portico.ready;
  await created.portico.connect(metamask.id);
  await vi.advanceTimersByTimeAsync(0);
  const { portico } = created;
  return {
    ...created,
    cloud,
    balanceCalls: () => cloud.calls(balancePath),
    tokens: () => portico.getState().accounts.eip155?.tokenBalance,
    toast: () => portico.getState().alerts.toast?.message,
    /** Leaves the network and comes back, which asks for the balances again. */
    async revisit() {
      await portico.switchActiveNetwork(testnet);
      await portico.switchActiveNetwork(devnet);
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('token balances (§7 chain data API)', () => {
  it('§7 fetches the connected account on its network in usd', async () => {
    const { balanceCalls, tokens, toast } = await setup();
    expect(balanceCalls().map(({ url }) => Object.fromEntries(url.searchParams))).toEqual([
      {
        projectId: 'p1',
        st: expect.any(String),
        sv: expect.any(String),
        currency: 'usd',
        chainId: 'eip155:31337',
      },
    ]);
    expect(tokens()).toEqual([ether]);
    expect(toast()).toBeUndefined();
  });

  it('§7 a network the cloud does not serve is not asked: the empty default, no toast', async () => {
    const { balanceCalls, cloud, tokens, toast, portico } = await setup({ served: false });
    expect(cloud.calls('/v1/supported-chains')).toHaveLength(1);
    expect(balanceCalls()).toEqual([]);
    expect(tokens()).toEqual([]);
    expect(selectTokenTotal(portico.getState())).toBe('$0.00');
    expect(toast()).toBeUndefined();
  });

  it('§7 the supported chains are asked once for the instance', async () => {
    const { cloud, revisit } = await setup();
    await revisit();
    await vi.advanceTimersByTimeAsync(constants.cache.balanceTtlMs);
    await revisit();
    expect(cloud.calls('/v1/supported-chains')).toHaveLength(1);
  });

  it('[§5 balances] tokens whose decimals are the string 0 are left out', async () => {
    const points = token('PTS', { quantity: { decimals: '0', numeric: '7' } });
    const { tokens } = await setup({ balances: [ether, points, token('USDC')] });
    expect(tokens()?.map(({ symbol }) => symbol)).toEqual(['ETH', 'USDC']);
  });

  it('[§5 balances] on a testnet nothing is asked and the total is 0.00', async () => {
    const { balanceCalls, tokens, portico } = await setup({ chain: testnet.id as number });
    expect(balanceCalls()).toEqual([]);
    expect(tokens()).toEqual([]);
    expect(selectTokenRows(portico.getState())).toEqual([]);
    expect(selectTokenTotal(portico.getState())).toBe('$0.00');
  });

  it('§9 the answer is cached 30 s per CAIP address', async () => {
    const { balanceCalls, tokens, revisit } = await setup();
    await revisit();
    expect(balanceCalls()).toHaveLength(1);
    expect(tokens()).toEqual([ether]);
    await vi.advanceTimersByTimeAsync(constants.cache.balanceTtlMs);
    await revisit();
    expect(balanceCalls()).toHaveLength(2);
  });

  it("§4 after a failure no new attempt for 30 s; §8 'Token Balance Unavailable'", async () => {
    const { balanceCalls, cloud, toast, revisit, tokens } = await setup();
    await vi.advanceTimersByTimeAsync(constants.cache.balanceTtlMs);
    cloud.routes[balancePath] = () => json({ code: 'UPSTREAM', message: 'down' }, 502);
    await revisit();
    expect(balanceCalls()).toHaveLength(2);
    expect(toast()).toBe('Token Balance Unavailable');
    await vi.advanceTimersByTimeAsync(constants.cache.balanceRetryBlockMs - 1);
    await revisit();
    expect(balanceCalls()).toHaveLength(2);
    cloud.routes[balancePath] = () => json({ balances: [token('USDC')] });
    await vi.advanceTimersByTimeAsync(1);
    await revisit();
    expect(balanceCalls()).toHaveLength(3);
    expect(tokens()?.map(({ symbol }) => symbol)).toEqual(['USDC']);
  });

  it('refreshTokenBalances (after a send) passes the cache and refreshes the native balance', async () => {
    const { balanceCalls, portico, evmAdapter } = await setup();
    const nativeReads = () => evmAdapter.calls.filter((call) => call.startsWith('getBalance')).length;
    const before = nativeReads();
    await portico.refreshTokenBalances();
    expect(balanceCalls().map(({ url }) => url.searchParams.get('forceUpdate'))).toEqual([null, 'true']);
    expect(nativeReads()).toBe(before + 1);
  });

  it('without a cloud refreshTokenBalances only reads the native balance, the Tokens tab lists it', async () => {
    const created = createTestPortico();
    await created.portico.ready;
    await created.portico.connect(metamask.id);
    await created.portico.refreshTokenBalances();
    expect(created.evmAdapter.calls.filter((call) => call.startsWith('getBalance'))).toHaveLength(2);
    expect(created.portico.getState().accounts.eip155?.tokenBalance).toEqual([
      {
        name: devnet.nativeCurrency.name,
        symbol: 'ETH',
        chainId: devnet.caipNetworkId,
        decimals: 18,
        quantity: { decimals: '18', numeric: '1.23456789' },
      },
    ]);
  });
});

describe('Tokens tab selectors (§5 display)', () => {
  it('§5 rows: quantity with 3 decimals, price and value in dollars and pennies', async () => {
    const cheap = token('DUST', {
      iconUrl: 'https://icons.test/dust.png',
      price: undefined,
      value: undefined,
    });
    const { portico } = await setup({ balances: [ether, cheap] });
    expect(selectTokenRows(portico.getState())).toEqual([
      {
        key: 'eip155:31337:native',
        name: 'Ether',
        symbol: 'ETH',
        quantity: '2.346',
        price: '$2.00',
        value: '$3.00',
      },
      {
        key: 'eip155:31337:0xdust',
        name: 'DUST token',
        symbol: 'DUST',
        iconUrl: 'https://icons.test/dust.png',
        quantity: '1.500',
      },
    ]);
  });

  it.each([
    ['three values of 0.004 total 0.01, not 0.00', [0.004, 0.004, 0.004], '$0.01'],
    ['thousands are grouped', [1234.5, 0.055, 0.005], '$1,234.56'],
    ['a token without a value counts as zero', [12.345, undefined], '$12.35'],
  ])('§5 the total adds the unrounded values and rounds once: %s', async (_rule, values, total) => {
    const balances = values.map((value, index) => token(`T${index}`, { value }));
    const { portico } = await setup({ balances });
    expect(selectTokenTotal(portico.getState())).toBe(total);
  });

  it('the rows keep their identity while the tokens are unchanged', async () => {
    const { portico } = await setup();
    const rows = selectTokenRows(portico.getState());
    portico.setAccountTab('NFTs');
    expect(selectTokenRows(portico.getState())).toBe(rows);
  });
});

describe('§7 the wallet_getAssets path', () => {
  it('a wallet with asset discovery gives the balances: the chain-data API is not asked', async () => {
    const fromWallet = [token('WAL', { price: undefined, value: undefined })];
    const { balanceCalls, tokens } = await setup({ walletAssets: fromWallet });
    expect(tokens()).toEqual(fromWallet);
    expect(balanceCalls()).toEqual([]);
  });

  it('a wallet without it leaves the balances to the chain-data API', async () => {
    const { balanceCalls, tokens } = await setup();
    expect(balanceCalls()).toHaveLength(1);
    expect(tokens()).toEqual([ether]);
  });
});
