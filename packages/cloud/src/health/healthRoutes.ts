import type { FastifyInstance } from 'fastify';
import type { Readiness } from './readiness.js';

/**
 * `GET /healthz`: the process serves HTTP (liveness). `GET /readyz`: 200 when every readiness check passes,
 * else 503 with the report naming what is not ready (a load balancer's health check).
 */
export async function healthRoutes(app: FastifyInstance, { readiness }: { readiness: Readiness }) {
  app.get('/healthz', async () => ({ ok: true }));
  app.get('/readyz', async (_request, reply) => {
    const report = await readiness.report();
    return reply
      .code(report.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(report);
  });
}
