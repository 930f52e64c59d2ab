import type { AccountState } from '../../connected/account/types.js';
import type { TokenBalance } from '../../domain/chainAdapter/token.js';
import type { Network } from '../../domain/networks/network.js';
import type { PorticoState } from '../../instance/porticoState.js';
import { formatUsd } from '../../shared/format/fiat.js';

/** The native coin of `network` as a token of the list: the cloud's entry when it has one, else the adapter's balance. */
export function nativeSendToken(account: AccountState, network: Network): TokenBalance {
  const listed = account.tokenBalance.find(
    (token) => token.address === undefined && token.chainId === network.caipNetworkId,
  );
  return (
    listed ?? {
      name: network.nativeCurrency.name,
      symbol: network.nativeCurrency.symbol,
      chainId: network.caipNetworkId,
      decimals: network.nativeCurrency.decimals,
      quantity: { decimals: String(network.nativeCurrency.decimals), numeric: account.balance ?? '0' },
    }
  );
}

/** Whether the token is the network's native coin. */
export const isNativeToken = (token: TokenBalance): boolean => token.address === undefined;

let last: { account: AccountState; network: Network; tokens: readonly TokenBalance[] } | undefined;

/**
 * The tokens the Send view offers: the account's balances on the active network (Portico Cloud's), or without
 * them the native coin at the adapter's balance. The same list object while the account and network are the same.
 */
export function selectSendTokens(state: PorticoState): readonly TokenBalance[] {
  const namespace = state.connection.activeNamespace;
  const account = state.accounts[namespace];
  const network = state.networks.byNamespace[namespace]?.caipNetwork;
  if (!account || !network) return [];
  if (last?.account === account && last.network === network) return last.tokens;
  const listed = account.tokenBalance.filter((token) => token.chainId === network.caipNetworkId);
  const tokens = listed.some(isNativeToken) ? listed : [nativeSendToken(account, network), ...listed];
  last = { account, network, tokens };
  return tokens;
}

/** The USD value of the typed amount (§3 send state), in dollars and pennies; undefined without a price. */
export function selectSendAmountUsd(state: PorticoState): string | undefined {
  const { token, sendTokenAmount } = state.send;
  if (token?.price === undefined || !sendTokenAmount) return undefined;
  const value = Number(sendTokenAmount) * token.price;
  return Number.isFinite(value) ? formatUsd(value, state.locale.locale) : undefined;
}
