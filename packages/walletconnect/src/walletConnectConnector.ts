import { type Connector, PorticoError } from '@portico/core';
import {
  type ConnectorContext,
  type ConnectorSource,
  type ConnectParams,
  untilAborted,
  type WalletConnection,
} from '@portico/core/adapters';
import { resolveWalletConnectOptions, type WalletConnectConnectorOptions } from './options.js';
import { servedNamespaces, walletConnectNamespaces } from './servedNamespaces.js';
import type { Pairing, WalletConnectClient } from './walletConnectClient.js';
import { isRelayFailure } from './walletConnectError.js';
import { walletConnectIcon } from './walletConnectIcon.generated.js';

/** The connector id (and source id) of WalletConnect: one connector per namespace it serves. */
export const walletConnectConnectorId = 'walletConnect';

/** A pairing shown to the visitor, and how many connect calls still wait for it (not aborted). */
interface Prompt {
  pairing: Pairing;
  waiting: number;
}

/**
 * The ConnectorSource of remote wallets over WalletConnect v2: one session across eip155 and solana. This
 * module stays small: the SDK (`@walletconnect/universal-provider` on a core of Portico's) is imported when a
 * pairing starts or a stored session is restored.
 */
export function createWalletConnectConnector(options: WalletConnectConnectorOptions): ConnectorSource {
  const connectorId = walletConnectConnectorId;
  // Without a project id no relay takes the dApp: the source offers no connector, and WalletConnect stays hidden.
  const resolved = resolveWalletConnectOptions(options);
  let context: ConnectorContext | undefined;
  let client: Promise<WalletConnectClient> | undefined;
  let prompt: Prompt | undefined;

  const load = () => {
    if (!resolved) return Promise.reject(new Error('WalletConnect has no project id'));
    client ??= import('./walletConnectClient.js').then(({ createWalletConnectClient }) =>
      createWalletConnectClient(resolved, {
        connectorId,
        emit: (event) => context?.emit(event),
        logger: {
          debug: (message, ...args) => context?.logger.debug(message, ...args),
          warn: (message, ...args) => context?.logger.warn(message, ...args),
        },
        networks: () => context?.networks ?? [],
      }),
    );
    client.catch(() => {
      client = undefined;
    });
    return client;
  };

  /** Closes the SDK client: the next pairing or restore loads a fresh one. */
  const discardClient = () => {
    const closing = client;
    client = undefined;
    prompt = undefined;
    closing
      ?.then((open) => open.close())
      .catch((error: unknown) =>
        context?.logger.warn('WalletConnect could not close its relay socket', error),
      );
  };

  /**
   * One pairing at a time: a second connect joins the URI already shown. When every connect waiting for it
   * was aborted, the URI is no longer renewed, and an approval that still comes is reported for core to adopt.
   */
  const startPairing = async ({ networks, signIn }: Pick<ConnectParams, 'networks' | 'signIn'>) => {
    const pairing = (await load()).pair(networks, signIn);
    const started: Prompt = { pairing, waiting: 0 };
    prompt = started;
    pairing.approval.then(
      (connection) => {
        if (prompt === started) prompt = undefined;
        if (started.waiting === 0) context?.emit({ type: 'connect', connection });
      },
      (error: unknown) => {
        if (prompt === started) prompt = undefined;
        // The SDK's own attempt may still hang on the dead socket: a Retry starts over on a fresh client.
        if (isRelayFailure(error)) discardClient();
        if (started.waiting === 0)
          context?.logger.debug('WalletConnect pairing ended after the connect was aborted', error);
      },
    );
    return started;
  };

  const connectors = (): Connector[] =>
    (resolved ? servedNamespaces(context?.networks ?? []) : []).map((chain) => ({
      id: connectorId,
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain,
      imageUrl: walletConnectIcon,
    }));

  return {
    id: connectorId,
    get namespaces() {
      if (!resolved) return [];
      return context ? servedNamespaces(context.networks) : walletConnectNamespaces;
    },

    setup(ctx) {
      context = ctx;
      if (!resolved)
        ctx.logger.warn(
          'WalletConnect is hidden: createWalletConnectConnector has no projectId (a WalletConnect project id, or your Portico Cloud project)',
        );
      ctx.emit({ type: 'connectors', connectors: connectors() });
    },

    async connect({ networks, signal, signIn }): Promise<WalletConnection> {
      signal.throwIfAborted();
      const joined = prompt;
      const waiting = joined ? Promise.resolve(joined) : startPairing({ networks, signIn });
      const counted = waiting.then((open) => {
        open.waiting += 1;
        return open;
      });
      const stopWaiting = () => {
        counted.then(
          (open) => {
            open.waiting -= 1;
            if (open.waiting === 0) open.pairing.stopRefreshing();
          },
          () => {},
        );
      };
      signal.addEventListener('abort', stopWaiting, { once: true });
      return untilAborted(
        counted.then((open) => open.pairing.approval),
        signal,
      ).finally(() => signal.removeEventListener('abort', stopWaiting));
    },

    async reconnect({ networks }) {
      // Nothing was ever paired without a project id.
      if (!resolved) return undefined;
      return (await load()).restore(networks);
    },

    async disconnect() {
      if (!client) return;
      await (await client).disconnect();
    },

    async getProvider({ namespace }) {
      if (!client) throw new PorticoError('CONNECTOR_NOT_CONNECTED');
      return (await client).providerOf(namespace);
    },

    destroy() {
      discardClient();
    },
  };
}
