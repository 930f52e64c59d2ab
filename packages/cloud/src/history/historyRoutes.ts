import {
  AccountAddressParams,
  type AccountHistoryResponse,
  cloudPaths,
  HistoryQuery,
} from '@portico/core/wire';
import type { FastifyInstance } from 'fastify';
import type { CloudPluginOptions } from '../cloudPlugin.js';
import { requestProject, sendCloudError } from '../edge/index.js';
import { onrampHistoryPage } from '../onramp/index.js';
import { decodeHistoryCursor } from './historyCursor.js';
import { historyPage } from './historyQuery.js';

interface HistoryRequest {
  Params: AccountAddressParams;
  Querystring: HistoryQuery;
}

const schema = { params: AccountAddressParams, querystring: HistoryQuery };
const evmAddress = /^0x[0-9a-fA-F]{40}$/;

/** GET /v1/account/{account}/history from the indexer's tables. */
export async function historyRoutes(api: FastifyInstance, { db, config }: CloudPluginOptions): Promise<void> {
  api.get<HistoryRequest>(
    cloudPaths.accountHistory,
    { schema },
    async (request, reply): Promise<AccountHistoryResponse | undefined> => {
      const { cursor, chainId, onramp } = request.query;
      // §3 coinbaseTransactions: the wallet's on-ramp orders with that provider in this project, newest first.
      if (onramp !== undefined) {
        const orders = await onrampHistoryPage(db, {
          projectId: requestProject(request).id,
          address: request.params.address,
          provider: onramp,
          ...(cursor === undefined ? {} : { cursor }),
        });
        return orders ?? sendCloudError(reply, 400, 'BAD_REQUEST', 'cursor is not a cursor this server gave');
      }
      // The indexer's history is of EVM accounts; on-ramp orders are of any account (a Solana wallet buys SOL).
      if (!evmAddress.test(request.params.address)) {
        return sendCloudError(
          reply,
          400,
          'BAD_REQUEST',
          `params/address must match pattern "${evmAddress.source}"`,
        );
      }
      const after = cursor === undefined ? undefined : decodeHistoryCursor(cursor);
      if (cursor !== undefined && after === undefined) {
        return sendCloudError(reply, 400, 'BAD_REQUEST', 'cursor is not a cursor this server gave');
      }
      return historyPage(db, config.history, {
        account: request.params.address.toLowerCase(),
        chainId,
        after,
        origin: `${request.protocol}://${request.host}`,
      });
    },
  );
}
