import type { ChainDataClient } from '../../cloud/client/chainDataClient.js';
import type { CaipAddress } from '../../domain/caip/caipAddress.js';
import type { Network } from '../../domain/networks/network.js';
import type { Runtime } from '../../instance/runtime.js';
import { createTtlCache } from '../../shared/cache/ttlCache.js';
import { constants } from '../../shared/constants.js';
import type { AccountState } from '../account/types.js';
import { withAccount } from '../account/withAccount.js';

export interface IdentityActions {
  /** Looks the active account's name and avatar up into its §3 `profileName` and `profileImage`. */
  fetchIdentity(): Promise<void>;
}

export interface IdentityDeps {
  rt: Runtime;
  client: Pick<ChainDataClient, 'getIdentity'>;
}

type Profile = Pick<AccountState, 'profileName' | 'profileImage'>;

/** §4 identity lookup: only on EVM networks that are not testnets. */
export function looksUpIdentity(network: Network): boolean {
  return network.chainNamespace === 'eip155' && network.testnet !== true;
}

/**
 * §4 identity lookup of the active account from Portico Cloud (`GET /v1/identity/{address}`), cached 5 min per
 * CAIP address (§9). When the cloud fails, the name falls back to the chain's own name service (the chain
 * adapter's `getName`), and the image is cleared unless the chain is 1. A new account shows no profile of the
 * one before while its own is looked up.
 */
export function createIdentityActions({ rt, client }: IdentityDeps): IdentityActions {
  const { get, set, options } = rt;
  const cache = createTtlCache<CaipAddress, Profile>({ ttlMs: constants.cache.identityTtlMs });
  // Whose profile the account state shows: another account's is cleared before a lookup.
  let shownFor: CaipAddress | undefined;

  async function fallback(address: string, network: Network, shown: Profile): Promise<Profile> {
    const profileImage = network.id === 1 ? shown.profileImage : undefined;
    try {
      const profileName = await rt.adapterOf('eip155').getName?.({ address, network });
      return { profileName, profileImage };
    } catch (error) {
      options.logger.warn(`The chain's own name of ${address} could not be read`, error);
      return { profileName: undefined, profileImage };
    }
  }

  return {
    async fetchIdentity() {
      const state = get();
      const namespace = state.connection.activeNamespace;
      const account = state.accounts[namespace];
      const network = state.networks.byNamespace[namespace]?.caipNetwork;
      const { address, caipAddress } = account ?? {};
      if (!rt.isConnected(state, namespace) || !account || !address || !caipAddress || !network) return;
      const show = (profile: Profile) =>
        set((s) => {
          if (s.accounts[namespace]?.caipAddress !== caipAddress) return s;
          shownFor = caipAddress;
          return withAccount(s, namespace, profile);
        });
      const none: Profile = { profileName: undefined, profileImage: undefined };
      if (!looksUpIdentity(network)) return show(none);
      const cached = cache.get(caipAddress);
      if (cached) return show(cached);
      const shown = shownFor === caipAddress ? account : none;
      if (shown === none) show(none);
      let profile: Profile;
      try {
        const { name, avatar } = await client.getIdentity(address, network.caipNetworkId);
        profile = { profileName: name ?? undefined, profileImage: avatar ?? undefined };
      } catch (error) {
        options.logger.warn(`The identity of ${caipAddress} could not be fetched`, error);
        profile = await fallback(address, network, shown);
      }
      cache.set(caipAddress, profile);
      show(profile);
    },
  };
}
