import { type Static, Type } from '@sinclair/typebox';
import { constants } from '../../shared/constants.js';
import { type BadgeType, badgeTypes } from './registryWallet.js';
import { sdkQueryWith } from './sdkQuery.js';

const maxListLength = 4_000;
const maxSearchLength = 100;
const list = () => Type.Optional(Type.String({ maxLength: maxListLength }));

/**
 * GET /getWallets querystring (§7) as it travels: the lists comma-separated, a list page of §9 entries by default
 * and at most a search page. The cloud validates with it; core's client writes its `WalletsQuery` in this form.
 */
export const WalletsQueryString = sdkQueryWith({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  entries: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: constants.wallets.searchEntries,
      default: constants.wallets.listPageEntries,
    }),
  ),
  include: list(),
  exclude: list(),
  chains: list(),
  search: Type.Optional(Type.String({ maxLength: maxSearchLength })),
  badge_type: Type.Optional(Type.Unsafe<BadgeType>({ type: 'string', enum: badgeTypes })),
});
export type WalletsQueryString = Static<typeof WalletsQueryString>;
