import { type Setting, setting } from './setting.js';
import {
  httpUrl,
  jsonObject,
  oneOf,
  type SettingType,
  SettingValueError,
  text,
  wholeNumber,
} from './settingType.js';

const eip155Id = /^eip155:[1-9][0-9]{0,15}$/;

/** eip155 CAIP-2 ids: separated by spaces in a variable, a JSON list in the file. */
const eip155Networks: SettingType<string[]> = {
  expects: 'eip155:N entries',
  repeatable: true,
  fromText(value) {
    return this.fromJson(value.split(/\s+/).filter((part) => part !== ''));
  },
  fromJson(value) {
    if (!Array.isArray(value))
      throw new SettingValueError(`expects a list of eip155:N ids, got ${JSON.stringify(value)}`);
    const bad = value.find((entry) => typeof entry !== 'string' || !eip155Id.test(entry));
    if (bad !== undefined)
      throw new SettingValueError(`expects eip155:N entries, got ${JSON.stringify(bad)}`);
    return value as string[];
  },
};

/** The three real aggregators' clients: `PORTICO_CONVERT_<NAME>_URL`, `…_API_KEY`, `…_TIMEOUT_MS`. */
function clientSettings(): Setting[] {
  const clients = [
    { env: '0X', key: 'zeroEx', name: '0x Swap API v2' },
    { env: '1INCH', key: 'oneInch', name: '1inch Swap API v6.0' },
    { env: 'LIFI', key: 'lifi', name: 'LI.FI API' },
  ] as const;
  return clients.flatMap(({ env, key, name }) => [
    setting({
      env: `PORTICO_CONVERT_${env}_URL`,
      path: `convert.${key}.baseUrl`,
      type: httpUrl,
      doc: `Base URL of the ${name}.`,
    }),
    setting({
      env: `PORTICO_CONVERT_${env}_API_KEY`,
      path: `convert.${key}.apiKey`,
      type: text,
      secret: true,
      doc: `The ${name}'s key.`,
    }),
    setting({
      env: `PORTICO_CONVERT_${env}_TIMEOUT_MS`,
      path: `convert.${key}.timeoutMs`,
      type: wholeNumber(1),
      doc: `Time limit of one call to the ${name}.`,
    }),
  ]);
}

/** The convert API's settings (swaps): the aggregator, its client, the extra networks and the pickers' lists. */
export function convertSettings(): Setting[] {
  return [
    setting({
      env: 'PORTICO_CONVERT_AGGREGATOR',
      path: 'convert.aggregator',
      type: oneOf(['uniswap', '0x', '1inch', 'lifi', 'none']),
      doc: 'Where swaps are quoted and built; none: no swaps (no project is offered them).',
    }),
    ...clientSettings(),
    setting({
      env: 'PORTICO_CONVERT_NETWORKS',
      path: 'convert.networks',
      type: eip155Networks,
      doc: 'Chains where swaps are offered besides the §9 list: eip155:N entries separated by spaces.',
    }),
    setting({
      env: 'PORTICO_CONVERT_QUOTE_TTL_SECONDS',
      path: 'convert.quoteTtlSeconds',
      type: wholeNumber(1),
      doc: 'A built swap expires (its deadline) this long after the cloud built it.',
    }),
    setting({
      env: 'PORTICO_CONVERT_TOKENS',
      path: 'convert.tokens',
      type: jsonObject,
      doc: 'Per CAIP-2 id, the symbols of the suggested and popular tokens (JSON).',
    }),
  ];
}
