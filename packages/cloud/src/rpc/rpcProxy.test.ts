import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../projects/index.js';
import type { RunningCloud } from '../server.js';
import { oneDbPass, sdkQuery, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { answerEach, downUpstreamUrl, type FakeUpstream, startFakeUpstream } from '../test/fakeUpstream.js';
import { createVirtualUpstreamTimers } from '../test/virtualUpstreamTimers.js';

type Call = { jsonrpc: '2.0'; id: number; method: string; params?: unknown };
const call = (id: number, method = 'eth_blockNumber', params: unknown[] = []): Call => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
});
/** The upstream answers with the call's method and params, so the client sees which call got which answer. */
const echo = answerEach((c) => `${c.method}:${JSON.stringify(c.params ?? [])}`);
const ids = (body: unknown) => (body as { id: unknown }[]).map((item) => item.id);

describe.each(oneDbPass)('the JSON-RPC proxy POST /v1 on fake upstreams, on $name', (pass) => {
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let projectId: string;
  const upstreams: Record<string, FakeUpstream> = {};
  // The proxy's time-outs and retry waits, and the times the fakes and `rpc` read, are on this clock: it moves
  // by the retries' waits and when a test moves it, so the waits take no real time and load cannot skew them.
  const timers = createVirtualUpstreamTimers();

  beforeAll(async () => {
    location = await pass.location();
    // Retries of a single call arrive as a single call, not as a batch of one.
    const internalOnce = (body: unknown, n: number) => {
      const calls = (Array.isArray(body) ? body : [body]) as Call[];
      const answers = calls.map((c) =>
        n === 0 && c.id === 1
          ? { jsonrpc: '2.0', id: c.id, error: { code: -32603, message: 'internal' } }
          : { jsonrpc: '2.0', id: c.id, result: `${c.method}#${n}` },
      );
      return { body: answers };
    };
    const fakes: [string, Parameters<typeof startFakeUpstream>[0]][] = [
      ['echo', echo],
      ['flaky', (body, n) => (n === 0 ? { status: 503, body: 'unavailable' } : echo(body))],
      [
        'limited',
        (body, n) => (n === 0 ? { status: 429, headers: { 'retry-after': '1' }, body: '' } : echo(body)),
      ],
      ['longWait', () => ({ status: 429, headers: { 'retry-after': '3600' }, body: '' })],
      [
        'invalidParams',
        (body) => ({
          body: { jsonrpc: '2.0', id: (body as Call).id, error: { code: -32602, message: 'bad' } },
        }),
      ],
      ['alwaysDown', () => ({ status: 503, body: '' })],
      ['internalOnce', internalOnce],
      ['backup', echo],
      [
        'invalidParams400',
        (body) => ({
          status: 400,
          body: { jsonrpc: '2.0', id: (body as Call).id, error: { code: -32602, message: 'bad' } },
        }),
      ],
      ['notFound', () => ({ status: 404, body: 'Not Found' })],
      ['slowOnce', (body, n) => ({ ...echo(body), ...(n === 0 ? { delayMs: 5_000 } : {}) })],
    ];
    for (const [name, reply] of fakes) upstreams[name] = await startFakeUpstream(reply, timers.now);
    const url = (name: string) => (upstreams[name] as FakeUpstream).url;
    cloud = await startTestCloud(location, {
      upstreamTimers: timers,
      config: {
        rateLimit: { perIp: 1_000_000, perProject: 1_000_000 },
        rpc: {
          maxBatch: 150,
          timeoutMs: 1_000,
          upstreams: {
            'eip155:1001': [url('echo')],
            'eip155:1002': [url('flaky')],
            'eip155:1003': [url('limited')],
            'eip155:1004': [url('longWait')],
            'eip155:1005': [url('invalidParams')],
            'eip155:1006': [url('alwaysDown')],
            'eip155:1007': [url('internalOnce')],
            'eip155:1008': [await downUpstreamUrl(), url('backup')],
            'eip155:1009': [url('slowOnce')],
            'eip155:1010': [url('invalidParams400')],
            'eip155:1011': [url('notFound')],
            'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': [url('echo')],
          },
        },
        // The fakes count the proxy's requests: no history indexer may add its own.
        history: { indexer: false },
      },
    });
    projectId = (await createProject(cloud.db, { name: 'RPC proxy' })).id;
  });
  afterAll(async () => {
    await cloud?.stop();
    await Promise.all(Object.values(upstreams).map((upstream) => upstream.close()));
    await location?.dispose();
  });

  async function rpc(chainId: string, body: unknown) {
    const started = timers.now();
    const response = await fetch(`${cloud.url}/v1?${sdkQuery(projectId, { chainId })}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
      ms: timers.now() - started,
    };
  }
  const requestsTo = (name: string) => (upstreams[name] as FakeUpstream).requests;

  it('§7 GET /v1/supported-chains lists the configured chains over http, none over ws', async () => {
    const response = await fetch(`${cloud.url}/v1/supported-chains?${sdkQuery(projectId)}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { http: string[]; ws: string[] };
    expect(body.http.toSorted()).toEqual(
      [
        ...['1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008', '1009', '1010', '1011'].map(
          (id) => `eip155:${id}`,
        ),
        'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      ].toSorted(),
    );
    expect(body.ws).toEqual([]);
  });

  it('§7 the chain routes pass the edge rules: no projectId → 403', async () => {
    const response = await fetch(`${cloud.url}/v1?chainId=eip155:1001&st=t&sv=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(call(1)),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('INVALID_PROJECT_ID');
  });

  it('§7 forwards a single call and answers with the client’s id', async () => {
    const before = requestsTo('echo').length;
    const answer = await rpc('eip155:1001', { ...call(0), id: 'client-id', params: ['0x1'] });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ jsonrpc: '2.0', id: 'client-id', result: 'eth_blockNumber:["0x1"]' });
    expect(requestsTo('echo')).toHaveLength(before + 1);
  });

  it('§7 a batch of 100 goes upstream in one request and comes back in order', async () => {
    const before = requestsTo('echo').length;
    const batch = Array.from({ length: 100 }, (_, i) =>
      call(1000 - i, 'eth_getBalance', [`0x${i.toString(16)}`]),
    );
    const answer = await rpc('eip155:1001', batch);
    expect(answer.status).toBe(200);
    expect(ids(answer.body)).toEqual(batch.map((c) => c.id));
    expect((answer.body as { result: string }[]).map((a) => a.result)).toEqual(
      batch.map((c) => `eth_getBalance:${JSON.stringify(c.params)}`),
    );
    expect(requestsTo('echo')).toHaveLength(before + 1);
    expect(requestsTo('echo').at(-1)?.body).toHaveLength(100);
  });

  it('§7 repeated client ids in a batch each get their own answer', async () => {
    const answer = await rpc('eip155:1001', [call(7, 'eth_chainId'), call(7, 'eth_gasPrice')]);
    expect(answer.body).toEqual([
      { jsonrpc: '2.0', id: 7, result: 'eth_chainId:[]' },
      { jsonrpc: '2.0', id: 7, result: 'eth_gasPrice:[]' },
    ]);
  });

  it('§7 the method `test` is answered without asking the upstream', async () => {
    const before = requestsTo('echo').length;
    expect((await rpc('eip155:1001', call(5, 'test'))).body).toEqual({ jsonrpc: '2.0', id: 5, result: true });
    const mixed = await rpc('eip155:1001', [call(1, 'test'), call(2)]);
    expect(mixed.body).toEqual([
      { jsonrpc: '2.0', id: 1, result: true },
      { jsonrpc: '2.0', id: 2, result: 'eth_blockNumber:[]' },
    ]);
    expect(requestsTo('echo')).toHaveLength(before + 1);
    expect(requestsTo('echo').at(-1)?.body).toMatchObject({ method: 'eth_blockNumber' });
  });

  it('§7 HTTP 503 from the upstream is retried 150 ms later', async () => {
    const answer = await rpc('eip155:1002', call(1));
    expect(answer.body).toEqual({ jsonrpc: '2.0', id: 1, result: 'eth_blockNumber:[]' });
    const [first, second] = requestsTo('flaky');
    expect(requestsTo('flaky')).toHaveLength(2);
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(145);
  });

  it('§7 HTTP 429 with Retry-After: 1 is retried after a second', async () => {
    const answer = await rpc('eip155:1003', call(1));
    expect(answer.body).toEqual({ jsonrpc: '2.0', id: 1, result: 'eth_blockNumber:[]' });
    const [first, second] = requestsTo('limited');
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(995);
    expect(answer.ms).toBeGreaterThanOrEqual(995);
  });

  it('§7 a Retry-After too long to hold the request passes the 429 and its Retry-After to the client', async () => {
    const answer = await rpc('eip155:1004', call(1));
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('3600');
    expect(answer.body).toMatchObject({ id: 1, error: { code: -32000 } });
    expect(requestsTo('longWait')).toHaveLength(1);
  });

  it('§7 -32602 from the upstream is passed through without a retry', async () => {
    const answer = await rpc('eip155:1005', call(9, 'eth_call', [{}]));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ jsonrpc: '2.0', id: 9, error: { code: -32602, message: 'bad' } });
    expect(requestsTo('invalidParams')).toHaveLength(1);
  });

  it('§7 a JSON-RPC error sent with HTTP 400 passes through without a retry', async () => {
    const answer = await rpc('eip155:1010', call(9, 'eth_call', [{}]));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ jsonrpc: '2.0', id: 9, error: { code: -32602, message: 'bad' } });
    expect(requestsTo('invalidParams400')).toHaveLength(1);
  });

  it('§7 an HTTP 404 without JSON-RPC answer is not retried: 502', async () => {
    const answer = await rpc('eip155:1011', call(9));
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({
      id: 9,
      error: { code: -32000, message: 'The upstream answered HTTP 404' },
    });
    expect(requestsTo('notFound')).toHaveLength(1);
  });

  it('§9 3 attempts in total, then 502 with a JSON-RPC error', async () => {
    const answer = await rpc('eip155:1006', call(3));
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({ jsonrpc: '2.0', id: 3, error: { code: -32000 } });
    const times = requestsTo('alwaysDown').map((r) => r.at);
    expect(times).toHaveLength(3);
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(145);
    expect((times[2] ?? 0) - (times[1] ?? 0)).toBeGreaterThanOrEqual(295);
  });

  it('§7 a batch retries only its calls that failed with -32603', async () => {
    const answer = await rpc('eip155:1007', [call(0), call(1), call(2)]);
    expect(answer.body).toEqual([
      { jsonrpc: '2.0', id: 0, result: 'eth_blockNumber#0' },
      { jsonrpc: '2.0', id: 1, result: 'eth_blockNumber#1' },
      { jsonrpc: '2.0', id: 2, result: 'eth_blockNumber#0' },
    ]);
    expect(requestsTo('internalOnce').map((r) => r.body)).toEqual([[call(0), call(1), call(2)], call(1)]);
  });

  it('§7 fails over from an upstream that is down to the next one, at once', async () => {
    const first = await rpc('eip155:1008', call(1));
    expect(first.body).toEqual({ jsonrpc: '2.0', id: 1, result: 'eth_blockNumber:[]' });
    expect(first.ms).toBeLessThan(5_000);
    const second = await rpc('eip155:1008', call(2));
    expect(second.body).toEqual({ jsonrpc: '2.0', id: 2, result: 'eth_blockNumber:[]' });
    expect(requestsTo('backup')).toHaveLength(2);
  });

  it('§7 an upstream that does not answer within the time-out is asked again', async () => {
    const pending = rpc('eip155:1009', call(1));
    // The upstream holds its first answer back: once it has the request, the 1 s time-out runs out.
    await (upstreams.slowOnce as FakeUpstream).received(1);
    timers.advance(1_000);
    const answer = await pending;
    expect(answer.body).toEqual({ jsonrpc: '2.0', id: 1, result: 'eth_blockNumber:[]' });
    const [first, second] = requestsTo('slowOnce');
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(1_100);
    expect(answer.ms).toBeLessThan(10_000);
  });

  it('§7 proxies Solana chains too', async () => {
    const answer = await rpc('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', call(1, 'getSlot'));
    expect(answer.body).toEqual({ jsonrpc: '2.0', id: 1, result: 'getSlot:[]' });
  });

  it.each([
    ['malformed JSON', '{"jsonrpc":', -32700],
    ['an empty body', '', -32700],
    ['an empty batch', [], -32600],
    ['a batch over the limit', Array.from({ length: 151 }, (_, i) => call(i)), -32600],
  ])('§7 %s → HTTP 400 and a JSON-RPC error with id null', async (_name, body, code) => {
    const answer = await rpc('eip155:1001', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code } });
  });

  it('§7 an invalid single call → HTTP 400 and -32600 with its id', async () => {
    const answer = await rpc('eip155:1001', { jsonrpc: '1.0', id: 8, method: 'eth_chainId' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ jsonrpc: '2.0', id: 8, error: { code: -32600 } });
  });

  it('§7 invalid calls and methods not forwarded are answered in their place, the rest forwarded', async () => {
    const answer = await rpc('eip155:1001', [
      { jsonrpc: '1.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 2 },
      { jsonrpc: '2.0', id: 3, method: 'eth_chainId', params: 'x' },
      5,
      call(6, 'anvil_setBalance', ['0x0', '0x1']),
      call(7, 'eth_chainId'),
    ]);
    expect(answer.status).toBe(200);
    expect((answer.body as { error?: { code: number } }[]).map((a) => a.error?.code)).toEqual([
      -32600,
      -32600,
      -32600,
      -32600,
      -32601,
      undefined,
    ]);
    expect(ids(answer.body)).toEqual([1, 2, 3, null, 6, 7]);
  });

  it('§7 notifications are forwarded but not answered', async () => {
    const before = requestsTo('echo').length;
    const notification = { jsonrpc: '2.0', method: 'eth_blockNumber' };
    const answer = await rpc('eip155:1001', [notification, call(1)]);
    expect(answer.body).toEqual([{ jsonrpc: '2.0', id: 1, result: 'eth_blockNumber:[]' }]);
    const alone = await rpc('eip155:1001', notification);
    expect(alone.status).toBe(204);
    expect(requestsTo('echo')).toHaveLength(before + 2);
  });

  it.each([
    ['a chain not served', 'eip155:1'],
    ['a chainId that is not CAIP-2', '1'],
  ])('§7 %s is refused: HTTP 400, -32602 Unsupported chain', async (_name, chainId) => {
    const answer = await rpc(chainId, call(1));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32602, message: 'Unsupported chain' },
    });
  });

  it('§7 POST /v1/ (the base path with its slash) is the same proxy', async () => {
    const response = await fetch(`${cloud.url}/v1/?${sdkQuery(projectId, { chainId: 'eip155:1001' })}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(call(4, 'test')),
    });
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 4, result: true });
  });

  it.each([
    ['a Solana chain', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
    ['an EVM chain not served', 'eip155:1'],
  ])("§8 gas price for %s → 400 'Network not supported for Gas Price'", async (_name, chainId) => {
    const response = await fetch(`${cloud.url}/v1/convert/gas-price?${sdkQuery(projectId, { chainId })}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'Network not supported for Gas Price',
    });
  });

  it('§7 gas price when the chain cannot answer → 502', async () => {
    const response = await fetch(
      `${cloud.url}/v1/convert/gas-price?${sdkQuery(projectId, { chainId: 'eip155:1005' })}`,
    );
    expect(response.status).toBe(502);
    expect(((await response.json()) as { code: string }).code).toBe('SERVER_ERROR');
  });
});
