import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { track } from './children.js';

const host = '127.0.0.1';
const readyTimeoutMs = 15_000;
const stopTimeoutMs = 5_000;

const platformPackages: Record<string, string> = {
  'darwin-arm64': 'darwin-arm64',
  'darwin-x64': 'darwin-amd64',
  'linux-arm64': 'linux-arm64',
  'linux-x64': 'linux-amd64',
  'win32-x64': 'win32-amd64',
};

/** The anvil executable of the `@foundry-rs/anvil` npm package for this platform (never PATH). */
function anvilBinary(): string {
  const platform = platformPackages[`${process.platform}-${process.arch}`];
  if (platform === undefined) throw new Error(`anvil has no binary for ${process.platform}-${process.arch}`);
  // The platform package is an optional dependency of @foundry-rs/anvil: resolve it from there.
  const fromAnvil = createRequire(createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json'));
  return fromAnvil.resolve(
    `@foundry-rs/anvil-${platform}/bin/anvil${process.platform === 'win32' ? '.exe' : ''}`,
  );
}

export interface AnvilOptions {
  chainId: number;
  /** 0 lets anvil pick a free port; the chosen one is read from its start-up log. */
  port: number;
  mnemonic: string;
  genesisBlockNumber: number;
  /** Besides a block per transaction, a block every this many ms; 0: only per transaction. */
  blockTimeMs: number;
  /** When false, anvil's log lines are forwarded to stdout, prefixed with the chain id. */
  silent: boolean;
  /** anvil's `--hardfork` (e.g. `cancun`); none: anvil's default. */
  hardfork?: string;
}

export interface Anvil {
  port: number;
  rpcUrl: string;
  /** Kills anvil; resolves once it has exited and its port refuses connections. Idempotent. */
  stop(): Promise<void>;
}

async function answersChainId(rpcUrl: string, chainId: number): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    const { result } = (await response.json()) as { result?: string };
    return result !== undefined && Number(result) === chainId;
  } catch {
    return false;
  }
}

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** Starts anvil on 127.0.0.1 and resolves once it answers `eth_chainId` with `chainId`. */
export async function startAnvil(options: AnvilOptions): Promise<Anvil> {
  const { chainId, port, silent } = options;
  const args = [
    ['--chain-id', chainId],
    ['--port', port],
    ['--host', host],
    ['--mnemonic', options.mnemonic],
    ['--number', options.genesisBlockNumber],
    ...(options.blockTimeMs > 0 ? [['--block-time', options.blockTimeMs / 1000]] : []),
    ...(options.hardfork ? [['--hardfork', options.hardfork]] : []),
  ].flatMap(([flag, value]) => [String(flag), String(value)]);
  // Mixed mining keeps mining each transaction at once while the interval adds blocks.
  if (options.blockTimeMs > 0) args.push('--mixed-mining');
  const child = spawn(anvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
  track(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  let log = '';
  let listeningPort: number | undefined;
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    log += text;
  });
  child.stdout.setEncoding('utf8').on('data', (text: string) => {
    if (listeningPort === undefined) {
      log += text;
      const match = /Listening on [\d.]+:(\d+)/.exec(log);
      if (match?.[1] !== undefined) listeningPort = Number(match[1]);
    }
    if (!silent) process.stdout.write(text.replace(/^(?=.)/gm, `[${chainId}] `));
  });

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      const running = child.pid !== undefined && child.exitCode === null && child.signalCode === null;
      if (running) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
        await exited;
        clearTimeout(killer);
      }
      // The listening socket closes with the process; bounded in case another process takes the port.
      const deadline = Date.now() + stopTimeoutMs;
      while (
        listeningPort !== undefined &&
        Date.now() < deadline &&
        !(await refusesConnections(listeningPort))
      ) {
        await sleep(20);
      }
    })();
    return stopping;
  };

  let exitCode: string | undefined;
  child.once('exit', (code, signal) => {
    exitCode = String(code ?? signal);
  });
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });

  const failure = (reason: string): Error =>
    new Error(`anvil for chain ${chainId} (port ${port}) ${reason}${log.trim() ? `:\n${log.trim()}` : ''}`);
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (spawnError) throw failure(`could not be started: ${spawnError.message}`);
    if (exitCode !== undefined) throw failure(`exited (${exitCode}) before it was ready`);
    if (Date.now() > deadline) {
      await stop();
      throw failure(`was not ready after ${readyTimeoutMs / 1000} s`);
    }
    if (listeningPort !== undefined && (await answersChainId(`http://${host}:${listeningPort}`, chainId))) {
      return { port: listeningPort, rpcUrl: `http://${host}:${listeningPort}`, stop };
    }
    await sleep(10);
  }
}
