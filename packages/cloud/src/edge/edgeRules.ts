import { isOriginAllowed } from '@portico/core';
import { cloudServerMessages, type DomainStatus, domainStatusHeader } from '@portico/core/wire';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Project, projectIdPattern } from '../projects/index.js';
import { isStorableText } from '../storableText.js';
import { sendCloudError } from './cloudError.js';
import type { ProjectLookup } from './projectLookup.js';
import type { RateDecision, RateLimiter } from './rateLimiter.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The calling project, set by the edge rules on every API route. */
    project: Project | null;
  }
}

export interface EdgeRulesOptions {
  lookupProject: ProjectLookup;
  ipLimiter: RateLimiter;
  projectLimiter: RateLimiter;
  /** Origins admitted for every project (the secure frame's own origin). */
  trustedOrigins?: ReadonlySet<string>;
}

function tooManyRequests(reply: FastifyReply, decision: RateDecision): FastifyReply {
  reply.header('retry-after', String(decision.retryAfterSeconds));
  return sendCloudError(
    reply,
    429,
    'RATE_LIMITED',
    `Too many requests; retry after ${decision.retryAfterSeconds} seconds`,
  );
}

/** The project the edge rules admitted; only for routes registered behind `edgeRules`. */
export function requestProject(request: FastifyRequest): Project {
  if (request.project === null) throw new Error('edgeRules did not run for this route');
  return request.project;
}

/**
 * The checks every API call passes before its handler (§7, §8, DECISIONS "Origin check"): per-IP rate
 * limit, a known projectId (else 403 INVALID_PROJECT_ID), an Origin on the project's allowlist (else 403
 * ORIGIN_NOT_ALLOWED; a project without origins admits any and is marked unverified; the trusted origins —
 * the secure frame's — pass unmarked for every project), per-project rate
 * limit. Registered inside the API scope, it applies to every route of that scope.
 */
async function edgeRulesPlugin(api: FastifyInstance, options: EdgeRulesOptions): Promise<void> {
  const { lookupProject, ipLimiter, projectLimiter, trustedOrigins = new Set<string>() } = options;
  api.addHook('onRequest', async (request, reply) => {
    const ipDecision = await ipLimiter.hit(request.ip);
    if (!ipDecision.allowed) return tooManyRequests(reply, ipDecision);

    const query = request.query as Record<string, unknown>;
    if (!Object.values(query).every(storableText)) {
      return sendCloudError(
        reply,
        400,
        'BAD_REQUEST',
        'Query parameters must be well-formed text without NUL',
      );
    }
    const { projectId } = query;
    if (typeof projectId !== 'string' || projectId === '') {
      return sendCloudError(reply, 403, 'INVALID_PROJECT_ID', 'The projectId query parameter is required');
    }
    const project = projectIdPattern.test(projectId) ? await lookupProject(projectId) : undefined;
    if (project === undefined) return sendCloudError(reply, 403, 'INVALID_PROJECT_ID', 'Invalid project id');

    const { origin } = request.headers;
    const status =
      origin !== undefined && trustedOrigins.has(origin)
        ? undefined
        : domainStatus(origin, project.allowedOrigins);
    if (status === 'rejected') {
      return sendCloudError(reply, 403, 'ORIGIN_NOT_ALLOWED', cloudServerMessages.ORIGIN_NOT_ALLOWED);
    }
    if (status !== undefined) reply.header(domainStatusHeader, status);

    const projectDecision = await projectLimiter.hit(project.id);
    if (!projectDecision.allowed) return tooManyRequests(reply, projectDecision);
    request.project = project;
  });
}

/** PostgreSQL text holds neither NUL nor lone surrogates; such input is refused before any query. */
function storableText(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(storableText);
  return typeof value !== 'string' || isStorableText(value);
}

function domainStatus(
  origin: string | undefined,
  allowedOrigins: readonly string[],
): DomainStatus | 'rejected' | undefined {
  if (allowedOrigins.length === 0) return 'unverified';
  if (origin === undefined) return undefined;
  return isOriginAllowed(origin, allowedOrigins) ? 'verified' : 'rejected';
}

// Not encapsulated: the hook applies to the routes registered beside it in the API scope.
export const edgeRules = Object.assign(edgeRulesPlugin, { [Symbol.for('skip-override')]: true });
