// `node --import tsx --conditions=source bench/retention.ts`: the retention job's delete rate and the length of
// its batches (each one DELETE statement and its lease renewal) on a backlog of old analytics events, on PGlite
// and, when DATABASE_URL is set, on PostgreSQL in a throw-away schema. While it runs, single-row event inserts go
// on beside it, to show what a batch costs live ingestion. BENCH_RETENTION_ROWS (default 200,000) old events;
// BENCH_RETENTION_BATCH (default 1,000) rows per batch.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertEvent } from '../packages/cloud/src/analytics/index.js';
import { resolveCloudConfig } from '../packages/cloud/src/config.js';
import { type Db, migrate, openDb } from '../packages/cloud/src/db/index.js';
import type { JobRun } from '../packages/cloud/src/jobs/index.js';
import { createRetentionJob } from '../packages/cloud/src/retention/index.js';
import { dropSchema } from '../packages/cloud/src/test/dbPasses.js';
import { percentile } from './percentile.js';

const rows = Number(process.env.BENCH_RETENTION_ROWS ?? 200_000);
const batchSize = Number(process.env.BENCH_RETENTION_BATCH ?? 1_000);
const day = 24 * 60 * 60_000;
const projectId = 'retention-bench';

const watchdog = setTimeout(() => {
  console.error('retention: the bench overran its time bound; stopping');
  process.exit(1);
}, 600_000);
watchdog.unref();

async function fill(db: Db): Promise<void> {
  await db.query("INSERT INTO projects (id, name, features) VALUES ($1, 'Bench', '{}'::jsonb)", [projectId]);
  const old = Date.now() - 100 * day;
  for (let done = 0; done < rows; done += 50_000) {
    await db.query(
      `INSERT INTO events (project_id, event_id, url, domain, client_timestamp, props, sdk_type, sdk_version, received_at)
       SELECT $1, gen_random_uuid(), 'https://app.test/', 'app.test', $2::bigint, '{"event":"MODAL_OPEN"}'::jsonb,
              'bench', '0.1.0', to_timestamp($2::bigint / 1000.0)
       FROM generate_series(1, $3::int)`,
      [projectId, old, Math.min(50_000, rows - done)],
    );
  }
}

async function measure(name: string, db: Db): Promise<void> {
  await migrate(db);
  await fill(db);
  const batchMs: number[] = [];
  let last = performance.now();
  const run: JobRun = {
    holder: 'bench',
    stopping: false,
    async renew() {
      const now = performance.now();
      batchMs.push(now - last);
      last = now;
    },
  };
  // Live ingestion beside the sweep: one insert at a time, timed.
  const insertMs: number[] = [];
  let sweeping = true;
  const ingest = (async () => {
    while (sweeping) {
      const started = performance.now();
      await insertEvent(db, {
        projectId,
        eventId: crypto.randomUUID(),
        url: 'https://app.test/',
        domain: 'app.test',
        timestamp: Date.now(),
        props: { type: 'track', event: 'MODAL_OPEN' },
        sdkType: 'bench',
        sdkVersion: '0.1.0',
      });
      insertMs.push(performance.now() - started);
    }
  })();
  const config = { ...resolveCloudConfig().retention, batchSize };
  const started = performance.now();
  last = started;
  const report = await createRetentionJob(db, config, Date.now)(run);
  const elapsed = performance.now() - started;
  sweeping = false;
  await ingest;
  const sorted = (values: number[]) => values.toSorted((a, b) => a - b);
  const batches = sorted(batchMs.slice(0, report.tables.events.batches));
  const inserts = sorted(insertMs);
  console.log(
    `  ${name.padEnd(8)} ${report.tables.events.deleted} rows in ${report.tables.events.batches} batches, ` +
      `${Math.round(report.tables.events.deleted / (elapsed / 1000))} rows/s; batch p50 ${percentile(batches, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(batches, 99).toFixed(1)} ms, max ${(batches.at(-1) ?? 0).toFixed(1)} ms; ` +
      `${inserts.length} inserts alongside, p50 ${percentile(inserts, 50).toFixed(2)} ms, p99 ${percentile(inserts, 99).toFixed(2)} ms`,
  );
}

console.log(`\nPortico Cloud retention job: ${rows} old analytics events, ${batchSize} rows per batch`);
console.log(
  `  machine: ${availableParallelism()} CPUs, 1-min load average ${loadavg()[0]?.toFixed(2)} at start`,
);

const dataDir = await mkdtemp(join(tmpdir(), 'portico-bench-retention-'));
try {
  const pglite = await openDb({ dataDir });
  try {
    await measure('pglite', pglite);
  } finally {
    await pglite.close();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  const schema = `portico_bench_${randomBytes(6).toString('hex')}`;
  const postgres = await openDb({ databaseUrl, schema });
  try {
    await measure('postgres', postgres);
  } finally {
    await postgres.close();
    await dropSchema(databaseUrl, schema);
  }
}
