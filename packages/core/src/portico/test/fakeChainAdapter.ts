import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type {
  ChainAdapter,
  ChainAdapterContext,
  NamespaceConnection,
} from '../../domain/chainAdapter/ChainAdapter.js';
import type { Deferred } from './deferred.js';
import { isFakeProvider } from './fakeConnectorSource.js';
import { fakeSignature } from './fakeSignature.js';

type Method = 'setup' | 'getBalance' | 'signMessage' | 'switchNetwork' | 'syncConnections';

export interface FakeChainAdapter extends ChainAdapter {
  /** What core asked: `setup`, `getBalance:<network id>`, `signMessage:<address>`, `switchNetwork:<network id>`, `destroy`. */
  readonly calls: string[];
  balance: string;
  /** The next call of a method rejects with this error. */
  failNext: Partial<Record<Method, unknown>>;
  /** The next call of a method waits until this settles. */
  hold: Partial<Record<'getBalance' | 'syncConnections', Deferred<void>>>;
  /** The providers signMessage and switchNetwork were called on, in order. */
  readonly signedOn: unknown[];
  readonly switchedOn: unknown[];
  /** Every list syncConnections received, in order. */
  readonly synced: (readonly NamespaceConnection[])[];
  /** What setup was given (to play a chain library that disconnects through core). */
  context?: ChainAdapterContext;
}

/**
 * A small in-memory ChainAdapter: CAIP-10 addresses are `<network id>:<address>`, and switching asks the
 * fake provider's wallet to move. Without `switchNetwork` it plays a namespace whose wallets do not switch.
 */
export function fakeChainAdapter(namespace: ChainNamespace, { switchNetwork = true } = {}) {
  const take = (method: Method) => {
    if (!(method in adapter.failNext)) return;
    const error = adapter.failNext[method];
    delete adapter.failNext[method];
    throw error;
  };

  const held = async (method: keyof FakeChainAdapter['hold']) => {
    const hold = adapter.hold[method];
    if (!hold) return;
    delete adapter.hold[method];
    await hold.promise;
  };

  const adapter: FakeChainAdapter = {
    namespace,
    calls: [],
    balance: '1.23456789',
    failNext: {},
    hold: {},
    signedOn: [],
    switchedOn: [],
    synced: [],
    async setup(context) {
      adapter.calls.push('setup');
      take('setup');
      adapter.context = context;
    },
    toCaipAddress: (address, network) => `${network.caipNetworkId}:${address}`,
    async getBalance({ network }) {
      adapter.calls.push(`getBalance:${network.caipNetworkId}`);
      // The balance when asked: a held answer reports what the chain had then.
      const { balance } = adapter;
      await held('getBalance');
      take('getBalance');
      return { balance, symbol: network.nativeCurrency.symbol };
    },
    async signMessage({ provider, address, message }) {
      adapter.calls.push(`signMessage:${address}`);
      adapter.signedOn.push(provider);
      take('signMessage');
      return fakeSignature(message);
    },
    async formatSignInMessage(data) {
      const lines = [
        `${data.domain} wants you to sign in with your account:`,
        data.accountAddress,
        ...(data.statement ? ['', data.statement] : []),
        '',
        `URI: ${data.uri}`,
        `Chain ID: ${data.chainId}`,
        `Nonce: ${data.nonce}`,
        `Issued At: ${data.issuedAt}`,
      ];
      return lines.join('\n');
    },
    async switchNetwork({ provider, network }) {
      adapter.calls.push(`switchNetwork:${network.caipNetworkId}`);
      adapter.switchedOn.push(provider);
      take('switchNetwork');
      if (isFakeProvider(provider)) provider.switchTo(network);
    },
    async syncConnections(connections) {
      adapter.synced.push(connections);
      await held('syncConnections');
      take('syncConnections');
    },
    destroy() {
      adapter.calls.push('destroy');
    },
  };
  if (!switchNetwork) delete adapter.switchNetwork;
  return adapter;
}
