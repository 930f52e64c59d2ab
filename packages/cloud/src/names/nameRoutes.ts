import {
  chainDataMessages,
  type IdentityQuery,
  type IdentityResponse,
  type NameProfile,
  type ProfileQuery,
} from '@portico/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Address } from 'viem';
import type { CloudPluginOptions } from '../cloudPlugin.js';
import { querySchema, sendCloudError } from '../edge/index.js';
import { cachedIdentity, storeIdentity } from './identityCache.js';
import { createNameChains } from './nameChains.js';
import { InvalidName, type NameReader } from './nameReader.js';

const optional = {
  chainId: { type: 'string', minLength: 1, maxLength: 80 },
  sender: { type: 'string', maxLength: 128 },
  apiVersion: { type: 'string', maxLength: 8 },
};
const addressParams = {
  type: 'object',
  properties: { address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' } },
  required: ['address'],
} as const;
const nameParams = {
  type: 'object',
  properties: { name: { type: 'string', minLength: 1, maxLength: 255 } },
  required: ['name'],
} as const;

type Query = IdentityQuery & ProfileQuery;

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
  const schema = (params: object) => ({ querystring: querySchema(optional), params });

  /** The query's chain and its reader, or a 400 sent with `message`. */
  function readerFor(
    query: Query,
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

  api.get<{ Params: { address: Address }; Querystring: Query }>(
    '/v1/identity/:address',
    { schema: schema(addressParams) },
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

  api.get<{ Params: { name: string }; Querystring: Query }>(
    '/v1/profile/account/:name',
    { schema: schema(nameParams) },
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

  api.get<{ Params: { address: Address }; Querystring: Query }>(
    '/v1/profile/reverse/:address',
    { schema: schema(addressParams) },
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
