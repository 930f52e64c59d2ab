import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import { audienceMatcher, authenticateClient, withoutTrailingSlash } from './clientAuth.js';
import { Relay, type RelayOptions } from './relay.js';

function refuse(socket: Duplex, status: number, reason: string): void {
  const statusText = status === 401 ? 'Unauthorized' : 'Not Found';
  socket.end(
    `HTTP/1.1 ${status} ${statusText}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(reason)}\r\nConnection: close\r\n\r\n${reason}`,
  );
}

/**
 * Serves the relay on the app's HTTP server: WebSocket upgrades to `config.path` whose `auth` JWT checks
 * out (else 401 with the reason as text). Closed with the app.
 */
export function installRelayEndpoint(app: FastifyInstance, options: RelayOptions): Relay {
  const relay = new Relay(options);
  const { path, maxMessageBytes } = options.config;
  const sockets = new WebSocketServer({ noServer: true, maxPayload: maxMessageBytes });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://relay');
    if (withoutTrailingSlash(url.pathname) !== withoutTrailingSlash(path)) {
      refuse(socket, 404, 'Not found');
      return;
    }
    socket.on('error', (error) => options.logger.debug({ err: error }, 'relay upgrade socket error'));
    authenticateClient(
      url.searchParams.get('auth') ?? undefined,
      audienceMatcher(request.headers.host, path),
      options.clock(),
    ).then(
      (auth) => {
        if (!auth.ok) {
          options.logger.info({ reason: auth.reason }, 'relay connection refused');
          refuse(socket, 401, auth.reason);
          return;
        }
        sockets.handleUpgrade(request, socket, head, (ws) => relay.attach(ws, auth.clientId));
      },
      (error: unknown) => {
        options.logger.error({ err: error }, 'relay authentication failed');
        socket.destroy();
      },
    );
  };
  app.server.on('upgrade', onUpgrade);
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    await relay.close();
    sockets.close();
  });
  return relay;
}
