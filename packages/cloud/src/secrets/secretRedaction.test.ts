import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli/runCli.js';
import { openDb } from '../db/index.js';
import { createProject } from '../projects/index.js';
import { cloudCli, spawnCloudProcess } from '../test/cloudProcess.js';
import { newPgliteDataDir, sdkQuery, testShareKey } from '../test/dbPasses.js';
import { answerEach, startFakeUpstream } from '../test/fakeUpstream.js';
import { createSecretRedactor, withoutPassword } from './secretRedactor.js';

const secrets = [
  'pw-Kx81-db',
  'pw-Kx82-redis',
  'pw-Kx83-smtp',
  'Kx84-share-key',
  'Kx85-metrics-token',
  'Kx86-paymaster-key',
] as const;
/** A valid paymaster signer key (its hex digits, with or without 0x, must never show). */
const paymasterKey = `0x${'5eed'.repeat(16)}`;
const leaked = (text: string) =>
  [...secrets, paymasterKey.slice(2)].filter((secret) => text.toLowerCase().includes(secret.toLowerCase()));

/** `serve` in a child process until it exits: its exit code and everything it wrote. */
function serveUntilExit(env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [cloudCli(), 'serve', '--port', '0', '--frame-port', '0'],
      { env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env }, timeout: 30_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address !== null ? address.port : 1;
}

describe('secret settings never appear in errors or logs', () => {
  let dir: string;
  // The data of the clouds started below: copies of the run's migrated PGlite.
  const dataDirs: Record<'redis' | 'running', string> = { redis: '', running: '' };
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portico-secrets-'));
    [dataDirs.redis, dataDirs.running] = await Promise.all([newPgliteDataDir(), newPgliteDataDir()]);
  });
  afterAll(() =>
    Promise.all([dir, ...Object.values(dataDirs)].map((path) => rm(path, { recursive: true, force: true }))),
  );

  it('a bad value of a secret setting is reported without the value (variables, flags, config file)', async () => {
    const config = join(dir, 'portico.json');
    await writeFile(
      config,
      JSON.stringify({ metrics: { token: 42 }, wallet: { shareKey: `file-${secrets[3]}` } }),
    );
    const lines: string[] = [];
    const code = await runCli(
      ['serve', '--config', config, '--redis-url', `http://:${secrets[1]}@cache.internal`],
      {
        out: (line) => lines.push(line),
        env: {
          DATABASE_URL: `mysql://portico:${secrets[0]}@db.internal/portico`,
          SMTP_URL: `http://login:${secrets[2]}@mail.example.com`,
          PORTICO_SHARE_KEY: secrets[3],
          PORTICO_PAYMASTER_SIGNER_KEY: secrets[5],
        },
        untilStopped: async () => {},
      },
    );
    const output = lines.join('\n');
    expect(code).toBe(2);
    expect(leaked(output)).toEqual([]);
    // Each problem still names its setting and what was wrong, the URL without its password.
    expect(output).toContain(
      "DATABASE_URL expects a URL starting with postgres:// or postgresql://, got 'mysql://portico:***@db.internal/portico'",
    );
    expect(output).toContain(
      "--redis-url expects a URL starting with redis:// or rediss://, got 'http://:***@cache.internal/'",
    );
    expect(output).toContain(
      "SMTP_URL expects a URL starting with smtp:// or smtps://, got 'http://login:***@mail.example.com/'",
    );
    expect(output).toContain('PORTICO_SHARE_KEY expects 32 bytes in base64, got <secret, 14 characters>');
    expect(output).toContain(
      'PORTICO_PAYMASTER_SIGNER_KEY expects a private key (0x and 64 hex digits), got <secret, 18 characters>',
    );
    expect(output).toContain(
      `config file ${config}: wallet.shareKey expects 32 bytes in base64, got <secret, 19 characters>`,
    );
  });

  it('an unreachable Redis fails the start without its password, in the error and the logs', async () => {
    const port = await closedPort();
    const { code, output } = await serveUntilExit({
      REDIS_URL: `redis://:${secrets[1]}@127.0.0.1:${port}`,
      PORTICO_DATA_DIR: dataDirs.redis,
      PORTICO_SHARE_KEY: testShareKey,
    });
    expect(code).toBe(1);
    expect(output).toContain(`Error: Redis at redis://:***@127.0.0.1:${port} does not answer`);
    expect(leaked(output)).toEqual([]);
  }, 40_000);

  it('a running cloud (SMTP with a password, a metrics token, a paymaster signer) logs no secret, even one a request carries in its URL', async () => {
    const chainId = 'eip155:1001';
    const upstream = await startFakeUpstream(answerEach((call) => call.method));
    const db = await openDb({ dataDir: dataDirs.running });
    const project = await createProject(db, {
      name: 'Sponsored',
      smartAccountNetworks: [chainId],
      sponsorship: { enabled: true, chains: [chainId], dailyCapPerUserWei: '1000000000000000000' },
    });
    await db.close();
    const cloud = await spawnCloudProcess(['--port', '0', '--frame-port', '0', '--log-level', 'debug'], {
      SMTP_URL: `smtp://login:${secrets[2]}@127.0.0.1:${await closedPort()}`,
      PORTICO_METRICS_TOKEN: secrets[4],
      PORTICO_SHARE_KEY: testShareKey,
      PORTICO_DATA_DIR: dataDirs.running,
      RPC_UPSTREAMS: `${chainId}=${upstream.url}`,
      PORTICO_BUNDLER_URLS: `${chainId}=${upstream.url}`,
      PORTICO_PAYMASTER_ADDRESSES: `${chainId}=0x00000000000000000000000000000000000ba5ed`,
      PORTICO_PAYMASTER_SIGNER_KEY: paymasterKey,
    });
    try {
      // A client that puts the token in a query string: the request line is logged.
      await fetch(`${cloud.url}/healthz?token=${secrets[4]}`);
      expect(
        (await fetch(`${cloud.url}/metrics`, { headers: { authorization: `Bearer ${secrets[4]}` } })).status,
      ).toBe(200);
      // The paymaster signs (and logs that it did) with the key.
      const userOp = {
        sender: '0x000000000000000000000000000000000000dEaD',
        nonce: '0x0',
        callData: '0x',
        maxFeePerGas: '0x1',
      };
      const params = [userOp, '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108', '0x3e9', {}];
      const signed = await fetch(`${cloud.url}/v1?${sdkQuery(project.id, { chainId })}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'pm_getPaymasterData', params }),
      });
      const answer = await signed.text();
      expect(answer).toContain('paymasterData');
      expect(leaked(answer)).toEqual([]);
      cloud.child.kill('SIGTERM');
      await cloud.exited;
    } finally {
      cloud.child.kill('SIGKILL');
      await upstream.close();
    }
    const output = cloud.logs.map((entry) => JSON.stringify(entry)).join('\n');
    expect(output).toContain('paymaster: sponsored a UserOperation');
    expect(output).toContain('[redacted]');
    expect(leaked(output)).toEqual([]);
  }, 40_000);
});

describe('createSecretRedactor', () => {
  it('replaces the secrets, a URL’s password in every form, and keeps the rest', () => {
    const redactor = createSecretRedactor([
      `postgres://portico:p%40ss-word@db/portico`,
      'tok-123456',
      undefined,
      'abc',
    ]);
    expect(redactor.text('connect to postgres://portico:p%40ss-word@db/portico failed')).toBe(
      'connect to [redacted] failed',
    );
    expect(redactor.text('password "p@ss-word" refused; token tok-123456')).toBe(
      'password "[redacted]" refused; token [redacted]',
    );
    // Too short to be told from ordinary text: left alone.
    expect(redactor.text('abc')).toBe('abc');
    const error = redactor.error(new TypeError('bad tok-123456')) as TypeError;
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toBe('bad [redacted]');
    expect(error.stack).not.toContain('tok-123456');
  });

  it('shows a URL without its password', () => {
    expect(withoutPassword('redis://:s3cret@cache:6379')).toBe('redis://:***@cache:6379');
    expect(withoutPassword('postgres://portico@db/portico')).toBe('postgres://portico@db/portico');
  });
});

describe('the CLI’s other commands', () => {
  it('print no secret of --database-url or $DATABASE_URL when the database fails', async () => {
    for (const [args, env] of [
      [['--database-url', `postgres://nobody:${secrets[0]}@127.0.0.1:5432/nodb`], {}],
      [[], { DATABASE_URL: `postgres://nobody:${secrets[0]}@127.0.0.1:5432/nodb` }],
    ] as const) {
      const lines: string[] = [];
      const code = await runCli(['project', 'list', ...args], { out: (line) => lines.push(line), env });
      expect(code).toBe(1);
      expect(leaked(lines.join('\n'))).toEqual([]);
    }
  });
});
