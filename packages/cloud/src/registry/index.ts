import type { FastifyInstance } from 'fastify';
import type { CloudPluginOptions } from '../cloudPlugin.js';

// Placeholder so app.ts compiles: the wallet-registry engineer owns src/registry/ and replaces this with
// the real plugin (GET /getWallets, /getWalletImage/:id, /public/get*Image/:id). It is registered inside
// the API scope, so the edge rules (projectId/origin/rate limits) and the 4xx error handler already apply;
// build querystring schemas with `querySchema()` from '../edge/index.js'.
export async function registryRoutes(_api: FastifyInstance, _options: CloudPluginOptions): Promise<void> {}
