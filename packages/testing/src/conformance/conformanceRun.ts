import { createLogger, type Network } from '@portico/core';
import type { ChainAdapter, ConnectorEvent, ConnectorSource, WalletConnection } from '@portico/core/adapters';
import { namespaceAddresses } from './connectionChecks.js';
import type { ConformanceHarness, ConformanceSetup, ConformanceWallet } from './harness.js';

/** One page load: a source and an adapter set up by the suite, and every event the source reported. */
export interface ConformancePage {
  source: ConnectorSource;
  adapter: ChainAdapter;
  events: ConnectorEvent[];
  /** Connects `wallet` in the harness's namespace, then tells the adapter, as core does. */
  connect(wallet: ConformanceWallet, signal?: AbortSignal): Promise<WalletConnection>;
  reconnect(wallet: ConformanceWallet): Promise<WalletConnection | undefined>;
  /** The dApp disconnects `wallet`, then tells the adapter, as core does. */
  disconnect(wallet: ConformanceWallet): Promise<void>;
  provider(wallet: ConformanceWallet): Promise<unknown>;
  /** Hands the adapter the page's connections, `connection` first, as core does after a connect or an adoption. */
  sync(connection: WalletConnection): Promise<void>;
}

/** Thrown by `ConformanceRun.skip`: the case does not apply to the harness. */
export class CaseSkipped extends Error {
  constructor(readonly reason: string) {
    super(`Skipped: ${reason}`);
  }
}

/** One case's world: the harness's wallets and the pages loaded on them. */
export interface ConformanceRun {
  harness: ConformanceHarness;
  setup: ConformanceSetup;
  /** The wallet at `index`; fails when the harness has fewer. */
  wallet(index?: number): ConformanceWallet;
  network(index: number): Network;
  timeoutMs: number;
  /** Ends the case as not applicable to the harness. */
  skip(reason: string): never;
  /** A page load; a reload when a page is loaded already (the earlier one is destroyed first). */
  load(): Promise<ConformancePage>;
  /** Destroys what the run loaded, then stops the harness's setup. */
  finish(): Promise<void>;
}

export async function startRun(harness: ConformanceHarness): Promise<ConformanceRun> {
  const setup = await harness.start();
  const { namespace, networks } = harness;
  // What the pair logs as a warning or an error shows in the test output.
  const logger = createLogger({ level: 'warn' });
  let loaded: { source: ConnectorSource; adapter: ChainAdapter } | undefined;

  const unload = () => {
    loaded?.adapter.destroy?.();
    loaded?.source.destroy?.();
    loaded = undefined;
  };

  const load = async (): Promise<ConformancePage> => {
    unload();
    const events: ConnectorEvent[] = [];
    const source = setup.createSource();
    const adapter = setup.createAdapter();
    loaded = { source, adapter };
    await source.setup({ networks, logger, emit: (event) => events.push(event) });
    await adapter.setup?.({
      networks,
      logger,
      disconnect: (connectorId) => source.disconnect({ connectorId }),
    });

    const networkOf = (connection: WalletConnection) =>
      networks.find(({ caipNetworkId }) => caipNetworkId === connection.caipNetworkIds?.[namespace]) ??
      (networks[0] as Network);
    const nameOf = (connectorId: string) =>
      events.findLast((event) => event.type === 'connectors')?.connectors.find(({ id }) => id === connectorId)
        ?.name ?? connectorId;
    let connections: WalletConnection[] = [];
    const syncAll = async () => {
      if (adapter.syncConnections === undefined) return;
      const namespaceConnections = await Promise.all(
        connections.map(async (connection) => ({
          connectorId: connection.connectorId,
          name: nameOf(connection.connectorId),
          addresses: namespaceAddresses(connection.accounts, namespace),
          network: networkOf(connection),
          provider: await source.getProvider({ connectorId: connection.connectorId, namespace }),
        })),
      );
      await adapter.syncConnections(namespaceConnections);
    };
    const without = (connectorId: string) => connections.filter((known) => known.connectorId !== connectorId);
    const page: ConformancePage = {
      source,
      adapter,
      events,
      async connect(wallet, signal = new AbortController().signal) {
        const connection = await source.connect({
          connectorId: wallet.connectorId,
          namespace,
          networks,
          signal,
        });
        await page.sync(connection);
        return connection;
      },
      async reconnect(wallet) {
        const connection = await source.reconnect({ connectorId: wallet.connectorId, networks });
        if (connection !== undefined) await page.sync(connection);
        return connection;
      },
      async disconnect(wallet) {
        await source.disconnect({ connectorId: wallet.connectorId });
        connections = without(wallet.connectorId);
        await syncAll();
      },
      provider: (wallet) => source.getProvider({ connectorId: wallet.connectorId, namespace }),
      async sync(connection) {
        connections = [connection, ...without(connection.connectorId)];
        await syncAll();
      },
    };
    return page;
  };

  return {
    harness,
    setup,
    wallet(index = 0) {
      const wallet = setup.wallets[index];
      if (wallet === undefined) throw new Error(`The harness has no wallet ${index}`);
      return wallet;
    },
    network(index) {
      const network = networks[index];
      if (network === undefined) throw new Error(`The harness needs at least ${index + 1} networks`);
      return network;
    },
    timeoutMs: harness.eventTimeoutMs ?? 3000,
    skip(reason) {
      throw new CaseSkipped(reason);
    },
    load,
    async finish() {
      unload();
      await setup.stop?.();
    },
  };
}
