import type { CaipNetworkId } from '@portico/core';
import {
  AccountAddressParams,
  type AccountNftsResponse,
  chainDataMessages,
  cloudPaths,
  NftsQuery,
} from '@portico/core/wire';
import type { FastifyInstance } from 'fastify';
import { isAccountAddress } from '../balances/accountAddress.js';
import type { CloudPluginOptions } from '../cloudPlugin.js';
import { sendCloudError } from '../edge/index.js';
import { spamCollections } from '../history/index.js';
import { accountNfts } from './accountNfts.js';

interface NftsRequest {
  Params: AccountAddressParams;
  Querystring: NftsQuery;
}

const schema = { params: AccountAddressParams, querystring: NftsQuery };

/**
 * GET /v1/account/{address}/nfts?chainId: the ERC-721 tokens the account holds now, from the history indexer's
 * tables, on an indexed chain (an eip155 chain of `rpc.upstreams`).
 */
export async function nftRoutes(api: FastifyInstance, { db, config }: CloudPluginOptions): Promise<void> {
  const spam = spamCollections(config.history.spam);
  const indexed = new Set(Object.keys(config.rpc.upstreams).filter((id) => id.startsWith('eip155:')));

  api.get<NftsRequest>(
    cloudPaths.accountNfts,
    { schema },
    async (request, reply): Promise<AccountNftsResponse | undefined> => {
      const { chainId } = request.query;
      const { address } = request.params;
      if (!indexed.has(chainId)) {
        return sendCloudError(
          reply,
          400,
          'BAD_REQUEST',
          `${chainDataMessages.UNSUPPORTED_CHAIN}: ${chainId}`,
        );
      }
      if (!isAccountAddress('eip155', address)) {
        return sendCloudError(
          reply,
          400,
          'BAD_REQUEST',
          `'${address}' is not an account address on ${chainId}`,
        );
      }
      const nfts = await accountNfts(db, chainId as CaipNetworkId, address.toLowerCase(), spam);
      return { nfts };
    },
  );
}
