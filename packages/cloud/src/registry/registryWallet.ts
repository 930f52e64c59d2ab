import type { CaipNetworkId, ChainNamespace } from '@portico/core';

/** How a browser extension or in-app browser marks its injected provider (explorer `injected`). */
export interface InjectedId {
  namespace: ChainNamespace;
  injected_id: string;
}

export const badgeTypes = ['none', 'certified'] as const;
export type BadgeType = (typeof badgeTypes)[number];

/**
 * One registry wallet: the §3 wallet listing fields (id, name, image_id, mobile_link, desktop_link,
 * webapp_link, rdns, chains) plus homepage, injected ids, app store links, badge and list order.
 * Links are deep-link schemes or universal links; unknown facts are null.
 */
export interface RegistryWallet {
  id: string;
  name: string;
  /** Served by GET /getWalletImage/{image_id}. */
  image_id: string;
  homepage: string | null;
  /** EIP-6963 reverse-DNS name of the injected provider, unique in the registry. */
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
  /** Ascending list position; ties break by name. */
  order: number;
}

/** GET /getWallets response. */
export interface WalletPage {
  data: RegistryWallet[];
  /** Wallets matching the filters over all pages. */
  count: number;
}
