import type { PorticoOptions } from '../../instance/porticoOptions.js';
import { checkProjectId } from '../../instance/projectId.js';
import type { Runtime } from '../../instance/runtime.js';
import { cloudOnlyFeaturesRequested } from './localFeatures.js';

/** The connector id (and source id) `@portico/walletconnect` registers under. */
const walletConnectSourceId = 'walletConnect';

/**
 * In development, without Portico Cloud, one console notice says what is missing and what the cloud would add.
 * Production pages never load the notice's text (a chunk of its own).
 */
export function noteMissingBackendInDevelopment(rt: Runtime, portico: PorticoOptions): void {
  const { options } = rt;
  if (!options.development) return;
  const missing = {
    cloudUrlWithoutProjectId: !!options.cloudUrl && !checkProjectId(options.projectId).ok,
    cloudOnlyFeatures: cloudOnlyFeaturesRequested({ ...options.features, ...portico.features }),
    walletConnectMissing: !rt.sources.has(walletConnectSourceId),
  };
  import('./developmentNotice.js').then(
    (m) => m.noteMissingBackend(options.logger, missing),
    (error: unknown) => options.logger.error('The development notice failed to load', error),
  );
}
