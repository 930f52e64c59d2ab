import { isSocialProvider } from '@portico/core';
import type { ProjectFeatures } from '../projects/index.js';
import { CliError } from './cliError.js';

const booleanKeys = ['email', 'activity', 'reownBranding', 'multiWallet', 'analytics'] as const;
const listKeys = ['socials', 'swaps', 'onramp'] as const;
/** `branding` is the CLI's short name for the spec's `reownBranding`. */
const aliases: Record<string, keyof ProjectFeatures> = { branding: 'reownBranding' };

const truthy = new Set(['true', 'on', 'yes', '1']);
const falsy = new Set(['false', 'off', 'no', '0']);

/** Parses `key=value` of `--feature`: booleans (`email=off`), lists (`socials=google,x`, `swaps=off`). */
export function parseFeatureSetting(setting: string): Partial<ProjectFeatures> {
  const separator = setting.indexOf('=');
  if (separator < 1) throw new CliError(`--feature expects key=value, got '${setting}'`);
  const rawKey = setting.slice(0, separator).trim();
  const value = setting
    .slice(separator + 1)
    .trim()
    .toLowerCase();
  const key = aliases[rawKey] ?? rawKey;

  if ((booleanKeys as readonly string[]).includes(key)) {
    if (truthy.has(value)) return { [key]: true };
    if (falsy.has(value)) return { [key]: false };
    throw new CliError(`--feature ${rawKey} expects true or false, got '${value}'`);
  }
  if ((listKeys as readonly string[]).includes(key)) {
    if (falsy.has(value) || value === 'none' || value === '') return { [key]: false };
    const items = [...new Set(value.split(',').map((item) => item.trim()))].filter(Boolean);
    if (key === 'socials') {
      const unknown = items.filter((item) => item !== 'farcaster' && !isSocialProvider(item));
      if (unknown.length > 0) throw new CliError(`Unknown social provider: ${unknown.join(', ')}`);
    }
    return { [key]: items };
  }
  throw new CliError(
    `Unknown feature '${rawKey}'; one of ${[...booleanKeys, ...listKeys, ...Object.keys(aliases)].join(', ')}`,
  );
}
