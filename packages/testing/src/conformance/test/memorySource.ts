import type { CaipNetworkId } from '@portico/core';
import type {
  ConnectedAccount,
  ConnectorContext,
  ConnectorEvent,
  ConnectorSource,
  WalletConnection,
} from '@portico/core/adapters';
import type { MemoryWallet, MemoryWalletEvent } from './memoryWallet.js';

/** Ways to break the ConnectorSource contract, each one a rule the conformance suite must catch. */
export const sourceFlaws = [
  'reportsOwnConnect',
  'bareAddresses',
  'limitedWithoutApprovedNetworks',
  'dropsErrorCode',
  'ignoresAbort',
  'promptsWhenAborted',
  'forgetsLateApproval',
  'promptsOnReconnect',
  'reconnectsUnauthorised',
  'ignoresRevoke',
  'reportsOldAccount',
  'reportsStartNetwork',
  'ignoresWalletDisconnect',
  'listensAfterDisconnect',
  'attributesToFirstWallet',
] as const;

export type SourceFlaw = (typeof sourceFlaws)[number];

/** A ConnectorSource over in-memory wallets that keeps the contract, unless told to break it. */
export function createMemorySource(
  wallets: readonly MemoryWallet[],
  flaws: readonly SourceFlaw[],
): ConnectorSource {
  const flawed = (flaw: SourceFlaw) => flaws.includes(flaw);
  let context: ConnectorContext | undefined;
  const listening = new Map<string, () => void>();
  const connected = new Set<string>();

  const emit = (event: ConnectorEvent) => context?.emit(event);
  const walletOf = (connectorId: string) => {
    const wallet = wallets.find(({ id }) => id === connectorId);
    if (wallet === undefined) throw new Error(`No wallet ${connectorId}`);
    return wallet;
  };
  const accountsOf = (addresses: readonly string[], network: CaipNetworkId): ConnectedAccount[] =>
    addresses.map((address) => ({
      caipAddress: flawed('bareAddresses')
        ? (`eip155:${address}` as `eip155:${string}:${string}`)
        : `${network}:${address}`,
      type: 'eoa',
    }));
  const connectionOf = (wallet: MemoryWallet): WalletConnection => ({
    connectorId: wallet.id,
    accounts: accountsOf(wallet.exposed(), wallet.network),
    caipNetworkIds: { eip155: wallet.network },
    supportsAllNetworks: !flawed('limitedWithoutApprovedNetworks'),
  });

  const follow = (wallet: MemoryWallet) => {
    let reported: readonly string[] = wallet.exposed();
    const connectorId = flawed('attributesToFirstWallet') ? (wallets[0] as MemoryWallet).id : wallet.id;
    const onEvent = (event: MemoryWalletEvent) => {
      switch (event.type) {
        case 'accounts': {
          if (event.accounts.length === 0 && flawed('ignoresRevoke')) return;
          const accounts = flawed('reportsOldAccount') ? reported : event.accounts;
          reported = event.accounts;
          emit({ type: 'accountsChanged', connectorId, accounts: accountsOf(accounts, wallet.network) });
          return;
        }
        case 'network': {
          const start = context?.networks[0]?.caipNetworkId ?? event.caipNetworkId;
          const caipNetworkId = flawed('reportsStartNetwork') ? start : event.caipNetworkId;
          emit({ type: 'chainChanged', connectorId, caipNetworkId });
          return;
        }
        case 'disconnect':
          if (flawed('ignoresWalletDisconnect')) return;
          stop(wallet.id);
          emit({ type: 'disconnect', connectorId });
      }
    };
    listening.get(wallet.id)?.();
    listening.set(wallet.id, wallet.subscribe(onEvent));
    connected.add(wallet.id);
  };
  const stop = (connectorId: string) => {
    connected.delete(connectorId);
    if (flawed('listensAfterDisconnect')) return;
    listening.get(connectorId)?.();
    listening.delete(connectorId);
  };

  return {
    id: 'memory',
    namespaces: ['eip155'],
    setup(given) {
      context = given;
      emit({
        type: 'connectors',
        connectors: wallets.map(({ id }) => ({
          id,
          name: `Memory ${id}`,
          type: 'ANNOUNCED',
          chain: 'eip155',
        })),
      });
    },
    connect({ connectorId, signal }) {
      const abortable = !flawed('ignoresAbort');
      if (signal.aborted && abortable && !flawed('promptsWhenAborted')) return Promise.reject(signal.reason);
      const wallet = walletOf(connectorId);
      return new Promise((resolve, reject) => {
        let aborted = false;
        const onAbort = () => {
          aborted = true;
          reject(signal.reason);
        };
        if (abortable) {
          if (signal.aborted) onAbort();
          else signal.addEventListener('abort', onAbort, { once: true });
        }
        wallet.requestAccess().then(
          () => {
            signal.removeEventListener('abort', onAbort);
            if (aborted && flawed('forgetsLateApproval')) return;
            follow(wallet);
            const connection = connectionOf(wallet);
            if (aborted || flawed('reportsOwnConnect')) emit({ type: 'connect', connection });
            resolve(connection);
          },
          (error: Error) => {
            signal.removeEventListener('abort', onAbort);
            reject(flawed('dropsErrorCode') ? new Error(error.message) : error);
          },
        );
      });
    },
    async reconnect({ connectorId }) {
      const wallet = walletOf(connectorId);
      if (flawed('promptsOnReconnect')) await wallet.requestAccess();
      if (!wallet.authorised && !flawed('reconnectsUnauthorised')) return undefined;
      follow(wallet);
      return { ...connectionOf(wallet), accounts: accountsOf([wallet.address()], wallet.network) };
    },
    async disconnect({ connectorId }) {
      stop(connectorId);
    },
    async getProvider({ connectorId }) {
      if (!connected.has(connectorId)) throw new Error(`${connectorId} is not connected`);
      return walletOf(connectorId);
    },
    destroy() {
      for (const connectorId of [...listening.keys()]) stop(connectorId);
      context = undefined;
    },
  };
}
