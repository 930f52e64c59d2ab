import { createHash, timingSafeEqual } from 'node:crypto';
import { cloudServerMessages } from '@portico/core/wire';
import type { FastifyInstance } from 'fastify';
import type { MetricsConfig } from '../config.js';
import { sendCloudError } from '../edge/index.js';
import type { CloudMetrics } from './cloudMetrics.js';

export const metricsPath = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time (both sides hashed to the same length first). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(presented), digest(token));
}

function checkedToken(token: string | undefined): string | undefined {
  if (token !== undefined && token.trim() === '')
    throw new RangeError('metrics.token must not be empty; leave it unset and use metrics.port instead');
  return token;
}

/** `GET /metrics` in the Prometheus text format, behind `Authorization: Bearer <token>` when a token is given. */
export function metricsRoute(app: FastifyInstance, metrics: CloudMetrics, token: string | undefined): void {
  app.get(metricsPath, async (request, reply) => {
    if (token !== undefined && !bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return sendCloudError(reply, 401, 'INVALID_KEY', cloudServerMessages.INVALID_KEY);
    }
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(text);
  });
}

/**
 * Counts and times every answer by its route pattern (`/v1/account/:address/balance`, never the raw URL, so
 * the label set stays bounded; `unmatched` for 404s of unknown paths). Serves `GET /metrics` on this (the API's,
 * public) listener only behind `Authorization: Bearer <metrics.token>`: without a token the figures are served
 * by the metrics listener alone (`metrics.port`, `startMetricsListener`), or not at all.
 */
export function installMetrics(app: FastifyInstance, metrics: CloudMetrics, config: MetricsConfig): void {
  const { requests, duration } = metrics.http;
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
  if (!config.enabled) return;
  const token = checkedToken(config.token);
  if (token !== undefined) metricsRoute(app, metrics, token);
}
