import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import type { ProjectLookup, RateLimiter } from '../edge/index.js';
import { clientAddress, type ProxyTrust } from '../edge/trustedProxies.js';
import { projectIdPattern } from '../projects/index.js';
import { audienceMatcher, authenticateClient, withoutTrailingSlash } from './clientAuth.js';
import { closeReason } from './closeReason.js';
import { OpenSockets } from './openSockets.js';
import { Relay, type RelayOptions } from './relay.js';

export interface RelayEndpointOptions extends RelayOptions {
  /** Counts connection attempts per client IP. */
  connectionLimiter: RateLimiter;
  /** Which proxies may set X-Forwarded-For: the same rule as the API's `request.ip` (`clientAddress`). */
  trust: ProxyTrust;
  /** Reads the project a connection names in its `projectId` query (unknown ones are refused). */
  lookupProject: ProjectLookup;
}

/**
 * A refused JWT closes the socket with this code and the reason: a browser cannot read the body of a refused
 * upgrade, and the WalletConnect SDK reports a 3000 close with its reason ("closed abnormally with code: 3000
 * (JWT expired)").
 */
const authFailureCloseCode = 3000;

const statusTexts: Record<number, string> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
};

function refuse(socket: Duplex, status: number, reason: string, headers = ''): void {
  socket.end(
    `HTTP/1.1 ${status} ${statusTexts[status]}\r\nContent-Type: text/plain; charset=utf-8\r\n${headers}` +
      `Content-Length: ${Buffer.byteLength(reason)}\r\nConnection: close\r\n\r\n${reason}`,
  );
}

const clientIp = (request: IncomingMessage, trust: ProxyTrust): string =>
  clientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], trust);

/** Why a connection's `projectId` query is refused (status and reason), or undefined for a known project. */
async function projectRefusal(
  projectId: string,
  lookupProject: ProjectLookup,
): Promise<{ status: number; reason: string } | undefined> {
  if (projectId === '') {
    return { status: 401, reason: 'Missing projectId: connect with ?projectId=<a project of this cloud>' };
  }
  if (!projectIdPattern.test(projectId) || (await lookupProject(projectId)) === undefined) {
    return { status: 403, reason: 'Unknown projectId: no project of this cloud has that id' };
  }
  return undefined;
}

/**
 * Serves the relay on the app's HTTP server: WebSocket upgrades to `config.path` from an IP within its
 * connection rate (else 429), naming a project of this cloud in `projectId` (missing: 401, unknown: 403), within
 * the open sockets allowed per IP and per project (else 429); a client whose `auth` JWT does not check out is
 * accepted and closed at once with `authFailureCloseCode` and the reason. Closed with the app.
 */
export function installRelayEndpoint(app: FastifyInstance, options: RelayEndpointOptions): Relay {
  const relay = new Relay(options);
  const { path, maxMessageBytes } = options.config;
  const { logger } = options;
  const sockets = new WebSocketServer({ noServer: true, maxPayload: maxMessageBytes });
  const open = new OpenSockets({
    perIp: options.config.maxSocketsPerIp,
    perProject: options.config.maxSocketsPerProject,
  });

  const admit = async (request: IncomingMessage, socket: Duplex, head: Buffer, url: URL) => {
    const ip = clientIp(request, options.trust);
    const decision = await options.connectionLimiter.hit(ip);
    if (!decision.allowed) {
      const wait = decision.retryAfterSeconds;
      refuse(socket, 429, `Too many connections; retry after ${wait} seconds`, `Retry-After: ${wait}\r\n`);
      return;
    }
    const projectId = url.searchParams.get('projectId') ?? '';
    const refusedProject = await projectRefusal(projectId, options.lookupProject);
    if (refusedProject !== undefined) {
      logger.info({ reason: refusedProject.reason }, 'relay connection refused');
      refuse(socket, refusedProject.status, refusedProject.reason);
      return;
    }
    const auth = await authenticateClient(
      url.searchParams.get('auth') ?? undefined,
      audienceMatcher(request.headers.host, path),
      options.clock(),
    );
    if (!auth.ok) {
      logger.info({ reason: auth.reason }, 'relay connection refused');
      sockets.handleUpgrade(request, socket, head, (ws) =>
        ws.close(authFailureCloseCode, closeReason(auth.reason)),
      );
      return;
    }
    const tooMany = open.refusal(ip, projectId);
    if (tooMany !== undefined) {
      logger.info({ reason: tooMany, projectId }, 'relay connection refused');
      refuse(socket, 429, tooMany);
      return;
    }
    // Counted until the underlying connection closes, whether or not the upgrade completes.
    socket.once('close', open.open(ip, projectId));
    sockets.handleUpgrade(request, socket, head, (ws) =>
      relay.attach(ws, { clientId: auth.clientId, ip, projectId }),
    );
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://relay');
    if (withoutTrailingSlash(url.pathname) !== withoutTrailingSlash(path)) {
      refuse(socket, 404, 'Not found');
      return;
    }
    socket.on('error', (error) => logger.debug({ err: error }, 'relay upgrade socket error'));
    admit(request, socket, head, url).catch((error: unknown) => {
      logger.error({ err: error }, 'relay connection failed');
      socket.destroy();
    });
  };
  app.server.on('upgrade', onUpgrade);
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    await relay.close();
    sockets.close();
  });
  return relay;
}
