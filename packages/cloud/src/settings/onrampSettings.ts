import { type Setting, setting } from './setting.js';
import { httpUrl, type SettingType, SettingValueError, text, wholeNumber } from './settingType.js';

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

const countryCode: SettingType<string> = {
  expects: 'a two-letter country code',
  fromText(value) {
    return this.fromJson(value.trim());
  },
  fromJson(value) {
    if (typeof value === 'string' && /^[A-Z]{2}$/.test(value)) return value;
    throw new SettingValueError(`expects a two-letter country code (US, FR), got ${JSON.stringify(value)}`);
  },
};

/** The real providers' clients: Meld (API key, widget public key) and Coinbase Onramp (a CDP secret API key). */
function clientSettings(): Setting[] {
  return [
    setting({
      env: 'PORTICO_ONRAMP_MELD_URL',
      path: 'onramp.meld.baseUrl',
      type: httpUrl,
      doc: 'Base URL of the Meld API.',
    }),
    setting({
      env: 'PORTICO_ONRAMP_MELD_API_KEY',
      path: 'onramp.meld.apiKey',
      type: text,
      secret: true,
      doc: 'The Meld API key (sent as `Authorization: BASIC <key>`); required when meld is offered.',
    }),
    setting({
      env: 'PORTICO_ONRAMP_MELD_PUBLIC_KEY',
      path: 'onramp.meld.publicKey',
      type: text,
      doc: "The Meld widget's public key, carried by every checkout URL (not a secret); required when meld is offered.",
    }),
    setting({
      env: 'PORTICO_ONRAMP_MELD_WIDGET_URL',
      path: 'onramp.meld.widgetUrl',
      type: httpUrl,
      doc: "Meld's widget (checkout) URL.",
    }),
    setting({
      env: 'PORTICO_ONRAMP_MELD_TIMEOUT_MS',
      path: 'onramp.meld.timeoutMs',
      type: wholeNumber(1),
      doc: 'Time limit of one call to the Meld API.',
    }),
    setting({
      env: 'PORTICO_ONRAMP_COINBASE_URL',
      path: 'onramp.coinbase.baseUrl',
      type: httpUrl,
      doc: 'Base URL of the Coinbase Developer Platform API (its /onramp/v1/… paths).',
    }),
    setting({
      env: 'PORTICO_ONRAMP_COINBASE_KEY_NAME',
      path: 'onramp.coinbase.keyName',
      type: text,
      doc: "The CDP secret API key's name (id); required when coinbase is offered.",
    }),
    setting({
      env: 'PORTICO_ONRAMP_COINBASE_PRIVATE_KEY',
      path: 'onramp.coinbase.privateKey',
      type: text,
      secret: true,
      doc: 'The CDP secret API key: an EC P-256 PEM (line breaks written `\\n` in a one-line variable) or an Ed25519 key (PEM or CDP’s base64); required when coinbase is offered.',
    }),
    setting({
      env: 'PORTICO_ONRAMP_COINBASE_TIMEOUT_MS',
      path: 'onramp.coinbase.timeoutMs',
      type: wholeNumber(1),
      doc: 'Time limit of one call to the Coinbase API.',
    }),
  ];
}

/** The on-ramp API's settings: the providers offered, the visitors' country, the devnet ramp's networks and the real clients. */
export function onrampSettings(): Setting[] {
  return [
    setting({
      env: 'PORTICO_ONRAMP_PROVIDERS',
      path: 'onramp.providers',
      type: providerIds,
      doc: 'The on-ramp providers offered (meld, coinbase, devnet-ramp); none: no on-ramp (no project is offered it).',
    }),
    setting({
      env: 'PORTICO_ONRAMP_COUNTRY',
      path: 'onramp.country',
      type: countryCode,
      doc: "The visitors' country (ISO 3166-1 alpha-2): the real providers' options and quotes are for it.",
    }),
    setting({
      env: 'PORTICO_ONRAMP_SUBDIVISION',
      path: 'onramp.subdivision',
      type: text,
      doc: "The visitors' state in the US or Canada (e.g. NY), which the providers' quotes there ask for.",
    }),
    setting({
      env: 'PORTICO_ONRAMP_DEVNET_NETWORKS',
      path: 'onramp.devnetRamp.networks',
      type: jsonObjects,
      doc: "The devnet ramp's networks: name, displayName, chainId, symbol (PUSD or SOL), contractAddress, decimals, from (JSON).",
    }),
    ...clientSettings(),
  ];
}
