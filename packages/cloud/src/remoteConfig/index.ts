import {
  type AllowedOriginsResponse,
  type AnalyticsConfigResponse,
  cloudPaths,
  type ProjectConfigResponse,
  SdkQuery,
} from '@portico/core/wire';
import type { FastifyInstance } from 'fastify';
import { requestProject } from '../edge/index.js';
import { remoteFeatures } from '../projects/index.js';

const schema = { querystring: SdkQuery };

/** §7 Wallet-API: the project's remote features, allowed origins and analytics switch. */
export async function remoteConfigRoutes(api: FastifyInstance): Promise<void> {
  api.get(cloudPaths.projectConfig, { schema }, async (request): Promise<ProjectConfigResponse> => {
    return { features: remoteFeatures(requestProject(request).features) };
  });
  api.get(cloudPaths.allowedOrigins, { schema }, async (request): Promise<AllowedOriginsResponse> => {
    return { allowedOrigins: requestProject(request).allowedOrigins };
  });
  api.get(cloudPaths.analyticsConfig, { schema }, async (request): Promise<AnalyticsConfigResponse> => {
    return { isAnalyticsEnabled: requestProject(request).features.analytics };
  });
}
