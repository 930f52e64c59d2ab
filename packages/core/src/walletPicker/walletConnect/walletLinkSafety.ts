import type { RegistryWallet } from '../../cloud/wire/registryWallet.js';
import type { Logger } from '../../shared/logger/logger.js';

/**
 * How a wallet link may be opened: `web` (homepage, web app, app stores) only as an http(s) page; `app` (the
 * wallet's deep link) also through the wallet app's own scheme (`metamask://`, `okex://main`).
 */
export type WalletLinkUse = 'web' | 'app';

/**
 * Schemes a link from the registry never gets: they run script in the page (`javascript:`, `vbscript:`), show
 * content the page's visitor takes for the wallet's (`data:`, `blob:`, `about:`, `view-source:`) or read local
 * files (`file:`, `filesystem:`).
 */
const refusedSchemes = new Set([
  'javascript:',
  'vbscript:',
  'data:',
  'blob:',
  'about:',
  'view-source:',
  'file:',
  'filesystem:',
]);
const schemePattern = /^[a-z][a-z0-9+.-]*:$/;

/**
 * Whether a browser following `link` opens an http(s) page or, for `app`, a wallet app. The scheme is read as
 * browsers read it (the URL standard: leading and trailing spaces and control characters dropped, tabs and
 * newlines removed anywhere, case ignored), so ` JaVa\tScript:` counts as `javascript:`. Unparsable links are
 * refused.
 */
export function isSafeWalletLink(link: string, use: WalletLinkUse): boolean {
  let protocol: string;
  try {
    protocol = new URL(link).protocol;
  } catch {
    return false;
  }
  if (protocol === 'https:' || protocol === 'http:') return true;
  return use === 'app' && schemePattern.test(protocol) && !refusedSchemes.has(protocol);
}

const linkFields = {
  homepage: 'web',
  mobile_link: 'app',
  desktop_link: 'app',
  webapp_link: 'web',
  app_store: 'web',
  play_store: 'web',
  chrome_store: 'web',
  firefox_store: 'web',
} as const satisfies Partial<Record<keyof RegistryWallet, WalletLinkUse>>;

/**
 * The registry wallet with every link it may not open set to null (the modal then offers no such button);
 * each one dropped is logged as a warning.
 */
export function withSafeWalletLinks<W extends RegistryWallet>(wallet: W, logger: Pick<Logger, 'warn'>): W {
  let safe = wallet;
  for (const [field, use] of Object.entries(linkFields) as [keyof typeof linkFields, WalletLinkUse][]) {
    const link = wallet[field];
    if (link === null || link === undefined || isSafeWalletLink(link, use)) continue;
    logger.warn(`Wallet link refused: ${wallet.id} ${field} is not an allowed link`, link);
    safe = { ...safe, [field]: null };
  }
  return safe;
}
