import {
  type AllowedOriginsResponse,
  type AnalyticsConfigResponse,
  cloudPaths,
  type ProjectConfigResponse,
  SdkQuery,
} from '@portico/core/wire';
import type { FastifyInstance } from 'fastify';
import type { SmartAccountsConfig } from '../config.js';
import { requestProject } from '../edge/index.js';
import { remoteFeatures } from '../projects/index.js';
import { projectSmartAccounts } from '../smartAccounts/index.js';
import { type IdentityProvider, offeredSocials } from '../wallet/index.js';

const schema = { querystring: SdkQuery };

interface RemoteConfigOptions {
  /** The social logins the deployment configured; a project offers only these. */
  configuredSocials: { has(provider: IdentityProvider): boolean };
  /** The deployment's bundlers and paymasters: a project's smart accounts are offered only where they are. */
  smartAccounts: SmartAccountsConfig;
  /** Whether the convert API has an aggregator: without one no project is offered swaps. */
  swapsConfigured: boolean;
  /** The on-ramp providers the deployment configured: a project that turned on-ramp on is offered these. */
  onrampProviders: readonly string[];
}

/**
 * §7 Wallet-API: the project's remote features, allowed origins and analytics switch. `socials` lists the
 * providers the project turned on that the deployment configured, in the project's order; none → false.
 * `smartAccounts`: the §3 smart-account-enabled networks that have a bundler here, and those where gas is sponsored
 * (`projectSmartAccounts`) — no address, key or cap. `swaps` is the project's list only where the deployment
 * has a swap aggregator, else false.
 */
export async function remoteConfigRoutes(api: FastifyInstance, options: RemoteConfigOptions): Promise<void> {
  api.get(cloudPaths.projectConfig, { schema }, async (request): Promise<ProjectConfigResponse> => {
    const project = requestProject(request);
    const features = remoteFeatures(project.features);
    return {
      features: {
        ...features,
        socials: offeredSocials(features.socials, options.configuredSocials),
        swaps: options.swapsConfigured ? features.swaps : false,
        onramp:
          features.onramp !== false && options.onrampProviders.length > 0
            ? [...options.onrampProviders]
            : false,
      },
      smartAccounts: projectSmartAccounts(project, options.smartAccounts),
    };
  });
  api.get(cloudPaths.allowedOrigins, { schema }, async (request): Promise<AllowedOriginsResponse> => {
    return { allowedOrigins: requestProject(request).allowedOrigins };
  });
  api.get(cloudPaths.analyticsConfig, { schema }, async (request): Promise<AnalyticsConfigResponse> => {
    return { isAnalyticsEnabled: requestProject(request).features.analytics };
  });
}
