import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyReply } from 'fastify';
import type { ProjectLookup } from '../edge/index.js';
import { projectIdPattern } from '../projects/index.js';
import { closeGracefully } from '../shutdown/closeGracefully.js';
import { frameCsp } from './frameCsp.js';
import { escapeHtml } from './mailboxPage.js';

export interface FrameServerOptions {
  /** The built frame app: index.html and its assets; none: the frame answers 503. */
  dir: string | undefined;
  port: number;
  host: string;
  /** The cloud API's origin, which the frame calls. */
  cloudOrigin: string;
  lookupProject: ProjectLookup;
  /** Development: core's default ancestors may frame it too, besides each project's allowed origins. */
  developmentAncestors: boolean;
  logger: FastifyBaseLogger;
}

export interface FrameServer {
  /** e.g. `http://127.0.0.1:4101`, no trailing slash. */
  url: string;
  /** Stops accepting, lets requests finish within `graceMs` (default 1 s) and closes idle keep-alive connections. */
  close(graceMs?: number): Promise<void>;
}

export const frameNotBuilt = 'The secure frame is not built: npm run build -w @portico/wallet';

/** The social login's callback page, where providers send the popup back (built to `social/callback.html`). */
const socialCallbackFile = join('social', 'callback.html');

/** The callback page runs its own script only, is never framed, and sends no referrer (its URL holds the code). */
const socialCallbackCsp = [
  "default-src 'none'",
  "script-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
};

function page(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', "default-src 'none'")
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Portico</title><p>${escapeHtml(message)}</p></html>\n`,
    );
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() ?? false;
}

/**
 * The secure frame on its own origin (a listener of its own): index.html with a policy naming the project's
 * pages as the only ones that may frame it, and the app's static assets.
 */
export async function startFrameServer(options: FrameServerOptions): Promise<FrameServer> {
  const { lookupProject, cloudOrigin, developmentAncestors } = options;
  const dir = options.dir === undefined ? undefined : resolve(options.dir);
  const app = Fastify({ loggerInstance: options.logger });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    // The frame reads its parent's origin from the referrer: strict-origin keeps the origin, never the path.
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin');
  });

  app.get<{ Querystring: Record<string, string | string[] | undefined> }>('/', async (request, reply) => {
    const index = dir === undefined ? undefined : join(dir, 'index.html');
    if (index === undefined || !(await isFile(index))) return page(reply, 503, frameNotBuilt);
    const { projectId } = request.query;
    const project =
      typeof projectId === 'string' && projectIdPattern.test(projectId)
        ? await lookupProject(projectId)
        : undefined;
    if (project === undefined) return page(reply, 403, 'Unknown project: the frame needs a valid projectId.');
    return reply
      .type(contentTypes['.html'] as string)
      .header('content-security-policy', frameCsp(cloudOrigin, project.allowedOrigins, developmentAncestors))
      .header('cache-control', 'no-cache')
      .send(await readFile(index));
  });

  app.get('/social/callback', async (_request, reply) => {
    const callback = dir === undefined ? undefined : join(dir, socialCallbackFile);
    if (callback === undefined || !(await isFile(callback))) return page(reply, 503, frameNotBuilt);
    return reply
      .type(contentTypes['.html'] as string)
      .header('content-security-policy', socialCallbackCsp)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(await readFile(callback));
  });

  // A provider that posts its answer (Apple's form_post) is sent on to the page as a GET with the fields it reads:
  // the page, not the server, hands the code to the secure frame. Nothing else of the form is kept.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  );
  app.post('/social/callback', async (request, reply) => {
    const form = request.body instanceof URLSearchParams ? request.body : undefined;
    if (form === undefined)
      return page(reply, 415, 'The callback takes a form (application/x-www-form-urlencoded).');
    const query = new URLSearchParams();
    for (const name of ['code', 'state', 'iss', 'error'] as const) {
      const value = form.get(name);
      if (value !== null && value.length <= 2048) query.set(name, value);
    }
    return reply.header('referrer-policy', 'no-referrer').redirect(`/social/callback?${query}`, 303);
  });

  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const relative = normalize(request.params['*']);
    const file = dir === undefined ? undefined : join(dir, relative);
    // index.html is only served at / and the callback page at /social/callback (with their policies); nothing
    // outside dir is served.
    const servable =
      file !== undefined &&
      relative !== 'index.html' &&
      relative !== socialCallbackFile &&
      file.startsWith(`${dir}${sep}`);
    if (!servable || !(await isFile(file))) return page(reply, 404, 'Not found');
    const type = contentTypes[extname(file)] ?? 'application/octet-stream';
    // Vite names the files under assets/ by their content hash.
    const cache = relative.startsWith(`assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
    return reply
      .type(type)
      .header('cache-control', cache)
      .header('content-security-policy', "default-src 'none'")
      .send(await readFile(file));
  });

  try {
    await app.listen({ port: options.port, host: options.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return { url: `http://${host}:${port}`, close: (graceMs = 1_000) => closeGracefully(app, graceMs) };
}
