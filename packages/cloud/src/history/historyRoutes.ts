import { type AccountHistoryResponse, cloudPaths, EvmAddressParams, HistoryQuery } from '@portico/core/wire';
import type { FastifyInstance } from 'fastify';
import type { CloudPluginOptions } from '../cloudPlugin.js';
import { sendCloudError } from '../edge/index.js';
import { decodeHistoryCursor } from './historyCursor.js';
import { historyPage } from './historyQuery.js';

interface HistoryRequest {
  Params: EvmAddressParams;
  Querystring: HistoryQuery;
}

const schema = { params: EvmAddressParams, querystring: HistoryQuery };

/** GET /v1/account/{account}/history from the indexer's tables. */
export async function historyRoutes(api: FastifyInstance, { db, config }: CloudPluginOptions): Promise<void> {
  api.get<HistoryRequest>(
    cloudPaths.accountHistory,
    { schema },
    async (request, reply): Promise<AccountHistoryResponse | undefined> => {
      const { cursor, chainId, onramp } = request.query;
      // On-ramp purchases come from the on-ramp provider, which the cloud does not integrate yet.
      if (onramp !== undefined) return { data: [], next: null };
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
