// The cloud for `bench/balance.ts`, in its own process so the client does not share its event loop: PGlite in a
// temporary directory, the chains of the stack in `$BALANCE_STACK` (JSON of a devnet's `toStack()`) with their
// token lists and the devnet's price table, one project with no origins, rate limits out of the way, no logs.
// Prints one JSON line (`BalanceServerInfo`), then serves until stdin closes, a SIGTERM/SIGINT, or `maxLifetimeMs`.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  devnetPriceTable,
  seedDemoProject,
  startCloud,
  tokenListsFromStack,
  upstreamsFromStack,
} from '@portico/cloud';
import { parseStack } from '@portico/devnet';
import { serveUntilDone } from './serveUntilDone.js';

export interface BalanceServerInfo {
  url: string;
  projectId: string;
}

const maxLifetimeMs = 5 * 60_000;
const stack = parseStack(JSON.parse(process.env.BALANCE_STACK ?? '{}'));
const dataDir = await mkdtemp(join(tmpdir(), 'portico-balance-bench-'));
const unlimited = 1_000_000_000;
const cloud = await startCloud({
  port: 0,
  dataDir,
  config: {
    rateLimit: { perIp: unlimited, perProject: unlimited, windowMs: 60_000 },
    rpc: { upstreams: upstreamsFromStack(stack) },
    balances: { tokens: tokenListsFromStack(stack), prices: { provider: 'local', table: devnetPriceTable } },
  },
  logLevel: 'silent',
});
const project = await seedDemoProject({
  db: cloud.db,
  origins: [],
  id: 'portico-bench',
  name: 'Portico Bench',
});

serveUntilDone(cloud, dataDir, maxLifetimeMs);

const info: BalanceServerInfo = { url: cloud.url, projectId: project.id };
process.stdout.write(`${JSON.stringify(info)}\n`);
