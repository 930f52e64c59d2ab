import type { ChainNamespace } from '../../caip/chainNamespace.js';
import type {
  AdapterConnection,
  AdapterContext,
  AdapterEvent,
  ChainAdapter,
} from '../../chainAdapter/ChainAdapter.js';
import type { ConnectionAccount } from '../../chainAdapter/connection.js';
import type { Connector } from '../../connector/connector.js';
import type { Network } from '../../networks/network.js';

/** A deferred result the test settles by hand. */
export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export interface FakeAdapter extends ChainAdapter {
  readonly calls: string[];
  /** Accounts per connector id the wallet authorises (connect and reconnect answer with them). */
  authorised: Map<string, ConnectionAccount[]>;
  chainId: number | string;
  balance: string;
  /** The next calls of these methods reject with this error, or wait on this deferred. */
  failNext: Partial<Record<'connect' | 'disconnect' | 'switchNetwork' | 'getBalance' | 'setup', unknown>>;
  hold: Partial<Record<'connect' | 'disconnect', Deferred<unknown>>>;
  emit(event: AdapterEvent): void;
}

export const account = (address: string, type: ConnectionAccount['type'] = 'eoa'): ConnectionAccount => ({
  address,
  type,
});

/** A small in-memory ChainAdapter: every wallet it knows authorises `0xa11ce` unless told otherwise. */
export function fakeAdapter(
  namespace: ChainNamespace,
  connectors: Connector[],
  chainId: number | string = 1,
): FakeAdapter {
  let context: AdapterContext | undefined;
  const adapter: FakeAdapter = {
    namespace,
    calls: [],
    authorised: new Map(),
    chainId,
    balance: '1.23456789',
    failNext: {},
    hold: {},
    emit: (event) => context?.emit(event),
    async setup(ctx) {
      adapter.calls.push('setup');
      context = ctx;
      takeFailure('setup');
      ctx.emit({ type: 'connectors', connectors });
    },
    async connect({ connectorId, network }) {
      adapter.calls.push(`connect:${connectorId}:${network.caipNetworkId}`);
      await held('connect');
      takeFailure('connect');
      return answer(connectorId) as AdapterConnection;
    },
    async reconnect({ connectorId }) {
      adapter.calls.push(`reconnect:${connectorId}`);
      return adapter.authorised.has(connectorId) ? answer(connectorId) : undefined;
    },
    async disconnect({ connectorId }) {
      adapter.calls.push(`disconnect:${connectorId}`);
      await held('disconnect');
      takeFailure('disconnect');
    },
    async switchNetwork({ network }: { connectorId: string; network: Network }) {
      adapter.calls.push(`switchNetwork:${network.caipNetworkId}`);
      takeFailure('switchNetwork');
      adapter.chainId = network.id;
    },
    async getBalance({ network }) {
      adapter.calls.push(`getBalance:${network.caipNetworkId}`);
      takeFailure('getBalance');
      return { balance: adapter.balance, symbol: network.nativeCurrency.symbol };
    },
    async signMessage({ message }) {
      return `signed:${message}`;
    },
    destroy() {
      adapter.calls.push('destroy');
    },
  };

  function answer(connectorId: string): AdapterConnection {
    return {
      connectorId,
      accounts: adapter.authorised.get(connectorId) ?? [account('0xa11ce')],
      chainId: adapter.chainId,
    };
  }
  function takeFailure(method: keyof FakeAdapter['failNext']) {
    if (!(method in adapter.failNext)) return;
    const error = adapter.failNext[method];
    delete adapter.failNext[method];
    throw error;
  }
  async function held(method: 'connect' | 'disconnect') {
    const hold = adapter.hold[method];
    if (!hold) return;
    delete adapter.hold[method];
    await hold.promise;
  }
  return adapter;
}

/** A KeyValueStorage in memory. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => {
      map.set(key, value);
    },
    removeItem: (key: string) => {
      map.delete(key);
    },
  };
}
