import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Db, migrate, openDb } from '../db/index.js';
import { dbPasses, type TestDbLocation } from '../test/dbPasses.js';
import { createSteppedClock, type SteppedClock } from '../test/steppedClock.js';
import { createJobLeases, LeaseLostError } from './jobLeases.js';
import { type JobRun, type JobScheduler, startJobScheduler } from './jobScheduler.js';

const quiet = { info() {}, warn() {}, error() {} };

/**
 * A job that records how many runs were in progress at once; each run lasts `steps` × `stepMs` (on `clock`),
 * renewing.
 */
function overlapProbe(steps: number, stepMs: number, clock: SteppedClock) {
  const probe = {
    active: 0,
    maxActive: 0,
    runsBy: [] as string[],
    async job(run: JobRun) {
      probe.active += 1;
      probe.maxActive = Math.max(probe.maxActive, probe.active);
      try {
        for (let step = 0; step < steps && !run.stopping; step++) {
          await clock.sleep(stepMs, new AbortController().signal);
          await run.renew();
        }
        probe.runsBy.push(run.holder);
      } finally {
        probe.active -= 1;
      }
    },
  };
  return probe;
}

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await delay(20);
  }
}

describe.each(dbPasses)('job leases and the job scheduler ($name)', (pass) => {
  let location: TestDbLocation;
  let db: Db;
  const schedulers: JobScheduler[] = [];
  /** The schedulers' clock: leases and waits on it; the tests move it once every scheduler sleeps. */
  let clock: SteppedClock;
  const onClock = () => ({ sleep: clock.sleep, leaseClock: clock.now });
  const running = () => schedulers.length;
  const openHandle = async () => {
    const handle = await openDb(location.options);
    await migrate(handle);
    return handle;
  };

  beforeAll(async () => {
    location = await pass.location();
    db = await openHandle();
  });
  beforeEach(() => {
    clock = createSteppedClock();
  });
  afterEach(async () => {
    const stopped = schedulers.splice(0).map((scheduler) => scheduler.stop());
    clock.release();
    await Promise.all(stopped);
  });
  afterAll(async () => {
    await db?.close();
    await location?.dispose();
  });

  it('one holder at a time: a lease passes on release or when it expires, and is renewed by its holder', async () => {
    const leases = createJobLeases(db, clock.now);
    expect(await leases.acquire('t1', 'a', 60_000)).toBe(true);
    expect(await leases.acquire('t1', 'b', 60_000)).toBe(false);
    expect(await leases.acquire('t1', 'a', 60_000)).toBe(true);
    await leases.renew('t1', 'a', 60_000);
    await expect(leases.renew('t1', 'b', 60_000)).rejects.toBeInstanceOf(LeaseLostError);
    expect(await leases.holds('t1', 'a')).toBe(true);
    await leases.release('t1', 'a');
    expect(await leases.holds('t1', 'a')).toBe(false);
    expect(await leases.acquire('t1', 'b', 100)).toBe(true);
    expect(await leases.acquire('t1', 'a', 60_000)).toBe(false);
    clock.advance(150);
    expect(await leases.acquire('t1', 'a', 60_000)).toBe(true);
    // b's lease expired and a took it: b learns it lost the lease.
    await expect(leases.renew('t1', 'b', 60_000)).rejects.toBeInstanceOf(LeaseLostError);
  });

  it('a finished job is not due again until dueAfterMs has passed, for any holder', async () => {
    const leases = createJobLeases(db, clock.now);
    expect(await leases.acquire('t2', 'a', 60_000, { dueAfterMs: 300 })).toBe(true);
    await leases.finish('t2', 'a');
    expect(await leases.acquire('t2', 'b', 60_000, { dueAfterMs: 300 })).toBe(false);
    expect(await leases.acquire('t2', 'a', 60_000, { dueAfterMs: 300 })).toBe(false);
    clock.advance(350);
    expect(await leases.acquire('t2', 'b', 60_000, { dueAfterMs: 300 })).toBe(true);
  });

  it('refuses a lease as long as the interval', () => {
    expect(() =>
      startJobScheduler({
        db,
        name: 'bad',
        intervalMs: 100,
        jitterMs: 10,
        leaseMs: 100,
        job: async () => {},
        logger: quiet,
      }),
    ).toThrow(/shorter than the interval/);
  });

  it('two instances started together never run the job at the same time; it passes over when its holder stops', async () => {
    // PostgreSQL: two pools on one schema, as two instances have. PGlite is one process's database: one handle.
    const other = pass.name === 'postgres' ? await openHandle() : db;
    try {
      // Each run (8 × 50 ms) outlasts the lease (350 ms) and spans the other instance's wake-ups (every 600–660 ms).
      const probe = overlapProbe(8, 50, clock);
      const options = {
        name: 't3',
        intervalMs: 600,
        jitterMs: 60,
        leaseMs: 350,
        job: probe.job,
        logger: quiet,
        ...onClock(),
      };
      const first = startJobScheduler({ ...options, db, holder: 'first' });
      const second = startJobScheduler({ ...options, db: other, holder: 'second' });
      schedulers.push(first, second);
      await clock.runUntil(() => probe.runsBy.length >= 6 || probe.maxActive > 1, running);
      expect(probe.maxActive).toBe(1);
      // The last holder has finished its run: it sleeps until its next look, and stops at once.
      const holder = probe.runsBy.at(-1) as string;
      const [stopped, remaining] = holder === 'first' ? [first, second] : [second, first];
      await stopped.stop();
      schedulers.splice(schedulers.indexOf(stopped), 1);
      const runsBefore = probe.runsBy.length;
      await clock.runUntil(() => probe.runsBy.length >= runsBefore + 2, running);
      expect(probe.runsBy.slice(runsBefore)).toEqual([remaining.holder, remaining.holder]);
      expect(probe.maxActive).toBe(1);
    } finally {
      const stopped = schedulers.splice(0).map((scheduler) => scheduler.stop());
      clock.release();
      await Promise.all(stopped);
      if (other !== db) await other.close();
    }
  });

  it('runs about once per interval over all instances, not once per instance', async () => {
    const probe = overlapProbe(1, 1, clock);
    const options = {
      name: 't4',
      intervalMs: 300,
      jitterMs: 30,
      leaseMs: 100,
      job: probe.job,
      logger: quiet,
      ...onClock(),
    };
    schedulers.push(
      startJobScheduler({ ...options, db, holder: 'a' }),
      startJobScheduler({ ...options, db, holder: 'b' }),
      startJobScheduler({ ...options, db, holder: 'c' }),
    );
    const start = clock.now();
    await clock.runUntil(() => clock.now() >= start + 1_500, running);
    // 1.5 s at one run per 270–330 ms (the first after 30–60 ms): 5 or 6 runs; once per instance would be ~15.
    expect(probe.runsBy.length).toBeGreaterThanOrEqual(2);
    expect(probe.runsBy.length).toBeLessThanOrEqual(7);
  });

  it("waits for a crashed holder's lease to expire", async () => {
    const leases = createJobLeases(db, clock.now);
    expect(await leases.acquire('t5', 'crashed', 600)).toBe(true);
    const taken = clock.now();
    const probe = overlapProbe(1, 1, clock);
    const started: number[] = [];
    schedulers.push(
      startJobScheduler({
        db,
        name: 't5',
        intervalMs: 100,
        jitterMs: 10,
        leaseMs: 50,
        holder: 'survivor',
        job: async (run) => {
          started.push(clock.now());
          await probe.job(run);
        },
        logger: quiet,
        ...onClock(),
      }),
    );
    await clock.runUntil(() => started.length > 0, running);
    expect(started[0] as number).toBeGreaterThanOrEqual(taken + 550);
  });

  it('stop() waits for the running job, which ends after its current step, then frees the lease', async () => {
    let steps = 0;
    let finished = false;
    const scheduler = startJobScheduler({
      db,
      name: 't6',
      intervalMs: 1_000,
      jitterMs: 10,
      leaseMs: 500,
      holder: 'stopper',
      job: async (run) => {
        while (!run.stopping) {
          await delay(50);
          steps += 1;
          await run.renew();
        }
        finished = true;
      },
      logger: quiet,
    });
    await until(() => steps >= 2);
    await scheduler.stop();
    expect(finished).toBe(true);
    expect(await createJobLeases(db).acquire('t6', 'next', 1_000)).toBe(true);
  });

  it('a failed run is logged and leaves the job due for the next instance', async () => {
    const errors: unknown[] = [];
    let attempts = 0;
    schedulers.push(
      startJobScheduler({
        db,
        name: 't7',
        intervalMs: 100,
        jitterMs: 10,
        leaseMs: 50,
        job: async () => {
          attempts += 1;
          throw new Error('sweep failed');
        },
        logger: { ...quiet, error: (fields: unknown) => errors.push(fields) },
      }),
    );
    await until(() => errors.length >= 1);
    expect(errors[0]).toMatchObject({ job: 't7', err: { message: 'sweep failed' } });
    const { rows } = await db.query<{ last_finished_at: Date | null }>(
      "SELECT last_finished_at FROM job_leases WHERE name = 't7'",
    );
    expect(rows).toEqual([{ last_finished_at: null }]);
    // Still due: tried again at the next wake-up.
    await until(() => attempts >= 2);
  });
});
