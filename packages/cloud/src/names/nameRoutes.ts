import {
  chainDataMessages,
  EvmAddressParams,
  type IdentityResponse,
  NameParams,
  type NameProfile,
  NameQuery,
} from '@portico/core/wire';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CloudPluginOptions } from '../cloudPlugin.js';
import { sendCloudError } from '../edge/index.js';
import { cachedIdentity, storeIdentity } from './identityCache.js';
import { createNameChains } from './nameChains.js';
import { InvalidName, type NameReader } from './nameReader.js';

/**
 * Names and identity from the chains' name registries (§7): GET /v1/identity/{address},
 * GET /v1/profile/account/{name} and GET /v1/profile/reverse/{address}. A call reads the chain of its
 * `chainId`, else the deployment's mainnet (or mainnet stand-in); a chain without a configured name registry
 * (testnets never have one) is refused with 400.
 */
export async function nameRoutes(
  api: FastifyInstance,
  { db, config, clock }: CloudPluginOptions,
): Promise<void> {
  const chains = createNameChains(config.names, config.rpc);
  api.addHook('onClose', () => chains.close());
  const schema = (params: typeof EvmAddressParams | typeof NameParams) => ({
    querystring: NameQuery,
    params,
  });

  /** The query's chain and its reader, or a 400 sent with `message`. */
  function readerFor(
    query: NameQuery,
    reply: FastifyReply,
    message: string,
  ): { chainId: string; reader: NameReader } | undefined {
    const chainId = query.chainId ?? chains.defaultChainId;
    const reader = chainId === undefined ? undefined : chains.get(chainId);
    if (chainId !== undefined && reader !== undefined) return { chainId, reader };
    sendCloudError(
      reply,
      400,
      'BAD_REQUEST',
      `${message}: no name registry is served on ${chainId ?? 'any chain'}`,
    );
    return undefined;
  }

  api.get<{ Params: EvmAddressParams; Querystring: NameQuery }>(
    '/v1/identity/:address',
    { schema: schema(EvmAddressParams) },
    async (request, reply): Promise<IdentityResponse | undefined> => {
      const chain = readerFor(request.query, reply, 'No identity lookup');
      if (chain === undefined) return undefined;
      const key = { chainId: chain.chainId, address: request.params.address.toLowerCase() };
      const now = clock();
      const cached = await cachedIdentity(db, key, now - config.names.identityCacheMs);
      if (cached !== undefined) return cached;
      try {
        const identity = await chain.reader.identity(request.params.address);
        await storeIdentity(db, key, identity, now);
        return identity;
      } catch (error) {
        request.log.warn({ err: error, ...key }, 'identity: the name registry could not be read');
        return sendCloudError(
          reply,
          502,
          'SERVER_ERROR',
          `The name registry of ${key.chainId} could not be read`,
        );
      }
    },
  );

  api.get<{ Params: NameParams; Querystring: NameQuery }>(
    '/v1/profile/account/:name',
    { schema: schema(NameParams) },
    async (request, reply): Promise<NameProfile | undefined> => {
      const chain = readerFor(request.query, reply, chainDataMessages.NAME_RESOLVE_FAILED);
      if (chain === undefined) return undefined;
      try {
        const profile = await chain.reader.profile(request.params.name);
        if (profile !== undefined) return profile;
        return sendCloudError(reply, 404, 'NOT_FOUND', chainDataMessages.NAME_RESOLVE_FAILED);
      } catch (error) {
        if (error instanceof InvalidName) {
          return sendCloudError(reply, 400, 'BAD_REQUEST', chainDataMessages.NAME_RESOLVE_FAILED);
        }
        request.log.warn(
          { err: error, chainId: chain.chainId },
          'profile: the name registry could not be read',
        );
        return sendCloudError(reply, 502, 'SERVER_ERROR', chainDataMessages.NAME_RESOLVE_FAILED);
      }
    },
  );

  api.get<{ Params: EvmAddressParams; Querystring: NameQuery }>(
    '/v1/profile/reverse/:address',
    { schema: schema(EvmAddressParams) },
    async (request, reply): Promise<NameProfile[] | undefined> => {
      const chain = readerFor(request.query, reply, chainDataMessages.NAMES_FOR_ADDRESS_FAILED);
      if (chain === undefined) return undefined;
      try {
        const name = await chain.reader.primaryName(request.params.address);
        const profile = name === undefined ? undefined : await chain.reader.profile(name);
        return profile === undefined ? [] : [profile];
      } catch (error) {
        request.log.warn(
          { err: error, chainId: chain.chainId },
          'reverse: the name registry could not be read',
        );
        return sendCloudError(reply, 502, 'SERVER_ERROR', chainDataMessages.NAMES_FOR_ADDRESS_FAILED);
      }
    },
  );
}
