// The cloud under load, in its own process so the load generator does not share its event loop: PGlite in a
// temporary directory, the registry dataset plus `BENCH_SYNTHETIC_WALLETS` (500) generated wallets, one project
// with no origins (any Origin allowed), rate limits out of the way, no logs. Prints one JSON line
// (`CloudServerInfo`) on stdout, then serves until stdin closes, a SIGTERM/SIGINT, or `maxLifetimeMs`.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { saveWallets, seedDemoProject, startCloud } from '@portico/cloud';
import { syntheticWallets } from '@portico/testing/registry';
import type { CloudServerInfo } from './cloudServerProcess.js';
import { serveUntilDone } from './serveUntilDone.js';

const maxLifetimeMs = 10 * 60_000;
const syntheticCount = Number(process.env.BENCH_SYNTHETIC_WALLETS ?? 500);

const dataDir = await mkdtemp(join(tmpdir(), 'portico-cloud-bench-'));
const unlimited = 1_000_000_000;
// The cloud seeds the registry dataset as it starts.
const cloud = await startCloud({
  port: 0,
  dataDir,
  config: { rateLimit: { perIp: unlimited, perProject: unlimited, windowMs: 60_000 } },
  logLevel: 'silent',
});
const { db } = cloud;
const count = async () =>
  (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM wallets')).rows[0]?.count ?? 0;
const dataset = await count();
if (syntheticCount > 0) await saveWallets(db, syntheticWallets(syntheticCount));
const total = await count();
const project = await seedDemoProject({ db, origins: [], id: 'portico-bench', name: 'Portico Bench' });

serveUntilDone(cloud, dataDir, maxLifetimeMs);

const info: CloudServerInfo = {
  url: cloud.url,
  projectId: project.id,
  wallets: { dataset, synthetic: syntheticCount, total },
};
process.stdout.write(`${JSON.stringify(info)}\n`);
