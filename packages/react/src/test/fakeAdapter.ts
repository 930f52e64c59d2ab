import type { CaipAddress, Connector } from '@portico/core';
import type {
  ChainAdapter,
  ConnectorContext,
  ConnectorSource,
  Transfer,
  WalletConnection,
} from '@portico/core/adapters';

export const fakeAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

export const fakeConnector: Connector = {
  id: 'io.portico.fake',
  name: 'Fake Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.portico.fake' },
};

interface WalletError {
  code: number;
  message: string;
}

/**
 * An in-memory EVM wallet behind a ConnectorSource and a ChainAdapter. It answers at once unless told to
 * hold (to see pending screens) or to reject the next request.
 */
export function createFakeAdapter({
  connector = fakeConnector,
  address = fakeAddress,
}: {
  connector?: Connector;
  address?: string;
} = {}) {
  let balance = '1.23456789';
  let context: ConnectorContext | undefined;
  let chainId: number | string = 1;
  let rejection: WalletError | undefined;
  let hold: Promise<void> | undefined;
  const requests: string[] = [];
  const transfers: Transfer[] = [];
  /** What sendTransaction sent (eth_sendTransaction's object), in order. */
  const transactions: unknown[] = [];
  /** What the wallet answers to wallet_getCallsStatus (EIP-5792). */
  let callsStatus: unknown;

  const answer = async (method: string) => {
    requests.push(method);
    if (hold) await hold;
    const error = rejection;
    rejection = undefined;
    if (error) throw error;
  };
  const connection = (): WalletConnection => ({
    connectorId: connector.id,
    accounts: [{ caipAddress: `eip155:${chainId}:${address}`, type: 'eoa' }],
    caipNetworkIds: { eip155: `eip155:${chainId}` },
    supportsAllNetworks: true,
  });

  const source: ConnectorSource = {
    id: `fake:${connector.id}`,
    namespaces: ['eip155'],
    setup(setupContext) {
      context = setupContext;
      setupContext.emit({ type: 'connectors', connectors: [connector] });
    },
    async connect({ networks, signal }) {
      const answered = answer('connect');
      await new Promise<void>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        answered.then(resolve, reject);
      });
      chainId = networks[0]?.id ?? chainId;
      return connection();
    },
    async reconnect() {
      return undefined;
    },
    async disconnect() {
      await answer('disconnect');
    },
    async getProvider() {
      return {
        fake: true,
        async request({ method }: { method: string }) {
          await answer(method);
          if (method === 'wallet_getCallsStatus') return callsStatus;
          // Every sent transaction is mined at once.
          if (method === 'eth_getTransactionReceipt') return { status: '0x1' };
          throw Object.assign(new Error(`${method} is not supported`), { code: 4200 });
        },
      };
    },
  };

  const adapter: ChainAdapter = {
    namespace: 'eip155',
    toCaipAddress: (address, network): CaipAddress => `${network.caipNetworkId}:${address}`,
    async switchNetwork({ network }) {
      await answer('switchNetwork');
      chainId = network.id;
      context?.emit({
        type: 'chainChanged',
        connectorId: connector.id,
        caipNetworkId: network.caipNetworkId,
      });
    },
    async getBalance({ network }) {
      return { balance, symbol: network.nativeCurrency.symbol };
    },
    async signMessage() {
      await answer('signMessage');
      return `0x${'51'.repeat(65)}`;
    },
    async formatSignInMessage(data) {
      return `${data.domain} wants you to sign in with your account:\n${data.accountAddress}\n\nNonce: ${data.nonce}`;
    },
    // A flat fee of 0.000042 ETH; sending answers a fixed hash.
    async estimateTransfer() {
      return { fee: 42_000_000_000_000n, accountCreation: 0n };
    },
    async sendTransaction({ transaction }) {
      await answer('sendTransaction');
      transactions.push(transaction);
      return `0x${'cd'.repeat(32)}`;
    },
    async sendTransfer({ transfer }) {
      await answer('sendTransfer');
      transfers.push(transfer);
      return `0x${'ab'.repeat(32)}`;
    },
  };

  return {
    adapter,
    source,
    requests,
    /** What sendTransfer sent, in order. */
    transfers,
    transactions,
    setBalance(next: string) {
      balance = next;
    },
    /** What the wallet answers to wallet_getCallsStatus from now on. */
    setCallsStatus(next: unknown) {
      callsStatus = next;
    },
    /** The wallet moves to another chain by itself, as a user does in the wallet's own interface. */
    jumpToChain(nextChainId: number) {
      chainId = nextChainId;
      context?.emit({
        type: 'chainChanged',
        connectorId: connector.id,
        caipNetworkId: `eip155:${chainId}`,
      });
    },
    rejectNext(error: WalletError = { code: 4001, message: 'User rejected the request.' }) {
      rejection = error;
    },
    /** Holds every request until the returned function is called. */
    holdRequests(): () => void {
      let release = () => {};
      hold = new Promise<void>((resolve) => {
        release = () => {
          hold = undefined;
          resolve();
        };
      });
      return release;
    },
  };
}
