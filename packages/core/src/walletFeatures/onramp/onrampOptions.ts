import type { OnrampClient } from '../../cloud/client/onrampClient.js';
import type { ProjectClient } from '../../cloud/client/projectClient.js';
import type { OnrampOptionsResponse } from '../../cloud/wire/onramp.js';
import type { Runtime } from '../../instance/runtime.js';
import { cloudMessage } from '../swap/swapContext.js';
import { onrampContext, updateOnramp } from './onrampContext.js';
import { onrampProviders, sampleOnrampOptions } from './onrampRules.js';

/**
 * The project's providers (§5: its remote `onramp` list, none unless an array of strings) and each one's options;
 * §8 a provider whose options cannot be had gets the built-in sample options (and mock quotes).
 */
export async function loadOnrampProviders(
  rt: Runtime,
  client: OnrampClient & ProjectClient,
): Promise<Record<string, OnrampOptionsResponse> | undefined> {
  updateOnramp(rt, { optionsLoading: true, error: undefined });
  try {
    const { network } = onrampContext(rt);
    const { features } = await client.getProjectConfig();
    const providers = onrampProviders(features.onramp);
    const sampleProviders: string[] = [];
    const options = Object.fromEntries(
      await Promise.all(
        providers.map(async (provider) => {
          try {
            return [provider, await client.getOnrampOptions(provider)] as const;
          } catch (error) {
            rt.options.logger.warn(
              `The on-ramp options of ${provider} could not be had; samples shown`,
              error,
            );
            sampleProviders.push(provider);
            return [provider, sampleOnrampOptions(network)] as const;
          }
        }),
      ),
    );
    updateOnramp(rt, { optionsLoading: false, providers, sampleProviders, options });
    return options;
  } catch (error) {
    rt.options.logger.warn('The on-ramp providers could not be had', error);
    updateOnramp(rt, { optionsLoading: false, providers: [], error: cloudMessage(error) });
    return undefined;
  }
}
