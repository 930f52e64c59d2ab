import { readFile } from 'node:fs/promises';
import type { BalancesConfig } from '../config.js';
import { CliError } from './cliError.js';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `--balances FILE` (default `$BALANCES_CONFIG`): a JSON file with `config.balances`' keys — `tokens` per CAIP-2
 * id, `prices` (`{ "provider": "local", "table": {…} }` or `{ "provider": "coingecko", … }`), `cacheTtlMs`. Its
 * shape is checked here; the token lists and prices themselves when the cloud starts.
 */
export async function readBalancesOption(path: string | undefined): Promise<Partial<BalancesConfig>> {
  if (path === undefined) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new CliError(`--balances: cannot read ${path}: ${(error as Error).message}`);
  }
  if (!isObject(parsed)) throw new CliError(`--balances: ${path} must hold a JSON object`);
  const { tokens, prices } = parsed;
  if (tokens !== undefined && !isObject(tokens))
    throw new CliError('--balances: tokens must be an object by CAIP-2 id');
  if (
    prices !== undefined &&
    !(isObject(prices) && ['local', 'coingecko'].includes(prices.provider as string))
  ) {
    throw new CliError("--balances: prices.provider must be 'local' or 'coingecko'");
  }
  return parsed as Partial<BalancesConfig>;
}
