import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeReply {
  status?: number;
  headers?: Record<string, string>;
  /** JSON-encoded unless a string. */
  body?: unknown;
  /** Answer this much later (an upstream that times out). */
  delayMs?: number;
}

export interface FakeUpstream {
  url: string;
  /** Each request's parsed body and arrival time (on the `now` clock). */
  requests: { body: unknown; at: number }[];
  /** Ends once `count` requests have arrived. */
  received(count: number): Promise<void>;
  close(): Promise<void>;
}

type Call = { id: unknown; method: string; params?: unknown };

/** Answers each call of a body (single or batch) as `result(call)` gives it. */
export function answerEach(result: (call: Call) => unknown): (body: unknown) => FakeReply {
  const one = (call: Call) => ({ jsonrpc: '2.0', id: call.id, result: result(call) });
  return (body) => ({ body: Array.isArray(body) ? (body as Call[]).map(one) : one(body as Call) });
}

/**
 * A JSON-RPC upstream on 127.0.0.1:0 whose reply to the n-th request (0-based) is `reply(body, n)`; `now` is the
 * clock of the arrival times (default `performance.now`).
 */
export async function startFakeUpstream(
  reply: (body: unknown, n: number) => FakeReply,
  now: () => number = () => performance.now(),
): Promise<FakeUpstream> {
  const requests: FakeUpstream['requests'] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      requests.push({ body, at: now() });
      for (const waiter of waiting.filter((w) => w.count <= requests.length)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve();
      }
      const answer = reply(body, requests.length - 1);
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? null);
      const send = () => {
        response.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers });
        response.end(text);
      };
      if (answer.delayMs === undefined) send();
      else setTimeout(send, answer.delayMs).unref();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/rpc`,
    requests,
    received: (count) =>
      new Promise((resolve) => {
        if (requests.length >= count) resolve();
        else waiting.push({ count, resolve });
      }),
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A URL nothing listens on: a port taken and released again. */
export async function downUpstreamUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/`;
}
