import type { Network } from '../../domain/networks/network.js';
import type { PorticoState } from '../../instance/porticoState.js';
import { httpUrl } from '../../shared/http/httpUrl.js';

/** §7 image routes of Portico Cloud for networks and tokens (wallets: GET /getWalletImage/{id}). */
const imagePaths = {
  asset: (imageId: string) => `/public/getAssetImage/${encodeURIComponent(imageId)}`,
  token: (symbol: string) => `/public/getTokenImage/${encodeURIComponent(symbol)}`,
} as const;

function cloudImage(state: PorticoState, path: string): string | undefined {
  const images = state.backend.images;
  return images && httpUrl(images.baseUrl, path, images.params);
}

/**
 * A network's icon (§3 assets): the dApp's `assets.imageUrl`; else Portico Cloud's image of `assets.imageId`,
 * else of its CAIP-2 id (a logo where the cloud has one, its monogram otherwise); without a cloud, none (the
 * modal shows the network's initial).
 */
export function selectNetworkImageUrl(
  state: PorticoState,
  network: Pick<Network, 'caipNetworkId' | 'assets'>,
): string | undefined {
  const { imageUrl, imageId } = network.assets ?? {};
  if (imageUrl) return imageUrl;
  return cloudImage(state, imagePaths.asset(imageId || network.caipNetworkId));
}

/** A token's icon: the one its balance or the dApp's token list names, else Portico Cloud's image of its symbol. */
export function selectTokenImageUrl(
  state: PorticoState,
  token: { symbol: string; iconUrl?: string | undefined },
): string | undefined {
  if (token.iconUrl) return token.iconUrl;
  return token.symbol ? cloudImage(state, imagePaths.token(token.symbol)) : undefined;
}
