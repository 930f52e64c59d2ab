import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RelayRefusal } from './relayRequests.js';

export const relayHost = '127.0.0.1';
// As Fastify's default body limit.
const bodyLimit = 1024 * 1024;

export function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      const hint =
        error.code === 'EADDRINUSE' ? ' (the port is in use: give another port, or 0 for a free one)' : '';
      reject(
        new Error(
          `The local Farcaster relay could not listen on ${relayHost}:${port}: ${error.message}${hint}`,
        ),
      );
    };
    server.once('error', onError);
    server.listen(port, relayHost, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > bodyLimit) throw new RelayRefusal(413, { error: 'Request body is too large' });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The body of a JSON request, as Fastify takes it: `application/json` only, not empty, parsable. */
export async function readJson(request: IncomingMessage): Promise<unknown> {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new RelayRefusal(415, { error: `Unsupported Media Type: ${type ?? 'none'}` });
  }
  const text = await readBody(request);
  if (text.trim() === '')
    throw new RelayRefusal(400, {
      error: "Body cannot be empty when content-type is set to 'application/json'",
    });
  try {
    return JSON.parse(text);
  } catch {
    throw new RelayRefusal(400, { error: 'Body is not valid JSON' });
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

const pageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  // same-origin, not no-referrer: with no-referrer a browser sends `Origin: null` on the form's post.
  'referrer-policy': 'same-origin',
  'cache-control': 'no-store',
};

export function sendPage(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, pageHeaders).end(html);
}
