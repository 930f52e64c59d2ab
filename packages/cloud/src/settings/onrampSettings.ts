import { type Setting, setting } from './setting.js';
import { type SettingType, SettingValueError } from './settingType.js';

const providerId = /^[a-z][a-z0-9-]{0,31}$/;

/** On-ramp provider ids: separated by spaces in a variable, a JSON list in the file. */
const providerIds: SettingType<string[]> = {
  expects: 'provider ids',
  repeatable: true,
  fromText(value) {
    return this.fromJson(value.split(/[\s,]+/).filter((part) => part !== ''));
  },
  fromJson(value) {
    if (!Array.isArray(value))
      throw new SettingValueError(`expects a list of provider ids, got ${JSON.stringify(value)}`);
    const bad = value.find((entry) => typeof entry !== 'string' || !providerId.test(entry));
    if (bad !== undefined) throw new SettingValueError(`expects provider ids, got ${JSON.stringify(bad)}`);
    return value as string[];
  },
};

/** A JSON list of objects (the devnet ramp's networks). */
const jsonObjects: SettingType<Record<string, unknown>[]> = {
  expects: 'a JSON list of objects',
  fromText(text) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new SettingValueError(`expects a JSON list of objects, got ${JSON.stringify(text)}`);
    }
    return this.fromJson(parsed);
  },
  fromJson(value) {
    if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'object' || entry === null)) {
      throw new SettingValueError(`expects a JSON list of objects, got ${JSON.stringify(value)}`);
    }
    return value as Record<string, unknown>[];
  },
};

/** The on-ramp API's settings: the providers offered, and the devnet ramp's networks. */
export function onrampSettings(): Setting[] {
  return [
    setting({
      env: 'PORTICO_ONRAMP_PROVIDERS',
      path: 'onramp.providers',
      type: providerIds,
      doc: 'The on-ramp providers offered (devnet-ramp); none: no on-ramp (no project is offered it).',
    }),
    setting({
      env: 'PORTICO_ONRAMP_DEVNET_NETWORKS',
      path: 'onramp.devnetRamp.networks',
      type: jsonObjects,
      doc: "The devnet ramp's networks: name, displayName, chainId, symbol (PUSD or SOL), contractAddress, decimals, from (JSON).",
    }),
  ];
}
