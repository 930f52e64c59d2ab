import { randomUUID } from 'node:crypto';
import { cloudPaths } from '@portico/core/wire';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Db } from '../db/index.js';
import { createProject } from '../projects/index.js';
import { type RunningCloud, startCloud } from '../server.js';
import {
  oneDbPass,
  openMigratedPglite,
  sdkQuery,
  startTestCloud,
  type TestDbLocation,
  testShareKey,
} from '../test/dbPasses.js';
import { countEvents, listEvents } from './eventStore.js';

const event = (name: string, extra: Record<string, unknown> = {}) => ({
  eventId: randomUUID(),
  url: 'https://app.example.com/page',
  domain: 'app.example.com',
  timestamp: 1_700_000_000_000,
  props: { type: 'track', event: name, ...extra },
});

describe.each(oneDbPass)('POST /e on $name [§7]', (pass) => {
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let projectId: string;
  let silentId: string;

  beforeAll(async () => {
    location = await pass.location();
    // Written within 20 ms of arrival: the tests wait for the writes, never for the default 250 ms interval.
    cloud = await startTestCloud(location, { config: { analytics: { flushIntervalMs: 20 } } });
    projectId = (await createProject(cloud.db, { name: 'Events' })).id;
    silentId = (await createProject(cloud.db, { name: 'No analytics', features: { analytics: false } })).id;
  });
  afterAll(async () => {
    await cloud?.stop();
    await location?.dispose();
  });

  const post = (id: string, body: unknown, type = 'application/json') =>
    fetch(`${cloud.url}/e?${sdkQuery(id)}`, {
      method: 'POST',
      headers: { 'content-type': type },
      body: JSON.stringify(body),
    });

  it('§7 stores the event with its props, address and SDK; answers 204 with no body', async () => {
    const sent = event('CONNECT_SUCCESS', { address: '0xabc', properties: { method: 'browser' } });
    const response = await post(projectId, sent);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    // Queued, then written within the flush interval.
    await expect
      .poll(async () => (await listEvents(cloud.db, projectId))[0])
      .toMatchObject({ ...sent, projectId, sdkType: 'portico-test', sdkVersion: '0.1.0' });
  });

  it('§7 a beacon (text/plain) is accepted like JSON', async () => {
    const sent = event('MODAL_OPEN');
    expect((await post(projectId, sent, 'text/plain;charset=UTF-8')).status).toBe(204);
    await expect
      .poll(async () => (await listEvents(cloud.db, projectId)).map((e) => e.eventId))
      .toContain(sent.eventId);
  });

  it('§7 a resent event is stored once; counts group by event name', async () => {
    const again = event('MODAL_OPEN');
    await post(projectId, again);
    await post(projectId, again);
    await post(projectId, { ...event('x'), props: { type: 'track' } });
    await expect
      .poll(() => countEvents(cloud.db, projectId))
      .toEqual([
        { event: 'MODAL_OPEN', count: 2 },
        { event: 'CONNECT_SUCCESS', count: 1 },
        { event: null, count: 1 },
      ]);
  });

  it('§7 NUL characters and lone surrogates in props are cleaned, not a 5xx', async () => {
    const sent = event('ODD', { text: 'a\u0000b\uD800', 'k\u0000': ['\uDC00'] });
    expect((await post(projectId, sent)).status).toBe(204);
    await expect
      .poll(
        async () => (await listEvents(cloud.db, projectId)).find((e) => e.eventId === sent.eventId)?.props,
      )
      .toEqual({ type: 'track', event: 'ODD', text: 'ab\uFFFD', k: ['\uFFFD'] });
  });

  it('§7 analytics off: answered 204, nothing stored', async () => {
    expect((await post(silentId, event('MODAL_OPEN'))).status).toBe(204);
    expect(await post(projectId, event('AFTER'))).toHaveProperty('status', 204);
    // Events are written in arrival order: once the later one is stored, the silent one would be too.
    await expect
      .poll(async () => (await listEvents(cloud.db, projectId)).map((e) => e.props.event))
      .toContain('AFTER');
    expect(await listEvents(cloud.db, silentId)).toEqual([]);
  });

  it.each([
    ['§7 eventId not a UUID', { ...event('a'), eventId: 'nope' }, 400, /eventId/],
    ['§7 timestamp a string', { ...event('a'), timestamp: 'soon' }, 400, /timestamp/],
    ['§7 props missing', { ...event('a'), props: undefined }, 400, /props/],
    ['§7 props an array', { ...event('a'), props: [] }, 400, /props/],
    ['§7 unknown field', { ...event('a'), extra: 1 }, 400, /additional properties: extra/],
    ['§7 address not a string', event('a', { address: 5 }), 400, /address/],
    ['§7 nested too deeply', event('a', { deep: [[[[[[[[[[1]]]]]]]]]] }), 400, /nested too deeply/],
    ['§7 body not an object', 'MODAL_OPEN', 400, /body/],
  ])('%s → %i', async (_section, body, status, message) => {
    const response = await post(projectId, body);
    expect(response.status).toBe(status);
    expect((await response.json()).message).toMatch(message);
  });

  it.each([
    ['§7 malformed JSON', '{"eventId":', 'application/json', 400, 'BAD_REQUEST'],
    ['§7 empty JSON body', '', 'application/json', 400, 'BAD_REQUEST'],
    ['§7 prototype poisoning', '{"__proto__":{"x":1}}', 'application/json', 400, 'BAD_REQUEST'],
    ['§7 form body', 'a=1', 'application/x-www-form-urlencoded', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    [
      '§7 body over 64 KiB',
      JSON.stringify({ pad: 'x'.repeat(70_000) }),
      'application/json',
      413,
      'PAYLOAD_TOO_LARGE',
    ],
  ])('%s → %i %s', async (_section, body, type, status, code) => {
    const response = await fetch(`${cloud.url}/e?${sdkQuery(projectId)}`, {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    });
    expect(response.status).toBe(status);
    expect((await response.json()).code).toBe(code);
  });
});

/** The database with its event INSERTs held at a gate and failing on demand. */
function gatedDb(db: Db) {
  let gate: Promise<void> = Promise.resolve();
  let failures = 0;
  let inserts = 0;
  const wrapped: Db = {
    kind: db.kind,
    async query<T>(sql: string, params?: readonly unknown[]) {
      if (sql.trimStart().startsWith('INSERT INTO events')) {
        inserts += 1;
        await gate;
        if (failures > 0) {
          failures -= 1;
          throw new Error('connection lost');
        }
      }
      return db.query<T>(sql, params);
    },
    exec: (sql) => db.exec(sql),
    ping: (timeoutMs) => db.ping(timeoutMs),
    transaction: (fn) => db.transaction(fn),
    close: () => db.close(),
  };
  return {
    db: wrapped,
    hold() {
      let release = () => {};
      gate = new Promise((resolve) => {
        release = resolve;
      });
      return release;
    },
    failNext(times: number) {
      failures = times;
    },
    get inserts() {
      return inserts;
    },
  };
}

describe('POST /e under pressure', () => {
  let raw: Db;
  let gated: ReturnType<typeof gatedDb>;
  let cloud: RunningCloud;
  let projectId: string;

  beforeAll(async () => {
    raw = await openMigratedPglite();
    gated = gatedDb(raw);
    cloud = await startCloud({
      port: 0,
      logLevel: 'silent',
      db: gated.db,
      config: {
        analytics: { batchSize: 2, flushIntervalMs: 50, maxQueue: 3 },
        wallet: { shareKey: testShareKey },
      },
    });
    projectId = (await createProject(cloud.db, { name: 'Busy' })).id;
  });
  afterAll(async () => {
    await cloud?.stop();
    await raw?.close();
  });

  const post = (body: unknown) =>
    fetch(`${cloud.url}/e?${sdkQuery(projectId)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('a full queue answers 503 with Retry-After; the accepted events are all written once the database answers', async () => {
    const release = gated.hold();
    const sent = [event('A'), event('B'), event('C')];
    for (const e of sent) expect((await post(e)).status).toBe(204);
    const refused = await post(event('D'));
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual({ code: 'SERVER_ERROR', message: 'Analytics is busy; retry later' });
    release();
    await expect
      .poll(async () => (await listEvents(cloud.db, projectId)).map((e) => e.props.event).sort())
      .toEqual(['A', 'B', 'C']);
  });

  it('a failed insert is retried: the events are written after the database comes back', async () => {
    const before = gated.inserts;
    gated.failNext(2);
    const sent = [event('E'), event('F')];
    for (const e of sent) expect((await post(e)).status).toBe(204);
    await expect
      .poll(async () => (await listEvents(cloud.db, projectId)).map((e) => e.props.event))
      .toEqual(expect.arrayContaining(['E', 'F']));
    expect(gated.inserts - before).toBeGreaterThanOrEqual(3);
  });
});

describe('POST /e request logging', () => {
  /** The messages an app logs for one POST /e and one GET of the project config, at the given level. */
  async function messagesAt(level: 'info' | 'debug'): Promise<{ event: string[]; other: string[] }> {
    const lines: { msg: string }[] = [];
    const logger = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const db = await openMigratedPglite();
    const app = await buildApp({ db, logger, shareKey: Buffer.from(testShareKey, 'base64') });
    try {
      const { id } = await createProject(db, { name: 'Logged' });
      const posted = await app.inject({
        method: 'POST',
        url: `/e?${sdkQuery(id)}`,
        payload: event('MODAL_OPEN'),
      });
      expect(posted.statusCode).toBe(204);
      const eventLines = lines.length;
      expect(
        (await app.inject({ method: 'GET', url: `${cloudPaths.projectConfig}?${sdkQuery(id)}` })).statusCode,
      ).toBe(200);
      return {
        event: lines.slice(0, eventLines).map((line) => line.msg),
        other: lines.slice(eventLines).map((line) => line.msg),
      };
    } finally {
      await app.close();
      await db.close();
    }
  }

  it('at info, logs no per-request lines for POST /e (other routes keep theirs)', async () => {
    const { event: eventLines, other } = await messagesAt('info');
    expect(eventLines).not.toContain('incoming request');
    expect(eventLines).not.toContain('request completed');
    expect(other).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });

  it('at debug, POST /e logs its requests like any route', async () => {
    const { event: eventLines } = await messagesAt('debug');
    expect(eventLines).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });
});
