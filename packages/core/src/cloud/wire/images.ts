import { type Static, Type } from '@sinclair/typebox';
import { sdkQueryWith } from './sdkQuery.js';

/**
 * The query of the §7 image routes (GET /getWalletImage/{id}, /public/getAssetImage/{id},
 * /public/getCurrencyImage/{id}, /public/getTokenImage/{id}): the client may ask for a size; SVGs scale, so every
 * size gets the same image.
 */
export const ImageQuery = sdkQueryWith({
  size: Type.Optional(Type.Unsafe<'sm' | 'md' | 'lg'>({ type: 'string', enum: ['sm', 'md', 'lg'] })),
});
export type ImageQuery = Static<typeof ImageQuery>;

/** The path parameter of the image routes: a wallet's image id, a CAIP-2 network, an ISO currency or a symbol. */
export const ImageParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 128 }) });
export type ImageParams = Static<typeof ImageParams>;
