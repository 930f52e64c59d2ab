import { execFileSync } from 'node:child_process';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Devnet, startDevnet } from '../devnet.js';
import { canonicalAddresses } from '../smartAccounts/contracts.js';
import { bundlerExecutor, bundlerUtility } from '../smartAccounts/keys.js';
import { type Bundler, startBundler } from './startBundler.js';

let devnet: Devnet;
let rpcUrl: string;

beforeAll(async () => {
  devnet = await startDevnet({ ports: { porticoDevnet: 0, porticoTestnet: 0 }, solana: false });
  rpcUrl = devnet.chains[0]?.rpcUrl ?? '';
});

afterAll(async () => {
  await devnet?.stop();
});

function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function rpc(url: string, method: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
  });
  return ((await response.json()) as { result?: unknown }).result;
}

/** This machine's first address that is not loopback, if it has one. */
const externalAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && !address.internal && address.family === 'IPv4')?.address;

describe('startBundler (alto in a child process)', () => {
  let bundler: Bundler;

  it('starts on a free loopback port and answers ERC-4337 JSON-RPC for the chain and EntryPoints v0.8 and v0.7', async () => {
    bundler = await startBundler({ rpcUrl });
    expect(bundler.url).toBe(`http://127.0.0.1:${bundler.port}`);
    expect(bundler.port).toBeGreaterThan(0);
    expect(await rpc(bundler.url, 'eth_supportedEntryPoints')).toEqual([
      canonicalAddresses.entryPoint,
      canonicalAddresses.entryPoint07,
    ]);
    expect(Number(await rpc(bundler.url, 'eth_chainId'))).toBe(31337);
    // Its keys reach it through its environment, never its command line (which any local user can list).
    const processes = execFileSync('ps', ['-A', '-o', 'args='], { encoding: 'utf8' });
    expect(processes).toContain('alto.js');
    expect(processes).not.toContain(bundlerExecutor.privateKey.slice(2));
    expect(processes).not.toContain(bundlerUtility.privateKey.slice(2));
  });

  it.skipIf(externalAddress === undefined)(
    'listens on loopback only, not on the other interfaces',
    async () => {
      expect(await accepts('127.0.0.1', bundler.port)).toBe(true);
      expect(await accepts(externalAddress ?? '', bundler.port)).toBe(false);
    },
  );

  it('fails with alto’s output when the port is taken', async () => {
    await expect(startBundler({ rpcUrl, port: bundler.port })).rejects.toThrow(
      new RegExp(
        `The bundler \\(alto\\) for ${rpcUrl} exited \\(\\d+\\) before it was ready\\. Its output:[^]*EADDRINUSE`,
      ),
    );
    // The bundler that has the port is untouched.
    expect(await rpc(bundler.url, 'eth_supportedEntryPoints')).toEqual([
      canonicalAddresses.entryPoint,
      canonicalAddresses.entryPoint07,
    ]);
  });

  it('fails at once with alto’s own message when alto refuses its options', async () => {
    const started = Date.now();
    await expect(startBundler({ rpcUrl, executorPrivateKey: '0x1234' })).rejects.toThrow(
      /exited \(1\) before it was ready\. Its output:\n.*Validation error.*executor-private-keys/,
    );
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('close() stops alto and frees its port; closing again is a no-op', async () => {
    await bundler.close();
    expect(await accepts('127.0.0.1', bundler.port)).toBe(false);
    await expect(bundler.close()).resolves.toBeUndefined();
  });
});
