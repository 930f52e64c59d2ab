// The cloud for `bench/rpc-proxy.ts`, in its own process so the client does not share its event loop: PGlite in
// a temporary directory, the JSON-RPC proxy serving the chains of `$RPC_UPSTREAMS` (`CAIP2-ID=URL` entries), one
// project with no origins, rate limits out of the way, no logs. Prints one JSON line (`RpcProxyServerInfo`),
// then serves until stdin closes, a SIGTERM/SIGINT, or `maxLifetimeMs`.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemoProject, startCloud } from '@portico/cloud';
import { serveUntilDone } from './serveUntilDone.js';

export interface RpcProxyServerInfo {
  url: string;
  projectId: string;
}

const maxLifetimeMs = 5 * 60_000;
const upstreams = Object.fromEntries(
  (process.env.RPC_UPSTREAMS ?? '')
    .split(/\s+/)
    .filter((entry) => entry !== '')
    .map((entry) => {
      const separator = entry.indexOf('=');
      return [entry.slice(0, separator), [entry.slice(separator + 1)]];
    }),
);

const dataDir = await mkdtemp(join(tmpdir(), 'portico-rpc-bench-'));
const unlimited = 1_000_000_000;
const cloud = await startCloud({
  port: 0,
  dataDir,
  config: { rateLimit: { perIp: unlimited, perProject: unlimited, windowMs: 60_000 }, rpc: { upstreams } },
  logLevel: 'silent',
});
const project = await seedDemoProject({
  db: cloud.db,
  origins: [],
  id: 'portico-bench',
  name: 'Portico Bench',
});

serveUntilDone(cloud, dataDir, maxLifetimeMs);

const info: RpcProxyServerInfo = { url: cloud.url, projectId: project.id };
process.stdout.write(`${JSON.stringify(info)}\n`);
