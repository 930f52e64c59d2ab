import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

interface AggregatorCall {
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
}

interface AggregatorAnswer {
  status?: number;
  /** JSON-encoded unless a string (a malformed body is a string). */
  body: unknown;
  /** Answer this much later (an API that times out). */
  delayMs?: number;
}

export interface FakeAggregatorApi {
  baseUrl: string;
  calls: AggregatorCall[];
  /** What the next calls are answered; set by each test. */
  answer: (call: AggregatorCall) => AggregatorAnswer;
  close(): Promise<void>;
}

/** An aggregator's HTTP API on 127.0.0.1:0: records each GET's path, query and headers, answers `answer(call)`. */
export async function startFakeAggregatorApi(): Promise<FakeAggregatorApi> {
  const fake: FakeAggregatorApi = {
    baseUrl: '',
    calls: [],
    answer: () => ({ status: 500, body: { error: 'no answer set' } }),
    close: async () => {},
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const call = {
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
    };
    fake.calls.push(call);
    const { status = 200, body, delayMs } = fake.answer(call);
    const send = () => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (delayMs === undefined) send();
    else setTimeout(send, delayMs).unref();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return fake;
}
