import { type Static, Type } from '@sinclair/typebox';
import { chainIdParameter } from './chainData.js';
import { sdkQueryWith } from './sdkQuery.js';

/** The path parameter of the routes that take an EVM address (identity, reverse profile, history). */
export const EvmAddressParams = Type.Object({
  address: Type.Unsafe<`0x${string}`>(Type.String({ pattern: '^0x[0-9a-fA-F]{40}$' })),
});
export type EvmAddressParams = Static<typeof EvmAddressParams>;

/** The path parameter of GET /v1/profile/account/{name}. */
export const NameParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 255 }) });
export type NameParams = Static<typeof NameParams>;

/**
 * The query of the name routes: GET /v1/identity/{address}?sender&chainId, GET
 * /v1/profile/account/{name}?apiVersion=2 and GET /v1/profile/reverse/{address}?sender&apiVersion. `chainId`
 * (optional) names a non-testnet EVM chain with a name registry; without it the cloud uses its mainnet or
 * mainnet stand-in.
 */
export const NameQuery = sdkQueryWith({
  chainId: Type.Optional(chainIdParameter),
  sender: Type.Optional(Type.String({ maxLength: 128 })),
  apiVersion: Type.Optional(Type.String({ maxLength: 8 })),
});
export type NameQuery = Static<typeof NameQuery>;

/** GET /v1/identity/{address}'s query. */
export type IdentityQuery = Omit<NameQuery, 'apiVersion'>;

/** GET /v1/profile/account/{name}'s and GET /v1/profile/reverse/{address}'s query. */
export type ProfileQuery = Omit<NameQuery, 'chainId'>;

/**
 * GET /v1/identity/{address}: the address's primary name, verified forward, and that name's avatar (an image
 * `data:` URI or an http(s) URL); null when there is none.
 */
export const IdentityResponse = Type.Object({
  name: Type.Union([Type.String(), Type.Null()]),
  avatar: Type.Union([Type.String(), Type.Null()]),
});
export type IdentityResponse = Static<typeof IdentityResponse>;

/**
 * One name's records: the answer of GET /v1/profile/account/{name}; GET /v1/profile/reverse/{address}
 * answers a list of them (empty when the address has no verified name).
 */
export const NameProfile = Type.Object({
  /** The normalised name. */
  name: Type.String(),
  /** Per ENSIP-11 coin type as a decimal string (60 for Ethereum, `0x80000000 | chainId` for other EVM chains). */
  addresses: Type.Record(Type.String(), Type.Object({ address: Type.String() })),
  /** The text records that are set (`avatar` as the identity answers it, `description`, `url`, `com.github` …). */
  attributes: Type.Record(Type.String(), Type.String()),
});
export type NameProfile = Static<typeof NameProfile>;
