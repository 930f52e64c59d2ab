import { isLoopbackHost } from '../settings/loopbackHost.js';
import { createCoinbaseRamp } from './coinbaseRamp.js';
import { createDevnetRamp, devnetRampId } from './devnetRamp.js';
import { createMeldRamp } from './meldRamp.js';
import type { OnrampConfig } from './onrampConfig.js';
import type { OnrampProvider } from './onrampProvider.js';

/**
 * The providers `onramp.providers` names, by id. DECISIONS "Test providers in production": the devnet ramp is refused
 * (throws) when the cloud listens on a host other than loopback. A real provider without its key throws, naming the
 * setting (never a value); an unknown id throws.
 */
export function createOnrampProviders(config: OnrampConfig, host: string): Map<string, OnrampProvider> {
  const providers = new Map<string, OnrampProvider>();
  const region = {
    country: config.country,
    ...(config.subdivision ? { subdivision: config.subdivision } : {}),
  };
  for (const id of config.providers) {
    if (id === devnetRampId) {
      if (!isLoopbackHost(host)) {
        throw new Error(
          `onramp: the ${devnetRampId} provider is for development only; refused on host ${host}`,
        );
      }
      providers.set(id, createDevnetRamp(config.devnetRamp.networks));
    } else if (id === 'meld') {
      providers.set(id, createMeldRamp(config.meld, region));
    } else if (id === 'coinbase') {
      providers.set(id, createCoinbaseRamp(config.coinbase, region));
    } else {
      throw new Error(`onramp: the provider '${id}' is not available in this build`);
    }
  }
  return providers;
}
