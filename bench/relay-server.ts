// One cloud instance for `bench/relay-load.ts`, in its own process: PGlite in a temporary directory, or the
// PostgreSQL schema BENCH_SCHEMA of DATABASE_URL; Redis when REDIS_URL is set (keys under BENCH_REDIS_PREFIX).
// Rate limits out of the way, no logs. Prints one JSON line (`RelayServerInfo`), then serves until stdin
// closes, a SIGTERM/SIGINT, or `maxLifetimeMs`.
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemoProject, startCloud } from '@portico/cloud';
import { serveUntilDone } from './serveUntilDone.js';

export interface RelayServerInfo {
  relayUrl: string;
  db: 'pglite' | 'postgres';
  redis: boolean;
}

const maxLifetimeMs = 10 * 60_000;
const unlimited = 1_000_000_000;
const databaseUrl = process.env.DATABASE_URL;
const dataDir = databaseUrl ? undefined : await mkdtemp(join(tmpdir(), 'portico-relay-bench-'));

const cloud = await startCloud({
  port: 0,
  ...(databaseUrl ? { databaseUrl, schema: process.env.BENCH_SCHEMA } : { dataDir }),
  redisUrl: process.env.REDIS_URL,
  ...(process.env.BENCH_REDIS_PREFIX ? { redisKeyPrefix: process.env.BENCH_REDIS_PREFIX } : {}),
  config: {
    rateLimit: { perIp: unlimited, perProject: unlimited },
    relay: {
      perClient: unlimited,
      maxSocketsPerIp: unlimited,
      maxSocketsPerProject: unlimited,
      maxStoredBytesPerIp: unlimited,
      maxStoredBytesPerProject: unlimited,
    },
    // The relay bench stores no wallets: a throw-away share key lets it run on PostgreSQL without a data dir.
    wallet: { shareKey: randomBytes(32).toString('base64') },
  },
  logLevel: 'silent',
});

// The relay serves only connections naming one of its projects; the load clients name this one.
await seedDemoProject({ db: cloud.db, origins: [], id: 'portico-bench', name: 'Relay bench' });
serveUntilDone(cloud, dataDir, maxLifetimeMs);

const info: RelayServerInfo = { relayUrl: cloud.relayUrl, db: cloud.db.kind, redis: cloud.redis };
process.stdout.write(`${JSON.stringify(info)}\n`);
