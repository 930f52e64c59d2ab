import type { ChainDataClient } from '../../cloud/client/chainDataClient.js';
import type { SupportedChains } from '../../cloud/client/supportedChains.js';
import { balancePolicy } from '../../connected/account/balancePolicy.js';
import { withAccount } from '../../connected/account/withAccount.js';
import { isSupported } from '../../connected/activeNetwork/networkUpdates.js';
import type { CaipAddress } from '../../domain/caip/caipAddress.js';
import type { TokenBalance } from '../../domain/chainAdapter/token.js';
import type { Runtime } from '../../instance/runtime.js';
import { createTtlCache } from '../../shared/cache/ttlCache.js';
import { constants } from '../../shared/constants.js';
import { createRetryBlock } from '../../shared/cooldown/retryBlock.js';
import { dropZeroDecimalTokens } from '../../shared/format/balances.js';

export interface TokenBalanceActions {
  /**
   * Fetches the active account's token balances into its §3 `tokenBalance`; `force` skips the 30 s cache and
   * asks the cloud to read the chain (after a send).
   */
  fetchTokenBalances(force?: boolean): Promise<void>;
}

export interface TokenBalanceDeps {
  rt: Runtime;
  client: Pick<ChainDataClient, 'getAccountBalance'>;
  supportedChains: SupportedChains;
  /** §8 'Token Balance Unavailable'. */
  showUnavailable(): void;
}

/**
 * §7 balances of the active account from the chain-data API: only on a supported network that is no testnet
 * (§5, else the empty list), only when the cloud serves the network (§7), cached 30 s per CAIP address (§9),
 * no new attempt for 30 s after a failure (§4), tokens with decimals '0' left out (§5).
 */
export function createTokenBalanceActions({
  rt,
  client,
  supportedChains,
  showUnavailable,
}: TokenBalanceDeps): TokenBalanceActions {
  const { get, set, options } = rt;
  const cache = createTtlCache<CaipAddress, TokenBalance[]>({ ttlMs: constants.cache.balanceTtlMs });
  const retryBlock = createRetryBlock();
  // Only the latest fetch ends the loading state; an older one may finish after it started.
  let latest = 0;

  return {
    async fetchTokenBalances(force = false) {
      const state = get();
      const namespace = state.connection.activeNamespace;
      const account = state.accounts[namespace];
      const network = state.networks.byNamespace[namespace]?.caipNetwork;
      const { address, caipAddress } = account ?? {};
      if (!rt.isConnected(state, namespace) || !address || !caipAddress || !network) return;
      const show = (tokenBalance: TokenBalance[]) =>
        set((s) =>
          s.accounts[namespace]?.caipAddress === caipAddress
            ? withAccount(s, namespace, { tokenBalance })
            : s,
        );
      const served = (constants.chainSupport.balance as readonly string[]).includes(namespace);
      if (!served || balancePolicy(network, isSupported(state, network)) !== 'fetch') return show([]);
      const cached = force ? undefined : cache.get(caipAddress);
      if (cached) return show(cached);
      if (retryBlock.isBlocked()) return;
      // §7 a wallet with asset discovery answers for itself; else the chain-data API, where it serves the network.
      const walletAssets = async () =>
        rt.adapterOf(namespace).getAssets?.({ provider: await rt.providerOf(namespace), address, network });
      const cloudBalances = async () =>
        (await supportedChains.serves(network.caipNetworkId))
          ? (await client.getAccountBalance(address, network.caipNetworkId, force)).balances
          : [];
      const run = ++latest;
      set((s) => withAccount(s, namespace, { tokenBalanceLoading: true }));
      try {
        const balances = (await walletAssets()) ?? (await cloudBalances());
        const tokens = dropZeroDecimalTokens(Array.isArray(balances) ? balances : []);
        cache.set(caipAddress, tokens);
        show(tokens);
      } catch (error) {
        options.logger.warn(`Token balances of ${caipAddress} failed`, error);
        retryBlock.block();
        showUnavailable();
      } finally {
        if (run === latest) set((s) => withAccount(s, namespace, { tokenBalanceLoading: false }));
      }
    },
  };
}
