// The cloud for `bench/analytics-ingest.ts`, in its own process: PGlite in a temporary directory, or a
// throw-away schema in the PostgreSQL of DATABASE_URL; analytics batching from BENCH_ANALYTICS_BATCH_SIZE,
// BENCH_ANALYTICS_FLUSH_MS and BENCH_ANALYTICS_MAX_QUEUE; one project, rate limits out of the way, no logs, no
// indexer. Prints one JSON line (`AnalyticsServerInfo`) once serving. When stdin closes it stops the cloud
// (which writes the events still queued), counts the stored events in the database it reopens, prints
// `{"stored":N}`, removes its data and exits.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb, seedDemoProject, startCloud } from '@portico/cloud';

export interface AnalyticsServerInfo {
  url: string;
  /** GET /metrics on the server's metrics listener (loopback). */
  metricsUrl: string;
  projectId: string;
  db: 'pglite' | 'postgres';
}

const maxLifetimeMs = 10 * 60_000;
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = databaseUrl ? undefined : await mkdtemp(join(tmpdir(), 'portico-analytics-bench-'));
const schema = databaseUrl ? `portico_bench_${randomBytes(6).toString('hex')}` : undefined;
const location = databaseUrl ? { databaseUrl, schema } : { dataDir };
const unlimited = 1_000_000_000;

const cloud = await startCloud({
  port: 0,
  ...location,
  config: {
    rateLimit: { perIp: unlimited, perProject: unlimited, windowMs: 60_000 },
    analytics: {
      batchSize: setting('BENCH_ANALYTICS_BATCH_SIZE', 500),
      flushIntervalMs: setting('BENCH_ANALYTICS_FLUSH_MS', 250),
      maxQueue: setting('BENCH_ANALYTICS_MAX_QUEUE', 50_000),
    },
    history: { indexer: false },
    // Its own loopback listener: the API's has no /metrics without a token.
    metrics: { port: 0 },
    wallet: { shareKey: randomBytes(32).toString('base64') },
  },
  logLevel: 'silent',
});
const project = await seedDemoProject({
  db: cloud.db,
  origins: [],
  id: 'portico-bench',
  name: 'Portico Bench',
});

async function finish(): Promise<void> {
  await cloud.stop();
  const db = await openDb(location);
  try {
    const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM events');
    process.stdout.write(`${JSON.stringify({ stored: rows[0]?.count ?? 0 })}\n`);
    if (schema) await db.exec(`DROP SCHEMA ${schema} CASCADE`);
  } finally {
    await db.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

let finishing = false;
const done = () => {
  if (finishing) return;
  finishing = true;
  finish().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
setTimeout(done, maxLifetimeMs).unref();
process.once('SIGTERM', done);
process.stdin.once('end', done).resume();

const info: AnalyticsServerInfo = {
  url: cloud.url,
  metricsUrl: cloud.metricsUrl ?? '',
  projectId: project.id,
  db: cloud.db.kind,
};
process.stdout.write(`${JSON.stringify(info)}\n`);
