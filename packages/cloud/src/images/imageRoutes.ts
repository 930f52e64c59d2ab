import { ImageParams, ImageQuery } from '@portico/core/wire';
import type { FastifyInstance } from 'fastify';
import { sendCloudError } from '../edge/index.js';
import { type ImageKind, imageLabel } from './imageCatalogue.js';
import { monogramSvg } from './monogram.js';
import { sendSvg } from './svgReply.js';

const imageRoutesByKind: [ImageKind, string, string][] = [
  ['asset', '/public/getAssetImage/:id', 'network'],
  ['currency', '/public/getCurrencyImage/:id', 'currency'],
  ['token', '/public/getTokenImage/:id', 'token'],
];

/** §7 image fetches for networks (CAIP-2 ids), fiat currencies (ISO codes) and tokens (symbols). */
export async function imageRoutes(api: FastifyInstance): Promise<void> {
  const schema = { querystring: ImageQuery, params: ImageParams };
  for (const [kind, path, noun] of imageRoutesByKind) {
    api.get<{ Params: ImageParams }>(path, { schema }, async (request, reply) => {
      const { id } = request.params;
      const known = imageLabel(kind, id);
      if (!known) return sendCloudError(reply, 404, 'NOT_FOUND', `No ${noun} image with id '${id}'`);
      return sendSvg(request, reply, monogramSvg(known.label, known.seed));
    });
  }
}
