import { describe, expect, it } from 'vitest';
import { createReadiness } from './readiness.js';

describe('createReadiness', () => {
  it('is ready when every check passes, and names each check', async () => {
    const readiness = createReadiness({ timeoutMs: 1_000 });
    readiness.add('database', async () => {});
    readiness.add('redis', async () => {});
    expect(await readiness.report()).toEqual({
      ready: true,
      checks: { database: { ok: true }, redis: { ok: true } },
    });
  });

  it('names what is not ready: a failing check and one that does not answer in time', async () => {
    const readiness = createReadiness({ timeoutMs: 50 });
    readiness.add('database', async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    });
    readiness.add('redis', () => new Promise(() => {}));
    readiness.add('historyIndexer', async () => {});
    expect(await readiness.report()).toEqual({
      ready: false,
      checks: {
        database: { ok: false, error: 'connect ECONNREFUSED 127.0.0.1:5432' },
        redis: { ok: false, error: 'redis did not answer within 50 ms' },
        historyIndexer: { ok: true },
      },
    });
  });

  it('is not ready once draining, whatever the checks say', async () => {
    const readiness = createReadiness({ timeoutMs: 1_000 });
    readiness.add('database', async () => {});
    readiness.drain();
    expect(readiness.draining).toBe(true);
    expect(await readiness.report()).toEqual({
      ready: false,
      shuttingDown: true,
      checks: { database: { ok: true } },
    });
  });

  it('refuses two checks of one name', () => {
    const readiness = createReadiness({ timeoutMs: 1_000 });
    readiness.add('database', async () => {});
    expect(() => readiness.add('database', async () => {})).toThrow("'database' exists");
  });
});
