import type { FastifyInstance } from 'fastify';

/** How often connections that went idle during the drain are closed. */
const reapIntervalMs = 100;

/**
 * Closes a Fastify app without waiting on keep-alive clients: it stops accepting at once, runs the preClose hooks,
 * lets in-flight requests finish and closes each connection as soon as it is idle (Node closes only those idle
 * when `close()` starts; one that finishes its request later would stay open for Fastify's 72 s keep-alive).
 * After `graceMs` the connections still busy are closed too. Then the onClose hooks run.
 */
export async function closeGracefully(
  app: FastifyInstance,
  graceMs: number,
  onGraceOver: (busy: number) => void = () => {},
): Promise<void> {
  const server = app.server;
  const reaper = setInterval(() => server.closeIdleConnections(), reapIntervalMs);
  const grace = setTimeout(() => {
    server.getConnections((error, count) => onGraceOver(error ? Number.NaN : count));
    server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearInterval(reaper);
    clearTimeout(grace);
  }
}
