import type { Logger } from '../../shared/logger/logger.js';
import { isSafeWalletLink } from './walletLinkSafety.js';

/** A registry wallet's app links (§3 wallet listing): native schemes or universal https links. */
export interface WalletAppLinks {
  mobile_link?: string | null;
  desktop_link?: string | null;
  webapp_link?: string | null;
}

export type WalletLinkKind = 'mobile' | 'desktop' | 'web';

export interface WalletLink {
  kind: WalletLinkKind;
  href: string;
}

/**
 * A wallet link that hands over the pairing URI: a universal link (`https://…`) or a web app gets `/wc?uri=…`
 * under it; a native scheme (`metamask:`, `rainbow://`) gets `//wc?uri=…` after the scheme.
 */
export function pairingLink(base: string, uri: string): string {
  const encoded = encodeURIComponent(uri);
  if (/^https?:\/\//i.test(base)) return `${base.replace(/\/+$/, '')}/wc?uri=${encoded}`;
  const native = base.includes('://') ? base : `${base.replace(/:+$/, '')}://`;
  return native.endsWith('://')
    ? `${native}wc?uri=${encoded}`
    : `${native.replace(/\/+$/, '')}/wc?uri=${encoded}`;
}

/**
 * The links a visitor can follow to pair with `uri`: mobile first on a phone, desktop and web otherwise. A link
 * that would not open an http(s) page (web) or a wallet app (mobile, desktop) — `javascript:`, `data:` and the
 * like, `isSafeWalletLink` — is left out and logged (without the pairing URI, which holds the pairing key).
 */
export function walletLinks(
  wallet: WalletAppLinks,
  uri: string,
  isMobile: boolean,
  logger?: Pick<Logger, 'warn'>,
): WalletLink[] {
  const candidates: [WalletLinkKind, string | null | undefined][] = isMobile
    ? [
        ['mobile', wallet.mobile_link],
        ['web', wallet.webapp_link],
      ]
    : [
        ['desktop', wallet.desktop_link],
        ['web', wallet.webapp_link],
        ['mobile', wallet.mobile_link],
      ];
  return candidates.flatMap(([kind, base]) => {
    if (!base) return [];
    const href = pairingLink(base, uri);
    if (isSafeWalletLink(href, kind === 'web' ? 'web' : 'app')) return [{ kind, href }];
    logger?.warn(`Wallet link refused: the ${kind} link is not an allowed link`, base);
    return [];
  });
}
