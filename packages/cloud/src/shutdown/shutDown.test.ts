import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import type { RunningCloud } from '../server.js';
import { openMigratedPglite, startTestCloud } from '../test/dbPasses.js';

describe('RunningCloud.stop', () => {
  let db: Db;
  let cloud: RunningCloud;
  const order: string[] = [];

  beforeAll(async () => {
    const pglite = await openMigratedPglite();
    db = {
      ...pglite,
      close: async () => {
        order.push('database closed');
        await pglite.close();
      },
    };
    cloud = await startTestCloud({ options: {}, dispose: async () => {} }, { db });
  });
  afterAll(() => db?.close());

  it('reports not ready before anything closes, closes the listener, and is idempotent', async () => {
    expect((await fetch(`${cloud.url}/readyz`)).status).toBe(200);
    const stopping = cloud.stop();
    // Synchronously on stop(): the load balancer's next check sees 503.
    expect(cloud.readiness.draining).toBe(true);
    expect((await cloud.readiness.report()).ready).toBe(false);
    expect(cloud.stop()).toBe(stopping);
    await stopping;
    await expect(fetch(`${cloud.url}/healthz`)).rejects.toThrow();
    // A database the caller opened stays open.
    expect(order).toEqual([]);
    expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });
});
