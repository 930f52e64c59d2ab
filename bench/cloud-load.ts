// `npm run bench:cloud` (also part of `npm run bench`): load test of Portico Cloud on loopback with autocannon.
// The server runs in a child process (bench/cloud-server.ts); every run is bounded in time and in count. Routes:
// GET /healthz (the baseline: same server, no database, no edge rules), GET /getWallets?search=<rotating
// prefixes>, GET /getWallets page browsing, POST /e with a fresh eventId per request; each at a fixed rate and
// unthrottled. Machines here are noisy: compare the ratios to the baseline within one run, not the milliseconds
// across runs. Target (issue 4): search p99 < 20 ms at 1,000 req/s.
import { availableParallelism, loadavg } from 'node:os';
import type { AutocannonRequest } from 'autocannon';
import { eventRequests, healthzRequests } from './analyticsRequests.js';
import { spawnCloudServer } from './cloudServerProcess.js';
import { type LoadRunResult, loadRun } from './loadRun.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const rate = Number(process.env.BENCH_RATE ?? 1_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const warmupSeconds = 1;
const targetP99Ms = 20;
const searchPrefixes = ['met', 'ph', 'le', 'tr', 'ra', 'co'];
const pageEntries = 40;
const searchEntries = 100;

const routes = ['/healthz', 'search', 'pages', 'POST /e'] as const;
type Route = (typeof routes)[number];
const modes = [
  { label: `${rate} req/s`, rate },
  { label: 'max', rate: undefined },
] as const;

// Nothing here may outlive its runs: warm-ups, runs, start-up and slack.
const watchdog = setTimeout(
  () => {
    console.error('cloud-load: the bench overran its time bound; stopping');
    process.exit(1);
  },
  (routes.length * (warmupSeconds + modes.length * seconds) + 120) * 1000,
);
watchdog.unref();

const server = await spawnCloudServer();
try {
  const { url, projectId, wallets } = server.info;
  const sdk = new URLSearchParams({ projectId, st: 'portico-bench', sv: '0.1.0' }).toString();
  const pages = Math.ceil(wallets.total / pageEntries);
  const requests: Record<Route, AutocannonRequest[]> = {
    '/healthz': healthzRequests,
    search: searchPrefixes.map((prefix) => ({
      method: 'GET',
      path: `/getWallets?${sdk}&entries=${searchEntries}&search=${prefix}`,
    })),
    pages: Array.from({ length: pages }, (_, i) => ({
      method: 'GET',
      path: `/getWallets?${sdk}&entries=${pageEntries}&page=${i + 1}`,
    })),
    'POST /e': eventRequests(projectId),
  };

  console.log(
    `\nPortico Cloud under load (PGlite, server in a child process, ${connections} connections, ${seconds} s a run)`,
  );
  console.log(
    `  machine: ${availableParallelism()} CPUs, 1-min load average ${loadavg()[0]?.toFixed(2)} at start (client and server share them)`,
  );
  console.log(
    `  registry: ${wallets.total} wallets (${wallets.dataset} from the dataset + ${wallets.synthetic} generated)`,
  );
  const matches: string[] = [];
  for (const prefix of searchPrefixes) {
    const response = await fetch(`${url}/getWallets?${sdk}&entries=${searchEntries}&search=${prefix}`);
    if (!response.ok) throw new Error(`search '${prefix}' answered ${response.status}`);
    matches.push(`'${prefix}' ${((await response.json()) as { count: number }).count}`);
  }
  console.log(
    `  search prefixes (matches): ${matches.join(', ')}; browsing: pages 1..${pages} of ${pageEntries}`,
  );

  for (const route of routes) {
    await loadRun({ url, requests: requests[route], seconds: warmupSeconds, connections });
  }
  const results: { route: Route; mode: string; result: LoadRunResult; base: LoadRunResult }[] = [];
  for (const mode of modes) {
    let base: LoadRunResult | undefined;
    for (const route of routes) {
      const result = await loadRun({
        url,
        requests: requests[route],
        seconds,
        connections,
        ...(mode.rate === undefined ? {} : { rate: mode.rate }),
      });
      base ??= result;
      results.push({ route, mode: mode.label, result, base });
    }
  }

  const ms = (value: number) => value.toFixed(2).padStart(7);
  const header = `  ${'route'.padEnd(9)} ${'mode'.padEnd(11)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p90 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'non-2xx'.padStart(7)} ${'errors'.padStart(6)} ${'p99/base'.padStart(8)} ${'req/s/base'.padStart(10)}`;
  console.log(`\n${header}\n  ${'-'.repeat(header.length - 2)}`);
  for (const { route, mode, result, base } of results) {
    const { latency } = result;
    console.log(
      `  ${route.padEnd(9)} ${mode.padEnd(11)} ${result.requestsPerSecond.toFixed(0).padStart(7)} ${ms(latency.p50)} ${ms(latency.p90)} ${ms(latency.p99)} ${ms(latency.max)} ${String(result.non2xx).padStart(7)} ${String(result.errors).padStart(6)} ${(latency.p99 / base.latency.p99).toFixed(2).padStart(8)} ${(result.requestsPerSecond / base.requestsPerSecond).toFixed(2).padStart(10)}`,
    );
  }
  console.log('  (base: /healthz in the same mode of this run)');

  const search = results.find((row) => row.route === 'search' && row.mode === modes[0].label)?.result;
  if (!search) throw new Error('the fixed-rate search run is missing');
  const heldRate = search.requestsPerSecond >= rate * 0.95;
  const held = heldRate && search.latency.p99 < targetP99Ms && search.non2xx === 0 && search.errors === 0;
  console.log(
    `\n  Target search p99 < ${targetP99Ms} ms at ${rate} req/s: ${held ? 'HELD' : 'MISSED'} in this run ` +
      `(p99 ${search.latency.p99.toFixed(2)} ms at ${search.requestsPerSecond.toFixed(0)} req/s` +
      `${heldRate ? '' : ', below the asked rate'}${search.non2xx + search.errors > 0 ? ', with failures' : ''})`,
  );
  const failed = results.filter(({ result }) => result.non2xx > 0 || result.errors > 0);
  if (failed.length > 0) {
    console.error(
      `  runs with non-2xx answers or errors: ${failed.map((row) => `${row.route} ${row.mode}`).join(', ')}`,
    );
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
