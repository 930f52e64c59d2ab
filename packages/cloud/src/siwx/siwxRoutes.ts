import {
  SdkQuery,
  SiwxAddressParams,
  SiwxNonceResponse,
  SiwxRevokeBody,
  SiwxSessionBody,
  SiwxSessionResponse,
  SiwxSessionsQuery,
  SiwxSessionsResponse,
} from '@portico/core/wire';
import type { FastifyInstance } from 'fastify';
import { requestProject } from '../edge/index.js';
import { signIn } from './signIn.js';
import type { SiwxContext } from './siwxContext.js';
import { refusal, sendSiwxError, siwxMessages } from './siwxError.js';
import { issueNonce } from './siwxNonces.js';
import { addressKey, listSessions, revokeSiwxSession } from './siwxSessions.js';

/**
 * Sign-in with the wallet (§4, §7; docs/sign-in.md): GET /v1/siwx/nonce, POST /v1/sessions (verify a signed
 * message, open a session and give its token), GET /v1/sessions/{address} and POST /v1/sessions/{address}/revoke.
 * Registered behind the edge rules: every call names its project and passes the origin check.
 */
export async function siwxRoutes(api: FastifyInstance, context: SiwxContext): Promise<void> {
  const { db, clock, keys } = context;

  api.get(
    '/v1/siwx/nonce',
    { schema: { querystring: SdkQuery, response: { 200: SiwxNonceResponse } } },
    async (request): Promise<SiwxNonceResponse> => {
      const { nonce, expiresAt } = await issueNonce(db, requestProject(request).id, clock());
      return { nonce, expiresAt: new Date(expiresAt).toISOString() };
    },
  );

  api.post<{ Body: SiwxSessionBody }>(
    '/v1/sessions',
    { schema: { querystring: SdkQuery, body: SiwxSessionBody, response: { 200: SiwxSessionResponse } } },
    async (request, reply) => {
      const result = await signIn(
        { ...context, logger: request.log },
        { project: requestProject(request), origin: request.headers.origin, body: request.body },
      );
      return 'status' in result ? sendSiwxError(reply, result) : result;
    },
  );

  api.get<{ Params: SiwxAddressParams; Querystring: SiwxSessionsQuery }>(
    '/v1/sessions/:address',
    {
      schema: {
        params: SiwxAddressParams,
        querystring: SiwxSessionsQuery,
        response: { 200: SiwxSessionsResponse },
      },
    },
    async (request): Promise<SiwxSessionsResponse> => {
      const sessions = await listSessions(
        db,
        {
          projectId: requestProject(request).id,
          address: request.params.address,
          chainId: request.query.chainId,
        },
        clock(),
      );
      return { sessions };
    },
  );

  api.post<{ Params: SiwxAddressParams; Body: SiwxRevokeBody }>(
    '/v1/sessions/:address/revoke',
    { schema: { params: SiwxAddressParams, querystring: SdkQuery, body: SiwxRevokeBody } },
    async (request, reply) => {
      const project = requestProject(request);
      const { address } = request.params;
      const { pci, signature } = request.body;
      const now = clock();
      const claims = await keys.verify(signature, project.id, now);
      const account = typeof claims?.sub === 'string' ? claims.sub.split(':')[2] : undefined;
      if (claims?.sid !== pci || account === undefined || addressKey(account) !== addressKey(address)) {
        return sendSiwxError(reply, refusal(401, 'INVALID_TOKEN', siwxMessages.INVALID_TOKEN));
      }
      if (!(await revokeSiwxSession(db, { projectId: project.id, id: pci, address }, now))) {
        return sendSiwxError(reply, refusal(404, 'SESSION_NOT_FOUND', siwxMessages.SESSION_NOT_FOUND));
      }
      return {};
    },
  );
}

/** GET /.well-known/jwks.json: the public keys of session tokens, for a dApp's server (outside the edge rules). */
export async function siwxJwksRoute(
  api: FastifyInstance,
  { keys }: Pick<SiwxContext, 'keys'>,
): Promise<void> {
  api.get('/.well-known/jwks.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return keys.jwks();
  });
}
