// `npm run bench:analytics-cpu`: the server's CPU time per request of POST /e beside GET /healthz (Linux: read
// from /proc/<pid>/stat of the server's child process). Throughput on a shared machine swings with other work;
// CPU time per request does much less, so this is the figure to compare before and after a change to the
// request path. The server is bench/analytics-server.ts, batched (500 / 250 ms), on PGlite or, with
// DATABASE_URL, PostgreSQL (whose work then happens outside the measured process). Runs alternate
// (events, healthz) BENCH_ROUNDS (2) times, BENCH_SECONDS (5) each, 20 connections. The load generator's own
// CPU per request is shown too: it shares the machine.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { AnalyticsServerInfo } from './analytics-server.js';
import { eventRequests, healthzRequests } from './analyticsRequests.js';
import { loadRun } from './loadRun.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const connections = 20;
if (process.platform !== 'linux') throw new Error('bench:analytics-cpu reads /proc; it runs on Linux only');

const path = fileURLToPath(new URL('./analytics-server.ts', import.meta.url));
const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', path], {
  stdio: ['pipe', 'pipe', 'inherit'],
  env: { ...process.env, BENCH_ANALYTICS_BATCH_SIZE: '500', BENCH_ANALYTICS_FLUSH_MS: '250' },
});
const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
const first = await lines.next();
if (first.done) throw new Error('analytics-server exited before serving');
const info = JSON.parse(first.value) as AnalyticsServerInfo;

/** The server's user and system CPU time so far, in µs (clock ticks of 10 ms). */
function serverCpu(): { user: number; system: number } {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return { user: Number(fields[11]) * 10_000, system: Number(fields[12]) * 10_000 };
}

const kinds = [
  { label: 'POST /e', requests: eventRequests(info.projectId) },
  { label: 'GET /healthz', requests: healthzRequests },
];
console.log(
  `\nServer CPU per request (${info.db}, batched 500 / 250 ms, ${connections} connections, ${seconds} s a run)`,
);
console.log(
  `  ${'request'.padEnd(13)} ${'req/s'.padStart(7)} ${'user µs'.padStart(8)} ${'sys µs'.padStart(7)} ${'server µs'.padStart(9)} ${'client µs'.padStart(9)}`,
);
try {
  for (const { requests } of kinds) await loadRun({ url: info.url, requests, seconds: 1, connections });
  for (let round = 0; round < rounds; round++) {
    for (const { label, requests } of kinds) {
      const before = serverCpu();
      const clientBefore = process.cpuUsage();
      const result = await loadRun({ url: info.url, requests, seconds, connections });
      const client = process.cpuUsage(clientBefore);
      const after = serverCpu();
      const answered = result.responses - result.non2xx;
      const per = (value: number) => (value / answered).toFixed(0);
      const user = after.user - before.user;
      const system = after.system - before.system;
      console.log(
        `  ${label.padEnd(13)} ${(answered / seconds).toFixed(0).padStart(7)} ${per(user).padStart(8)} ${per(system).padStart(7)} ${per(user + system).padStart(9)} ${per(client.user + client.system).padStart(9)}${result.non2xx > 0 ? `  (${result.non2xx} non-2xx)` : ''}`,
      );
    }
  }
} finally {
  child.stdin.end();
  await lines.next();
  await once(child, 'exit');
}
