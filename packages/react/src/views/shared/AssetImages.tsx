import { type Network, selectNetworkImageUrl, selectTokenImageUrl } from '@portico/core';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { WalletImage } from './WalletImage.js';

/** A network's icon as core picks it (§3 assets, else Portico Cloud's image); its initial when there is none. */
export function NetworkImage({
  network,
  size = 24,
}: {
  network: Pick<Network, 'name' | 'caipNetworkId' | 'assets'>;
  size?: number;
}) {
  const src = usePorticoState((state) => selectNetworkImageUrl(state, network));
  return <WalletImage name={network.name} src={src} size={size} />;
}

/** A token's icon as core picks it (its iconUrl, else Portico Cloud's image of its symbol); its initial otherwise. */
export function TokenImage({
  token,
  size = 32,
}: {
  token: { name: string; symbol: string; iconUrl?: string | undefined };
  size?: number;
}) {
  const src = usePorticoState((state) => selectTokenImageUrl(state, token));
  return <WalletImage name={token.name || token.symbol} src={src} size={size} />;
}
