import { type Connector, PorticoError } from '@portico/core';
import { type ConnectorContext, type ConnectorSource, createConnectPrompts } from '@portico/core/adapters';
import type { EIP1193Provider } from 'viem';
import { type Hex, hexToNumber } from 'viem';
import { type AnnouncedWallet, watchAnnouncedWallets } from './eip6963.js';
import { toWalletError } from './walletError.js';
import {
  readWallet,
  revokePermissions,
  toCaipNetworkId,
  toConnectedAccounts,
  toWalletConnection,
} from './walletRpc.js';

/** The connector id of the legacy `window.ethereum` when no announced wallet is that same provider. */
export const legacyConnectorId = 'injected';

/** How long a reconnect waits for the stored wallet to announce itself after a page load. */
const announceWaitMs = 1_000;

interface Wallet {
  connector: Connector;
  provider: EIP1193Provider;
}

/** An eth_requestAccounts open in the wallet, and how many connect calls still wait for it (not aborted). */

/** A wallet that stopped listening when the connection ended. */
type StopListening = () => void;

function browserWindow(): Window | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

/**
 * The ConnectorSource of injected EVM wallets: every EIP-6963 wallet (id: its rdns, type ANNOUNCED) and the
 * legacy `window.ethereum` (id 'injected', type INJECTED) unless an announced wallet is that same provider.
 * It asks the wallet directly (EIP-1193); the EVM chain adapter mirrors its connections into wagmi.
 */
export function createInjectedConnector(
  options: { window?: () => Window | undefined } = {},
): ConnectorSource {
  const getWindow = options.window ?? browserWindow;
  let context: ConnectorContext | undefined;
  let announced: readonly AnnouncedWallet[] = [];
  let stopDiscovery: (() => void) | undefined;
  const announcedListeners = new Set<() => void>();
  const prompts = createConnectPrompts(
    (event) => context?.emit(event),
    () => context?.logger,
  );
  const listening = new Map<string, StopListening>();

  const wallets = (): Wallet[] => {
    const list: Wallet[] = announced.map(({ info, provider }) => ({
      provider,
      connector: {
        id: info.rdns,
        name: info.name,
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: info.icon,
        info: { rdns: info.rdns },
      },
    }));
    const legacy = (getWindow() as { ethereum?: EIP1193Provider } | undefined)?.ethereum;
    if (
      legacy &&
      typeof legacy.request === 'function' &&
      !announced.some(({ provider }) => provider === legacy)
    ) {
      list.push({
        provider: legacy,
        connector: { id: legacyConnectorId, name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' },
      });
    }
    return list;
  };

  const walletOf = (connectorId: string) => wallets().find(({ connector }) => connector.id === connectorId);

  /** The wallet, waiting up to `announceWaitMs` for a wallet that has not announced itself yet. */
  const awaitWallet = (connectorId: string): Promise<Wallet | undefined> => {
    const found = walletOf(connectorId);
    // Without a window (server rendering) no wallet can announce itself later.
    if (found || !getWindow()) return Promise.resolve(found);
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        announcedListeners.delete(check);
        resolve(walletOf(connectorId));
      };
      const check = () => walletOf(connectorId) && done();
      const timer = setTimeout(done, announceWaitMs);
      announcedListeners.add(check);
    });
  };

  const stopListening = (connectorId: string) => {
    listening.get(connectorId)?.();
    listening.delete(connectorId);
  };

  /** Reports what the visitor changes in the wallet while it is connected. */
  const listen = (connectorId: string, provider: EIP1193Provider, chainIdHex: string) => {
    if (listening.has(connectorId)) return;
    let chainId = hexToNumber(chainIdHex as Hex);
    const emit = (event: Parameters<ConnectorContext['emit']>[0]) => context?.emit(event);
    const onAccountsChanged = (accounts: readonly string[]) => {
      if (accounts.length > 0)
        return emit({
          type: 'accountsChanged',
          connectorId,
          accounts: toConnectedAccounts(accounts, chainId),
        });
      stopListening(connectorId);
      emit({ type: 'disconnect', connectorId });
    };
    const onChainChanged = (hex: string) => {
      chainId = hexToNumber(hex as Hex);
      emit({ type: 'chainChanged', connectorId, caipNetworkId: toCaipNetworkId(hex) });
    };
    const onDisconnect = (error: { code?: number } | undefined) => {
      // MetaMask's 1013 means it is reconnecting to its node, not that the site lost the wallet.
      if (error?.code === 1013) return;
      stopListening(connectorId);
      emit({ type: 'disconnect', connectorId });
    };
    provider.on('accountsChanged', onAccountsChanged);
    provider.on('chainChanged', onChainChanged);
    provider.on('disconnect', onDisconnect);
    listening.set(connectorId, () => {
      provider.removeListener('accountsChanged', onAccountsChanged);
      provider.removeListener('chainChanged', onChainChanged);
      provider.removeListener('disconnect', onDisconnect);
    });
  };

  /** Asks the wallet for access (its prompt); the connection's events are followed from then on. */
  const requestAccess = (connectorId: string, provider: EIP1193Provider) => () =>
    readWallet(provider, 'eth_requestAccounts').then(
      ({ accounts, chainIdHex }) => {
        listen(connectorId, provider, chainIdHex);
        return toWalletConnection(connectorId, accounts, chainIdHex);
      },
      (error: unknown) => Promise.reject(toWalletError(error)),
    );

  return {
    id: 'injected',
    namespaces: ['eip155'],

    setup(ctx) {
      context = ctx;
      stopDiscovery?.();
      const target = getWindow();
      const report = () =>
        ctx.emit({ type: 'connectors', connectors: wallets().map(({ connector }) => connector) });
      stopDiscovery = target
        ? watchAnnouncedWallets(target, (list) => {
            announced = list;
            report();
            for (const listener of [...announcedListeners]) listener();
          })
        : undefined;
      report();
    },

    async connect({ connectorId, signal }) {
      signal.throwIfAborted();
      const wallet = walletOf(connectorId);
      if (!wallet) throw new PorticoError('PROVIDER_NOT_FOUND');
      return prompts.join(connectorId, requestAccess(connectorId, wallet.provider), signal);
    },

    async reconnect({ connectorId }) {
      const wallet = await awaitWallet(connectorId);
      if (!wallet) return undefined;
      try {
        const { accounts, chainIdHex } = await readWallet(wallet.provider, 'eth_accounts');
        if (accounts.length === 0) return undefined;
        listen(connectorId, wallet.provider, chainIdHex);
        return toWalletConnection(connectorId, accounts, chainIdHex);
      } catch (error) {
        throw toWalletError(error);
      }
    },

    async disconnect({ connectorId }) {
      stopListening(connectorId);
      const wallet = walletOf(connectorId);
      if (!wallet) return;
      const outcome = await revokePermissions(wallet.provider).catch((error: unknown) => {
        throw toWalletError(error);
      });
      if (outcome === 'unsupported')
        context?.logger.debug(`${connectorId} cannot revoke permissions; Portico forgets the connection`);
    },

    async getProvider({ connectorId }) {
      if (!listening.has(connectorId)) throw new PorticoError('CONNECTOR_NOT_CONNECTED');
      const wallet = walletOf(connectorId);
      if (!wallet) throw new PorticoError('PROVIDER_NOT_FOUND');
      return wallet.provider;
    },

    destroy() {
      stopDiscovery?.();
      stopDiscovery = undefined;
      for (const connectorId of [...listening.keys()]) stopListening(connectorId);
    },
  };
}
