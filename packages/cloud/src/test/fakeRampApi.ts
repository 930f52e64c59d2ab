import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RampCall {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The JSON body (undefined without one). */
  body: unknown;
}

interface RampAnswer {
  status?: number;
  /** JSON-encoded unless a string (a malformed body is a string). */
  body: unknown;
}

export interface FakeRampApi {
  baseUrl: string;
  calls: RampCall[];
  /** How each call is answered; set by each test. It may check what the real API requires (and answer 401). */
  answer: (call: RampCall) => RampAnswer | Promise<RampAnswer>;
  /** Stops it (idempotent): the API is then down. */
  close(): Promise<void>;
}

/** An on-ramp provider's HTTP API on 127.0.0.1:0: records each call, answers `answer(call)`. */
export async function startFakeRampApi(): Promise<FakeRampApi> {
  const fake: FakeRampApi = {
    baseUrl: '',
    calls: [],
    answer: () => ({ status: 500, body: { error: 'no answer set' } }),
    close: async () => {},
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const text = Buffer.concat(chunks).toString('utf8');
      const call: RampCall = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        body: text === '' ? undefined : JSON.parse(text),
      };
      fake.calls.push(call);
      Promise.resolve(fake.answer(call)).then(
        ({ status = 200, body }) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(typeof body === 'string' ? body : JSON.stringify(body));
        },
        (error: unknown) => {
          response.writeHead(500, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: String(error) }));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let closed: Promise<void> | undefined;
  // Closing twice (a test that takes the API down, then afterAll) closes once.
  fake.close = () => {
    closed ??= new Promise((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
    return closed;
  };
  return fake;
}
