import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Address, Hex } from 'viem';
import { track } from '../children.js';
import { canonicalAddresses } from '../smartAccounts/contracts.js';
import { bundlerExecutor, bundlerUtility } from '../smartAccounts/keys.js';
import { altoArguments, altoKeyEnvironment } from './altoArguments.js';
import { loopbackPreload } from './loopbackPreload.js';

const host = '127.0.0.1';
// alto takes ~4 s to start on an idle machine (deploying its simulation contracts included); more on a busy one.
const readyTimeoutMs = 60_000;
const stopTimeoutMs = 5_000;
// What is kept of alto's output for the error of a failed start.
const keptOutputChars = 16_000;

export interface BundlerOptions {
  /** The chain's JSON-RPC URL (a devnet anvil, provisioned: EntryPoint deployed, bundler wallets funded). */
  rpcUrl: string;
  /** The bundler's port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number;
  /** The EntryPoints it serves; default the canonical v0.8 and v0.7 (the devnet has both). */
  entryPoints?: readonly Address[];
  /** The key that sends the bundles; default the devnet's bundler executor (funded by the devnet). */
  executorPrivateKey?: Hex;
  /** The key that deploys alto's simulation contracts; default the devnet's bundler utility wallet. */
  utilityPrivateKey?: Hex;
  /** Default true: print nothing. When false, alto's log lines go to stdout, prefixed with `[bundler <port>]`. */
  silent?: boolean;
}

export interface Bundler {
  /** The bundler's JSON-RPC endpoint: `http://127.0.0.1:<port>` (ERC-4337 `eth_*UserOperation*` methods). */
  url: string;
  port: number;
  /** Stops alto; resolves once it has exited. Idempotent. */
  close(): Promise<void>;
}

/** alto's command-line entry, found through the package's main module (never loaded here: alto runs in a child). */
function altoCli(): string {
  const main = createRequire(import.meta.url).resolve('@pimlico/alto');
  return join(dirname(main), 'cli', 'alto.js');
}

/**
 * The environment alto gets: ours without ALTO_* (alto reads its options from them) and SENTRY_DSN, then its keys.
 */
function altoEnvironment(keys: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!name.startsWith('ALTO_') && name !== 'SENTRY_DSN') env[name] = value;
  }
  // alto loads `.env` from its working directory unless told where: point it at nothing.
  env.DOTENV_CONFIG_PATH = join(dirname(altoCli()), 'no-such.env');
  return { ...env, ...keys };
}

async function answersRpc(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
    });
    const { result } = (await response.json()) as { result?: unknown };
    return Array.isArray(result);
  } catch {
    return false;
  }
}

/**
 * Starts Pimlico's alto bundler (@pimlico/alto) as a child process against `rpcUrl` and resolves once it answers
 * JSON-RPC on 127.0.0.1. Rejects, with alto's output, when alto exits before it is ready or is not ready in time.
 */
export async function startBundler(options: BundlerOptions): Promise<Bundler> {
  const args = altoArguments({
    rpcUrl: options.rpcUrl,
    entryPoints: options.entryPoints ?? [canonicalAddresses.entryPoint, canonicalAddresses.entryPoint07],
    port: options.port ?? 0,
  });
  const keys = altoKeyEnvironment({
    executorPrivateKey: options.executorPrivateKey ?? bundlerExecutor.privateKey,
    utilityPrivateKey: options.utilityPrivateKey ?? bundlerUtility.privateKey,
  });
  const child = spawn(process.execPath, ['--import', loopbackPreload, altoCli(), ...args], {
    env: altoEnvironment(keys),
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  track(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  let output = '';
  let port: number | undefined;
  const keep = (text: string) => {
    output = (output + text).slice(-keptOutputChars);
    if (options.silent === false) process.stdout.write(text.replace(/^(?=.)/gm, `[bundler ${port ?? '…'}] `));
  };
  child.stdout?.setEncoding('utf8').on('data', keep);
  child.stderr?.setEncoding('utf8').on('data', keep);
  child.on('message', (message: { listening?: number }) => {
    if (typeof message?.listening === 'number') port ??= message.listening;
  });
  let exitCode: string | undefined;
  child.once('exit', (code, signal) => {
    exitCode = String(code ?? signal);
  });
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
        await exited;
        clearTimeout(killer);
      }
    })();
    return closing;
  };

  const failure = (reason: string): Error =>
    new Error(
      `The bundler (alto) for ${options.rpcUrl} ${reason}${output.trim() ? `. Its output:\n${output.trim()}` : ''}`,
    );
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (spawnError) throw failure(`could not be started: ${spawnError.message}`);
    if (exitCode !== undefined) throw failure(`exited (${exitCode}) before it was ready`);
    if (Date.now() > deadline) {
      await close();
      throw failure(`was not ready after ${readyTimeoutMs / 1000} s`);
    }
    const url = port === undefined ? undefined : `http://${host}:${port}`;
    if (url !== undefined && port !== undefined && (await answersRpc(url))) {
      // The channel only carried the port: let it go, so it holds neither process open.
      if (child.connected) child.disconnect();
      return { url, port, close };
    }
    await sleep(50);
  }
}
