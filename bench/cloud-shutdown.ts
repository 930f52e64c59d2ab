// `npm run bench:shutdown`: how long `portico-cloud serve` takes from SIGTERM to exit (docs/cloud-configuration.md
// "Health, readiness and shutdown"). Each run starts serve (PGlite in a temp dir) as a child process, opens
// BENCH_SHUTDOWN_CLIENTS (50) idle keep-alive connections, and in the second run also
// BENCH_SHUTDOWN_INFLIGHT (10) JSON-RPC requests to an upstream that answers after BENCH_SHUTDOWN_DELAY_MS (1,000).
// Printed: SIGTERM → exit in ms, the exit code, and whether every in-flight request got its answer. A connection
// left open after its last request would hold the process up to Fastify's keep-alive timeout (72 s).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, createServer, get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const clients = Number(process.env.BENCH_SHUTDOWN_CLIENTS ?? 50);
const inflight = Number(process.env.BENCH_SHUTDOWN_INFLIGHT ?? 10);
const delayMs = Number(process.env.BENCH_SHUTDOWN_DELAY_MS ?? 1_000);
const bin = fileURLToPath(new URL('../packages/cloud/bin/portico-cloud.js', import.meta.url));

/** A JSON-RPC upstream answering every call with 0x1 after `delayMs`; counts what it received. */
async function slowUpstream() {
  let received = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received++;
      const { id } = JSON.parse(Buffer.concat(chunks).toString()) as { id: number };
      setTimeout(() => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ jsonrpc: '2.0', id, result: '0x1' }));
      }, delayMs);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function run(args: string[], env: Record<string, string>) {
  return spawn(process.execPath, [bin, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  });
}

async function measure(withInflight: boolean) {
  const dir = await mkdtemp(join(tmpdir(), 'portico-bench-shutdown-'));
  const upstream = await slowUpstream();
  const create = run(
    ['project', 'create', '--name', 'Bench', '--id', 'bench-shutdown', '--data-dir', dir],
    {},
  );
  create.stdout.resume();
  await once(create, 'exit');
  const child = run(
    [
      'serve',
      '--port',
      '0',
      '--frame-port',
      '0',
      '--data-dir',
      dir,
      '--upstream',
      `eip155:1=${upstream.url}`,
    ],
    { PORTICO_HISTORY_INDEXER: 'false' },
  );
  const exited = once(child, 'exit');
  const info = await new Promise<{ url: string }>((resolve) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      const entry = JSON.parse(line) as { msg?: string; url: string };
      if (entry.msg === 'portico cloud listening') resolve(entry);
    });
  });

  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  await Promise.all(
    Array.from(
      { length: clients },
      () =>
        new Promise<void>((resolve, reject) =>
          get(`${info.url}/healthz`, { agent }, (response: IncomingMessage) => {
            response.resume();
            response.on('end', resolve);
          }).on('error', reject),
        ),
    ),
  );
  const query = 'projectId=bench-shutdown&st=bench&sv=0&chainId=eip155:1';
  const requests = withInflight
    ? Array.from({ length: inflight }, (_, id) =>
        fetch(`${info.url}/v1?${query}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id, method: 'eth_blockNumber', params: [] }),
        }).then(
          (response) => response.ok,
          () => false,
        ),
      )
    : [];
  while (upstream.received() < requests.length) await new Promise((resolve) => setTimeout(resolve, 10));

  const start = performance.now();
  child.kill('SIGTERM');
  const [code] = await exited;
  const ms = performance.now() - start;
  const answered = (await Promise.all(requests)).filter(Boolean).length;
  agent.destroy();
  await upstream.close();
  await rm(dir, { recursive: true, force: true });
  return { ms, code, answered };
}

console.log(
  `portico-cloud serve: SIGTERM → exit with ${clients} idle keep-alive connections (upstream answers after ${delayMs} ms)`,
);
for (const withInflight of [false, true]) {
  const { ms, code, answered } = await measure(withInflight);
  const what = withInflight ? `+ ${inflight} requests in flight` : 'idle connections only';
  const requests = withInflight ? `, in-flight answered ${answered}/${inflight}` : '';
  console.log(`  ${what.padEnd(28)} ${ms.toFixed(0).padStart(6)} ms, exit code ${code}${requests}`);
}
