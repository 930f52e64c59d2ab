import { type Connector, type Network, PorticoError } from '@portico/core';
import {
  type ConnectorContext,
  type ConnectorEvent,
  type ConnectorSource,
  createConnectPrompts,
} from '@portico/core/adapters';
import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features';
import { supportedNetworks } from './walletChains.js';
import {
  isSolanaWallet,
  solanaAddresses,
  toConnectedAccounts,
  toWalletConnection,
} from './walletConnection.js';
import { featureOf } from './walletFeatures.js';

/** The connector id of a Wallet Standard wallet: wallets have no other stable identifier than their name. */
export const walletStandardConnectorId = (wallet: Wallet): string => `ws:${wallet.name}`;

/** How long a reconnect waits for the stored wallet to register itself after a page load. */
const registerWaitMs = 1_000;

/** A live connection: the wallet, the dApp cluster it is on, its accounts as last reported, and how to stop listening. */
interface Live {
  wallet: Wallet;
  network: Network;
  addresses: readonly string[];
  stop: () => void;
}

function toConnector(wallet: Wallet): Connector {
  // No rdns: core's connect list groups it with an EIP-6963 wallet of the same name (one MULTI_CHAIN row).
  return {
    id: walletStandardConnectorId(wallet),
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'solana',
    imageUrl: wallet.icon,
    info: { icon: wallet.icon },
  };
}

/**
 * The ConnectorSource of Wallet Standard wallets (`@wallet-standard/app`): every registered wallet with a
 * Solana chain and `standard:connect`, connected to the first of the dApp's Solana networks it lists. Its
 * provider is the wallet itself, which the Solana chain adapter asks for signatures.
 */
export function createWalletStandardConnector(): ConnectorSource {
  let context: ConnectorContext | undefined;
  let stopDiscovery: (() => void) | undefined;
  const registeredListeners = new Set<() => void>();
  const live = new Map<string, Live>();

  const emit = (event: ConnectorEvent) => context?.emit(event);
  const prompts = createConnectPrompts(emit, () => context?.logger);

  const wallets = (): Wallet[] => {
    const seen = new Set<string>();
    return getWallets()
      .get()
      .filter((wallet) => {
        const id = walletStandardConnectorId(wallet);
        if (!isSolanaWallet(wallet) || seen.has(id)) return false;
        seen.add(id);
        return true;
      });
  };

  const walletOf = (connectorId: string) =>
    wallets().find((wallet) => walletStandardConnectorId(wallet) === connectorId);

  /** The wallet, waiting up to `registerWaitMs` for a wallet that has not registered yet. */
  const awaitWallet = (connectorId: string): Promise<Wallet | undefined> => {
    const found = walletOf(connectorId);
    if (found || typeof window === 'undefined') return Promise.resolve(found);
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        registeredListeners.delete(check);
        resolve(walletOf(connectorId));
      };
      const check = () => walletOf(connectorId) && done();
      const timer = setTimeout(done, registerWaitMs);
      registeredListeners.add(check);
    });
  };

  /** The first network of `networks` (the current one first) that the wallet lists; none: it cannot serve the dApp. */
  const networkFor = (wallet: Wallet, networks: readonly Network[]) =>
    supportedNetworks(wallet.chains, networks)[0] ??
    supportedNetworks(wallet.chains, context?.networks ?? [])[0];

  const stopListening = (connectorId: string) => {
    live.get(connectorId)?.stop();
    live.delete(connectorId);
  };

  /** Records the connection and reports what the visitor changes in the wallet from now on. */
  const adopt = (connectorId: string, wallet: Wallet, network: Network, addresses: readonly string[]) => {
    stopListening(connectorId);
    const events = (wallet.features as Partial<StandardEventsFeature>)['standard:events'];
    const connection: Live = { wallet, network, addresses, stop: () => {} };
    live.set(connectorId, connection);
    if (events === undefined) {
      context?.logger.debug(`${connectorId} has no standard:events; its account changes are not seen`);
      return;
    }
    connection.stop = events.on('change', ({ accounts }) => {
      if (accounts === undefined) return;
      const next = solanaAddresses(accounts);
      if (next.length === 0) {
        stopListening(connectorId);
        emit({ type: 'disconnect', connectorId });
        return;
      }
      // A wallet also reports the accounts it just gave the source's own connect: only a change is news.
      if (next.join() === connection.addresses.join()) return;
      connection.addresses = next;
      emit({ type: 'accountsChanged', connectorId, accounts: toConnectedAccounts(next, network) });
    });
  };

  const connectionOf = (
    connectorId: string,
    wallet: Wallet,
    network: Network,
    addresses: readonly string[],
  ) =>
    toWalletConnection({
      connectorId,
      wallet,
      addresses,
      network,
      configured: context?.networks ?? [network],
    });

  /** Asks the wallet for access (`standard:connect`, its prompt). */
  const requestAccess = (connectorId: string, wallet: Wallet, network: Network) => () => {
    const { connect } = featureOf<StandardConnectFeature['standard:connect']>(wallet, 'standard:connect');
    return connect().then(({ accounts }) => {
      const addresses = solanaAddresses(accounts);
      if (addresses.length === 0) throw new PorticoError('CONNECTOR_NOT_CONNECTED');
      adopt(connectorId, wallet, network, addresses);
      return connectionOf(connectorId, wallet, network, addresses);
    });
  };

  return {
    id: 'wallet-standard',
    namespaces: ['solana'],

    setup(ctx) {
      context = ctx;
      stopDiscovery?.();
      const registry = getWallets();
      const report = () => {
        ctx.emit({ type: 'connectors', connectors: wallets().map(toConnector) });
        for (const listener of [...registeredListeners]) listener();
      };
      const offRegister = registry.on('register', report);
      const offUnregister = registry.on('unregister', (...removed) => {
        for (const wallet of removed) {
          const connectorId = walletStandardConnectorId(wallet);
          if (live.get(connectorId)?.wallet !== wallet) continue;
          stopListening(connectorId);
          emit({ type: 'disconnect', connectorId });
        }
        report();
      });
      stopDiscovery = () => {
        offRegister();
        offUnregister();
      };
      report();
    },

    async connect({ connectorId, networks, signal }) {
      signal.throwIfAborted();
      const wallet = walletOf(connectorId);
      if (!wallet) throw new PorticoError('PROVIDER_NOT_FOUND');
      const network = networkFor(wallet, networks);
      if (!network) throw new PorticoError('UNSUPPORTED_CHAIN');
      return prompts.join(connectorId, requestAccess(connectorId, wallet, network), signal);
    },

    async reconnect({ connectorId, networks }) {
      const wallet = await awaitWallet(connectorId);
      const network = wallet && networkFor(wallet, networks);
      if (!wallet || !network) return undefined;
      const { connect } = featureOf<StandardConnectFeature['standard:connect']>(wallet, 'standard:connect');
      const { accounts } = await connect({ silent: true });
      const addresses = solanaAddresses(accounts);
      if (addresses.length === 0) return undefined;
      adopt(connectorId, wallet, network, addresses);
      return connectionOf(connectorId, wallet, network, addresses);
    },

    async disconnect({ connectorId }) {
      stopListening(connectorId);
      const wallet = walletOf(connectorId);
      const feature =
        wallet && (wallet.features as Partial<StandardDisconnectFeature>)['standard:disconnect'];
      if (feature) await feature.disconnect();
      else context?.logger.debug(`${connectorId} has no standard:disconnect; Portico forgets the connection`);
    },

    async getProvider({ connectorId }) {
      const connection = live.get(connectorId);
      if (!connection) throw new PorticoError('CONNECTOR_NOT_CONNECTED');
      return connection.wallet;
    },

    destroy() {
      stopDiscovery?.();
      stopDiscovery = undefined;
      for (const connectorId of [...live.keys()]) stopListening(connectorId);
    },
  };
}
