import { balancePolicy } from '../../connected/account/balancePolicy.js';
import { selectActiveAccount } from '../../connected/account/selectors.js';
import { isSupported } from '../../connected/activeNetwork/networkUpdates.js';
import type { TokenBalance } from '../../domain/chainAdapter/token.js';
import type { PorticoState } from '../../instance/porticoState.js';
import { formatUsd, formatUsdTotal } from '../../shared/format/fiat.js';
import { formatQuantity } from '../../shared/format/quantity.js';

/** A row of the Tokens tab, every figure formatted for display. */
export interface TokenRow {
  /** Unique in the list: the network and the token's address (`native` for the coin). */
  key: string;
  name: string;
  symbol: string;
  iconUrl?: string;
  /** §5: exactly 3 decimals. */
  quantity: string;
  /** Dollars and pennies (`$1,234.56`); absent when the cloud has no price. */
  price?: string;
  value?: string;
}

const noTokens: readonly TokenBalance[] = [];
// One rows list per token list and locale, so that a subscriber comparing by identity re-renders only when they change.
const rowsByTokens = new WeakMap<readonly TokenBalance[], { locale: string; rows: readonly TokenRow[] }>();

/** §5: the list only counts on a supported network that is no testnet; elsewhere it is empty. */
function shownTokens(state: PorticoState): readonly TokenBalance[] {
  const network = state.networks.byNamespace[state.connection.activeNamespace]?.caipNetwork;
  if (!network || balancePolicy(network, isSupported(state, network)) !== 'fetch') return noTokens;
  return selectActiveAccount(state)?.tokenBalance ?? noTokens;
}

/** The active account's Tokens tab rows: icon, name, quantity (3 decimals), price and value. */
export function selectTokenRows(state: PorticoState): readonly TokenRow[] {
  const tokens = shownTokens(state);
  const { locale } = state.locale;
  const cached = rowsByTokens.get(tokens);
  if (cached?.locale === locale) return cached.rows;
  const rows = tokens.map((token) => toRow(token, locale));
  rowsByTokens.set(tokens, { locale, rows });
  return rows;
}

function toRow(token: TokenBalance, locale: string): TokenRow {
  return {
    key: `${token.chainId}:${token.address ?? 'native'}`,
    name: token.name,
    symbol: token.symbol,
    ...(token.iconUrl ? { iconUrl: token.iconUrl } : {}),
    quantity: formatQuantity(token.quantity.numeric),
    ...(token.price === undefined ? {} : { price: formatUsd(token.price, locale) }),
    ...(token.value === undefined ? {} : { value: formatUsd(token.value, locale) }),
  };
}

/** §5 the token total in dollars and pennies: the unrounded values summed, rounded once (DECISIONS). */
export function selectTokenTotal(state: PorticoState): string {
  return formatUsdTotal(
    shownTokens(state).map((token) => token.value),
    state.locale.locale,
  );
}

export const selectTokenBalanceLoading = (state: PorticoState): boolean =>
  selectActiveAccount(state)?.tokenBalanceLoading === true;
