import { createHash, timingSafeEqual } from 'node:crypto';
import { cloudServerMessages } from '@portico/core';
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

/**
 * Counts and times every answer by its route pattern (`/v1/account/:address/balance`, never the raw URL, so
 * the label set stays bounded; `unmatched` for 404s of unknown paths), and serves `GET /metrics` in the
 * Prometheus text format on the main listener, outside the edge rules — behind `Authorization: Bearer
 * <metrics.token>` when a token is configured.
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
  const { token } = config;
  if (token !== undefined && token.trim() === '')
    throw new RangeError('metrics.token must not be empty; leave it unset for an open /metrics');
  app.get(metricsPath, async (request, reply) => {
    if (token !== undefined && !bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return sendCloudError(reply, 401, 'INVALID_KEY', cloudServerMessages.INVALID_KEY);
    }
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(text);
  });
}
