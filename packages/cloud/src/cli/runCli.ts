import { type ParseArgsConfig, parseArgs } from 'node:util';

type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig['options']>;

import { countEvents, listEvents } from '../analytics/index.js';
import type { WalletConfig } from '../config.js';
import { type Db, migrate, openDb } from '../db/index.js';
import {
  createProject,
  getProject,
  isUsableOriginPattern,
  listProjects,
  type ProjectFeatures,
  projectIdPattern,
  updateProject,
} from '../projects/index.js';
import { importExplorerListingFile, seedRegistry } from '../registry/index.js';
import { defaultCloudPort, type RunningCloud, startCloud } from '../server.js';
import { readBalancesOption } from './balancesOption.js';
import { CliError } from './cliError.js';
import { parseFeatureSetting } from './featureSetting.js';
import { parseUniversalResolvers } from './universalResolverOption.js';
import { parseUpstreams, upstreamEntries } from './upstreamOption.js';

export interface CliIo {
  /** Receives each result line (JSON for data). */
  out(line: string): void;
  env: Readonly<Record<string, string | undefined>>;
  /** `serve` resolves this to stop (the entry point wires SIGINT/SIGTERM). */
  untilStopped?: (cloud: RunningCloud) => Promise<void>;
}

export const usage = `Usage: portico-cloud <command> [options]

  serve [--port N] [--host H] [--rate-per-ip N] [--rate-per-project N] [--rate-window-ms N] [--log-level L]
        [--redis-url URL]   (default $REDIS_URL: instances share relay delivery and rate limits through Redis)
        [--upstream CAIP2-ID=URL[,URL]]...   (default $RPC_UPSTREAMS, entries separated by spaces: the chains
                            the JSON-RPC proxy /v1 serves, each with its upstream URLs in failover order)
        [--universal-resolver CAIP2-ID=ADDRESS]...   (default $NAME_RESOLVERS, entries separated by spaces:
                            the served EVM chains whose name registry /v1/identity and /v1/profile read)
        [--balances FILE]   (default $BALANCES_CONFIG: JSON of config.balances — token lists per chain and the
                            price source, README "Chain data")
        [--frame-port N]    (default $PORTICO_FRAME_PORT, else the port + 1: the embedded wallet's secure frame)
        [--frame-dir DIR]   (default $PORTICO_FRAME_DIR: the built frame, packages/wallet/dist/frame)
        [--smtp-url URL]    (default $SMTP_URL: mail the wallet's codes by SMTP; without it they go to the
                            built-in mailbox at /mailbox)
        [--mail-from ADDR]  (default $MAIL_FROM: the sender of that mail)
        [--public-url URL] [--frame-public-url URL]   (defaults $PORTICO_PUBLIC_URL, $PORTICO_FRAME_PUBLIC_URL:
                            the cloud and the frame as browsers reach them, behind a proxy or on hosts of their own)
  The wallet's share key: $PORTICO_SHARE_KEY (32 bytes, base64), else <data dir>/share.key.
  project create --name NAME [--origin PATTERN]... [--id ID] [--feature KEY=VALUE]...
  project list
  project update ID [--name NAME] [--add-origin PATTERN]... [--remove-origin PATTERN]... [--feature KEY=VALUE]...
  events list PROJECT_ID [--limit N]
  events count PROJECT_ID
  registry import FILE        (a WalletConnect explorer listing file)

Database options (every command): --data-dir DIR (PGlite, default .portico/cloud) or --database-url URL
(PostgreSQL; default $DATABASE_URL). A PGlite data dir is used by one process at a time: stop \`serve\`
before editing its projects, or use PostgreSQL.
Features: email, activity, branding (reownBranding), multiWallet, analytics = true|false;
socials, swaps, onramp = comma list | none.`;

const dbOptions = {
  'data-dir': { type: 'string' },
  'database-url': { type: 'string' },
} as const;

interface CommandArgs<O extends ParseArgsOptionsConfig> {
  args: string[];
  options: typeof dbOptions & O;
  allowPositionals: true;
  strict: true;
}

function parse<O extends ParseArgsOptionsConfig>(args: string[], options: O) {
  try {
    return parseArgs<CommandArgs<O>>({
      args,
      options: { ...dbOptions, ...options },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new CliError((error as Error).message);
  }
}

function integer(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0)
    throw new CliError(`${flag} expects a whole number, got '${value}'`);
  return parsed;
}

function origins(patterns: readonly string[] | undefined): string[] {
  const list = patterns ?? [];
  const unusable = list.filter((pattern) => !isUsableOriginPattern(pattern));
  if (unusable.length > 0) throw new CliError(`Not an origin pattern: ${unusable.join(', ')}`);
  return [...list];
}

function features(settings: readonly string[] | undefined): Partial<ProjectFeatures> {
  return Object.assign({}, ...(settings ?? []).map(parseFeatureSetting));
}

function requirePositional(positionals: readonly string[], index: number, name: string): string {
  const value = positionals[index];
  if (value === undefined) throw new CliError(`Missing ${name}\n\n${usage}`);
  return value;
}

/** Runs one CLI command; returns the exit code (0 ok, 1 failed, 2 usage or input error). */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    await dispatch([...argv], io);
    return 0;
  } catch (error) {
    if (error instanceof CliError) {
      io.out(`Error: ${error.message}`);
      return 2;
    }
    io.out(`Error: ${(error as Error).message}`);
    return 1;
  }
}

async function dispatch(argv: string[], io: CliIo): Promise<void> {
  const [command, subcommand] = argv;
  if (command === 'serve') return serve(argv.slice(1), io);
  if (command === 'project' && subcommand === 'create') return projectCreate(argv.slice(2), io);
  if (command === 'project' && subcommand === 'list') return projectList(argv.slice(2), io);
  if (command === 'project' && subcommand === 'update') return projectUpdate(argv.slice(2), io);
  if (command === 'events' && subcommand === 'list') return eventsList(argv.slice(2), io);
  if (command === 'events' && subcommand === 'count') return eventsCount(argv.slice(2), io);
  if (command === 'registry' && subcommand === 'import') return registryImport(argv.slice(2), io);
  if (command === undefined || command === 'help' || command === '--help') {
    io.out(usage);
    return;
  }
  const words = argv.slice(0, 2).filter((word) => !word.startsWith('-'));
  throw new CliError(`Unknown command '${words.join(' ')}'\n\n${usage}`);
}

type DbValues = { 'data-dir'?: string | undefined; 'database-url'?: string | undefined };

function dbLocation(values: DbValues, io: CliIo) {
  return { databaseUrl: values['database-url'] ?? io.env.DATABASE_URL, dataDir: values['data-dir'] };
}

async function withDb<T>(values: DbValues, io: CliIo, fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDb(dbLocation(values, io));
  try {
    await migrate(db);
    return await fn(db);
  } finally {
    await db.close();
  }
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

async function serve(args: string[], io: CliIo): Promise<void> {
  const { values, positionals } = parse(args, {
    port: { type: 'string' },
    host: { type: 'string' },
    'rate-per-ip': { type: 'string' },
    'rate-per-project': { type: 'string' },
    'rate-window-ms': { type: 'string' },
    'log-level': { type: 'string' },
    'trust-proxy': { type: 'boolean' },
    'redis-url': { type: 'string' },
    upstream: { type: 'string', multiple: true },
    'universal-resolver': { type: 'string', multiple: true },
    balances: { type: 'string' },
    'frame-port': { type: 'string' },
    'frame-dir': { type: 'string' },
    'smtp-url': { type: 'string' },
    'mail-from': { type: 'string' },
    'public-url': { type: 'string' },
    'frame-public-url': { type: 'string' },
  });
  if (positionals.length > 0) throw new CliError(`Unexpected argument '${positionals[0]}'`);
  const wallet = walletOptions(values, io);
  const upstreams = parseUpstreams(values.upstream ?? upstreamEntries(io.env.RPC_UPSTREAMS));
  const universalResolvers = parseUniversalResolvers(
    values['universal-resolver'] ?? upstreamEntries(io.env.NAME_RESOLVERS),
  );
  const balances = await readBalancesOption(values.balances ?? io.env.BALANCES_CONFIG);
  const rateLimit = Object.fromEntries(
    Object.entries({
      perIp: integer(values['rate-per-ip'], '--rate-per-ip'),
      perProject: integer(values['rate-per-project'], '--rate-per-project'),
      windowMs: integer(values['rate-window-ms'], '--rate-window-ms'),
    }).filter(([, value]) => value !== undefined),
  );
  const logLevel = values['log-level'] ?? io.env.LOG_LEVEL ?? 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    throw new CliError(`Unknown log level '${logLevel}'`);
  }
  const cloud = await startCloud({
    ...dbLocation(values, io),
    port: integer(values.port ?? io.env.PORT, '--port') ?? defaultCloudPort,
    host: values.host ?? '127.0.0.1',
    config: { rateLimit, rpc: { upstreams }, names: { universalResolvers }, balances, wallet },
    logLevel: logLevel as 'info',
    trustProxy: values['trust-proxy'] ?? false,
    redisUrl: values['redis-url'] ?? io.env.REDIS_URL,
    env: io.env,
  });
  cloud.app.log.info(
    {
      url: cloud.url,
      relayUrl: cloud.relayUrl,
      frameUrl: cloud.frameUrl,
      ...(wallet.mail.smtpUrl ? {} : { mailboxUrl: cloud.mailboxUrl }),
      db: cloud.db.kind,
      redis: cloud.redis,
    },
    'portico cloud listening',
  );
  try {
    await (io.untilStopped ?? waitForSignal)(cloud);
  } finally {
    await cloud.stop();
  }
}

type WalletValues = {
  'frame-port'?: string | undefined;
  'frame-dir'?: string | undefined;
  'smtp-url'?: string | undefined;
  'mail-from'?: string | undefined;
  'public-url'?: string | undefined;
  'frame-public-url'?: string | undefined;
};

function httpUrl(value: string | undefined, flag: string): string | undefined {
  if (value === undefined) return undefined;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new CliError(`${flag} expects an http(s) URL, got '${value}'`);
  }
  return value;
}

/** The secure frame's listener and the mail transport, from the flags or the environment. */
function walletOptions(
  values: WalletValues,
  io: CliIo,
): Pick<WalletConfig, 'frame' | 'mail' | 'publicCloudUrl'> {
  // An empty variable counts as unset.
  const env = (name: string) => io.env[name] || undefined;
  const port = integer(values['frame-port'] ?? env('PORTICO_FRAME_PORT'), '--frame-port');
  const dir = values['frame-dir'] ?? env('PORTICO_FRAME_DIR');
  const smtpUrl = values['smtp-url'] ?? env('SMTP_URL');
  const from = values['mail-from'] ?? env('MAIL_FROM');
  const publicCloudUrl = httpUrl(values['public-url'] ?? env('PORTICO_PUBLIC_URL'), '--public-url');
  const publicUrl = httpUrl(
    values['frame-public-url'] ?? env('PORTICO_FRAME_PUBLIC_URL'),
    '--frame-public-url',
  );
  if (smtpUrl !== undefined && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new CliError(`--smtp-url expects smtp://… or smtps://…, got '${smtpUrl}'`);
  }
  return {
    frame: {
      ...(port === undefined ? {} : { port }),
      ...(dir === undefined ? {} : { dir }),
      ...(publicUrl === undefined ? {} : { publicUrl }),
    },
    mail: { ...(smtpUrl ? { smtpUrl } : {}), ...(from ? { from } : {}) },
    ...(publicCloudUrl === undefined ? {} : { publicCloudUrl }),
  };
}

function waitForSignal(): Promise<void> {
  return new Promise((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
}

async function projectCreate(args: string[], io: CliIo): Promise<void> {
  const { values, positionals } = parse(args, {
    name: { type: 'string' },
    origin: { type: 'string', multiple: true },
    id: { type: 'string' },
    feature: { type: 'string', multiple: true },
  });
  if (positionals.length > 0) throw new CliError(`Unexpected argument '${positionals[0]}'`);
  const name = values.name?.trim();
  if (!name) throw new CliError('--name is required');
  if (values.id !== undefined && !projectIdPattern.test(values.id)) {
    throw new CliError('--id must be 3–64 letters, digits, - or _');
  }
  const input = {
    name,
    allowedOrigins: origins(values.origin),
    features: features(values.feature),
    ...(values.id === undefined ? {} : { id: values.id }),
  };
  const project = await withDb(values, io, async (db) => {
    if (values.id !== undefined && (await getProject(db, values.id)) !== undefined) {
      throw new CliError(`A project with id '${values.id}' exists`);
    }
    return createProject(db, input);
  });
  io.out(json(project));
}

async function projectList(args: string[], io: CliIo): Promise<void> {
  const { values } = parse(args, {});
  io.out(json(await withDb(values, io, listProjects)));
}

async function projectUpdate(args: string[], io: CliIo): Promise<void> {
  const { values, positionals } = parse(args, {
    name: { type: 'string' },
    'add-origin': { type: 'string', multiple: true },
    'remove-origin': { type: 'string', multiple: true },
    feature: { type: 'string', multiple: true },
  });
  const id = requirePositional(positionals, 0, 'project id');
  const name = values.name?.trim();
  if (name === '') throw new CliError('--name must not be empty');
  const changes = {
    addOrigins: origins(values['add-origin']),
    removeOrigins: values['remove-origin'] ?? [],
    features: features(values.feature),
    ...(name === undefined ? {} : { name }),
  };
  const project = await withDb(values, io, (db) => updateProject(db, id, changes));
  if (project === undefined) throw new CliError(`No project with id '${id}'`);
  io.out(json(project));
}

async function eventsList(args: string[], io: CliIo): Promise<void> {
  const { values, positionals } = parse(args, { limit: { type: 'string' } });
  const projectId = requirePositional(positionals, 0, 'project id');
  const limit = integer(values.limit, '--limit') ?? 100;
  io.out(json(await withDb(values, io, (db) => listEvents(db, projectId, limit))));
}

async function eventsCount(args: string[], io: CliIo): Promise<void> {
  const { values, positionals } = parse(args, {});
  const projectId = requirePositional(positionals, 0, 'project id');
  io.out(json(await withDb(values, io, (db) => countEvents(db, projectId))));
}

async function registryImport(args: string[], io: CliIo): Promise<void> {
  const { values, positionals } = parse(args, {});
  const file = requirePositional(positionals, 0, 'listing file');
  const result = await withDb(values, io, async (db) => {
    // Seed first: the dataset only loads into an empty registry, so an import must not pre-empt it.
    await seedRegistry(db);
    try {
      return await importExplorerListingFile(db, file);
    } catch (error) {
      if (error instanceof TypeError || (error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new CliError(`Cannot import ${file}: ${(error as Error).message}`);
      }
      throw error;
    }
  });
  io.out(json(result));
}
