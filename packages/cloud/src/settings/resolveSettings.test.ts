import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCloudConfig } from '../config.js';
import { cloudSettings } from './cloudSettings.js';
import { resolveSettings } from './resolveSettings.js';
import { setting } from './setting.js';
import { wholeNumber } from './settingType.js';

let dir: string;
const file = async (name: string, content: unknown) => {
  const path = join(dir, name);
  await writeFile(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-settings-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const resolve = (args: string[], env: Record<string, string | undefined> = {}) =>
  resolveSettings({ args, env });

describe('resolveSettings', () => {
  it('gives the defaults with nothing set', () => {
    expect(resolve([])).toEqual({
      server: {
        port: 4100,
        host: '127.0.0.1',
        logLevel: 'info',
        trustProxy: 0,
        allowPublicMailbox: false,
      },
      config: defaultCloudConfig,
    });
  });

  it('takes a flag over a variable over the config file, and keeps the defaults beside what is set', async () => {
    const config = await file('precedence.json', {
      server: { port: 5000, host: '0.0.0.0' },
      rateLimit: { perIp: 1, perProject: 2, windowMs: 3 },
      wallet: { limits: { codesPerIp: { limit: 7 } } },
    });
    const { server, config: resolved } = resolve(['--rate-per-ip', '100'], {
      PORTICO_CONFIG: config,
      PORTICO_RATE_PER_PROJECT: '200',
      PORT: '6000',
    });
    expect(server).toMatchObject({ port: 6000, host: '0.0.0.0' });
    expect(resolved.rateLimit).toEqual({ perIp: 100, perProject: 200, windowMs: 3 });
    expect(resolved.wallet.limits).toEqual({
      ...defaultCloudConfig.wallet.limits,
      codesPerIp: { limit: 7, windowMs: defaultCloudConfig.wallet.limits.codesPerIp.windowMs },
    });
  });

  it('reads every existing variable and flag', async () => {
    const balances = await file('balances.json', { cacheTtlMs: 5, prices: { provider: 'local', table: {} } });
    const key = Buffer.alloc(32, 7).toString('base64');
    const { server, config } = resolve(
      [
        '--upstream',
        'eip155:1=https://a.example,https://b.example',
        '--upstream',
        'eip155:1=https://c.example',
      ],
      {
        PORT: '0',
        LOG_LEVEL: 'warn',
        DATABASE_URL: 'postgres://u@db.internal:5432/portico',
        REDIS_URL: 'redis://cache.internal:6379',
        RPC_UPSTREAMS: 'eip155:10=https://ignored.example',
        NAME_RESOLVERS: ' eip155:1=0xcE01f8eee7E479C928F8919abD53E553a36CeF67 ',
        BALANCES_CONFIG: balances,
        SMTP_URL: 'smtps://mail.example:465',
        MAIL_FROM: 'codes@example.com',
        PORTICO_FRAME_PORT: '4201',
        PORTICO_FRAME_DIR: '/srv/frame',
        PORTICO_PUBLIC_URL: 'https://cloud.example.com',
        PORTICO_FRAME_PUBLIC_URL: 'https://frame.example.com',
        PORTICO_SHARE_KEY: key,
        PORTICO_TRUST_PROXY: '10.0.0.0/8,192.168.1.7',
        PORTICO_HISTORY_INDEXER: 'false',
      },
    );
    expect(server).toEqual({
      port: 0,
      host: '127.0.0.1',
      logLevel: 'warn',
      trustProxy: ['10.0.0.0/8', '192.168.1.7'],
      allowPublicMailbox: false,
      databaseUrl: 'postgres://u@db.internal:5432/portico',
      redisUrl: 'redis://cache.internal:6379',
    });
    expect(config.rpc.upstreams).toEqual({
      'eip155:1': ['https://a.example', 'https://b.example', 'https://c.example'],
    });
    expect(config.names.universalResolvers).toEqual({
      'eip155:1': '0xcE01f8eee7E479C928F8919abD53E553a36CeF67',
    });
    expect(config.balances).toEqual({ ...defaultCloudConfig.balances, cacheTtlMs: 5 });
    expect(config.wallet).toMatchObject({
      shareKey: key,
      mail: { smtpUrl: 'smtps://mail.example:465', from: 'codes@example.com' },
      frame: { port: 4201, dir: '/srv/frame', publicUrl: 'https://frame.example.com' },
      publicCloudUrl: 'https://cloud.example.com',
    });
    expect(config.history.indexer).toBe(false);
  });

  it('counts an empty variable as unset, and leaves the other Portico tools’ variables alone', () => {
    expect(resolve([], { PORT: '', PORTICO_STACK_FILE: '/tmp/stack.json' }).server.port).toBe(4100);
  });

  it.each([
    [
      'a bad number',
      [],
      { PORTICO_RATE_PER_IP: 'many' },
      "PORTICO_RATE_PER_IP expects a whole number, got 'many'",
    ],
    [
      'a negative number',
      ['--rate-window-ms=-5'],
      {},
      "--rate-window-ms expects a whole number ≥ 1, got '-5'",
    ],
    ['a bad port', [], { PORT: '70000' }, "PORT expects a port number (0–65535), got '70000'"],
    [
      'a bad URL',
      [],
      { REDIS_URL: 'cache:6379' },
      "REDIS_URL expects a URL starting with redis:// or rediss://, got 'cache:6379'",
    ],
    [
      'a bad http URL',
      [],
      { PORTICO_PUBLIC_URL: 'cloud.example.com' },
      'PORTICO_PUBLIC_URL expects a URL starting with http://',
    ],
    [
      'a bad boolean',
      [],
      { PORTICO_HISTORY_INDEXER: 'maybe' },
      "PORTICO_HISTORY_INDEXER expects true or false, got 'maybe'",
    ],
    [
      'a trust-proxy that trusts every X-Forwarded-For',
      ['--trust-proxy', 'true'],
      {},
      "--trust-proxy expects a hop count (0: off, 1, 2, …) or the proxies' addresses (IPs or CIDRs, comma-separated), got 'true': trusting every X-Forwarded-For",
    ],
    ['a bad log level', ['--log-level', 'loud'], {}, '--log-level expects one of fatal, error'],
    [
      'a short share key',
      [],
      { PORTICO_SHARE_KEY: 'c2hvcnQ=' },
      'PORTICO_SHARE_KEY expects 32 bytes in base64',
    ],
    [
      'an upstream without URL',
      [],
      { RPC_UPSTREAMS: 'eip155:1=' },
      "RPC_UPSTREAMS expects CAIP2-ID=URL[,URL…] entries, got 'eip155:1='",
    ],
    [
      'an upstream that is no CAIP-2 id',
      ['--upstream', '1=https://a.example'],
      {},
      "--upstream '1' is not a CAIP-2 network id",
    ],
    [
      'an upstream that is not http',
      [],
      { RPC_UPSTREAMS: 'eip155:1=ws://a.example' },
      "RPC_UPSTREAMS 'ws://a.example' is not an http(s) URL",
    ],
    [
      'a resolver on Solana',
      [],
      {
        NAME_RESOLVERS: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp=0xcE01f8eee7E479C928F8919abD53E553a36CeF67',
      },
      'is not the CAIP-2 id of an EVM chain',
    ],
    [
      'a short resolver address',
      [],
      { NAME_RESOLVERS: 'eip155:1=0x1234' },
      "NAME_RESOLVERS '0x1234' is not a 20-byte hex address",
    ],
    [
      'a missing balances file',
      [],
      { BALANCES_CONFIG: '/nonexistent/balances.json' },
      'BALANCES_CONFIG cannot read /nonexistent/balances.json',
    ],
    [
      'a typo’d variable',
      [],
      { PORTICO_RATE_PER_PI: '5' },
      'Unknown variable PORTICO_RATE_PER_PI (did you mean PORTICO_RATE_PER_IP?)',
    ],
    ['an unknown variable', [], { PORTICO_COLOUR: 'blue' }, 'Unknown variable PORTICO_COLOUR'],
    ['a typo’d flag', ['--rate-per-pi', '5'], {}, "Unknown option '--rate-per-pi'"],
    [
      'a missing config file',
      ['--config', '/nonexistent/portico.json'],
      {},
      'config file /nonexistent/portico.json: cannot be read',
    ],
  ])('refuses %s, naming it', (_case, args, env, message) => {
    expect(() => resolve(args as string[], env)).toThrow(message);
  });

  it('suggests the flag a typo’d flag meant', () => {
    expect(() => resolve(['--rate-per-pi', '5'])).toThrow('did you mean --rate-per-ip?');
  });

  it.each([
    [
      'an unknown key',
      { rateLimit: { perIP: 5 } },
      'unknown key rateLimit.perIP (did you mean rateLimit.perIp?)',
    ],
    ['an unknown section', { ratelimit: {} }, 'unknown key ratelimit (did you mean rateLimit?)'],
    ['a wrong type', { rateLimit: { perIp: '5' } }, 'rateLimit.perIp expects a whole number, got "5"'],
    ['a section that is no object', { relay: 5 }, 'relay expects an object, got 5'],
    [
      'a bad nested value',
      { wallet: { frame: { publicUrl: 'frame' } } },
      'wallet.frame.publicUrl expects a URL starting with http://',
    ],
    [
      'a bad upstream list',
      { rpc: { upstreams: { 'eip155:1': [] } } },
      'rpc.upstreams expects a non-empty list of URLs per chain',
    ],
    ['a key only variables have', { balances: 'balances.json' }, 'balances expects an object'],
  ])('refuses a config file with %s, naming its key path', async (_case, content, message) => {
    const path = await file('bad.json', content);
    expect(() => resolve(['--config', path])).toThrow(`config file ${path}: ${message}`);
  });

  it('refuses a config file that is not a JSON object', async () => {
    const path = await file('list.json', '[1]');
    expect(() => resolve([], { PORTICO_CONFIG: path })).toThrow('must hold a JSON object');
    const broken = await file('broken.json', '{"port": ');
    expect(() => resolve([], { PORTICO_CONFIG: broken })).toThrow(`config file ${broken}: cannot be read`);
  });

  it('reports every problem at once, one per line', () => {
    expect(() => resolve(['--port', 'x'], { PORTICO_RATE_PER_IP: 'y', PORTICO_TYPO: '1' })).toThrow(
      /^--port expects a port number \(0–65535\), got 'x'\nUnknown variable PORTICO_TYPO\nPORTICO_RATE_PER_IP expects a whole number, got 'y'$/,
    );
  });

  it('takes a new setting from one row: its flag, its variable and its file key', async () => {
    const rows = [
      ...cloudSettings,
      setting({
        env: 'PORTICO_BODY_LIMIT_TWICE',
        flag: 'twice',
        path: 'bodyLimit',
        type: wholeNumber(1),
        doc: 'x',
      }),
    ];
    const path = await file('row.json', { bodyLimit: 10 });
    expect(resolveSettings({ args: ['--config', path], env: {} }, rows).config.bodyLimit).toBe(10);
    expect(
      resolveSettings({ args: [], env: { PORTICO_BODY_LIMIT_TWICE: '20' } }, rows).config.bodyLimit,
    ).toBe(20);
    expect(resolveSettings({ args: ['--twice', '30'], env: {} }, rows).config.bodyLimit).toBe(30);
  });
});

describe('docs/cloud-configuration.md', () => {
  it('documents every variable and flag', async () => {
    const doc = await readFile(
      fileURLToPath(new URL('../../../../docs/cloud-configuration.md', import.meta.url)),
      'utf8',
    );
    const missing = cloudSettings
      .flatMap((row) => [`\`${row.env}\``, ...(row.flag ? [`\`--${row.flag}\``] : [])])
      .filter((name) => !doc.includes(name));
    expect(missing).toEqual([]);
  });
});
