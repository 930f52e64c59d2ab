import { balancePolicy } from '../../connected/account/balancePolicy.js';
import { selectActiveAccount, selectIsConnected } from '../../connected/account/selectors.js';
import { withAccount } from '../../connected/account/withAccount.js';
import { isSupported } from '../../connected/activeNetwork/networkUpdates.js';
import type { CaipAddress } from '../../domain/caip/caipAddress.js';
import type { CaipNetworkId } from '../../domain/caip/caipNetworkId.js';
import type { TokenBalance, TokenConfig } from '../../domain/chainAdapter/token.js';
import type { Network } from '../../domain/networks/network.js';
import type { PorticoState } from '../../instance/porticoState.js';
import type { Runtime } from '../../instance/runtime.js';
import type { TokenBalanceActions } from './tokenBalanceActions.js';

export interface LocalTokenBalanceDeps {
  rt: Runtime;
  /** §8 'Token Balance Unavailable'. */
  showUnavailable(): void;
}

const quantity = (numeric: string, decimals: number) => ({ decimals: String(decimals), numeric });

/** The native coin's row, of the balance the account already read (`refreshBalance`): no second read. */
function nativeRow(network: Network, balance: string): TokenBalance {
  const { name, symbol, decimals } = network.nativeCurrency;
  return { name, symbol, chainId: network.caipNetworkId, decimals, quantity: quantity(balance, decimals) };
}

function tokenRow(chainId: CaipNetworkId, token: TokenConfig, amount: string): TokenBalance {
  return {
    name: token.name ?? token.symbol,
    symbol: token.symbol,
    chainId,
    address: token.address,
    decimals: token.decimals,
    quantity: quantity(amount, token.decimals),
    ...(token.iconUrl ? { iconUrl: token.iconUrl } : {}),
  };
}

/** The active account and its network when its balances are shown (§5: connected, supported, no testnet). */
function shownAccount(state: PorticoState) {
  const namespace = state.connection.activeNamespace;
  const account = selectActiveAccount(state);
  const network = state.networks.byNamespace[namespace]?.caipNetwork;
  if (!selectIsConnected(state) || !account?.address || !account.caipAddress || !network) return undefined;
  if (balancePolicy(network, isSupported(state, network)) !== 'fetch') return undefined;
  return {
    namespace,
    address: account.address,
    caipAddress: account.caipAddress,
    network,
    balance: account.balance,
  };
}

/**
 * The token balances without Portico Cloud: the chain adapter's own reads, without prices (rows without fiat
 * figures). The list is the native coin — the balance the account's `refreshBalance` read, followed as it
 * changes — then the tokens the `tokens` option lists for the network, read with the adapter's
 * `getTokenAmounts` on each change of account or network. As with the cloud, only on a supported network that is
 * no testnet (§5, else the empty list); a failed read shows §8 'Token Balance Unavailable'.
 */
export function createLocalTokenBalanceActions({
  rt,
  showUnavailable,
}: LocalTokenBalanceDeps): TokenBalanceActions {
  const { get, set, options } = rt;
  const warnedNamespaces = new Set<string>();
  /** The configured tokens' rows of the account last read. */
  let tokenRows: { caipAddress: CaipAddress; rows: readonly TokenBalance[] } | undefined;
  // Only the latest read ends the loading state and is kept; an older one may finish after it started.
  let latest = 0;

  /** The tokens to read on `network`: none when the adapter cannot read them (told once per namespace). */
  const tokensOf = (network: Network, adapterReads: boolean): readonly TokenConfig[] => {
    const tokens = options.tokens[network.caipNetworkId] ?? [];
    if (tokens.length === 0 || adapterReads) return tokens;
    if (!warnedNamespaces.has(network.chainNamespace)) {
      warnedNamespaces.add(network.chainNamespace);
      options.logger.warn(
        `The ${network.chainNamespace} chain adapter has no getTokenAmounts: the \`tokens\` option's tokens are not shown`,
      );
    }
    return [];
  };

  /** Writes the account's §3 tokenBalance from the native balance and the token rows read for it. */
  const compose = () => {
    const state = get();
    const namespace = state.connection.activeNamespace;
    const shown = shownAccount(state);
    const rows = shown && tokenRows?.caipAddress === shown.caipAddress ? tokenRows.rows : [];
    const tokenBalance = shown
      ? [...(shown.balance === undefined ? [] : [nativeRow(shown.network, shown.balance)]), ...rows]
      : [];
    const current = state.accounts[namespace]?.tokenBalance;
    if (current && sameBalances(current, tokenBalance)) return;
    set((s) => withAccount(s, namespace, { tokenBalance }));
  };

  rt.store.subscribe(
    (state) => selectActiveAccount(state)?.balance,
    () => compose(),
  );

  return {
    async fetchTokenBalances() {
      const shown = shownAccount(get());
      const adapter = shown && rt.adapters.get(shown.namespace);
      if (!shown || !adapter) return compose();
      const { namespace, address, caipAddress, network } = shown;
      const tokens = tokensOf(network, typeof adapter.getTokenAmounts === 'function');
      if (tokens.length === 0 || !adapter.getTokenAmounts) {
        tokenRows = { caipAddress, rows: [] };
        return compose();
      }
      const run = ++latest;
      set((s) => withAccount(s, namespace, { tokenBalanceLoading: true }));
      try {
        const amounts = await adapter.getTokenAmounts({ address, network, tokens });
        if (amounts.length !== tokens.length)
          throw new Error(`getTokenAmounts answered ${amounts.length} amounts for ${tokens.length} tokens`);
        if (run !== latest) return;
        tokenRows = {
          caipAddress,
          rows: tokens.map((token, index) =>
            tokenRow(network.caipNetworkId, token, amounts[index] as string),
          ),
        };
        compose();
      } catch (error) {
        options.logger.warn(`Token balances of ${caipAddress} failed`, error);
        showUnavailable();
        // The native coin still shows.
        if (run === latest) {
          tokenRows = { caipAddress, rows: [] };
          compose();
        }
      } finally {
        if (run === latest) set((s) => withAccount(s, namespace, { tokenBalanceLoading: false }));
      }
    },
  };
}

function sameBalances(a: readonly TokenBalance[], b: readonly TokenBalance[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (token, index) =>
        token.chainId === b[index]?.chainId &&
        token.address === b[index]?.address &&
        token.quantity.numeric === b[index]?.quantity.numeric,
    )
  );
}
