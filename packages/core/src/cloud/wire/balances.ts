import { type Static, Type } from '@sinclair/typebox';
import type { TokenBalance } from '../../domain/chainAdapter/token.js';
import { chainIdParameter } from './chainData.js';
import { stringEnum } from './schemaTypes.js';
import { sdkQueryWith } from './sdkQuery.js';

/** The path parameter of the routes that take an account's address on any chain (balance, NFTs). */
export const AccountAddressParams = Type.Object(
  { address: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
export type AccountAddressParams = Static<typeof AccountAddressParams>;

/** The fiat currencies the chain-data API prices in (§7 `currency=usd`). */
export const FiatCurrency = stringEnum(['usd']);
export type FiatCurrency = Static<typeof FiatCurrency>;

/** CAIP-10's shape: namespace, reference, then the token (an address, or `native`). */
const fungibleIdPattern = '^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$';

/**
 * A token as `POST /v1/fungible/price` names it: `<CAIP-2 network id>:<token>`, the token being an ERC-20
 * contract address (`eip155:1:0xA0b8…`), an SPL mint (`solana:5eykt…:EPjF…`) or `native` for the chain's
 * own coin (`eip155:1:native`, `solana:5eykt…:native`).
 */
export const FungibleId = Type.Unsafe<`${string}:${string}:${string}`>(
  Type.String({ pattern: fungibleIdPattern }),
);
export type FungibleId = Static<typeof FungibleId>;

/** GET /v1/account/{address}/balance query. `forceUpdate=true` reads the chain even when a cached answer is fresh. */
export const BalanceQuery = sdkQueryWith({
  chainId: chainIdParameter,
  currency: Type.Optional(FiatCurrency),
  forceUpdate: Type.Optional(stringEnum(['true', 'false'])),
});
export type BalanceQuery = Static<typeof BalanceQuery>;

/**
 * GET /v1/account/{address}/balance: the native coin first, then the chain's listed tokens the account holds.
 * `price` and `value` are absent for a token without a price; `value` is `price × quantity` computed exactly,
 * then rounded once to the nearest number. (The token's shape is core's `TokenBalance`.)
 */
export const BalanceResponse = Type.Object({
  balances: Type.Array(Type.Unsafe<TokenBalance>(Type.Object({}))),
});
export type BalanceResponse = Static<typeof BalanceResponse>;

/** POST /v1/fungible/price body. */
export const FungiblePriceBody = Type.Object(
  {
    currency: FiatCurrency,
    addresses: Type.Array(FungibleId, { minItems: 1, maxItems: 100 }),
    projectId: Type.String({ maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type FungiblePriceBody = Static<typeof FungiblePriceBody>;

export const FungiblePrice = Type.Object({
  /** The `FungibleId` as it was asked for. */
  address: Type.String(),
  name: Type.String(),
  symbol: Type.String(),
  iconUrl: Type.Optional(Type.String()),
  price: Type.Number(),
});
export type FungiblePrice = Static<typeof FungiblePrice>;

/** POST /v1/fungible/price: the asked tokens that have a price, in the order asked; the others are left out. */
export const FungiblePriceResponse = Type.Object({ fungibles: Type.Array(FungiblePrice) });
export type FungiblePriceResponse = Static<typeof FungiblePriceResponse>;
