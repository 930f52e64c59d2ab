import { ImageParams, ImageQuery } from '@portico/core/wire';
import type { FastifyInstance } from 'fastify';
import { sendCloudError } from '../edge/index.js';
import { type IconKind, iconSvg } from './iconFiles.js';
import { type ImageKind, imageLabel } from './imageCatalogue.js';
import { monogramSvg } from './monogram.js';
import { sendSvg } from './svgReply.js';

/** The icon set of a kind, and how an id names its file there. */
const iconsOf: Record<ImageKind, [IconKind, (id: string) => string] | undefined> = {
  asset: ['networks', (id) => id],
  currency: undefined,
  token: ['tokens', (id) => id.toUpperCase()],
};

/** The logo of a known id from the repository's icon sets, else its monogram; undefined when unknown. */
function catalogueImage(kind: ImageKind, id: string): string | undefined {
  const icons = iconsOf[kind];
  const logo = icons && iconSvg(icons[0], icons[1](id));
  if (logo !== undefined) return logo;
  const known = imageLabel(kind, id);
  return known && monogramSvg(known.label, known.seed);
}

const imageRoutesByKind: [ImageKind, string, string][] = [
  ['asset', '/public/getAssetImage/:id', 'network'],
  ['currency', '/public/getCurrencyImage/:id', 'currency'],
  ['token', '/public/getTokenImage/:id', 'token'],
];

/**
 * §7 image fetches for networks (CAIP-2 ids), fiat currencies (ISO codes) and tokens (symbols): the logo of
 * packages/cloud/data/icons where there is one, the monogram of a known id otherwise, 404 for an unknown id.
 */
export async function imageRoutes(api: FastifyInstance): Promise<void> {
  const schema = { querystring: ImageQuery, params: ImageParams };
  for (const [kind, path, noun] of imageRoutesByKind) {
    api.get<{ Params: ImageParams }>(path, { schema }, async (request, reply) => {
      const { id } = request.params;
      const svg = catalogueImage(kind, id);
      if (svg === undefined)
        return sendCloudError(reply, 404, 'NOT_FOUND', `No ${noun} image with id '${id}'`);
      return sendSvg(request, reply, svg);
    });
  }
}
