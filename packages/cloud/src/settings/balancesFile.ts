import { readFileSync } from 'node:fs';
import { jsonObject, type SettingType, SettingValueError } from './settingType.js';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `prices`: `{ "provider": "local", "table": {…} }` or `{ "provider": "coingecko", … }`. */
export const priceSource: SettingType<Record<string, unknown>> = {
  expects: "an object whose provider is 'local' or 'coingecko'",
  fromText(text) {
    return this.fromJson(jsonObject.fromText(text));
  },
  fromJson(value) {
    if (isObject(value) && ['local', 'coingecko'].includes(value.provider as string)) return value;
    throw new SettingValueError(`expects ${this.expects}, got ${JSON.stringify(value)}`);
  },
};

/**
 * A JSON file with `config.balances`' keys — `tokens` per CAIP-2 id, `prices`, `cacheTtlMs`. Its shape is
 * checked here; the token lists and prices themselves when the cloud starts.
 */
export const balancesFile: SettingType<Record<string, unknown>> = {
  expects: 'a JSON file holding an object of balances settings',
  fromText(path) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new SettingValueError(`cannot read ${path}: ${(error as Error).message}`);
    }
    if (!isObject(parsed)) throw new SettingValueError(`${path} must hold a JSON object`);
    if (parsed.tokens !== undefined && !isObject(parsed.tokens)) {
      throw new SettingValueError(`${path}: tokens must be an object by CAIP-2 id`);
    }
    if (parsed.prices !== undefined) priceSource.fromJson(parsed.prices);
    return parsed;
  },
  fromJson(value) {
    throw new SettingValueError(`expects a file path, got ${JSON.stringify(value)}`);
  },
};
