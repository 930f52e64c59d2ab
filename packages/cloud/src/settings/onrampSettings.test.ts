import { describe, expect, it } from 'vitest';
import { createOnrampProviders } from '../onramp/index.js';
import { resolveSettings } from './resolveSettings.js';

const resolve = (env: Record<string, string> = {}) => resolveSettings({ args: [], env });

const failure = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return 'resolved';
};

describe('onramp settings', () => {
  it('default to no provider, the US and the real APIs’ URLs', () => {
    expect(resolve().config.onramp).toEqual({
      providers: [],
      country: 'US',
      devnetRamp: { networks: [] },
      meld: { baseUrl: 'https://api.meld.io', widgetUrl: 'https://meldcrypto.com', timeoutMs: 10_000 },
      coinbase: { baseUrl: 'https://api.developer.coinbase.com', timeoutMs: 10_000 },
    });
  });

  it('read the providers, the region and both clients from variables', () => {
    const { onramp } = resolve({
      PORTICO_ONRAMP_PROVIDERS: 'meld coinbase',
      PORTICO_ONRAMP_COUNTRY: 'FR',
      PORTICO_ONRAMP_SUBDIVISION: 'NY',
      PORTICO_ONRAMP_MELD_URL: 'https://api-sb.meld.io',
      PORTICO_ONRAMP_MELD_API_KEY: 'meld-key-Kx95',
      PORTICO_ONRAMP_MELD_PUBLIC_KEY: 'pk_meld',
      PORTICO_ONRAMP_MELD_WIDGET_URL: 'https://sb.meldcrypto.com',
      PORTICO_ONRAMP_MELD_TIMEOUT_MS: '2500',
      PORTICO_ONRAMP_COINBASE_URL: 'http://127.0.0.1:9000',
      PORTICO_ONRAMP_COINBASE_KEY_NAME: 'organizations/o/apiKeys/k',
      PORTICO_ONRAMP_COINBASE_PRIVATE_KEY: 'cdp-key-Kx96',
      PORTICO_ONRAMP_COINBASE_TIMEOUT_MS: '3000',
    }).config;
    expect(onramp).toEqual({
      providers: ['meld', 'coinbase'],
      country: 'FR',
      subdivision: 'NY',
      devnetRamp: { networks: [] },
      meld: {
        baseUrl: 'https://api-sb.meld.io',
        apiKey: 'meld-key-Kx95',
        publicKey: 'pk_meld',
        widgetUrl: 'https://sb.meldcrypto.com',
        timeoutMs: 2500,
      },
      coinbase: {
        baseUrl: 'http://127.0.0.1:9000',
        keyName: 'organizations/o/apiKeys/k',
        privateKey: 'cdp-key-Kx96',
        timeoutMs: 3000,
      },
    });
  });

  it('a wrong country is refused; a provider without its key, or with a key that is none, stops the start naming the setting, never the value', () => {
    expect(failure(() => resolve({ PORTICO_ONRAMP_COUNTRY: 'usa' }))).toContain('PORTICO_ONRAMP_COUNTRY');
    const start = (env: Record<string, string>) => () =>
      createOnrampProviders(
        resolve({ PORTICO_ONRAMP_PROVIDERS: env.providers ?? '', ...env }).config.onramp,
        '0.0.0.0',
      );
    expect(failure(start({ providers: 'meld' }))).toBe(
      'onramp: the meld provider needs PORTICO_ONRAMP_MELD_API_KEY',
    );
    expect(failure(start({ providers: 'coinbase', PORTICO_ONRAMP_COINBASE_KEY_NAME: 'k' }))).toBe(
      'onramp: the coinbase provider needs PORTICO_ONRAMP_COINBASE_KEY_NAME and PORTICO_ONRAMP_COINBASE_PRIVATE_KEY',
    );
    const notAKey = failure(
      start({
        providers: 'coinbase',
        PORTICO_ONRAMP_COINBASE_KEY_NAME: 'k',
        PORTICO_ONRAMP_COINBASE_PRIVATE_KEY: 'secret-Kx97',
      }),
    );
    expect(notAKey).toContain('PORTICO_ONRAMP_COINBASE_PRIVATE_KEY is not');
    expect(notAKey).not.toContain('secret-Kx97');
    expect(failure(start({ providers: 'moonpay' }))).toBe(
      "onramp: the provider 'moonpay' is not available in this build",
    );
  });
});
