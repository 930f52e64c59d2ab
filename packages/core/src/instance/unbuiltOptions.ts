import type { Logger } from '../shared/logger/logger.js';
import { unbuiltFeaturesRequested } from './offeredFeatures.js';
import type { PorticoOptions } from './porticoOptions.js';

/**
 * Options that ask for a flow Portico has not built yet are ignored, each with one warning: sign-in (`siwx`) and the
 * unbuilt features (`offeredFeatures`). Nothing routes to a view that does not exist, and nothing holds the modal
 * open for a signature it cannot ask for.
 */
export function warnUnbuiltOptions(options: Pick<PorticoOptions, 'siwx' | 'features'>, logger: Logger): void {
  if (options.siwx !== undefined && options.siwx !== null)
    logger.warn('Sign-in (the `siwx` option) is not built yet; the option is ignored');
  for (const feature of unbuiltFeaturesRequested(options.features))
    logger.warn(`The \`${feature}\` feature is not built yet; it stays off`);
}
