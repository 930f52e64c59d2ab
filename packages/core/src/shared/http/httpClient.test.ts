import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PorticoError } from '../errors/PorticoError.js';
import { createHttpClient } from './httpClient.js';

type FakeFetch = typeof fetch & { calls: { url: string; init: RequestInit }[] };

function fakeFetch(respond: (url: string, init: RequestInit) => Response | Promise<Response>): FakeFetch {
  const calls: FakeFetch['calls'] = [];
  const fn = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return respond(String(input), init);
  };
  return Object.assign(fn, { calls }) as FakeFetch;
}

const jsonResponse = (value: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(value), { ...init, headers: { 'content-type': 'application/json' } });

/** A fetch that never answers until its signal aborts, like a hung server; as fetch, it rejects if already aborted. */
const hangingFetch = () =>
  fakeFetch(
    (_url, init) =>
      new Promise<Response>((_resolve, reject) => {
        if (init.signal?.aborted) reject(init.signal.reason);
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createHttpClient', () => {
  it.each([
    ['§7', 'get', 'GET'],
    ['§7', 'post', 'POST'],
    ['§7', 'put', 'PUT'],
    ['§7', 'delete', 'DELETE'],
  ] as const)('%s %s sends %s and parses the JSON answer', async (_section, name, method) => {
    const fetch = fakeFetch(() => jsonResponse({ ok: 1 }));
    const client = createHttpClient({ baseUrl: 'https://api.test/', fetch });
    await expect(client[name]('/v1/x')).resolves.toEqual({ ok: 1 });
    expect(fetch.calls[0]?.url).toBe('https://api.test/v1/x');
    expect(fetch.calls[0]?.init.method).toBe(method);
  });

  it('§7 sends a JSON body with its content type', async () => {
    const fetch = fakeFetch(() => jsonResponse({}));
    const client = createHttpClient({ baseUrl: 'https://api.test', fetch, headers: { 'x-sdk': 'portico' } });
    await client.post('v1/fungible/price', { body: { currency: 'usd', addresses: ['a'] } });
    const init = fetch.calls[0]?.init;
    expect(init?.body).toBe('{"currency":"usd","addresses":["a"]}');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json', 'x-sdk': 'portico' });
  });

  it('§7 sends no body nor content type without a body', async () => {
    const fetch = fakeFetch(() => new Response(null, { status: 204 }));
    const client = createHttpClient({ baseUrl: 'https://api.test', fetch });
    await expect(client.delete('/v1/x')).resolves.toBeUndefined();
    expect(fetch.calls[0]?.init.body).toBeUndefined();
    expect(fetch.calls[0]?.init.headers).toEqual({});
  });

  it.each([
    ['§7 skips undefined params', { clientId: undefined }, { a: 'x', b: undefined }, 'a=x'],
    ['§7 adds clientId when configured', { clientId: 'c1' }, { page: 2 }, 'clientId=c1&page=2'],
    [
      '§7 every query carries projectId, st and sv',
      { defaultParams: { projectId: 'p', st: 'portico', sv: 'react-1.0.0' } },
      { chainId: 'eip155:1', forceUpdate: false },
      'projectId=p&st=portico&sv=react-1.0.0&chainId=eip155%3A1&forceUpdate=false',
    ],
    [
      "§7 a call's own param wins over a default",
      { defaultParams: { st: 'a', sv: '1' } },
      { sv: '2' },
      'st=a&sv=2',
    ],
  ])('%s', async (_row, clientOptions, params, query) => {
    const fetch = fakeFetch(() => jsonResponse([]));
    const client = createHttpClient({ baseUrl: 'https://api.test', fetch, ...clientOptions });
    await client.get('/v1/supported-chains', { params });
    expect(fetch.calls[0]?.url).toBe(`https://api.test/v1/supported-chains?${query}`);
  });

  it('§7 builds URLs for images and beacons with the client params', () => {
    const client = createHttpClient({ baseUrl: 'https://api.test/base', defaultParams: { projectId: 'p' } });
    expect(client.url('/getWalletImage/abc', { size: 'md' })).toBe(
      'https://api.test/base/getWalletImage/abc?projectId=p&size=md',
    );
  });

  it('§7 returns non-JSON bodies as text and image fetches as blobs', async () => {
    const fetch = fakeFetch(() => new Response('plain', { headers: { 'content-type': 'text/plain' } }));
    const client = createHttpClient({ baseUrl: 'https://api.test', fetch });
    await expect(client.get('/t')).resolves.toBe('plain');
    const blob = await client.getBlob('/getWalletImage/1');
    expect(await blob.text()).toBe('plain');
  });

  it.each([
    ['§8', 404, {}, { status: 404, body: '{"reason":"x"}' }],
    ['§8', 429, { 'retry-after': '3' }, { status: 429, body: '{"reason":"x"}', retryAfter: '3' }],
  ])(
    '%s a non-ok %i throws HTTP status code with the status on the error',
    async (_s, status, headers, params) => {
      const fetch = fakeFetch(() => new Response('{"reason":"x"}', { status, headers }));
      const client = createHttpClient({ baseUrl: 'https://api.test', fetch });
      const error = await caught(client.get('/x'));
      expect(error).toBeInstanceOf(PorticoError);
      expect(error).toMatchObject({ code: 'HTTP_STATUS', message: `HTTP status code: ${status}`, params });
    },
  );

  it('§8 a network failure throws HTTP request failed with the cause', async () => {
    const cause = new TypeError('fetch failed');
    const client = createHttpClient({
      baseUrl: 'https://api.test',
      fetch: fakeFetch(() => Promise.reject(cause)),
    });
    const error = await caught(client.get('/x'));
    expect(error).toMatchObject({ code: 'HTTP_REQUEST_FAILED', message: 'HTTP request failed.', cause });
  });

  it('§8 a body that is not the JSON it claims throws HTTP request failed', async () => {
    const fetch = fakeFetch(() => new Response('{', { headers: { 'content-type': 'application/json' } }));
    const error = await caught(createHttpClient({ baseUrl: 'https://api.test', fetch }).get('/x'));
    expect(error).toMatchObject({ code: 'HTTP_REQUEST_FAILED' });
  });

  it.each([
    ['§8 client timeout', { timeoutMs: 10_000 }, {}],
    ['§8 call timeout', {}, { timeoutMs: 10_000 }],
  ])('%s throws the request took too long to respond', async (_row, clientOptions, call) => {
    vi.useFakeTimers();
    const client = createHttpClient({ baseUrl: 'https://api.test', fetch: hangingFetch(), ...clientOptions });
    const result = caught(client.get('/x', call));
    await vi.advanceTimersByTimeAsync(9_999);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({
      code: 'HTTP_TIMEOUT',
      message: 'The request took too long to respond.',
    });
  });

  it('§8 a call that answers in time clears its timer', async () => {
    vi.useFakeTimers();
    const client = createHttpClient({ baseUrl: 'https://api.test', fetch: fakeFetch(() => jsonResponse(1)) });
    await expect(client.get('/x', { timeoutMs: 50 })).resolves.toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    ['§7 aborted during the call', false],
    ['§7 aborted before the call', true],
  ])("%s rethrows the caller's abort reason", async (_row, abortFirst) => {
    const controller = new AbortController();
    const reason = new Error('user left');
    if (abortFirst) controller.abort(reason);
    const client = createHttpClient({ baseUrl: 'https://api.test', fetch: hangingFetch() });
    const result = caught(client.get('/x', { signal: controller.signal }));
    controller.abort(reason);
    expect(await result).toBe(reason);
  });
});

describe('createHttpClient against a real server', () => {
  it('§7 sends method, query, clientId and JSON body; reads JSON; throws on a non-ok status', async () => {
    const seen: { method?: string; url?: string; body: string; type?: string }[] = [];
    const server = createServer(async (req: IncomingMessage, res) => {
      let body = '';
      for await (const chunk of req) body += chunk;
      seen.push({ method: req.method, url: req.url, body, type: req.headers['content-type'] });
      if (req.url?.startsWith('/v1/missing')) {
        res.writeHead(403, { 'content-type': 'application/json' }).end('{"reason":"ORIGIN_NOT_ALLOWED"}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end('{"success":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const client = createHttpClient({
        baseUrl: `http://127.0.0.1:${port}`,
        clientId: 'client-1',
        defaultParams: { projectId: 'p1', st: 'portico', sv: '0.1.0' },
      });
      await expect(client.post('/v1/profile/account', { body: { coin_type: 60 } })).resolves.toEqual({
        success: true,
      });
      expect(seen[0]).toEqual({
        method: 'POST',
        url: '/v1/profile/account?projectId=p1&st=portico&sv=0.1.0&clientId=client-1',
        body: '{"coin_type":60}',
        type: 'application/json',
      });
      const error = await caught(client.get('/v1/missing'));
      expect(error).toMatchObject({
        code: 'HTTP_STATUS',
        params: { status: 403, body: '{"reason":"ORIGIN_NOT_ALLOWED"}' },
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
