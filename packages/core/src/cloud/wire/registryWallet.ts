import type { CaipNetworkId } from '../../domain/caip/caipNetworkId.js';
import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';

/** How a browser extension or in-app browser marks its injected provider (explorer `injected`). */
export interface InjectedId {
  namespace: ChainNamespace;
  injected_id: string;
}

export const badgeTypes = ['none', 'certified'] as const;
export type BadgeType = (typeof badgeTypes)[number];

/**
 * One registry wallet of GET /getWallets: the §3 wallet listing fields plus homepage, injected ids, app store
 * links, badge and list order. Unknown facts are null.
 */
export interface RegistryWallet {
  id: string;
  name: string;
  /** Served by GET /getWalletImage/{image_id}. */
  image_id: string;
  homepage: string | null;
  /** EIP-6963 reverse-DNS name of the injected provider: how an injected wallet is matched to its entry. */
  rdns: string | null;
  mobile_link: string | null;
  desktop_link: string | null;
  webapp_link: string | null;
  app_store: string | null;
  play_store: string | null;
  chrome_store: string | null;
  firefox_store: string | null;
  chains: CaipNetworkId[];
  injected: InjectedId[];
  badge_type: BadgeType;
  /** Ascending list position. */
  order: number;
}
