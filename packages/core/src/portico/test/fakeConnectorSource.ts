import type { AccountType } from '../../domain/caip/accountType.js';
import type { CaipAddress } from '../../domain/caip/caipAddress.js';
import type { CaipNetworkId } from '../../domain/caip/caipNetworkId.js';
import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { Connector } from '../../domain/connectorSource/connector.js';
import type {
  ConnectedAccount,
  ConnectorContext,
  ConnectorEvent,
  ConnectorSource,
  WalletConnection,
} from '../../domain/connectorSource/connectorSource.js';
import type { Network } from '../../domain/networks/network.js';
import type { SignedSignIn, SignInMessageData, SignInRequest } from '../../domain/signIn/signInMessage.js';
import type { Deferred } from './deferred.js';
import { fakeSignature } from './fakeSignature.js';

export const account = (caipAddress: CaipAddress, type: AccountType = 'eoa'): ConnectedAccount => ({
  caipAddress,
  type,
});

/** The provider a fake source hands to chain adapters: whose it is, and a wallet that can be switched. */
export interface FakeProvider {
  readonly sourceId: string;
  readonly connectorId: string;
  readonly namespace: ChainNamespace;
  /** What the wallet does when a chain adapter asks it to switch: it is on `network` afterwards. */
  switchTo(network: Network): void;
}

export const isFakeProvider = (provider: unknown): provider is FakeProvider =>
  typeof provider === 'object' && provider !== null && 'switchTo' in provider;

type Method = 'setup' | 'connect' | 'reconnect' | 'disconnect' | 'getProvider';

export interface FakeConnectorSource extends ConnectorSource {
  /** What core asked: `setup`, `connect:<id>:<requested network ids>`, `reconnect:<id>`, `disconnect:<id>`, `destroy`. */
  readonly calls: string[];
  /** The wallets it reports at setup. */
  connectors: Connector[];
  /**
   * The CAIP-10 accounts each connector's wallet authorises: connect answers with them (else one default
   * account per namespace served), reconnect answers only for the connectors listed here.
   */
  authorised: Map<string, ConnectedAccount[]>;
  /** The chain reference the wallet is on, per namespace; a namespace without one reports no network. */
  chains: Partial<Record<ChainNamespace, number | string>>;
  supportsAllNetworks: boolean;
  approvedCaipNetworkIds: CaipNetworkId[];
  /** The next call of a method rejects with this error. */
  failNext: Partial<Record<Method, unknown>>;
  /** The next call of a method waits until this settles (a wallet prompt still open). */
  hold: Partial<Record<'connect' | 'reconnect' | 'disconnect' | 'getProvider', Deferred<void>>>;
  /** true (the contract): an aborted connect rejects at once. false plays a source that ignores the signal. */
  honoursAbort: boolean;
  /** Whether its wallets sign in while connecting when asked (one-click auth); the requests it was handed. */
  oneClick: boolean;
  readonly signInRequests: SignInRequest[];
  /** Reports an event as the wallet would (after setup). */
  emit(event: ConnectorEvent): void;
  /** The provider of a connector in a namespace (the same object on every call). */
  provider(connectorId: string, namespace: ChainNamespace): FakeProvider;
}

/** The address each namespace's default account has. */
const defaultAddresses: Record<ChainNamespace, string> = {
  eip155: '0xa11ce',
  solana: 'A11ceSo1',
  bip122: 'bc1a11ce',
  cosmos: 'cosmos1a11ce',
  polkadot: '1A11ce',
};

export interface FakeSourceOptions {
  id: string;
  namespaces: ChainNamespace[];
  connectors: Connector[];
  chains?: FakeConnectorSource['chains'];
}

/** The wallet's one-click sign-in: its first account signs the requested fields. */
async function signedIn(connection: WalletConnection, request: SignInRequest): Promise<SignedSignIn[]> {
  const [first] = connection.accounts;
  if (!first) return [];
  const [namespace, reference, address] = first.caipAddress.split(':') as [string, string, string];
  const data: SignInMessageData = {
    ...(await request.fields()),
    accountAddress: address,
    chainId: `${namespace}:${reference}` as CaipNetworkId,
  };
  const message = `one-click sign-in of ${address} with nonce ${data.nonce}`;
  return [{ data, message, signature: fakeSignature(message) }];
}

/** A small in-memory ConnectorSource whose wallets approve at once unless told otherwise. */
export function fakeConnectorSource({ id, namespaces, connectors, chains = {} }: FakeSourceOptions) {
  let context: ConnectorContext | undefined;
  const connected = new Set<string>();
  const providers = new Map<string, FakeProvider>();

  const take = (method: Method) => {
    if (!(method in source.failNext)) return;
    const error = source.failNext[method];
    delete source.failNext[method];
    throw error;
  };
  const held = async (method: keyof FakeConnectorSource['hold']) => {
    const hold = source.hold[method];
    if (!hold) return;
    delete source.hold[method];
    await hold.promise;
  };
  const chainIn = (namespace: ChainNamespace, networks: readonly Network[]) =>
    source.chains[namespace] ?? networks.find((network) => network.chainNamespace === namespace)?.id ?? 0;
  const answer = (connectorId: string, networks: readonly Network[]): WalletConnection => {
    connected.add(connectorId);
    const caipNetworkIds: Partial<Record<ChainNamespace, CaipNetworkId>> = {};
    for (const namespace of source.namespaces) {
      const chain = source.chains[namespace];
      if (chain !== undefined) caipNetworkIds[namespace] = `${namespace}:${chain}`;
    }
    return {
      connectorId,
      accounts:
        source.authorised.get(connectorId) ??
        source.namespaces.map((namespace) =>
          account(`${namespace}:${chainIn(namespace, networks)}:${defaultAddresses[namespace]}`),
        ),
      caipNetworkIds,
      approvedCaipNetworkIds: source.approvedCaipNetworkIds,
      supportsAllNetworks: source.supportsAllNetworks,
    };
  };

  const source: FakeConnectorSource = {
    id,
    namespaces,
    calls: [],
    connectors,
    authorised: new Map(),
    chains,
    supportsAllNetworks: true,
    approvedCaipNetworkIds: [],
    failNext: {},
    hold: {},
    honoursAbort: true,
    oneClick: false,
    signInRequests: [],
    emit(event) {
      if (event.type === 'connect') connected.add(event.connection.connectorId);
      if (event.type === 'disconnect') connected.delete(event.connectorId);
      context?.emit(event);
    },
    provider(connectorId, namespace) {
      const key = `${connectorId}/${namespace}`;
      const provider = providers.get(key) ?? {
        sourceId: id,
        connectorId,
        namespace,
        switchTo: (network: Network) => {
          source.chains[namespace] = network.id;
        },
      };
      providers.set(key, provider);
      return provider;
    },
    async setup(ctx) {
      source.calls.push('setup');
      take('setup');
      context = ctx;
      ctx.emit({ type: 'connectors', connectors: source.connectors });
    },
    connect({ connectorId, networks, signal, signIn }) {
      source.calls.push(`connect:${connectorId}:${networks.map((n) => n.caipNetworkId).join(',')}`);
      if (signIn) source.signInRequests.push(signIn);
      const approval = held('connect').then(async () => {
        take('connect');
        const connection = answer(connectorId, networks);
        return signIn && source.oneClick
          ? { ...connection, signedIn: await signedIn(connection, signIn) }
          : connection;
      });
      if (!source.honoursAbort) return approval;
      return new Promise<WalletConnection>((resolve, reject) => {
        const onAbort = () => {
          reject(signal.reason);
          // The wallet may still approve: reported as a `connect` event. A later refusal reports nothing.
          approval.then(
            (connection) => source.emit({ type: 'connect', connection }),
            () => {},
          );
        };
        if (signal.aborted) return onAbort();
        signal.addEventListener('abort', onAbort, { once: true });
        approval.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
      });
    },
    async reconnect({ connectorId, networks }) {
      source.calls.push(`reconnect:${connectorId}`);
      await held('reconnect');
      take('reconnect');
      return source.authorised.has(connectorId) ? answer(connectorId, networks) : undefined;
    },
    async disconnect({ connectorId }) {
      source.calls.push(`disconnect:${connectorId}`);
      await held('disconnect');
      take('disconnect');
      connected.delete(connectorId);
    },
    async getProvider({ connectorId, namespace }) {
      await held('getProvider');
      take('getProvider');
      if (!connected.has(connectorId)) throw new Error(`${connectorId} is not connected`);
      return source.provider(connectorId, namespace);
    },
    destroy() {
      source.calls.push('destroy');
    },
  };
  return source;
}
