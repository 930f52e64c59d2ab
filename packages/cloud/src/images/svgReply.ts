import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Images never change for an id within a release; a day keeps them fresh across dataset updates. */
const imageCacheControl = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * An image opened on its own (not through <img>) runs nothing and loads nothing: no script, no external
 * reference, no plugin; inline styles only, which SVG presentation needs.
 */
const imageCsp = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function strongEtag(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim() === etag);
}

/**
 * Sends an image with cache headers, a strong ETag, a CSP that lets it run nothing and `nosniff`; 304 without a
 * body when the client already has it.
 */
export function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | Buffer,
  contentType = 'image/svg+xml',
) {
  const etag = strongEtag(body);
  reply
    .header('cache-control', imageCacheControl)
    .header('etag', etag)
    .header('content-security-policy', imageCsp)
    .header('x-content-type-options', 'nosniff');
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(contentType).send(body);
}

/** An SVG image (a logo or a monogram). */
export const sendSvg = (request: FastifyRequest, reply: FastifyReply, svg: string) =>
  sendImage(request, reply, svg);
