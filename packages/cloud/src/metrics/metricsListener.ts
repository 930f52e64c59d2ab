import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { MetricsConfig } from '../config.js';
import { installErrorHandlers } from '../edge/index.js';
import type { CloudMetrics } from './cloudMetrics.js';
import { metricsPath, metricsRoute } from './metricsRoute.js';

export interface MetricsListener {
  /** e.g. `http://127.0.0.1:9464/metrics`. */
  url: string;
  close(): Promise<void>;
}

/**
 * `GET /metrics` on a listener of its own (`metrics.port`, on `metrics.host`, default 127.0.0.1): Prometheus
 * scrapes each instance there, and the public listener needs no token. The token still applies when set.
 */
export async function startMetricsListener(
  metrics: CloudMetrics,
  config: MetricsConfig & { port: number },
  logger: FastifyBaseLogger,
): Promise<MetricsListener> {
  const host = config.host ?? '127.0.0.1';
  const app = Fastify({ loggerInstance: logger, forceCloseConnections: true });
  installErrorHandlers(app);
  metricsRoute(app, metrics, config.token);
  await app.listen({ port: config.port, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}${metricsPath}`,
    close: () => app.close(),
  };
}
