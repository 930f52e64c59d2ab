import { type ParseArgsConfig, parseArgs } from 'node:util';

type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig['options']>;

import { countEvents, listEvents } from '../analytics/index.js';
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
import { createSecretRedactor } from '../secrets/secretRedactor.js';
import { type RunningCloud, startCloud } from '../server.js';
import { cloudSettings, resolveSettings, SettingsError } from '../settings/index.js';
import { CliError } from './cliError.js';
import { parseFeatureSetting } from './featureSetting.js';
import { smartAccountChanges, smartAccountFlags } from './smartAccountOptions.js';

export interface CliIo {
  /** Receives each result line (JSON for data). */
  out(line: string): void;
  env: Readonly<Record<string, string | undefined>>;
  /** `serve` resolves this to stop (the entry point wires SIGINT/SIGTERM). */
  untilStopped?: (cloud: RunningCloud) => Promise<void>;
}

const usage = `Usage: portico-cloud <command> [options]

  serve [--config FILE] [--port N] [--host H] [--log-level L] [--trust-proxy HOPS|CIDR,…] [--redis-url URL]
        [--rate-per-ip N] [--rate-per-project N] [--rate-window-ms N]
        [--upstream CAIP2-ID=URL[,URL]]...   (the chains the JSON-RPC proxy /v1 serves, URLs in failover order)
        [--universal-resolver CAIP2-ID=ADDRESS]...   (the EVM chains whose name registry is read)
        [--balances FILE]   (JSON of config.balances: token lists per chain and the price source)
        [--frame-port N] [--frame-dir DIR] [--frame-public-url URL] [--public-url URL]
        [--smtp-url URL] [--mail-from ADDR] [--mailbox [--allow-public-mailbox]]
  Every setting is also an environment variable (PORT, DATABASE_URL, REDIS_URL, RPC_UPSTREAMS, PORTICO_…) and a
  key of the JSON config file (--config FILE or $PORTICO_CONFIG); a flag wins over a variable, a variable over the
  file. An unknown PORTICO_ variable stops the start. Every setting: docs/cloud-configuration.md.
  project create --name NAME [--origin PATTERN]... [--id ID] [--feature KEY=VALUE]... [SMART ACCOUNTS]
  project list
  project update ID [--name NAME] [--add-origin PATTERN]... [--remove-origin PATTERN]... [--feature KEY=VALUE]...
        [SMART ACCOUNTS]
  events list PROJECT_ID [--limit N]
  events count PROJECT_ID
  registry import FILE        (a WalletConnect explorer listing file)

Database options (every command): --data-dir DIR (PGlite; default $PORTICO_DATA_DIR, else .portico/cloud) or
--database-url URL (PostgreSQL; default $DATABASE_URL). A PGlite data dir is used by one process at a time: stop \`serve\`
before editing its projects, or use PostgreSQL.
Features: email, activity, branding (reownBranding), multiWallet, analytics = true|false;
socials, swaps, onramp = comma list | none.
Smart accounts: --smart-accounts eip155:N,…|none (the §3 smart-account-enabled networks), --sponsorship on|off,
--sponsor-chains eip155:N,…|none, --sponsor-daily-cap WEI (gas sponsored per smart account, chain and UTC day),
--sponsor-project-daily-cap WEI|none (for all of the project's smart accounts together, per chain and UTC day).`;

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

/** The values of the secret settings given to this command, as variables or flags (`--flag v`, `--flag=v`). */
function secretValues(argv: readonly string[], env: CliIo['env']): (string | undefined)[] {
  const secret = cloudSettings.filter((row) => row.secret === true);
  const flags = new Set(secret.flatMap((row) => (row.flag ? [`--${row.flag}`] : [])));
  const fromArgs = argv.flatMap((arg, i) => {
    const [flag = '', inline] = arg.split(/=(.*)/s);
    if (!flags.has(flag)) return [];
    return [inline ?? argv[i + 1]];
  });
  return [...secret.map((row) => env[row.env]), ...fromArgs];
}

/** Runs one CLI command; returns the exit code (0 ok, 1 failed, 2 usage or input error). */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    await dispatch([...argv], io);
    return 0;
  } catch (error) {
    // A database driver's message may echo its URL: no secret setting's value is ever printed.
    const { text } = createSecretRedactor(secretValues(argv, io.env));
    if (error instanceof CliError || error instanceof SettingsError) {
      io.out(text(`Error: ${error.message}`));
      return 2;
    }
    io.out(text(`Error: ${(error as Error).message}`));
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
  return {
    databaseUrl: values['database-url'] ?? (io.env.DATABASE_URL || undefined),
    dataDir: values['data-dir'] ?? (io.env.PORTICO_DATA_DIR || undefined),
  };
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
  const { server, config } = resolveSettings({ args, env: io.env });
  const cloud = await startCloud({ ...server, config, env: io.env });
  cloud.app.log.info(
    {
      url: cloud.url,
      relayUrl: cloud.relayUrl,
      frameUrl: cloud.frameUrl,
      ...(config.wallet.mail.mailbox ? { mailboxUrl: cloud.mailboxUrl } : {}),
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

/** The first SIGTERM or SIGINT starts the graceful shutdown; a second one ends the process at once. */
function waitForSignal(): Promise<void> {
  return new Promise((resolve) => {
    const onSignal = () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      resolve();
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  });
}

async function projectCreate(args: string[], io: CliIo): Promise<void> {
  const { values, positionals } = parse(args, {
    name: { type: 'string' },
    origin: { type: 'string', multiple: true },
    id: { type: 'string' },
    feature: { type: 'string', multiple: true },
    ...smartAccountFlags,
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
    ...smartAccountChanges(values),
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
    ...smartAccountFlags,
  });
  const id = requirePositional(positionals, 0, 'project id');
  const name = values.name?.trim();
  if (name === '') throw new CliError('--name must not be empty');
  const changes = {
    addOrigins: origins(values['add-origin']),
    removeOrigins: values['remove-origin'] ?? [],
    features: features(values.feature),
    ...smartAccountChanges(values),
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
