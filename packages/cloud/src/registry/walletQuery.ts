import { type CaipNetworkId, constants, isCaipNetworkId, type WalletsQuery } from '@portico/core';
import { badgeTypes, type WalletIndexQuery } from '@portico/core/wire';

/** §9: a list page by default; at most a search page, the largest the modal asks for. */
const defaultEntries = constants.wallets.listPageEntries;
const maxEntries = constants.wallets.searchEntries;
const maxListLength = 4_000;
const maxSearchLength = 100;

/** GET /getWallets querystring properties (the §7 projectId, st and sv come from the edge's querySchema). */
export const walletQueryProperties = {
  page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
  entries: { type: 'integer', minimum: 1, maximum: maxEntries, default: defaultEntries },
  include: { type: 'string', maxLength: maxListLength },
  exclude: { type: 'string', maxLength: maxListLength },
  chains: { type: 'string', maxLength: maxListLength },
  search: { type: 'string', maxLength: maxSearchLength },
  badge_type: { type: 'string', enum: badgeTypes },
} as const satisfies Record<keyof WalletsQuery, object>;

/** Core's `WalletsQuery` as it arrives after schema validation and coercion: lists comma-separated. */
export type WalletQueryString = {
  [K in keyof WalletsQuery]: WalletsQuery[K] extends readonly string[] | undefined ? string : WalletsQuery[K];
};

/** The listing the index runs (core's rules, shared with the modal's local registry snapshot). */
export type WalletQuery = WalletIndexQuery;

function commaList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** The query, or the reason it is invalid (a chain that is not a CAIP-2 network id of the five namespaces). */
export function parseWalletQuery(query: WalletQueryString): { query: WalletQuery } | { error: string } {
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
