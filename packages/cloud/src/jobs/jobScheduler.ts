import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.js';
import { createJobLeases, LeaseLostError } from './jobLeases.js';
import { createWakeableSleep, type Sleep } from './wakeableSleep.js';

export type JobLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** What a running job gets: it renews the lease between steps and ends early when the scheduler stops. */
export interface JobRun {
  /** This instance's id in `job_leases`. */
  readonly holder: string;
  /** True once `stop()` was called: finish the current step and return. */
  readonly stopping: boolean;
  /** Extends the lease; throws `LeaseLostError` when another instance took it (stop working then). */
  renew(): Promise<void>;
}

export interface JobSchedulerOptions<T> {
  db: Db;
  /** The lease's name: instances that schedule the same name never run the job at the same time. */
  name: string;
  /** The job runs about once per interval over all instances. */
  intervalMs: number;
  /** Each wait lasts `intervalMs` plus up to this much at random, so instances do not all ask at once. */
  jitterMs: number;
  /** How long the lease lasts without a renewal: shorter than the interval, longer than one step of the job. */
  leaseMs: number;
  job(run: JobRun): Promise<T>;
  logger: JobLogger;
  /** Called with each finished run's result (logging, tests). */
  onRun?(result: T, holder: string): void;
  /** This instance's id; default a random UUID. */
  holder?: string;
  /** Default `Math.random`. */
  random?: () => number;
  /** The waits between looks; default `setTimeout`. Tests pass one on a clock they move. */
  sleep?: Sleep;
  /** The lease's clock (ms since the epoch); default the database clock (see `createJobLeases`). */
  leaseClock?: () => number;
}

export interface JobScheduler {
  readonly holder: string;
  /** Runs this instance finished. */
  readonly runs: number;
  /** Waits for a running job to end (it stops after its current step), then lets go of the lease. Idempotent. */
  stop(): Promise<void>;
}

/**
 * Runs `job` on whichever instance takes its lease: each instance wakes every interval plus up to one jitter (the
 * first time after one to two jitters), takes the lease when it is free and the job is due (its last run finished
 * at least `intervalMs - jitterMs` ago), runs the job while it renews the lease, then releases it. Over all
 * instances the runs are therefore `intervalMs ± jitterMs` apart, never two at once.
 */
export function startJobScheduler<T>(options: JobSchedulerOptions<T>): JobScheduler {
  const { db, name, intervalMs, jitterMs, leaseMs, logger } = options;
  if (!(leaseMs > 0 && leaseMs < intervalMs)) {
    throw new Error(
      `Job ${name}: the lease (${leaseMs} ms) must be positive and shorter than the interval (${intervalMs} ms)`,
    );
  }
  if (!(jitterMs >= 0 && jitterMs < intervalMs)) {
    throw new Error(
      `Job ${name}: the jitter (${jitterMs} ms) must be at least 0 and shorter than the interval`,
    );
  }
  const leases = createJobLeases(db, options.leaseClock);
  const holder = options.holder ?? randomUUID();
  const random = options.random ?? Math.random;
  let stopping = false;
  let runs = 0;
  const { sleep, wake } = createWakeableSleep(options.sleep);

  const run: JobRun = {
    holder,
    get stopping() {
      return stopping;
    },
    renew: () => leases.renew(name, holder, leaseMs),
  };

  async function tick(): Promise<void> {
    if (!(await leases.acquire(name, holder, leaseMs, { dueAfterMs: intervalMs - jitterMs }))) return;
    let result: T;
    try {
      result = await options.job(run);
    } catch (error) {
      // A failed run leaves the job due, so the next instance to wake tries again.
      await leases.release(name, holder).catch((releaseError: unknown) => {
        logger.error(
          { err: releaseError, job: name },
          'job: releasing the lease failed; it expires on its own',
        );
      });
      throw error;
    }
    await leases.finish(name, holder);
    runs += 1;
    options.onRun?.(result, holder);
  }

  const running = (async () => {
    // The first look comes after one to two jitters: soon after a start (instances restarted more often than
    // the interval still run the job), not at once (instances started together do not all ask at the same time).
    await sleep(jitterMs + random() * jitterMs);
    while (!stopping) {
      try {
        await tick();
      } catch (error) {
        if (error instanceof LeaseLostError)
          logger.info({ job: name, reason: error.message }, 'job: lease lost');
        else logger.error({ err: error, job: name }, 'job: run failed; retrying after the interval');
      }
      if (!stopping) await sleep(intervalMs + random() * jitterMs);
    }
  })();

  let stopped: Promise<void> | undefined;
  return {
    holder,
    get runs() {
      return runs;
    },
    stop() {
      stopped ??= (async () => {
        stopping = true;
        wake();
        await running;
      })();
      return stopped;
    },
  };
}
