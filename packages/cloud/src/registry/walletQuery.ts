import { type CaipNetworkId, constants, isCaipNetworkId } from '@portico/core';
import type { SdkQuery, WalletIndexQuery, WalletsQueryString } from '@portico/core/wire';

/** §9: a list page by default; at most a search page, the largest the modal asks for. */
const defaultEntries = constants.wallets.listPageEntries;
/** The listing the index runs (core's rules, shared with the modal's local registry snapshot). */
export type WalletQuery = WalletIndexQuery;

function commaList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** The query, or the reason it is invalid (a chain that is not a CAIP-2 network id of the five namespaces). */
export function parseWalletQuery(
  query: Omit<WalletsQueryString, keyof SdkQuery>,
): { query: WalletQuery } | { error: string } {
  const chains = commaList(query.chains);
  const invalid = chains.find((chain) => !isCaipNetworkId(chain));
  if (invalid !== undefined) return { error: `chains: '${invalid}' is not a CAIP-2 network id` };
  return {
    query: {
      page: query.page ?? 1,
      entries: query.entries ?? defaultEntries,
      include: commaList(query.include),
      exclude: commaList(query.exclude),
      chains: chains as CaipNetworkId[],
      search: query.search ?? '',
      badgeType: query.badge_type ?? 'none',
    },
  };
}
