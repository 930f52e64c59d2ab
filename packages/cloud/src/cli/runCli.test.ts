import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from '../analytics/index.js';
import { migrate, openDb } from '../db/index.js';
import { createProject, type Project } from '../projects/index.js';
import { oneDbPass, sdkQuery, type TestDbLocation, testShareKey } from '../test/dbPasses.js';
import { runCli } from './runCli.js';

describe.each(oneDbPass)('portico-cloud CLI on $name', (pass) => {
  let location: TestDbLocation;
  let dbArgs: string[];

  beforeAll(async () => {
    location = await pass.location();
    const { dataDir, databaseUrl, schema } = location.options;
    // A throw-away schema is reached through the URL's search_path option.
    dbArgs = dataDir
      ? ['--data-dir', dataDir]
      : ['--database-url', `${databaseUrl}?options=${encodeURIComponent(`-c search_path=${schema}`)}`];
    // Create the schema (PostgreSQL) so the CLI's connections find it.
    const db = await openDb(location.options);
    await migrate(db);
    await db.close();
  });
  afterAll(() => location?.dispose());

  async function cli(...argv: string[]): Promise<{ code: number; output: string }> {
    const lines: string[] = [];
    const code = await runCli([...argv, ...dbArgs], { out: (line) => lines.push(line), env: {} });
    return { code, output: lines.join('\n') };
  }

  it('creates, lists and updates projects', async () => {
    const created = await cli(
      'project',
      'create',
      '--name',
      'Shop',
      '--origin',
      '*.shop.example',
      '--origin',
      'localhost:5173',
      '--feature',
      'socials=google,x',
      '--feature',
      'branding=off',
    );
    expect(created.code).toBe(0);
    const project = JSON.parse(created.output) as Project;
    expect(project).toMatchObject({
      name: 'Shop',
      allowedOrigins: ['*.shop.example', 'localhost:5173'],
      features: { socials: ['google', 'x'], reownBranding: false, email: true, analytics: true },
    });
    expect(project.id).toMatch(/^[0-9a-f]{32}$/);

    const updated = await cli(
      'project',
      'update',
      project.id,
      '--add-origin',
      'https://app.shop.io',
      '--remove-origin',
      'localhost:5173',
      '--feature',
      'multiWallet=on',
      '--feature',
      'swaps=none',
    );
    expect(updated.code).toBe(0);
    expect(JSON.parse(updated.output)).toMatchObject({
      allowedOrigins: ['*.shop.example', 'https://app.shop.io'],
      features: { multiWallet: true, swaps: false, socials: ['google', 'x'] },
    });

    const listed = JSON.parse((await cli('project', 'list')).output) as Project[];
    expect(listed.map((p) => p.id)).toContain(project.id);
  });

  it('turns smart accounts and gas sponsorship on and off per project', async () => {
    const created = await cli(
      'project',
      'create',
      '--name',
      'Smart',
      '--smart-accounts',
      'eip155:1,eip155:10',
    );
    expect(created.code).toBe(0);
    const project = JSON.parse(created.output) as Project;
    expect(project).toMatchObject({
      smartAccountNetworks: ['eip155:1', 'eip155:10'],
      sponsorship: { enabled: false, chains: [], dailyCapPerUserWei: '0' },
    });
    const sponsored = await cli(
      'project',
      'update',
      project.id,
      '--sponsorship',
      'on',
      '--sponsor-chains',
      'eip155:10',
      '--sponsor-daily-cap',
      '5000000000000000',
      '--sponsor-project-daily-cap',
      '2000000000000000000',
    );
    expect(JSON.parse(sponsored.output)).toMatchObject({
      smartAccountNetworks: ['eip155:1', 'eip155:10'],
      sponsorship: {
        enabled: true,
        chains: ['eip155:10'],
        dailyCapPerUserWei: '5000000000000000',
        dailyProjectCapWei: '2000000000000000000',
      },
    });
    const off = await cli(
      'project',
      'update',
      project.id,
      '--smart-accounts',
      'none',
      '--sponsorship',
      'off',
      '--sponsor-project-daily-cap',
      'none',
    );
    expect(JSON.parse(off.output)).toMatchObject({
      smartAccountNetworks: [],
      sponsorship: { enabled: false, chains: ['eip155:10'], dailyProjectCapWei: null },
    });
    for (const [flag, value, message] of [
      [
        '--smart-accounts',
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        '--smart-accounts expects CAIP-2 ids of EVM chains',
      ],
      ['--sponsor-chains', '10', '--sponsor-chains expects CAIP-2 ids of EVM chains (eip155:N), got 10'],
      ['--sponsor-daily-cap', '1.5', "--sponsor-daily-cap expects a whole number of wei, got '1.5'"],
      ['--sponsorship', 'maybe', "--sponsorship expects on or off, got 'maybe'"],
    ] as const) {
      const refused = await cli('project', 'update', project.id, flag, value);
      expect(refused.code).toBe(2);
      expect(refused.output).toContain(message);
    }
  });

  it('lists a project’s events and counts them by name', async () => {
    const { output } = await cli('project', 'create', '--name', 'Counted', '--id', 'counted-project');
    const { id } = JSON.parse(output) as Project;
    const db = await openDb(location.options);
    for (const name of ['MODAL_OPEN', 'MODAL_OPEN', 'CONNECT_SUCCESS']) {
      await insertEvent(db, {
        projectId: id,
        eventId: randomUUID(),
        url: 'u',
        domain: 'd',
        timestamp: 1,
        props: { event: name },
        sdkType: 'st',
        sdkVersion: 'sv',
      });
    }
    await db.close();
    expect(JSON.parse((await cli('events', 'count', id)).output)).toEqual([
      { event: 'MODAL_OPEN', count: 2 },
      { event: 'CONNECT_SUCCESS', count: 1 },
    ]);
    const listed = JSON.parse((await cli('events', 'list', id, '--limit', '2')).output);
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({ projectId: id, sdkType: 'st' });
  });

  it('imports a WalletConnect explorer listing file into the registry', async () => {
    const sample = fileURLToPath(new URL('../../data/explorer-sample.json', import.meta.url));
    const { code, output } = await cli('registry', 'import', sample);
    expect(code).toBe(0);
    const result = JSON.parse(output) as { imported: string[]; skipped: string[] };
    expect(result.imported).toHaveLength(6);
    expect(result.skipped).toEqual([]);
  });

  it('serve: the secure frame on --frame-port from --frame-dir, and the mailbox with --mailbox', async () => {
    const frameDir = await mkdtemp(join(tmpdir(), 'portico-cli-frame-'));
    await writeFile(join(frameDir, 'index.html'), '<!doctype html><title>frame</title>');
    const seen: { frameUrl: string; url: string; frame: number; mailbox: number }[] = [];
    const lines: string[] = [];
    const code = await runCli(
      [
        'serve',
        '--port',
        '0',
        '--frame-port',
        '0',
        '--frame-dir',
        frameDir,
        '--log-level',
        'silent',
        '--mailbox',
        ...dbArgs,
      ],
      {
        out: (line) => lines.push(line),
        env: { PORTICO_SHARE_KEY: testShareKey },
        untilStopped: async (cloud) => {
          const { id } = await createProject(cloud.db, { name: 'Framed' });
          const frame = await fetch(`${cloud.frameUrl}/?projectId=${id}`);
          const mailbox = await fetch(`${cloud.mailboxUrl}/messages?to=x@example.com`);
          seen.push({
            frameUrl: cloud.frameUrl,
            url: cloud.url,
            frame: frame.status,
            mailbox: mailbox.status,
          });
        },
      },
    );
    await rm(frameDir, { recursive: true, force: true });
    expect({ code, lines }).toEqual({ code: 0, lines: [] });
    expect(seen).toEqual([
      {
        frameUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
        url: expect.any(String),
        frame: 200,
        mailbox: 200,
      },
    ]);
    expect(seen[0]?.frameUrl).not.toBe(seen[0]?.url);
  });

  it('serve: $SMTP_URL and $MAIL_FROM send the codes by SMTP (no mailbox)', async () => {
    const statuses: number[] = [];
    const code = await runCli(
      ['serve', '--port', '0', '--frame-port', '0', '--log-level', 'silent', ...dbArgs],
      {
        out: () => {},
        env: {
          SMTP_URL: 'smtp://127.0.0.1:1',
          MAIL_FROM: 'codes@portico.test',
          PORTICO_SHARE_KEY: testShareKey,
        },
        untilStopped: async (cloud) => {
          statuses.push((await fetch(cloud.mailboxUrl)).status);
        },
      },
    );
    expect({ code, statuses }).toEqual({ code: 0, statuses: [404] });
  });

  it('serve: without SMTP_URL and without --mailbox, no mailbox and email login answers 503 MAIL_NOT_CONFIGURED', async () => {
    const seen: unknown[] = [];
    const code = await runCli(
      ['serve', '--port', '0', '--frame-port', '0', '--log-level', 'silent', ...dbArgs],
      {
        out: () => {},
        env: { PORTICO_SHARE_KEY: testShareKey },
        untilStopped: async (cloud) => {
          const { id } = await createProject(cloud.db, { name: 'No mail' });
          const otp = await fetch(`${cloud.url}/v1/wallet/email/otp?${sdkQuery(id)}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'visitor@example.com' }),
          });
          seen.push((await fetch(cloud.mailboxUrl)).status, otp.status, await otp.json());
        },
      },
    );
    expect({ code, seen }).toEqual({
      code: 0,
      seen: [
        404,
        503,
        {
          code: 'MAIL_NOT_CONFIGURED',
          message: 'Email login is not available: this server has no mail transport configured',
        },
      ],
    });
  });

  it.each([
    ['no name', ['project', 'create'], /--name is required/],
    ['bad frame port', ['serve', '--frame-port', 'x'], /--frame-port expects a port number/],
    [
      'bad SMTP URL',
      ['serve', '--smtp-url', 'mail.example.com'],
      /--smtp-url expects a URL starting with smtp:\/\//,
    ],
    [
      'bad public URL',
      ['serve', '--frame-public-url', 'frame.example.com'],
      /--frame-public-url expects a URL starting with http:\/\//,
    ],
    ['missing listing file', ['registry', 'import', '/nonexistent/listing.json'], /Cannot import/],
    ['no listing file', ['registry', 'import'], /Missing listing file/],
    [
      'bad origin',
      ['project', 'create', '--name', 'x', '--origin', 'https://a.com/path'],
      /Not an origin pattern/,
    ],
    ['bad feature', ['project', 'create', '--name', 'x', '--feature', 'email=perhaps'], /true or false/],
    ['bad id', ['project', 'create', '--name', 'x', '--id', 'a b'], /--id must be/],
    ['taken id', ['project', 'create', '--name', 'x', '--id', 'counted-project'], /exists/],
    ['unknown flag', ['project', 'list', '--colour'], /Unknown option/],
    ['unknown project', ['project', 'update', 'nope-nope'], /No project with id 'nope-nope'/],
    ['missing id', ['events', 'count'], /Missing project id/],
    ['unknown command', ['launch'], /Unknown command 'launch'/],
  ])('refuses %s with exit code 2', async (_case, argv, message) => {
    const { code, output } = await cli(...argv);
    expect(code).toBe(2);
    expect(output).toMatch(message);
  });
});

describe('portico-cloud serve refuses a bad configuration before it starts', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portico-cli-config-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.each([
    [
      'a bad number',
      { PORTICO_RATE_PER_IP: 'lots' },
      "PORTICO_RATE_PER_IP expects a whole number, got 'lots'",
    ],
    [
      'a bad URL',
      { DATABASE_URL: 'mysql://db/portico' },
      'DATABASE_URL expects a URL starting with postgres://',
    ],
    [
      'a typo’d variable',
      { PORTICO_FRAME_PRT: '4101' },
      'Unknown variable PORTICO_FRAME_PRT (did you mean PORTICO_FRAME_PORT?)',
    ],
    [
      'the mailbox on a public host',
      { PORTICO_MAILBOX: '1', PORTICO_HOST: '0.0.0.0' },
      'PORTICO_MAILBOX is on and the host 0.0.0.0 is not loopback',
    ],
  ])('%s in the environment', async (_case, env, message) => {
    const lines: string[] = [];
    let started = false;
    const code = await runCli(['serve', '--port', '0', '--data-dir', dir], {
      out: (line) => lines.push(line),
      env,
      untilStopped: async () => {
        started = true;
      },
    });
    expect({ code, started, output: lines.join('\n') }).toEqual({
      code: 2,
      started: false,
      output: expect.stringContaining(message),
    });
  });

  it('a bad key in the config file', async () => {
    const config = join(dir, 'portico.json');
    await writeFile(config, JSON.stringify({ server: { port: 0 }, relay: { pingIntervalMS: 1000 } }));
    const lines: string[] = [];
    const code = await runCli(['serve', '--data-dir', dir], {
      out: (line) => lines.push(line),
      env: { PORTICO_CONFIG: config },
      untilStopped: async () => {},
    });
    expect(code).toBe(2);
    expect(lines.join('\n')).toContain(
      `config file ${config}: unknown key relay.pingIntervalMS (did you mean relay.pingIntervalMs?)`,
    );
  });
});

describe('portico-cloud launcher', () => {
  it('runs the TypeScript CLI from the bin script', async () => {
    const bin = fileURLToPath(new URL('../../bin/portico-cloud.js', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, [bin, 'help']);
    expect(stdout).toContain('portico-cloud <command>');
  });
});
