import {
  type CaipNetworkId,
  type ChainNamespace,
  isCaipAddress,
  type Logger,
  type Network,
  PorticoError,
  parseCaipAddress,
  storageKeyPrefix,
} from '@portico/core';
import type { ConnectorEvent, ConnectParams, WalletConnection } from '@portico/core/adapters';
import { Core } from '@walletconnect/core';
import { UniversalProvider } from '@walletconnect/universal-provider';
import { createEip155Provider, type Eip155SessionProvider, type SessionRequest } from './eip155Provider.js';
import { authenticateSession, type OpenedSession, oneClickNamespace, signInFields } from './oneClickAuth.js';
import { type ResolvedWalletConnectOptions, relayOpenTimeoutMs } from './options.js';
import { schedulePairingRefresh } from './pairingRefresh.js';
import {
  accountsOn,
  currentChains,
  type SessionLike,
  sessionChains,
  toWalletConnection,
} from './sessionConnection.js';
import { requestedNamespaces } from './sessionNamespaces.js';
import { createSolanaProvider } from './solanaProvider.js';
import { toRelayError, toWalletConnectError } from './walletConnectError.js';

/** The SDK's keys, pairings and sessions are stored under Portico's prefix (§3 storage). */
const walletConnectStoragePrefix = `${storageKeyPrefix}wc/`;

export interface ClientContext {
  connectorId: string;
  emit(event: ConnectorEvent): void;
  logger: Pick<Logger, 'debug' | 'warn'>;
  /** Every configured network. */
  networks(): readonly Network[];
}

/** A pairing under way: the wallet's approval, and how to stop replacing the URI when it expires. */
export interface Pairing {
  approval: Promise<WalletConnection>;
  stopRefreshing(): void;
}

export interface WalletConnectClient {
  /** A new pairing; with `signIn`, the wallet is asked to sign in as it connects (one-click auth) where it can. */
  pair(networks: readonly Network[], signIn?: ConnectParams['signIn']): Pairing;
  /** The stored session, if one is still live: no prompt. */
  restore(networks: readonly Network[]): WalletConnection | undefined;
  disconnect(): Promise<void>;
  providerOf(namespace: ChainNamespace): unknown;
  /** Stops listening and closes the relay socket. */
  close(): Promise<void>;
}

interface Live {
  session: SessionLike;
  current: Partial<Record<ChainNamespace, CaipNetworkId>>;
}

const nowSeconds = () => Date.now() / 1000;

/** The chain a wallet's chainChanged names: its data (number, hex or CAIP-2) in the namespace of the event. */
function changedChain(eventChain: string, data: unknown): CaipNetworkId {
  const namespace = eventChain.split(':')[0];
  if (typeof data === 'string' && data.includes(':')) return data as CaipNetworkId;
  const reference =
    typeof data === 'string' && data.startsWith('0x') ? Number.parseInt(data, 16) : String(data);
  return `${namespace}:${reference}` as CaipNetworkId;
}

function defaultMetadata() {
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  const name = typeof document === 'undefined' ? origin : document.title || origin;
  return { name, description: name, url: origin, icons: [] };
}

/**
 * universal-provider on a core of Portico's own: the dApp's relay, telemetry off, and the hosted verify and
 * event calls replaced by no-ops (FACTS "WalletConnect 2.25 and a relay"). Loaded only when a pairing starts
 * or a stored session is restored.
 */
export async function createWalletConnectClient(
  options: ResolvedWalletConnectOptions,
  context: ClientContext,
): Promise<WalletConnectClient> {
  const { connectorId, logger } = context;
  const core = new Core({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    telemetryEnabled: false,
    customStoragePrefix: walletConnectStoragePrefix,
    ...(options.storage ? { storage: options.storage } : {}),
  });
  core.verify.register = async () => '';
  // A falsy answer is "not verified", and the SDK goes on.
  core.verify.resolve = async () => undefined as unknown as Awaited<ReturnType<typeof core.verify.resolve>>;
  core.eventClient.init = async () => undefined;
  const provider = await UniversalProvider.init({
    core,
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: options.metadata
      ? { ...options.metadata, icons: [...options.metadata.icons] }
      : defaultMetadata(),
    telemetryEnabled: false,
  });
  const client = provider.client;

  let live: Live | undefined;
  let failPairing: ((error: unknown) => void) | undefined;

  const request: SessionRequest = (args, chain) =>
    provider.request({ method: args.method, params: args.params as object | undefined }, chain);
  const emit = (event: ConnectorEvent) => context.emit(event);
  const connection = () => (live ? toWalletConnection(connectorId, live.session, live.current) : undefined);
  const addressesOn = (chain: CaipNetworkId) =>
    live
      ? accountsOn(live.session, chain).map(({ caipAddress }) => parseCaipAddress(caipAddress).address)
      : [];

  const eip155: Eip155SessionProvider = createEip155Provider({
    chain: () => {
      const chain = live?.current.eip155;
      if (chain === undefined) throw new PorticoError('CONNECTOR_NOT_CONNECTED');
      return chain;
    },
    accounts: addressesOn,
    request,
    switched: (chain) => {
      if (live) live.current = { ...live.current, eip155: chain };
    },
  });

  /**
   * The chain universal-provider last saw per namespace: it keeps the wallet's chainChanged and a switch that
   * went through as the namespace's `defaultChain`, persisted per session, so it outlives a reload.
   */
  const lastChains = (): Partial<Record<ChainNamespace, CaipNetworkId>> =>
    Object.fromEntries(
      Object.entries(provider.namespaces ?? {}).flatMap(([namespace, { defaultChain }]) =>
        defaultChain === undefined
          ? []
          : [[namespace, defaultChain.includes(':') ? defaultChain : `${namespace}:${defaultChain}`]],
      ),
    );

  const adopt = (
    session: SessionLike,
    networks: readonly Network[],
    previous?: Partial<Record<ChainNamespace, CaipNetworkId>>,
  ): WalletConnection => {
    live = {
      session: { topic: session.topic, namespaces: structuredClone(session.namespaces) },
      current: currentChains(session, networks, previous),
    };
    return toWalletConnection(connectorId, live.session, live.current);
  };

  const ended = (topic: string, why: string) => {
    if (live?.session.topic !== topic) return;
    logger.debug(`WalletConnect session ${why}`);
    live = undefined;
    emit({ type: 'disconnect', connectorId });
  };

  const onSessionEvent = ({
    topic,
    params,
  }: {
    topic: string;
    params: { chainId: string; event: { name: string; data: unknown } };
  }) => {
    if (!live || live.session.topic !== topic) return;
    const { chainId, event } = params;
    if (event.name === 'chainChanged') {
      const chain = changedChain(chainId, event.data);
      const namespace = chain.split(':')[0] as ChainNamespace;
      live.current = { ...live.current, [namespace]: chain };
      if (namespace === 'eip155') eip155.notifyChainChanged(chain);
      emit({ type: 'chainChanged', connectorId, caipNetworkId: chain });
      return;
    }
    if (event.name === 'accountsChanged' && Array.isArray(event.data)) {
      const reported = event.data.map((account: string) =>
        isCaipAddress(account) ? account : `${chainId}:${account}`,
      );
      const namespace = chainId.split(':')[0] as string;
      const entry = live.session.namespaces[namespace];
      if (!entry) return;
      const others = entry.accounts.filter((account) => !account.startsWith(`${chainId}:`));
      entry.accounts = [...reported, ...others];
      emit({ type: 'accountsChanged', connectorId, accounts: connection()?.accounts ?? [] });
    }
  };
  const onSessionUpdate = ({
    topic,
    params,
  }: {
    topic: string;
    params: { namespaces: SessionLike['namespaces'] };
  }) => {
    if (!live || live.session.topic !== topic) return;
    live.session = { topic, namespaces: structuredClone(params.namespaces) };
    emit({ type: 'accountsChanged', connectorId, accounts: connection()?.accounts ?? [] });
  };
  const onSessionDelete = ({ topic }: { topic: string }) => ended(topic, 'deleted by the wallet');
  const onSessionExpire = ({ topic }: { topic: string }) => ended(topic, 'expired');
  // The SDK closes its transport after a relayer error and does not reopen it by itself: a pending pairing
  // fails with it (a Retry reopens the socket); core shows the error or its alert.
  const onRelayError = (error: unknown) => {
    const reported = toRelayError(error) ?? error;
    emit({ type: 'error', connectorId, error: reported });
    failPairing?.(reported);
  };
  /** Calls `fail` unless the relay socket is open or opens in time; returns how to stop waiting. */
  const failUnlessRelayOpens = (fail: () => void): (() => void) => {
    if (core.relayer.connected) return () => {};
    const opened = () => clearTimeout(timer);
    const timer = setTimeout(() => {
      core.relayer.off('relayer_connect', opened);
      fail();
    }, options.relayOpenTimeoutMs ?? relayOpenTimeoutMs);
    core.relayer.once('relayer_connect', opened);
    return () => {
      clearTimeout(timer);
      core.relayer.off('relayer_connect', opened);
    };
  };
  client.on('session_event', onSessionEvent);
  client.on('session_update', onSessionUpdate);
  client.on('session_delete', onSessionDelete);
  client.on('session_expire', onSessionExpire);
  core.relayer.on('relayer_error', onRelayError);

  return {
    pair(networks, signIn) {
      const optionalNamespaces = requestedNamespaces(context.networks(), options.rpcUrls);
      const oneClick = signIn && oneClickNamespace(optionalNamespaces);
      const openSession = async (): Promise<OpenedSession> => {
        const fields = oneClick && (await signInFields(signIn, logger));
        if (!oneClick || !fields) return { session: await provider.connect({ optionalNamespaces }) };
        const current = networks.find((network) => network.chainNamespace === 'eip155')?.caipNetworkId;
        return authenticateSession(provider, { fields, namespace: oneClick, current }, logger);
      };
      let stopRefresh = () => {};
      let settled = false;
      let latest = 0;
      const approval = new Promise<WalletConnection>((resolve, reject) => {
        let stopWaitingForRelay = () => {};
        const settle = () => {
          settled = true;
          stopRefresh();
          stopWaitingForRelay();
          failPairing = undefined;
          emit({ type: 'display', connectorId, display: undefined });
        };
        failPairing = (error) => {
          if (settled) return;
          settle();
          reject(error);
        };
        stopWaitingForRelay = failUnlessRelayOpens(() =>
          failPairing?.(new PorticoError('WALLETCONNECT_RELAY_UNREACHABLE')),
        );
        const attempt = () => {
          latest += 1;
          const id = latest;
          const attemptMs = Date.now();
          const onUri = (uri: string) => {
            provider.off('display_uri', onUri);
            if (settled) return;
            emit({ type: 'display', connectorId, display: { kind: 'uri', uri } });
            stopRefresh = schedulePairingRefresh({ shownMs: Date.now(), attemptMs, refresh: attempt });
          };
          provider.on('display_uri', onUri);
          openSession().then(
            ({ session, signedIn }) => {
              if (settled || session === undefined) return;
              settle();
              if (!signedIn) return resolve(adopt(session, networks));
              // The wallet picked the network it signed in on: the connection starts there.
              const [first] = signedIn;
              resolve({ ...adopt(session, networks, first && { eip155: first.data.chainId }), signedIn });
            },
            (error: unknown) => {
              provider.off('display_uri', onUri);
              if (settled) return;
              if (id !== latest) return logger.debug('An expired WalletConnect pairing ended', error);
              settle();
              reject(toWalletConnectError(error));
            },
          );
        };
        attempt();
      });
      return { approval, stopRefreshing: () => stopRefresh() };
    },

    restore(networks) {
      const session = provider.session;
      if (!session || session.expiry <= nowSeconds()) return undefined;
      return sessionChains(session).length > 0 ? adopt(session, networks, lastChains()) : undefined;
    },

    async disconnect() {
      live = undefined;
      if (!provider.session) return;
      await provider.disconnect().catch((error: unknown) => {
        throw toWalletConnectError(error);
      });
    },

    providerOf(namespace) {
      if (!live) throw new PorticoError('CONNECTOR_NOT_CONNECTED');
      const chain = live.current[namespace];
      if (chain === undefined) throw new PorticoError('CONNECTOR_NOT_CONNECTED');
      if (namespace === 'eip155') return eip155;
      const chains = sessionChains(live.session).filter((id) => id.startsWith(`${namespace}:`));
      return createSolanaProvider(
        { addresses: addressesOn(chain), chains: [chain, ...chains.filter((id) => id !== chain)] },
        request,
      );
    },

    async close() {
      client.off('session_event', onSessionEvent);
      client.off('session_update', onSessionUpdate);
      client.off('session_delete', onSessionDelete);
      client.off('session_expire', onSessionExpire);
      core.relayer.off('relayer_error', onRelayError);
      await core.relayer.transportClose();
    },
  };
}
