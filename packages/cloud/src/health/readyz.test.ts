import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import type { RunningCloud } from '../server.js';
import { dbPasses, openMigratedPglite, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { downUpstreamUrl } from '../test/fakeUpstream.js';
import { redisAnswers, testRedisKeyPrefix } from '../test/redisPass.js';
import { startTcpProxy, type TcpProxy } from '../test/tcpProxy.js';
import type { ReadinessReport } from './readiness.js';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const postgresPass = dbPasses.find((pass) => pass.name === 'postgres');

async function readyz(cloud: RunningCloud): Promise<{ status: number; body: ReadinessReport }> {
  const response = await fetch(`${cloud.url}/readyz`);
  return { status: response.status, body: (await response.json()) as ReadinessReport };
}

/** Asks /readyz until it answers `status` (a reconnecting client takes a moment); the last answer. */
async function readyzUntil(cloud: RunningCloud, status: number, withinMs = 15_000) {
  const deadline = performance.now() + withinMs;
  for (;;) {
    const answer = await readyz(cloud);
    if (answer.status === status || performance.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('GET /readyz on PGlite', () => {
  let db: Db;
  let cloud: RunningCloud;
  let stopped = false;

  beforeAll(async () => {
    const pglite = await openMigratedPglite();
    // PGlite runs in-process and cannot be stopped apart from it: its ping is what stops answering.
    db = {
      ...pglite,
      ping: (timeoutMs) =>
        stopped ? Promise.reject(new Error('PGlite is stopped')) : pglite.ping(timeoutMs),
      close: () => pglite.close(),
    };
    cloud = await startTestCloud({ options: {}, dispose: async () => {} }, { db });
  });
  afterAll(async () => {
    await cloud?.stop();
    await db?.close();
  });

  it('is ready while the database answers, unready while it does not, and ready again when it returns', async () => {
    expect(await readyz(cloud)).toEqual({
      status: 200,
      body: { ready: true, checks: { database: { ok: true } } },
    });
    stopped = true;
    expect(await readyz(cloud)).toEqual({
      status: 503,
      body: { ready: false, checks: { database: { ok: false, error: 'PGlite is stopped' } } },
    });
    stopped = false;
    expect((await readyz(cloud)).status).toBe(200);
    expect((await fetch(`${cloud.url}/healthz`)).status).toBe(200);
  });
});

describe.runIf(postgresPass)('GET /readyz on PostgreSQL behind a link that is cut and restored', () => {
  let location: TestDbLocation;
  let proxy: TcpProxy;
  let cloud: RunningCloud;

  beforeAll(async () => {
    location = await (postgresPass as NonNullable<typeof postgresPass>).location();
    const url = new URL(databaseUrl as string);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    cloud = await startTestCloud({ ...location, options: { ...location.options, databaseUrl: url.href } });
  });
  afterAll(async () => {
    await cloud?.stop();
    await proxy?.close();
    await location?.dispose();
  });

  it('turns unready when the database stops answering and ready again when it returns; the pool recovers', async () => {
    // Fill the pool with idle connections: cutting the link then fails them while idle (the pool's 'error').
    await Promise.all(Array.from({ length: 4 }, () => cloud.db.query('SELECT pg_sleep(0.05)')));
    expect((await readyz(cloud)).status).toBe(200);

    proxy.cut();
    const down = await readyz(cloud);
    expect(down.status).toBe(503);
    expect(down.body.ready).toBe(false);
    expect(down.body.checks.database).toEqual({ ok: false, error: expect.any(String) });
    await expect(cloud.db.query('SELECT 1')).rejects.toThrow();

    proxy.restore();
    expect(await readyzUntil(cloud, 200)).toEqual({
      status: 200,
      body: { ready: true, checks: { database: { ok: true } } },
    });
    expect((await cloud.db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });
});

describe('GET /readyz with Redis behind a link that is cut and restored', async () => {
  const reachable = await redisAnswers(redisUrl);
  let proxy: TcpProxy;
  let cloud: RunningCloud;

  beforeAll(async () => {
    if (!reachable) return;
    const url = new URL(redisUrl as string);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 6379) });
    url.host = `127.0.0.1:${proxy.port}`;
    cloud = await startTestCloud(
      { options: {}, dispose: async () => {} },
      {
        db: await openMigratedPglite(),
        redisUrl: url.href,
        redisKeyPrefix: testRedisKeyPrefix(),
        config: { readyTimeoutMs: 500 },
      },
    );
  });
  afterAll(async () => {
    await cloud?.stop();
    await cloud?.db.close();
    await proxy?.close();
  });

  it.runIf(reachable)(
    'turns unready when Redis stops answering and ready again when it returns',
    async () => {
      expect((await readyz(cloud)).body).toEqual({
        ready: true,
        checks: { database: { ok: true }, redis: { ok: true } },
      });
      proxy.cut();
      const down = await readyz(cloud);
      expect(down.status).toBe(503);
      expect(down.body.checks).toEqual({
        database: { ok: true },
        redis: { ok: false, error: expect.any(String) },
      });
      proxy.restore();
      expect((await readyzUntil(cloud, 200)).body.checks.redis).toEqual({ ok: true });
    },
  );
});

describe('GET /readyz with a history indexer that cannot read its chain', () => {
  let cloud: RunningCloud;

  beforeAll(async () => {
    cloud = await startTestCloud(
      { options: {}, dispose: async () => {} },
      {
        db: await openMigratedPglite(),
        config: {
          rpc: { upstreams: { 'eip155:1': [await downUpstreamUrl()] }, timeoutMs: 200 },
          history: { pollIntervalMs: 20, stallAfterMs: 300 },
        },
      },
    );
  });
  afterAll(async () => {
    await cloud?.stop();
    await cloud?.db.close();
  });

  it('turns unready once the indexer has completed no step for history.stallAfterMs, naming the chain', async () => {
    const answer = await readyzUntil(cloud, 503);
    expect(answer.status).toBe(503);
    expect(answer.body.checks.historyIndexer).toEqual({
      ok: false,
      error: expect.stringMatching(/^stalled: eip155:1: no step completed for \d+ ms( \(last error: .+\))?$/),
    });
    expect(answer.body.checks.database).toEqual({ ok: true });
  });
});
