// `npm run bench:proxy` (also part of `npm run bench`): what the cloud's JSON-RPC proxy (POST /v1) adds to a call.
// The devnet's EVM chain is called directly and through the proxy (the cloud in a child process,
// bench/rpc-proxy-server.ts), alternately, one request at a time, from the same client: a single eth_blockNumber
// and a batch of 100 eth_getBalance. Bounded in count and in time. Machines here are noisy: read the added
// milliseconds and the ratio within one run. Target (issue 10): < 2 ms added at the median.
import { availableParallelism, loadavg } from 'node:os';
import { startDevnet } from '@portico/devnet';
import { spawnServerProcess } from './cloudServerProcess.js';
import { percentile } from './percentile.js';
import type { RpcProxyServerInfo } from './rpc-proxy-server.js';

const rounds = Number(process.env.BENCH_PROXY_ROUNDS ?? 1_500);
const batchRounds = Math.ceil(rounds / 5);
const warmupRounds = 200;
const targetAddedMs = 2;

const watchdog = setTimeout(() => {
  console.error('rpc-proxy: the bench overran its time bound; stopping');
  process.exit(1);
}, 180_000);
watchdog.unref();

async function timedPost(url: string, body: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const text = await response.text();
  const elapsed = performance.now() - started;
  if (!response.ok || text.includes('"error"'))
    throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return elapsed;
}

interface Figures {
  p50: number;
  p90: number;
  p99: number;
}
const figures = (times: number[]): Figures => {
  const sorted = times.toSorted((a, b) => a - b);
  return { p50: percentile(sorted, 50), p90: percentile(sorted, 90), p99: percentile(sorted, 99) };
};

/** Alternates direct and proxied requests so both see the same machine load. */
async function compare(direct: string, proxied: string, body: string, count: number) {
  for (let i = 0; i < warmupRounds; i++)
    await Promise.all([timedPost(direct, body), timedPost(proxied, body)]);
  const times = { direct: [] as number[], proxied: [] as number[] };
  for (let i = 0; i < count; i++) {
    times.direct.push(await timedPost(direct, body));
    times.proxied.push(await timedPost(proxied, body));
  }
  return { direct: figures(times.direct), proxied: figures(times.proxied) };
}

const devnet = await startDevnet({ ports: { porticoDevnet: 0, porticoTestnet: 0 }, solana: false });
try {
  const chain = devnet.chains[0];
  if (!chain) throw new Error('the devnet has no EVM chain');
  const server = await spawnServerProcess<RpcProxyServerInfo>('./rpc-proxy-server.ts', {
    RPC_UPSTREAMS: `${chain.caipNetworkId}=${chain.rpcUrl}`,
  });
  try {
    const query = new URLSearchParams({
      projectId: server.info.projectId,
      st: 'portico-bench',
      sv: '0.1.0',
      chainId: chain.caipNetworkId,
    });
    const proxyUrl = `${server.info.url}/v1?${query}`;
    const single = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' });
    const addresses = devnet.accounts.map((account) => account.address);
    const batch = JSON.stringify(
      Array.from({ length: 100 }, (_, i) => ({
        jsonrpc: '2.0',
        id: i,
        method: 'eth_getBalance',
        params: [addresses[i % addresses.length], 'latest'],
      })),
    );

    console.log(
      `\nPortico Cloud JSON-RPC proxy overhead (devnet anvil, cloud in a child process, 1 request at a time)`,
    );
    console.log(
      `  machine: ${availableParallelism()} CPUs, 1-min load average ${loadavg()[0]?.toFixed(2)} at start (client, cloud and anvil share them)`,
    );
    const runs = [
      {
        name: 'eth_blockNumber',
        count: rounds,
        result: await compare(chain.rpcUrl, proxyUrl, single, rounds),
      },
      {
        name: 'batch of 100',
        count: batchRounds,
        result: await compare(chain.rpcUrl, proxyUrl, batch, batchRounds),
      },
    ];
    const ms = (value: number) => value.toFixed(3).padStart(8);
    const header = `  ${'call'.padEnd(16)} ${'requests'.padStart(8)} ${'path'.padEnd(7)} ${'p50 ms'.padStart(8)} ${'p90 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`;
    console.log(`\n${header}\n  ${'-'.repeat(header.length - 2)}`);
    for (const { name, count, result } of runs) {
      for (const path of ['direct', 'proxied'] as const) {
        const f = result[path];
        console.log(
          `  ${name.padEnd(16)} ${String(count).padStart(8)} ${path.padEnd(7)} ${ms(f.p50)} ${ms(f.p90)} ${ms(f.p99)}`,
        );
      }
      const added = result.proxied.p50 - result.direct.p50;
      console.log(
        `  ${''.padEnd(16)} ${''.padStart(8)} ${'added'.padEnd(7)} ${ms(added)} ${ms(result.proxied.p90 - result.direct.p90)} ${ms(result.proxied.p99 - result.direct.p99)}   median ratio ${(result.proxied.p50 / result.direct.p50).toFixed(2)}`,
      );
    }
    const added = runs.map(({ result }) => result.proxied.p50 - result.direct.p50);
    const held = added.every((value) => value < targetAddedMs);
    console.log(
      `\n  Target < ${targetAddedMs} ms added at the median: ${held ? 'HELD' : 'MISSED'} in this run (${runs
        .map(({ name }, i) => `${name} +${added[i]?.toFixed(3)} ms`)
        .join(', ')})`,
    );
  } finally {
    await server.stop();
  }
} finally {
  await devnet.stop();
}
