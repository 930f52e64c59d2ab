import { isCaipNetworkId, rpcErrorCodes } from '@portico/core';
import {
  ChainQuery,
  chainDataMessages,
  cloudPaths,
  type GasPriceResponse,
  SdkQuery,
  type SupportedChainsResponse,
} from '@portico/core/wire';
import type { FastifyInstance } from 'fastify';
import type { CloudPluginOptions } from '../cloudPlugin.js';
import { requestProject, sendCloudError } from '../edge/index.js';
import { createPaymasterService } from '../smartAccounts/index.js';
import { createChainRegistry } from './chainRegistry.js';
import { fetchGasPrice } from './gasPrice.js';
import { type JsonRpcRequest, rpcError } from './jsonRpc.js';
import { proxyRpcBody } from './rpcProxy.js';

/**
 * The chain-data API's chain routes (§7): GET /v1/supported-chains, the JSON-RPC proxy POST /v1 (and /v1/)
 * to the configured upstreams, and GET /v1/convert/gas-price from the chain's fee history.
 */
export async function rpcRoutes(
  api: FastifyInstance,
  { config, db, clock, upstreamTimers }: CloudPluginOptions,
): Promise<void> {
  const chains = createChainRegistry(config.rpc, upstreamTimers);
  api.addHook('onClose', () => chains.close());
  const bundlers = createChainRegistry(
    { ...config.rpc, upstreams: bundlerUpstreams(config) },
    upstreamTimers,
  );
  api.addHook('onClose', () => bundlers.close());
  const paymaster = createPaymasterService({ db, config: config.smartAccounts, clock, logger: api.log });
  const supported: SupportedChainsResponse = { http: chains.ids, ws: [] };

  api.get(cloudPaths.supportedChains, { schema: { querystring: SdkQuery } }, async () => supported);

  api.get<{ Querystring: ChainQuery }>(
    cloudPaths.gasPrice,
    { schema: { querystring: ChainQuery } },
    async (request, reply): Promise<GasPriceResponse | undefined> => {
      const { chainId } = request.query;
      const chain = chainId.startsWith('eip155:') ? chains.get(chainId) : undefined;
      if (chain === undefined) {
        return sendCloudError(reply, 400, 'BAD_REQUEST', chainDataMessages.GAS_PRICE_NETWORK_UNSUPPORTED);
      }
      try {
        return await fetchGasPrice(chain);
      } catch (error) {
        request.log.warn({ err: error, chainId }, 'gas price: the fee history is unavailable');
        return sendCloudError(reply, 502, 'SERVER_ERROR', `The fee history of ${chainId} is unavailable`);
      }
    },
  );

  // JSON-RPC parses its own body: malformed JSON must answer -32700, not the API's 400 body.
  await api.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    for (const path of [cloudPaths.rpc, `${cloudPaths.rpc}/`]) {
      scope.post<{ Querystring: ChainQuery; Body: string }>(
        path,
        { schema: { querystring: ChainQuery }, bodyLimit: config.rpc.bodyLimit },
        async (request, reply) => {
          const { chainId } = request.query;
          const chain = chains.get(chainId);
          if (chain === undefined) {
            const known = isCaipNetworkId(chainId) ? 'not served here' : 'not a CAIP-2 network id';
            const body = rpcError(null, rpcErrorCodes.invalidParams, chainDataMessages.UNSUPPORTED_CHAIN, {
              chainId,
              reason: known,
            });
            return reply.code(400).send(body);
          }
          const project = requestProject(request);
          const bundler = bundlers.get(chainId);
          const targets = {
            node: chain,
            bundler,
            paymaster: bundler && ((call: JsonRpcRequest) => paymaster.answer(call, project, chainId)),
          };
          const body = typeof request.body === 'string' ? request.body : '';
          const answer = await proxyRpcBody(body, chainId, targets, config.rpc.maxBatch);
          reply.code(answer.status).headers(answer.headers ?? {});
          return answer.status === 204 ? reply.send() : reply.send(answer.body);
        },
      );
    }
  });
}

/** The bundlers as one-URL upstreams of their chains (called with the proxy's time-outs and retries). */
function bundlerUpstreams(config: CloudPluginOptions['config']): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(config.smartAccounts.bundlers).map(([chainId, url]) => [chainId, [url]]),
  );
}
