import {
  createWalletIndex,
  ImageParams,
  ImageQuery,
  registryPaths,
  WalletsQueryString,
} from '@portico/core/wire';
import type { FastifyInstance } from 'fastify';
import type { CloudPluginOptions } from '../cloudPlugin.js';
import { sendCloudError } from '../edge/index.js';
import { iconSvg } from '../images/iconFiles.js';
import { imageRoutes } from '../images/imageRoutes.js';
import { initials, monogramSvg } from '../images/monogram.js';
import { sendImage } from '../images/svgReply.js';
import { onRegistryChange } from './registryChanges.js';
import { loadWalletImage } from './walletImages.js';
import { parseWalletQuery } from './walletQuery.js';
import { loadWallets, registryVersion, seedRegistry } from './walletStore.js';

/** How often a server looks for registry changes made by another process (a CLI import, another node). */
const registryRefreshMs = 5_000;

/**
 * §7 Wallet-API registry: GET /getWallets, GET /getWalletImage/:id and the /public image routes (docs/images.md). Seeds an
 * empty registry from the dataset, then answers from an in-memory index that follows every change.
 */
export async function registryRoutes(api: FastifyInstance, { db }: CloudPluginOptions): Promise<void> {
  await seedRegistry(db);
  let index = createWalletIndex(await loadWallets(db));
  let version = await registryVersion(db);
  async function reload(): Promise<void> {
    const [wallets, current] = await Promise.all([loadWallets(db), registryVersion(db)]);
    index = createWalletIndex(wallets);
    version = current;
  }
  const unsubscribe = onRegistryChange(db, reload);
  const timer = setInterval(() => {
    registryVersion(db)
      .then((current) => (current === version ? undefined : reload()))
      .catch((error: unknown) => api.log.warn({ err: error }, 'registry refresh failed'));
  }, registryRefreshMs);
  timer.unref();
  api.addHook('onClose', async () => {
    clearInterval(timer);
    unsubscribe();
  });

  api.get<{ Querystring: WalletsQueryString }>(
    registryPaths.wallets,
    { schema: { querystring: WalletsQueryString } },
    async (request, reply) => {
      const parsed = parseWalletQuery(request.query);
      if ('error' in parsed) return sendCloudError(reply, 400, 'BAD_REQUEST', parsed.error);
      return index.list(parsed.query);
    },
  );

  api.get<{ Params: ImageParams }>(
    '/getWalletImage/:id',
    { schema: { querystring: ImageQuery, params: ImageParams } },
    async (request, reply) => {
      const { id } = request.params;
      const wallet = index.byImageId(id);
      if (!wallet) return sendCloudError(reply, 404, 'NOT_FOUND', `No wallet image with id '${id}'`);
      // The image its explorer listing named (fetched once at import), the repository's logo, its monogram.
      const stored = await loadWalletImage(db, id);
      if (stored) return sendImage(request, reply, stored.body, stored.contentType);
      const svg = iconSvg('wallets', wallet.id) ?? monogramSvg(initials(wallet.name), wallet.id);
      return sendImage(request, reply, svg);
    },
  );

  await imageRoutes(api);
}
