import type { ChainDataClient } from '../../cloud/client/chainDataClient.js';
import type { SupportedChains } from '../../cloud/client/supportedChains.js';
import type { AccountNft } from '../../cloud/wire/nfts.js';
import { selectActiveAccount, selectIsConnected } from '../../connected/account/selectors.js';
import type { CaipAddress } from '../../domain/caip/caipAddress.js';
import type { CaipNetworkId } from '../../domain/caip/caipNetworkId.js';
import type { PorticoState } from '../../instance/porticoState.js';
import type { ToastInput } from '../../modal/alerts/types.js';
import { createTtlCache } from '../../shared/cache/ttlCache.js';
import { constants } from '../../shared/constants.js';
import { errorCatalogue } from '../../shared/errors/catalogue.js';
import type { Logger } from '../../shared/logger/logger.js';
import { initialNftsState, type NftsState } from './nftsState.js';

export interface NftsEnv {
  /** Absent when no cloud is configured: every network then has no NFTs. */
  client: Pick<ChainDataClient, 'getAccountNfts'> | undefined;
  /** §7 the chain-data API's networks, shared with the other chain-data calls of the instance. */
  supportedChains: SupportedChains | undefined;
  get(): PorticoState;
  set(update: (state: PorticoState) => PorticoState): void;
  subscribe<T>(selector: (state: PorticoState) => T, listener: (value: T) => void): void;
  showToast(toast: ToastInput): void;
  logger: Pick<Logger, 'error'>;
}

export interface NftsActions {
  /**
   * Loads the active account's NFTs on the active network (the NFTs tab calls it when shown): from the 30 s
   * cache of that CAIP address, else from the cloud. Nothing when no account is connected or a fetch is under way.
   */
  fetchNfts(): Promise<void>;
}

/** The connected active account's CAIP address: the account and the network the list belongs to. */
const listKey = (state: PorticoState): CaipAddress | undefined =>
  selectIsConnected(state) ? selectActiveAccount(state)?.caipAddress : undefined;

/**
 * The NFTs tab: `GET /v1/account/{address}/nfts` on eip155 networks the cloud supports (§7 check first; other
 * networks have none), cached 30 s per CAIP address. A failure is logged, shows 'Failed to fetch NFTs' and
 * leaves the list empty and failed. A change of account or network resets the list.
 */
export function createNftsActions(env: NftsEnv): NftsActions {
  const { client, get, set } = env;
  const cache = createTtlCache<CaipAddress, readonly AccountNft[]>({ ttlMs: constants.cache.balanceTtlMs });
  // Bumped by every reset, so that an answer for a previous account or network is dropped when it arrives.
  let generation = 0;

  const update = (change: Partial<NftsState>) =>
    set((state) => ({ ...state, nfts: { ...state.nfts, ...change } }));

  env.subscribe(listKey, (caipAddress) => {
    generation += 1;
    set((state) => ({ ...state, nfts: { ...initialNftsState, ...(caipAddress ? { caipAddress } : {}) } }));
  });

  async function isServed(caipNetworkId: CaipNetworkId): Promise<boolean> {
    if (!client || !env.supportedChains || !caipNetworkId.startsWith('eip155:')) return false;
    return env.supportedChains.serves(caipNetworkId);
  }

  return {
    async fetchNfts() {
      const state = get();
      const caipAddress = listKey(state);
      const account = selectActiveAccount(state);
      const network = state.networks.byNamespace[state.connection.activeNamespace]?.caipNetwork;
      if (!caipAddress || !account?.address || !network || state.nfts.loading) return;
      const cached = cache.get(caipAddress);
      if (cached) return update({ nfts: cached, caipAddress, loaded: true, failed: false });
      const current = generation;
      const stale = () => current !== generation;
      update({ loading: true, failed: false, caipAddress });
      try {
        const nfts =
          client && (await isServed(network.caipNetworkId))
            ? (await client.getAccountNfts(account.address, network.caipNetworkId)).nfts
            : [];
        if (stale()) return;
        cache.set(caipAddress, nfts);
        update({ nfts, loading: false, loaded: true });
      } catch (error) {
        if (stale()) return;
        const message = errorCatalogue.FAILED_TO_FETCH_NFTS;
        env.logger.error(message, error);
        update({ nfts: [], loading: false, loaded: true, failed: true });
        env.showToast({ message, variant: 'error' });
      }
    },
  };
}
