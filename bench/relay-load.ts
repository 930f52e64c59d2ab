// `npm run bench:relay`: load test of Portico Cloud's WalletConnect relay on loopback. BENCH_RELAY_CLIENTS
// (1,000) clients in pairs, each pair on its own topic; each client publishes to its partner at an even share
// of BENCH_RELAY_RATE (500 messages/s in all) for BENCH_SECONDS (10); every push is acknowledged. Measured in
// this process: messages delivered per second and publish → delivery latency (p50/p99/max). Runs: one
// instance (PGlite, as `npm start`), then one instance on PostgreSQL and two instances through Redis, a
// client on one and its partner on the other, when DATABASE_URL and REDIS_URL answer. Servers run in child
// processes; the machine's cores are shared by all. Target (issue 9): 1,000 concurrent clients, p99 < 50 ms.
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { openDb } from '@portico/cloud';
import { Redis } from 'ioredis';
import { spawnServerProcess } from './cloudServerProcess.js';
import { percentile } from './percentile.js';
import type { RelayServerInfo } from './relay-server.js';
import { RelayLoadClient } from './relayLoadClient.js';

const clientCount = 2 * Math.ceil(Number(process.env.BENCH_RELAY_CLIENTS ?? 1_000) / 2);
const rate = Number(process.env.BENCH_RELAY_RATE ?? 500);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const graceMs = 3_000;
const targetClients = 1_000;
const targetP99Ms = 50;
const connectBatch = 50;

const watchdog = setTimeout(
  () => {
    console.error('relay-load: the bench overran its time bound; stopping');
    process.exit(1);
  },
  (3 * (seconds + 60) + 60) * 1000,
);
watchdog.unref();

interface RunResult {
  label: string;
  connectMs: number;
  published: number;
  refused: number;
  delivered: number;
  messagesPerSecond: number;
  latency: { p50: number; p99: number; max: number };
  /** How late this process's event loop ran while publishing: delays here inflate the latencies. */
  clientLoopDelay: { p99: number; max: number };
}

const randomTopic = () => randomBytes(32).toString('hex');

/** Connects the clients (client 2k and 2k+1 share a topic, on `urls[0]` and `urls[1 % urls.length]`). */
async function run(label: string, urls: string[]): Promise<RunResult> {
  const latencies: number[] = [];
  const onMessage = (text: string) => {
    const sentAt = Number(text.slice(text.indexOf(':') + 1));
    latencies.push(performance.now() - sentAt);
  };
  const connectStart = performance.now();
  const clients: RelayLoadClient[] = [];
  for (let i = 0; i < clientCount; i += connectBatch) {
    const batch = Array.from({ length: Math.min(connectBatch, clientCount - i) }, (_, j) =>
      RelayLoadClient.connect(urls[(i + j) % urls.length] as string, onMessage),
    );
    clients.push(...(await Promise.all(batch)));
  }
  const topics = Array.from({ length: clientCount / 2 }, randomTopic);
  await Promise.all(clients.map((client, i) => client.request('irn_subscribe', { topic: topics[i >> 1] })));
  const connectMs = performance.now() - connectStart;

  let published = 0;
  let refused = 0;
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const periodMs = (clientCount / rate) * 1000;
  const publishStart = performance.now();
  const timers = clients.map((client, i) => {
    const topic = topics[i >> 1];
    let seq = 0;
    const publish = () => {
      seq++;
      published++;
      const message = `${i}-${seq}:${performance.now()}`;
      client.request('irn_publish', { topic, message, ttl: 300, tag: 1108 }).then((ok) => {
        if (!ok) refused++;
      });
    };
    // Spread the clients evenly over one period.
    const start = setTimeout(
      () => {
        publish();
        timers[i] = setInterval(publish, periodMs);
      },
      (i / clientCount) * periodMs,
    );
    return start;
  });
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  for (const timer of timers) clearInterval(timer);
  const publishingMs = performance.now() - publishStart;
  loopDelay.disable();
  await new Promise((resolve) => setTimeout(resolve, graceMs));
  for (const client of clients) client.close();

  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    label,
    connectMs,
    published,
    refused,
    delivered: latencies.length,
    messagesPerSecond: latencies.length / (publishingMs / 1000),
    latency: { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN },
    clientLoopDelay: { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 },
  };
}

async function redisAnswers(url: string | undefined): Promise<boolean> {
  if (!url) return false;
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {}); // the outcome is the answer below
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

async function withServers<T>(
  envs: Record<string, string>[],
  fn: (urls: string[]) => Promise<T>,
): Promise<T> {
  const servers = [];
  try {
    for (const env of envs) servers.push(await spawnServerProcess<RelayServerInfo>('./relay-server.ts', env));
    return await fn(servers.map((server) => server.info.relayUrl));
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

console.log(
  `\nPortico relay under load (${clientCount} clients in ${clientCount / 2} pairs, ${rate} messages/s in all, ${seconds} s a run)`,
);
console.log(
  `  machine: ${availableParallelism()} CPUs, 1-min load average ${loadavg()[0]?.toFixed(2)} at start (clients and servers share them)`,
);
const results: RunResult[] = [];
results.push(
  await withServers([{ DATABASE_URL: '', REDIS_URL: '' }], (urls) => run('1 instance, PGlite', urls)),
);

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (databaseUrl && (await redisAnswers(redisUrl))) {
  const schema = `portico_bench_${randomBytes(6).toString('hex')}`;
  const shared = { DATABASE_URL: databaseUrl, BENCH_SCHEMA: schema };
  const redis = {
    REDIS_URL: redisUrl as string,
    BENCH_REDIS_PREFIX: `portico-bench-${randomBytes(6).toString('hex')}:`,
  };
  try {
    results.push(
      await withServers([{ ...shared, REDIS_URL: '' }], (urls) => run('1 instance, PostgreSQL', urls)),
    );
    results.push(
      await withServers(
        [
          { ...shared, ...redis },
          { ...shared, ...redis },
        ],
        (urls) => run('2 instances, PostgreSQL + Redis', urls),
      ),
    );
  } finally {
    const db = await openDb({ databaseUrl });
    await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db.close();
  }
} else {
  console.log(
    '  (two instances through Redis: skipped, DATABASE_URL and a Redis answering at REDIS_URL are needed)',
  );
}

const ms = (value: number) => value.toFixed(2).padStart(8);
const header = `  ${'run'.padEnd(32)} ${'connect s'.padStart(9)} ${'published'.padStart(9)} ${'delivered'.padStart(9)} ${'msg/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'client loop p99/max ms'.padStart(22)}`;
console.log(`\n${header}\n  ${'-'.repeat(header.length - 2)}`);
for (const r of results) {
  console.log(
    `  ${r.label.padEnd(32)} ${(r.connectMs / 1000).toFixed(1).padStart(9)} ${String(r.published).padStart(9)} ${String(r.delivered).padStart(9)} ${r.messagesPerSecond.toFixed(0).padStart(7)} ${ms(r.latency.p50)} ${ms(r.latency.p99)} ${ms(r.latency.max)} ${`${r.clientLoopDelay.p99.toFixed(0)}/${r.clientLoopDelay.max.toFixed(0)}`.padStart(22)}`,
  );
}
for (const r of results) {
  const held = clientCount >= targetClients && r.latency.p99 < targetP99Ms && r.delivered === r.published;
  console.log(
    `  Target ${targetClients} clients, p99 < ${targetP99Ms} ms, ${r.label}: ${held ? 'HELD' : 'MISSED'} in this run` +
      `${r.delivered < r.published ? ` (${r.published - r.delivered} messages not delivered within ${graceMs / 1000} s)` : ''}`,
  );
}
const failed = results.filter((r) => r.refused > 0 || r.delivered < r.published);
if (failed.length > 0) {
  console.error(`  runs with refused or undelivered messages: ${failed.map((r) => r.label).join(', ')}`);
  process.exitCode = 1;
}
