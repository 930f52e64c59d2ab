// `npm run bench:analytics`: analytics ingestion of one Portico Cloud instance on loopback — POST /e with a fresh
// eventId per request, unthrottled, from BENCH_CONNECTIONS (20) autocannon connections for BENCH_SECONDS (8) —
// once unbatched (analytics.batchSize 1: each request writes its own row before it is answered, as before
// issue 13) and once batched (batchSize 500, flushed every 250 ms), each on a fresh server in a child process.
// Reports accepted events/s with p50/p99 latency, the events/s the server wrote during the run (its /metrics),
// the 503s of a full queue, and checks that after the server stops (writing what it still queued) the
// database holds every accepted event. On PGlite, and on PostgreSQL too when DATABASE_URL is set.
// GET /healthz on each server right after its run gives the HTTP ceiling of the moment. Target (issue 13): ≥ 5,000
// events/s per instance.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { availableParallelism, loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { AnalyticsServerInfo } from './analytics-server.js';
import { eventRequests, healthzRequests } from './analyticsRequests.js';
import { type LoadRunResult, loadRun } from './loadRun.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const warmupSeconds = 1;
const targetEventsPerSecond = 5_000;

const modes = [
  { label: 'unbatched (batchSize 1)', env: { BENCH_ANALYTICS_BATCH_SIZE: '1' } },
  {
    label: 'batched (500 / 250 ms)',
    env: { BENCH_ANALYTICS_BATCH_SIZE: '500', BENCH_ANALYTICS_FLUSH_MS: '250' },
  },
] as const;
const databases = [
  { label: 'PGlite', env: { DATABASE_URL: '' } },
  ...(process.env.DATABASE_URL
    ? [{ label: 'PostgreSQL', env: { DATABASE_URL: process.env.DATABASE_URL } }]
    : []),
];

const watchdog = setTimeout(
  () => {
    console.error('analytics-ingest: the bench overran its time bound; stopping');
    process.exit(1);
  },
  databases.length * modes.length * (warmupSeconds + 2 * seconds + 90) * 1000,
);
watchdog.unref();

interface ServerProcess {
  info: AnalyticsServerInfo;
  /** Closes its stdin: the server stops, writing its queue, and reports how many events its database holds. */
  finish(): Promise<number>;
}

async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const path = fileURLToPath(new URL('./analytics-server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', path], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async (what: string) => {
    const line = await Promise.race([
      lines.next(),
      exited.then(([code]) => {
        throw new Error(`analytics-server exited (${String(code)}) before ${what}`);
      }),
    ]);
    if (line.done) throw new Error(`analytics-server closed its output before ${what}`);
    return JSON.parse(line.value) as unknown;
  };
  const kill = setTimeout(() => child.kill('SIGKILL'), 60_000);
  try {
    const info = (await next('serving')) as AnalyticsServerInfo;
    return {
      info,
      async finish() {
        child.stdin.end();
        const killLater = setTimeout(() => child.kill('SIGKILL'), 60_000);
        try {
          const { stored } = (await next('reporting its count')) as { stored: number };
          await exited;
          return stored;
        } finally {
          clearTimeout(killLater);
        }
      },
    };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  } finally {
    clearTimeout(kill);
  }
}

/** An unlabelled counter or gauge of the server's /metrics. */
async function metric(metricsUrl: string, name: string): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  const line = text.split('\n').find((entry) => entry.startsWith(`${name} `));
  if (line === undefined) throw new Error(`/metrics has no ${name}`);
  return Number(line.slice(name.length + 1));
}

interface Row {
  db: string;
  mode: string;
  result: LoadRunResult;
  accepted: number;
  writtenPerSecond: number;
  stored: number;
  /** GET /healthz on the same server right after the run. */
  baseline: LoadRunResult;
}

console.log(
  `\nPortico Cloud analytics ingestion (POST /e, server in a child process, ${connections} connections, ${seconds} s a run)`,
);
console.log(
  `  machine: ${availableParallelism()} CPUs, 1-min load average ${loadavg()[0]?.toFixed(2)} at start (client and server share them)`,
);
const rows: Row[] = [];
for (const database of databases) {
  for (const mode of modes) {
    const server = await startServer({ ...database.env, ...mode.env });
    let stored: number | undefined;
    try {
      const { url, metricsUrl, projectId } = server.info;
      const requests = eventRequests(projectId);
      const warmup = await loadRun({ url, requests, seconds: warmupSeconds, connections });
      const writtenBefore = await metric(metricsUrl, 'portico_analytics_events_written_total');
      const result = await loadRun({ url, requests, seconds, connections });
      const writtenAfter = await metric(metricsUrl, 'portico_analytics_events_written_total');
      const accepted = await metric(metricsUrl, 'portico_analytics_events_accepted_total');
      // The HTTP ceiling of the moment on this machine: the same server's empty route, no body, no database.
      const baseline = await loadRun({ url, requests: healthzRequests, seconds, connections });
      stored = await server.finish();
      rows.push({
        db: database.label,
        mode: mode.label,
        result,
        accepted,
        writtenPerSecond: (writtenAfter - writtenBefore) / seconds,
        stored,
        baseline,
      });
      if (warmup.errors > 0) console.error(`  ${database.label} ${mode.label}: warm-up had errors`);
    } finally {
      if (stored === undefined) await server.finish().catch(() => undefined);
    }
  }
}

const ms = (value: number) => value.toFixed(2).padStart(7);
const header = `  ${'database'.padEnd(10)} ${'mode'.padEnd(24)} ${'events/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'written/s'.padStart(9)} ${'503s'.padStart(6)} ${'errors'.padStart(6)} ${'accepted'.padStart(8)} ${'stored'.padStart(8)} ${'healthz/s'.padStart(9)} ${'÷healthz'.padStart(8)}`;
console.log(`\n${header}\n  ${'-'.repeat(header.length - 2)}`);
for (const { db, mode, result, accepted, writtenPerSecond, stored, baseline } of rows) {
  const eventsPerSecond = (result.responses - result.non2xx) / seconds;
  const healthzPerSecond = baseline.responses / seconds;
  console.log(
    `  ${db.padEnd(10)} ${mode.padEnd(24)} ${eventsPerSecond.toFixed(0).padStart(8)} ${ms(result.latency.p50)} ${ms(result.latency.p99)} ${ms(result.latency.max)} ${writtenPerSecond.toFixed(0).padStart(9)} ${String(result.non2xx).padStart(6)} ${String(result.errors).padStart(6)} ${String(accepted).padStart(8)} ${String(stored).padStart(8)} ${healthzPerSecond.toFixed(0).padStart(9)} ${(eventsPerSecond / healthzPerSecond).toFixed(2).padStart(8)}`,
  );
}
console.log(
  '  events/s: 2xx answers per second of the run; written/s: rows the server wrote during the run (its /metrics);\n' +
    '  accepted/stored: all events of warm-up and run, counted by the server and in its database after it stopped;\n' +
    '  healthz/s: GET /healthz on the same server right after (the HTTP ceiling of the moment); ÷healthz: events/s over it',
);
for (const db of databases) {
  const batched = rows.find((row) => row.db === db.label && row.mode === modes[1].label);
  const unbatched = rows.find((row) => row.db === db.label && row.mode === modes[0].label);
  if (!batched || !unbatched) continue;
  const rate = (batched.result.responses - batched.result.non2xx) / seconds;
  const before = (unbatched.result.responses - unbatched.result.non2xx) / seconds;
  console.log(
    `\n  ${db.label}: target ≥ ${targetEventsPerSecond.toLocaleString('en')} events/s: ${rate >= targetEventsPerSecond && batched.writtenPerSecond >= targetEventsPerSecond ? 'HELD' : 'MISSED'} ` +
      `(batched ${rate.toFixed(0)} accepted and ${batched.writtenPerSecond.toFixed(0)} written per second; unbatched ${before.toFixed(0)}, ×${(rate / before).toFixed(1)})`,
  );
}
const lost = rows.filter((row) => row.stored !== row.accepted);
if (lost.length > 0) {
  console.error(
    `  accepted events missing from the database: ${lost.map((row) => `${row.db} ${row.mode} (${row.accepted} accepted, ${row.stored} stored)`).join(', ')}`,
  );
  process.exitCode = 1;
}
