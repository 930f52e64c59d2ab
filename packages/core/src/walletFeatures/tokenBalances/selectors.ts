import { balancePolicy } from '../../connected/account/balancePolicy.js';
import { selectActiveAccount } from '../../connected/account/selectors.js';
import { isSupported } from '../../connected/activeNetwork/networkUpdates.js';
import type { TokenBalance } from '../../domain/chainAdapter/token.js';
import type { PorticoState } from '../../instance/porticoState.js';
import { formatFiat, formatFiatTotal } from '../../shared/format/fiat.js';
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

const dollars = (amount: unknown) => `$${formatFiat(amount).text}`;
const noTokens: readonly TokenBalance[] = [];
// One rows list per token list, so that a subscriber comparing by identity re-renders only when the tokens change.
const rowsByTokens = new WeakMap<readonly TokenBalance[], readonly TokenRow[]>();

/** §5: the list only counts on a supported network that is no testnet; elsewhere it is empty. */
function shownTokens(state: PorticoState): readonly TokenBalance[] {
  const network = state.networks.byNamespace[state.connection.activeNamespace]?.caipNetwork;
  if (!network || balancePolicy(network, isSupported(state, network)) !== 'fetch') return noTokens;
  return selectActiveAccount(state)?.tokenBalance ?? noTokens;
}

/** The active account's Tokens tab rows: icon, name, quantity (3 decimals), price and value. */
export function selectTokenRows(state: PorticoState): readonly TokenRow[] {
  const tokens = shownTokens(state);
  let rows = rowsByTokens.get(tokens);
  if (!rows) {
    rows = tokens.map(toRow);
    rowsByTokens.set(tokens, rows);
  }
  return rows;
}

function toRow(token: TokenBalance): TokenRow {
  return {
    key: `${token.chainId}:${token.address ?? 'native'}`,
    name: token.name,
    symbol: token.symbol,
    ...(token.iconUrl ? { iconUrl: token.iconUrl } : {}),
    quantity: formatQuantity(token.quantity.numeric),
    ...(token.price === undefined ? {} : { price: dollars(token.price) }),
    ...(token.value === undefined ? {} : { value: dollars(token.value) }),
  };
}

/** §5 the token total in dollars and pennies: the unrounded values summed, rounded once (DECISIONS). */
export function selectTokenTotal(state: PorticoState): string {
  return `$${formatFiatTotal(shownTokens(state).map((token) => token.value)).text}`;
}

export const selectTokenBalanceLoading = (state: PorticoState): boolean =>
  selectActiveAccount(state)?.tokenBalanceLoading === true;
