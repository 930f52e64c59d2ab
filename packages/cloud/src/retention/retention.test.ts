import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RetentionConfig, resolveCloudConfig } from '../config.js';
import { type Db, migrate, openDb } from '../db/index.js';
import { type JobRun, type JobScheduler, startJobScheduler } from '../jobs/index.js';
import type { RunningCloud } from '../server.js';
import { dbPasses, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { createSteppedClock, type SteppedClock } from '../test/steppedClock.js';
import { createRetentionJob, type RetentionReport, retentionJobName, startRetention } from './index.js';
import { retentionTables } from './retentionJob.js';

const quiet = { info() {}, warn() {}, error() {} };
const day = 24 * 60 * 60_000;
const now = Date.UTC(2026, 10, 25, 12);
const config: RetentionConfig = {
  ...resolveCloudConfig().retention,
  analyticsEventsMaxAgeMs: 90 * day,
  relayMessagesMaxAgeMs: 7 * day,
};
const projectId = 'retention-test';

/** A run that holds its lease for as long as the test wants. */
const ownRun = (): JobRun & { renewals: number } => ({
  holder: 'test',
  stopping: false,
  renewals: 0,
  async renew() {
    this.renewals += 1;
  },
});

async function insertEvents(db: Db, count: number, receivedAt: number): Promise<void> {
  await db.query(
    `INSERT INTO events (project_id, event_id, url, domain, client_timestamp, props, sdk_type, sdk_version, received_at)
     SELECT $1, gen_random_uuid(), 'https://app.test/', 'app.test', $2::bigint, '{}'::jsonb, 'portico-test',
            '0.1.0', to_timestamp($2::bigint / 1000.0)
     FROM generate_series(1, $3::int)`,
    [projectId, receivedAt, count],
  );
}

async function insertRelayMessage(db: Db, id: string, publishedAt: number, expiresAt: number): Promise<void> {
  await db.query(
    `INSERT INTO relay_messages (id, topic, message, publisher, published_at, expires_at)
     VALUES ($1, 'topic', 'payload', 'publisher', $2, $3)`,
    [id, publishedAt, expiresAt],
  );
  await db.query("INSERT INTO relay_acks (message_id, client_id) VALUES ($1, 'client')", [id]);
}

async function insertSession(db: Db, id: string, refreshExpiresAt: number, spent = false): Promise<void> {
  await db.query(
    `INSERT INTO wallet_sessions (id, family_id, user_id, access_token_hash, refresh_token_hash,
       access_expires_at, refresh_expires_at, spent, created_at)
     VALUES ($1, $1, 'user', $2, $3, $4, $5, $6, $4)`,
    [id, `access-${id}`, `refresh-${id}`, refreshExpiresAt - day, refreshExpiresAt, spent],
  );
}

const ids = async (db: Db, sql: string) =>
  (await db.query<{ id: string }>(sql)).rows.map((row) => row.id).sort();
const count = async (db: Db, table: string) =>
  Number((await db.query<{ n: unknown }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n);

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const start = Date.now();
  while (!(await condition())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await delay(25);
  }
}

describe.each(dbPasses)('retention ($name)', (pass) => {
  let location: TestDbLocation;
  let db: Db;

  beforeAll(async () => {
    location = await pass.location();
    db = await openDb(location.options);
    await migrate(db);
    await db.query("INSERT INTO projects (id, name, features) VALUES ($1, 'Retention', '{}'::jsonb)", [
      projectId,
    ]);
    await db.query(
      "INSERT INTO wallet_users (id, email, created_at) VALUES ('user', 'user@test.example', 0)",
    );
  });
  beforeEach(async () => {
    await db.exec(
      'DELETE FROM events; DELETE FROM relay_messages; DELETE FROM relay_subscriptions; DELETE FROM wallet_email_codes; DELETE FROM wallet_sessions; DELETE FROM job_leases',
    );
  });
  afterAll(async () => {
    await db?.close();
    await location?.dispose();
  });

  it('deletes analytics events older than their maximum age and keeps the recent ones', async () => {
    await insertEvents(db, 3, now - 91 * day);
    await insertEvents(db, 2, now - 89 * day);
    await insertEvents(db, 1, now);
    const report = await createRetentionJob(db, config, () => now)(ownRun());
    expect(report.tables.events).toEqual({ deleted: 3, batches: 1 });
    expect(await count(db, 'events')).toBe(3);
  });

  it('deletes relay messages whose TTL ended or that are older than the maximum age, with their acks', async () => {
    await insertRelayMessage(db, 'expired', now - day, now - 1);
    await insertRelayMessage(db, 'too-old', now - 8 * day, now + 30 * day);
    await insertRelayMessage(db, 'live', now - 6 * day, now + day);
    await insertRelayMessage(db, 'fresh', now, now + 5 * 60_000);
    await db.query(
      `INSERT INTO relay_subscriptions (client_id, topic, expires_at)
       VALUES ('client', 'gone', $1), ('client', 'kept', $2)`,
      [now - 1, now + day],
    );
    const report = await createRetentionJob(db, config, () => now)(ownRun());
    expect(report.tables.relay_messages.deleted).toBe(2);
    expect(report.tables.relay_subscriptions.deleted).toBe(1);
    expect(await ids(db, 'SELECT id FROM relay_messages')).toEqual(['fresh', 'live']);
    expect(await ids(db, 'SELECT message_id AS id FROM relay_acks')).toEqual(['fresh', 'live']);
    expect(await ids(db, 'SELECT topic AS id FROM relay_subscriptions')).toEqual(['kept']);
  });

  it("deletes the embedded wallet's expired email codes and sessions, keeping live and spent-but-unexpired ones", async () => {
    await db.query(
      `INSERT INTO wallet_email_codes (email, purpose, code_hash, created_at, expires_at, used)
       VALUES ('old@test.example', 'login', 'h1', $1, $2, false),
              ('used@test.example', 'login', 'h2', $1, $2, true),
              ('new@test.example', 'login', 'h3', $3, $4, false)`,
      [now - 20 * 60_000, now - 10 * 60_000, now - 60_000, now + 9 * 60_000],
    );
    await insertSession(db, 'expired', now - 1);
    await insertSession(db, 'spent-live', now + day, true);
    await insertSession(db, 'live', now + 30 * day);
    const report = await createRetentionJob(db, config, () => now)(ownRun());
    expect(report.tables.wallet_email_codes.deleted).toBe(2);
    expect(report.tables.wallet_sessions.deleted).toBe(1);
    expect(await ids(db, 'SELECT email AS id FROM wallet_email_codes')).toEqual(['new@test.example']);
    expect(await ids(db, 'SELECT id FROM wallet_sessions')).toEqual(['live', 'spent-live']);
  });

  it('deletes the pending social logins that expired, used or not, and keeps the live ones', async () => {
    await db.query(`INSERT INTO projects (id, name, features) VALUES ('social-retention', 'Social', '{}')`);
    const pending = (state: string, expiresAt: number, used: boolean) =>
      db.query(
        `INSERT INTO wallet_social_logins (state_hash, project_id, provider, code_challenge, nonce, redirect_uri,
           created_at, expires_at, used) VALUES ($1, 'social-retention', 'google', 'c', 'n', 'https://f/social/callback', $2, $3, $4)`,
        [state, expiresAt - 10 * 60_000, expiresAt, used],
      );
    await pending('expired', now - 1, false);
    await pending('expired-used', now - 60_000, true);
    await pending('live', now + 60_000, false);
    const report = await createRetentionJob(db, config, () => now)(ownRun());
    expect(report.tables.wallet_social_logins.deleted).toBe(2);
    expect(await ids(db, 'SELECT state_hash AS id FROM wallet_social_logins')).toEqual(['live']);
  });

  it('deletes the Farcaster logins that expired, used or not, and keeps the live ones', async () => {
    await db.query(`INSERT INTO projects (id, name, features) VALUES ('farcaster-retention', 'Fc', '{}')`);
    const pending = (channel: string, expiresAt: number, used: boolean) =>
      db.query(
        `INSERT INTO wallet_farcaster_logins (channel_hash, project_id, channel_token, code_challenge, nonce, domain,
           created_at, expires_at, used) VALUES ($1, 'farcaster-retention', $1, 'c', 'n', 'f.test', $2, $3, $4)`,
        [channel, expiresAt - 10 * 60_000, expiresAt, used],
      );
    await pending('expired', now - 1, false);
    await pending('expired-used', now - 60_000, true);
    await pending('live', now + 60_000, false);
    const report = await createRetentionJob(db, config, () => now)(ownRun());
    expect(report.tables.wallet_farcaster_logins.deleted).toBe(2);
    expect(await ids(db, 'SELECT channel_hash AS id FROM wallet_farcaster_logins')).toEqual(['live']);
  });

  it('deletes the gas sponsorship spend of past UTC days and keeps today’s', async () => {
    const today = Math.floor(now / day);
    for (const [sender, spendDay] of [
      ['0xold', today - 2],
      ['0xyesterday', today - 1],
      ['0xtoday', today],
    ] as const) {
      await db.query(
        `INSERT INTO sponsorship_spend (project_id, chain_id, sender, day, spent_wei, operations, updated_at)
         VALUES ($1, 'eip155:1', $2, $3, 1, 1, $4)`,
        [projectId, sender, spendDay, now],
      );
    }
    const report = await createRetentionJob(db, config, () => now)(ownRun());
    expect(report.tables.sponsorship_spend.deleted).toBe(2);
    expect(await ids(db, 'SELECT sender AS id FROM sponsorship_spend')).toEqual(['0xtoday']);
  });

  it('deletes a large backlog in batches of batchSize, renewing the lease after each', async () => {
    await insertEvents(db, 2_345, now - 100 * day);
    await insertEvents(db, 10, now);
    const run = ownRun();
    const report = await createRetentionJob(db, { ...config, batchSize: 500 }, () => now)(run);
    expect(report.tables.events).toEqual({ deleted: 2_345, batches: 5 });
    expect(report.complete).toBe(true);
    // One renewal per batch: 5 for events, 1 (empty) for each other table.
    expect(run.renewals).toBe(5 + (retentionTables.length - 1));
    expect(await count(db, 'events')).toBe(10);
  });

  it('stops between batches when the scheduler stops', async () => {
    await insertEvents(db, 1_000, now - 100 * day);
    const run = {
      ...ownRun(),
      stopping: false,
      async renew() {
        this.stopping = true;
      },
    };
    const report = await createRetentionJob(db, { ...config, batchSize: 100 }, () => now)(run);
    expect(report).toMatchObject({ complete: false, tables: { events: { deleted: 100, batches: 1 } } });
    expect(await count(db, 'events')).toBe(900);
  });

  it('refuses a configuration it cannot run with, naming the setting', () => {
    const start = (retention: Partial<RetentionConfig>) => () =>
      startRetention({ db, config: { ...config, ...retention }, clock: () => now, logger: quiet });
    expect(start({ batchSize: 0 })).toThrow(/retention\.batchSize/);
    expect(start({ intervalMs: Number.NaN })).toThrow(/retention\.intervalMs/);
    expect(start({ analyticsEventsMaxAgeMs: -1 })).toThrow(/retention\.analyticsEventsMaxAgeMs/);
    expect(start({ enabled: false, batchSize: 0 })()).toBeUndefined();
  });
});

const postgres = dbPasses.find((pass) => pass.name === 'postgres');

describe.skipIf(postgres === undefined)('retention on two instances (postgres)', () => {
  let location: TestDbLocation;
  const handles: Db[] = [];
  const schedulers: JobScheduler[] = [];
  /** The schedulers' leases and waits: moved once both sleep, so no lease runs out during a batch. */
  let clock: SteppedClock;

  beforeAll(async () => {
    location = await (postgres as NonNullable<typeof postgres>).location();
  });
  beforeEach(() => {
    clock = createSteppedClock();
  });
  afterEach(async () => {
    const stopped = schedulers.splice(0).map((scheduler) => scheduler.stop());
    clock.release();
    await Promise.all(stopped);
    await Promise.all(handles.splice(0).map((handle) => handle.close()));
  });
  afterAll(async () => {
    await location?.dispose();
  });

  it('two instances started together never sweep at the same time and together delete the backlog once', async () => {
    const [first, second] = await Promise.all(
      [0, 1].map(async () => {
        const handle = await openDb(location.options);
        handles.push(handle);
        // Started together: both migrate, once.
        await migrate(handle);
        return handle;
      }),
    );
    const db = first as Db;
    await db.query("INSERT INTO projects (id, name, features) VALUES ($1, 'Retention', '{}'::jsonb)", [
      projectId,
    ]);
    await insertEvents(db, 5_000, now - 100 * day);
    const batchConfig = { ...config, batchSize: 250, intervalMs: 200 };
    let active = 0;
    let overlaps = 0;
    const reports: Array<{ holder: string; report: RetentionReport }> = [];
    for (const handle of [first, second] as Db[]) {
      const job = createRetentionJob(handle, batchConfig, () => now);
      schedulers.push(
        startJobScheduler({
          db: handle,
          name: retentionJobName,
          intervalMs: batchConfig.intervalMs,
          jitterMs: 20,
          leaseMs: 100,
          sleep: clock.sleep,
          leaseClock: clock.now,
          logger: quiet,
          job: async (run) => {
            active += 1;
            if (active > 1) overlaps += 1;
            try {
              // Slower batches, so the other instance wakes up during a run.
              const slowRun = {
                holder: run.holder,
                get stopping() {
                  return run.stopping;
                },
                async renew() {
                  await clock.sleep(15, new AbortController().signal);
                  await run.renew();
                },
              };
              return await job(slowRun);
            } finally {
              active -= 1;
            }
          },
          onRun: (report, holder) => reports.push({ holder, report }),
        }),
      );
    }
    await clock.runUntil(
      () => reports.length >= 4,
      () => schedulers.length,
    );
    expect(overlaps).toBe(0);
    expect(reports.reduce((sum, { report }) => sum + report.tables.events.deleted, 0)).toBe(5_000);
    expect(await count(db, 'events')).toBe(0);
  });

  it('the cloud runs the retention job, and a second instance takes over when the first stops', async () => {
    const clouds: RunningCloud[] = [];
    try {
      const start = () =>
        startTestCloud(location, {
          clock: () => now,
          config: { retention: { ...config, intervalMs: 300 } },
        });
      const first = await start();
      clouds.push(first);
      const second = await start();
      clouds.push(second);
      const db = first.db;
      await db.query(
        'INSERT INTO projects (id, name, features) VALUES ($1, $2, $3::jsonb) ON CONFLICT DO NOTHING',
        [projectId, 'Retention', '{}'],
      );
      await insertEvents(db, 10, now - 100 * day);
      await until(async () => (await count(db, 'events')) === 0);
      const holderOf = async (handle: Db) =>
        (
          await handle.query<{ holder: string }>('SELECT holder FROM job_leases WHERE name = $1', [
            retentionJobName,
          ])
        ).rows[0]?.holder;
      const lastHolder = await holderOf(db);
      const [stopping, staying] = lastHolder === first.retention?.holder ? [first, second] : [second, first];
      await stopping.stop();
      const runsBefore = staying.retention?.runs ?? 0;
      await insertEvents(staying.db, 10, now - 100 * day);
      // A run counts once its lease is released, a moment after its deletes are visible.
      await until(
        async () => (staying.retention?.runs ?? 0) > runsBefore && (await count(staying.db, 'events')) === 0,
      );
      expect(await holderOf(staying.db)).toBe(staying.retention?.holder);
    } finally {
      await Promise.all(clouds.map((cloud) => cloud.stop()));
    }
  });
});

describe.each(dbPasses)('the cloud and its retention job ($name)', (pass) => {
  it('starts the job unless retention.enabled is false', async () => {
    const location = await pass.location();
    try {
      const off = await startTestCloud(location, { config: { retention: { enabled: false } } });
      expect(off.retention).toBeUndefined();
      await off.stop();
      const on = await startTestCloud(location, {
        clock: () => now,
        config: { retention: { intervalMs: 200 } },
      });
      try {
        expect(on.retention?.holder).toEqual(expect.any(String));
        await on.db.query(
          `INSERT INTO wallet_email_codes (email, purpose, code_hash, created_at, expires_at)
           VALUES ($1, 'login', 'h', $2, $3)`,
          [`${randomUUID()}@test.example`, now - 20 * 60_000, now - 10 * 60_000],
        );
        await until(async () => (await count(on.db, 'wallet_email_codes')) === 0);
      } finally {
        await on.stop();
      }
    } finally {
      await location.dispose();
    }
  });
});
