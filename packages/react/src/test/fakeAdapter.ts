import type { AdapterContext, ChainAdapter, Connector, Network } from '@portico/core';

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
 * An in-memory EVM wallet behind the ChainAdapter interface. It answers at once unless told to
 * hold (to see pending screens) or to reject the next request.
 */
export function createFakeAdapter() {
  let balance = '1.23456789';
  let context: AdapterContext | undefined;
  let chainId: number | string = 1;
  let rejection: WalletError | undefined;
  let hold: Promise<void> | undefined;
  const requests: string[] = [];

  const answer = async (method: string) => {
    requests.push(method);
    if (hold) await hold;
    const error = rejection;
    rejection = undefined;
    if (error) throw error;
  };

  const adapter: ChainAdapter = {
    namespace: 'eip155',
    setup(setupContext) {
      context = setupContext;
      setupContext.emit({ type: 'connectors', connectors: [fakeConnector] });
    },
    async connect({ connectorId, network }) {
      await answer('connect');
      chainId = network.id;
      return { connectorId, accounts: [{ address: fakeAddress, type: 'eoa' }], chainId };
    },
    async reconnect() {
      return undefined;
    },
    async disconnect() {
      await answer('disconnect');
    },
    async switchNetwork({ connectorId, network }: { connectorId: string; network: Network }) {
      await answer('switchNetwork');
      chainId = network.id;
      context?.emit({ type: 'chainChanged', connectorId, chainId });
    },
    async getBalance({ network }) {
      return { balance, symbol: network.nativeCurrency.symbol };
    },
    async signMessage() {
      await answer('signMessage');
      return '0x5167';
    },
  };

  return {
    adapter,
    requests,
    setBalance(next: string) {
      balance = next;
    },
    /** The wallet moves to another chain by itself, as a user does in the wallet's own interface. */
    jumpToChain(nextChainId: number) {
      chainId = nextChainId;
      context?.emit({ type: 'chainChanged', connectorId: fakeConnector.id, chainId });
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
