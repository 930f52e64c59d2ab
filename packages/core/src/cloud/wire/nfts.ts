import { type Static, Type } from '@sinclair/typebox';
import { chainIdParameter } from './chainData.js';
import { CaipNetworkIdSchema } from './schemaTypes.js';
import { sdkQueryWith } from './sdkQuery.js';

/** GET /v1/account/{address}/nfts?chainId's query. */
export const NftsQuery = sdkQueryWith({ chainId: chainIdParameter });
export type NftsQuery = Static<typeof NftsQuery>;

/** An ERC-721 token an account holds, as GET /v1/account/{address}/nfts answers it. */
export const AccountNft = Type.Object({
  /** The CAIP-2 id of the chain. */
  chainId: CaipNetworkIdSchema,
  /** The collection's contract, lower-case hex. */
  contractAddress: Type.String(),
  /** Decimal. */
  tokenId: Type.String(),
  collectionName: Type.String(),
  /** The token's name from its metadata, else `<collection name> #<token id>`. */
  name: Type.String(),
  /** The preview image (a `data:` URI or an http(s) URL); absent when the metadata has none. */
  imageUrl: Type.Optional(Type.String()),
  /** The collection is flagged as spam. */
  spam: Type.Boolean(),
});
export type AccountNft = Static<typeof AccountNft>;

/**
 * GET /v1/account/{address}/nfts?chainId: the ERC-721 tokens whose latest transfer went to the account, by
 * collection and token id; spam collections flagged, not left out.
 */
export const AccountNftsResponse = Type.Object({ nfts: Type.Array(AccountNft) });
export type AccountNftsResponse = Static<typeof AccountNftsResponse>;
