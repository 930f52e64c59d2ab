import { type Static, Type } from '@sinclair/typebox';
import { CaipNetworkIdSchema } from './schemaTypes.js';
import { sdkQueryWith } from './sdkQuery.js';

/** A chain as the query names it: checked against the chains the cloud serves by the route (a 400 of its own). */
export const chainIdParameter = Type.String({ minLength: 1, maxLength: 80 });

/** The query of the chain-data routes that take a network (POST /v1, GET /v1/convert/gas-price). */
export const ChainQuery = sdkQueryWith({ chainId: chainIdParameter });
export type ChainQuery = Static<typeof ChainQuery>;

/** GET /v1/supported-chains: the CAIP-2 networks the cloud serves over HTTP JSON-RPC and over WebSocket. */
export const SupportedChainsResponse = Type.Object({
  http: Type.Array(CaipNetworkIdSchema),
  ws: Type.Array(CaipNetworkIdSchema),
});
export type SupportedChainsResponse = Static<typeof SupportedChainsResponse>;

/**
 * GET /v1/convert/gas-price: suggested fees per gas in wei, as decimal strings, from the chain's fee history
 * (standard ≤ fast ≤ instant).
 */
export const GasPriceResponse = Type.Object({
  standard: Type.String(),
  fast: Type.String(),
  instant: Type.String(),
});
export type GasPriceResponse = Static<typeof GasPriceResponse>;
