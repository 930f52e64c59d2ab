import type { Logger } from '../shared/logger/logger.js';
import { unbuiltFeaturesRequested } from './offeredFeatures.js';
import type { PorticoOptions } from './porticoOptions.js';

/**
 * Options that ask for a flow Portico has not built yet are ignored, each with one warning: the unbuilt features
 * (`offeredFeatures`). Nothing routes to a view that does not exist.
 */
export function warnUnbuiltOptions(options: Pick<PorticoOptions, 'features'>, logger: Logger): void {
  for (const feature of unbuiltFeaturesRequested(options.features))
    logger.warn(`The \`${feature}\` feature is not built yet; it stays off`);
}
