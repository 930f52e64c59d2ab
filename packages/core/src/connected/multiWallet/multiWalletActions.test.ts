import { describe, expect, it, vi } from 'vitest';
import type { Connector } from '../../domain/connectorSource/connector.js';
import type { PorticoOptions } from '../../instance/porticoOptions.js';
import { createPortico } from '../../portico/createPortico.js';
import { deferred } from '../../portico/test/deferred.js';
import { account } from '../../portico/test/fakeConnectorSource.js';
import { recordingLogger } from '../../portico/test/recordingLogger.js';
import { metamask, porticoParts } from '../../portico/test/setupPortico.js';
import { constants } from '../../shared/constants.js';
import type { Connection } from '../connection/types.js';

const rabby: Connector = {
  id: 'io.rabby',
  name: 'Rabby',
  type: 'ANNOUNCED',
  chain: 'eip155',
  imageUrl: 'rabby.svg',
};

/** An instance whose EVM source offers MetaMask and Rabby, MetaMask on 0xa11ce and Rabby on 0xb0b. */
async function setup(overrides: Partial<PorticoOptions> = {}, stored: Record<string, string> = {}) {
  const parts = porticoParts(stored);
  parts.evm.connectors = [metamask, rabby];
  parts.evm.authorised.set(metamask.id, [account('eip155:31337:0xa11ce')]);
  parts.evm.authorised.set(rabby.id, [account('eip155:31337:0xb0b')]);
  const portico = createPortico({ ...parts.options, ...overrides });
  await portico.ready;
  return { portico, ...parts };
}

const multiWallet = { features: { multiWallet: true } } satisfies Partial<PorticoOptions>;
const ids = (connections: readonly Connection[] | undefined) => connections?.map((c) => c.connectorId);

describe('§6 multi-wallet off: one connection per namespace', () => {
  it('§6 connecting another wallet in the namespace replaces the first at once; its source disconnects it', async () => {
    const { portico, evm, evmAdapter, storage } = await setup();
    await portico.connect(metamask.id);
    // The wallet is slow to answer the disconnect: the namespace holds the new connection only, meanwhile.
    evm.hold.disconnect = deferred();
    await portico.connect(rabby.id);
    expect(ids(portico.getState().connection.connections.eip155)).toEqual([rabby.id]);
    expect(evm.calls).toContain('disconnect:io.metamask');
    // One balance fetch per connect.
    expect(evmAdapter.calls.filter((call) => call.startsWith('getBalance'))).toHaveLength(2);
    expect(portico.getState().accounts.eip155).toMatchObject({ status: 'connected', address: '0xb0b' });
    expect(JSON.parse(storage.map.get('@portico/connections') ?? '')).toEqual([
      { sourceId: 'evm-wallets', connectorId: rabby.id, namespaces: ['eip155'] },
    ]);
    expect(portico.getState().connection.recent).toEqual([
      {
        connectorId: metamask.id,
        namespace: 'eip155',
        name: 'MetaMask',
        caipAddress: 'eip155:31337:0xa11ce',
      },
    ]);
  });

  it('a replaced connection whose wallet fails to disconnect is logged and removed all the same', async () => {
    const { logger, messages } = recordingLogger();
    const { portico, evm } = await setup({ logger });
    await portico.connect(metamask.id);
    evm.failNext.disconnect = new Error('locked');
    await portico.connect(rabby.id);
    await vi.waitFor(() => expect(ids(portico.getState().connection.connections.eip155)).toEqual([rabby.id]));
    expect(messages('warn')).toContain('Failed to disconnect the replaced connection io.metamask');
  });

  // Two live connections (restored from storage: a reload keeps what was connected) and a recent one.
  const stored = {
    '@portico/connectorId:eip155': '"io.metamask"',
    '@portico/connections': JSON.stringify([
      { sourceId: 'evm-wallets', connectorId: rabby.id, namespaces: ['eip155'] },
      { sourceId: 'evm-wallets', connectorId: metamask.id, namespaces: ['eip155'] },
    ]),
    '@portico/recentConnections': '[{"connectorId":"io.other","namespace":"eip155","name":"Other"}]',
  };

  it.each<[string, (portico: Awaited<ReturnType<typeof setup>>['portico']) => unknown, unknown]>([
    ['getConnections', (portico) => portico.getConnections(), []],
    ['getRecentConnections', (portico) => portico.getRecentConnections('eip155'), []],
    ['switchConnection', (portico) => portico.switchConnection({ connectorId: rabby.id }), undefined],
    ['deleteConnection', (portico) => portico.deleteConnection({ connectorId: rabby.id }), undefined],
  ])(
    "§6 %s shows the 'Multi-Wallet Not Enabled' info alert and gives nothing",
    async (_name, call, result) => {
      const { portico, evm } = await setup({}, stored);
      expect(ids(portico.getState().connection.connections.eip155)).toEqual([metamask.id, rabby.id]);
      expect(portico.getState().alerts.alert).toBeUndefined();
      await expect(Promise.resolve(call(portico))).resolves.toEqual(result);
      expect(portico.getState().alerts.alert).toEqual({
        code: 'MULTI_WALLET_NOT_ENABLED',
        shortMessage: 'Multi-Wallet Not Enabled',
        longMessage: 'Multi-wallet support is not enabled. Please enable it in your AppKit configuration',
        variant: 'info',
      });
      // Nothing was switched, disconnected or forgotten.
      expect(portico.getState().connection.connectorIds.eip155).toBe(metamask.id);
      expect(ids(portico.getState().connection.connections.eip155)).toEqual([metamask.id, rabby.id]);
      expect(evm.calls.some((c) => c.startsWith('disconnect'))).toBe(false);
      expect(portico.getState().connection.recent).toHaveLength(1);
    },
  );

  it('§6 subscribeConnections shows the info alert and never calls the listener', async () => {
    const { portico } = await setup();
    const listener = vi.fn();
    const unsubscribe = portico.subscribeConnections(listener);
    expect(portico.getState().alerts.alert?.code).toBe('MULTI_WALLET_NOT_ENABLED');
    await portico.connect(metamask.id);
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('§6 multi-wallet on: several connections per namespace', () => {
  it('§6 both wallets are kept, the last connected current; getConnections lists them current first', async () => {
    const { portico, evm } = await setup(multiWallet);
    await portico.connect(metamask.id);
    await portico.connect(rabby.id);
    expect(evm.calls.some((call) => call.startsWith('disconnect'))).toBe(false);
    expect(ids(portico.getConnections())).toEqual([rabby.id, metamask.id]);
    expect(ids(portico.getConnections('solana'))).toEqual([]);
    expect(portico.getState().accounts.eip155).toMatchObject({
      address: '0xb0b',
      connectedWalletInfo: { name: 'Rabby', icon: 'rabby.svg', type: 'ANNOUNCED' },
    });
    expect(portico.getState().alerts.alert).toBeUndefined();
  });

  it('§6 a reload restores both, with the same current one', async () => {
    const first = await setup(multiWallet);
    await first.portico.connect(rabby.id);
    await first.portico.connect(metamask.id);
    const stored = Object.fromEntries(first.storage.map);
    expect(JSON.parse(stored['@portico/connections'] ?? '')).toEqual([
      { sourceId: 'evm-wallets', connectorId: metamask.id, namespaces: ['eip155'] },
      { sourceId: 'evm-wallets', connectorId: rabby.id, namespaces: ['eip155'] },
    ]);

    const { portico } = await setup(multiWallet, stored);
    expect(ids(portico.getConnections())).toEqual([metamask.id, rabby.id]);
    expect(portico.getState().accounts.eip155).toMatchObject({ status: 'connected', address: '0xa11ce' });
  });

  it('§6 switchConnection makes a live connection current; the current one or an unknown one changes nothing', async () => {
    const { portico, evmAdapter, storage } = await setup(multiWallet);
    await portico.connect(metamask.id);
    await portico.connect(rabby.id);
    await portico.switchConnection({ connectorId: metamask.id });
    expect(portico.getState().connection.connectorIds.eip155).toBe(metamask.id);
    expect(portico.getState().accounts.eip155).toMatchObject({
      address: '0xa11ce',
      connectedWalletInfo: { name: 'MetaMask' },
    });
    expect(ids(portico.getConnections('eip155'))).toEqual([metamask.id, rabby.id]);
    expect(storage.map.get('@portico/connectorId:eip155')).toBe('"io.metamask"');
    const balances = evmAdapter.calls.filter((call) => call.startsWith('getBalance')).length;
    const before = portico.getState();
    await portico.switchConnection({ connectorId: metamask.id, namespace: 'eip155' });
    await portico.switchConnection({ connectorId: 'io.unknown' });
    expect(portico.getState()).toBe(before);
    expect(evmAdapter.calls.filter((call) => call.startsWith('getBalance'))).toHaveLength(balances);
  });

  it('§6 deleteConnection disconnects a live one through its source and forgets it; a recent one is forgotten', async () => {
    const { portico, evm } = await setup(multiWallet);
    await portico.connect(metamask.id);
    await portico.connect(rabby.id);
    await portico.disconnect();
    expect(portico.getRecentConnections()).toEqual([
      {
        connectorId: rabby.id,
        namespace: 'eip155',
        name: 'Rabby',
        icon: 'rabby.svg',
        caipAddress: 'eip155:31337:0xb0b',
      },
    ]);
    expect(portico.getRecentConnections('solana')).toEqual([]);

    await portico.deleteConnection({ connectorId: metamask.id });
    expect(evm.calls.filter((call) => call.startsWith('disconnect'))).toEqual([
      'disconnect:io.rabby',
      'disconnect:io.metamask',
    ]);
    expect(portico.getState().accounts.eip155?.status).toBe('disconnected');
    expect(portico.getRecentConnections().map((c) => c.connectorId)).toEqual([rabby.id]);

    await portico.deleteConnection({ connectorId: rabby.id, namespace: 'eip155' });
    expect(portico.getRecentConnections()).toEqual([]);
    expect(evm.calls.filter((call) => call.startsWith('disconnect'))).toHaveLength(2);
  });

  it("§6 subscribeConnections calls the listener with the namespace's connections on each change", async () => {
    const { portico, sol } = await setup(multiWallet);
    const evmLists: (string[] | undefined)[] = [];
    const solanaLists: (string[] | undefined)[] = [];
    const unsubscribe = portico.subscribeConnections((connections) => evmLists.push(ids(connections)));
    portico.subscribeConnections((connections) => solanaLists.push(ids(connections)), 'solana');
    await portico.connect(metamask.id);
    await portico.connect(rabby.id);
    await portico.switchConnection({ connectorId: metamask.id });
    unsubscribe();
    await portico.disconnect({ namespace: 'eip155' });
    expect(evmLists).toEqual([[metamask.id], [rabby.id, metamask.id], [metamask.id, rabby.id]]);
    expect(solanaLists).toEqual([]);
    expect(sol.calls).toEqual(['setup']);
  });

  it(`§6 recent connections are stored, the most recent first, ${constants.wallets.recentConnectionsKept} kept`, async () => {
    const many = Array.from({ length: constants.wallets.recentConnectionsKept + 2 }, (_, i) => ({
      ...rabby,
      id: `wallet-${i}`,
      name: `Wallet ${i}`,
    }));
    const { portico, evm, storage } = await setup(multiWallet);
    evm.emit({ type: 'connectors', connectors: many });
    for (const connector of many) {
      await portico.connect(connector.id);
      await portico.disconnect();
    }
    const expected = many
      .slice(-constants.wallets.recentConnectionsKept)
      .reverse()
      .map((c) => c.id);
    expect(portico.getRecentConnections().map((c) => c.connectorId)).toEqual(expected);
    const stored = JSON.parse(storage.map.get('@portico/recentConnections') ?? '') as {
      connectorId: string;
    }[];
    expect(stored.map((c) => c.connectorId)).toEqual(expected);

    // Connected again, a wallet leaves the recent ones; a reload reads them back.
    await portico.connect(expected[1] as string);
    expect(portico.getRecentConnections().map((c) => c.connectorId)).not.toContain(expected[1]);
    const reloaded = await setup(multiWallet, Object.fromEntries(storage.map));
    expect(reloaded.portico.getRecentConnections()).toEqual(portico.getRecentConnections());
  });
});
