import { readFileSync } from 'node:fs';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import type { CloudConfig } from '../config.js';
import { createSecretRedactor, shownSecret } from '../secrets/secretRedactor.js';
import { didYouMean } from './closestName.js';
import { cloudSettings, configFileSetting, otherToolsVariables } from './cloudSettings.js';
import type { Setting } from './setting.js';
import { settingsConflicts } from './settingsConflicts.js';
import { defaultSettingsDocument, type ServerSettings } from './settingsDocument.js';
import { boolean, SettingValueError } from './settingType.js';

/** One or more settings are wrong; the message has one line per problem, each naming its source. */
export class SettingsError extends Error {
  override readonly name = 'SettingsError';
}

export interface ResolvedSettings {
  server: ServerSettings;
  /** Complete: every value not set is the default. */
  config: CloudConfig;
  /** The config file read, if any. */
  configFile?: string;
}

export interface SettingsSources {
  /** `serve`'s arguments (after the command). */
  args: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
}

type Found = { setting: Setting; value: unknown };
type Tree = Record<string, unknown>;

const isObject = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with a value; a secret setting's value is shown without its secret (`shownSecret`). */
function describe(error: unknown, row: Setting, raw: unknown): string {
  const message =
    error instanceof SettingValueError ? error.message : `is unreadable: ${(error as Error).message}`;
  if (row.secret !== true || typeof raw !== 'string') return message;
  const url = URL.canParse(raw);
  const shown = url ? `'${shownSecret(raw)}'` : shownSecret(raw);
  const hidden = message.split(`'${raw}'`).join(shown).split(JSON.stringify(raw)).join(shown);
  // Whatever else still holds the secret: a URL's password, or the value itself.
  return createSecretRedactor([url ? new URL(raw).password : raw]).text(hidden);
}

function readFlags(args: readonly string[], table: readonly Setting[], problems: string[]) {
  const options: NonNullable<ParseArgsConfig['options']> = {
    [configFileSetting.flag]: { type: 'string' },
  };
  for (const row of table) {
    if (row.flag === undefined) continue;
    options[row.flag] =
      row.type === boolean ? { type: 'boolean' } : { type: 'string', multiple: row.type.repeatable === true };
  }
  let values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  try {
    ({ values } = parseArgs({ args: [...args], options, strict: true, allowPositionals: false }));
  } catch (error) {
    const unknown = /Unknown option '--([^']+)'/.exec((error as Error).message)?.[1];
    const hint =
      unknown === undefined ? '' : didYouMean(unknown, Object.keys(options)).replace(/mean /, 'mean --');
    throw new SettingsError(`${(error as Error).message}${hint}`);
  }
  const found: Found[] = [];
  for (const row of table) {
    const raw = row.flag === undefined ? undefined : values[row.flag];
    if (raw === undefined) continue;
    const text = typeof raw === 'boolean' ? raw : Array.isArray(raw) ? raw.join(' ') : String(raw);
    try {
      found.push({ setting: row, value: typeof text === 'boolean' ? text : row.type.fromText(text) });
    } catch (error) {
      problems.push(`--${row.flag} ${describe(error, row, text)}`);
    }
  }
  const configFile = values[configFileSetting.flag];
  return { found, configFile: typeof configFile === 'string' ? configFile : undefined };
}

function readEnv(env: SettingsSources['env'], table: readonly Setting[], problems: string[]): Found[] {
  const known = new Set([...table.map((row) => row.env), configFileSetting.env]);
  for (const name of Object.keys(env)) {
    if (!name.startsWith('PORTICO_') || known.has(name) || otherToolsVariables.includes(name)) continue;
    problems.push(`Unknown variable ${name}${didYouMean(name, known)}`);
  }
  const found: Found[] = [];
  for (const row of table) {
    const raw = env[row.env];
    // An empty variable counts as unset.
    if (raw === undefined || raw === '') continue;
    try {
      found.push({ setting: row, value: row.type.fromText(raw) });
    } catch (error) {
      problems.push(`${row.env} ${describe(error, row, raw)}`);
    }
  }
  return found;
}

function readFile(path: string, table: readonly Setting[], problems: string[]): Found[] {
  const where = `config file ${path}:`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    problems.push(`${where} cannot be read: ${(error as Error).message}`);
    return [];
  }
  if (!isObject(parsed)) {
    problems.push(`${where} must hold a JSON object`);
    return [];
  }
  const rows = new Map<string, Setting>(
    table.filter((row) => row.inFile !== false).map((row) => [row.path, row]),
  );
  const sections = new Set(
    [...rows.keys()].flatMap((key) =>
      key
        .split('.')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('.')),
    ),
  );
  const found: Found[] = [];
  const walk = (node: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const path = `${prefix}${key}`;
      const row = rows.get(path);
      if (row !== undefined) {
        try {
          found.push({ setting: row, value: row.type.fromJson(value) });
        } catch (error) {
          problems.push(`${where} ${path} ${describe(error, row, value)}`);
        }
      } else if (sections.has(path)) {
        if (isObject(value)) walk(value, `${path}.`);
        else problems.push(`${where} ${path} expects an object, got ${JSON.stringify(value)}`);
      } else {
        problems.push(`${where} unknown key ${path}${didYouMean(path, [...rows.keys(), ...sections])}`);
      }
    }
  };
  walk(parsed, '');
  return found;
}

function place(document: Tree, { setting, value }: Found): void {
  const keys = setting.path.split('.');
  const last = keys.pop() as string;
  let node = document;
  for (const key of keys) {
    if (!isObject(node[key])) node[key] = {};
    node = node[key] as Tree;
  }
  node[last] =
    setting.merge === 'section' && isObject(node[last]) && isObject(value)
      ? { ...node[last], ...value }
      : value;
}

/**
 * `serve`'s settings: each from its flag, else its environment variable, else the config file (`--config FILE`
 * or `$PORTICO_CONFIG`), else the default. Every problem is collected — a value of the wrong type, an unknown
 * `PORTICO_*` variable, an unknown key in the file — and thrown together as a `SettingsError`.
 */
export function resolveSettings(
  { args, env }: SettingsSources,
  table: readonly Setting[] = cloudSettings,
): ResolvedSettings {
  const problems: string[] = [];
  const flags = readFlags(args, table, problems);
  const fromEnv = readEnv(env, table, problems);
  const configFile = flags.configFile ?? (env[configFileSetting.env] || undefined);
  const fromFile = configFile === undefined ? [] : readFile(configFile, table, problems);
  if (problems.length > 0) throw new SettingsError(problems.join('\n'));
  const document = structuredClone(defaultSettingsDocument) as unknown as Tree;
  for (const found of [...fromFile, ...fromEnv, ...flags.found]) place(document, found);
  const { server, ...config } = document as unknown as ResolvedSettings['config'] & {
    server: ServerSettings;
  };
  const conflicts = settingsConflicts(server, config);
  if (conflicts.length > 0) throw new SettingsError(conflicts.join('\n'));
  return { server, config, ...(configFile === undefined ? {} : { configFile }) };
}
