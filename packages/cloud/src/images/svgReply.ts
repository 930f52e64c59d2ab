import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Images never change for an id within a release; a day keeps them fresh across dataset updates. */
const imageCacheControl = 'public, max-age=86400, stale-while-revalidate=604800';

function strongEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim() === etag);
}

/** Sends an SVG with cache headers and a strong ETag; 304 without a body when the client already has it. */
export function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string, etag = strongEtag(svg)) {
  reply.header('cache-control', imageCacheControl).header('etag', etag);
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('image/svg+xml').send(svg);
}
