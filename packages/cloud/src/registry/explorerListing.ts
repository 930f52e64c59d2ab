import type { RegistryWallet } from '@portico/core';
import { type CaipNetworkId, isCaipNetworkId, isChainNamespace } from '@portico/core';
import type { InjectedId } from '@portico/core/wire';

/** A listing converted for the registry; `order` is absent when the file gave none. */
type ExplorerWallet = Omit<RegistryWallet, 'order'> & { order?: number };

/** A listing's image: fetched once by the import, then served at GET /getWalletImage/{imageId}. */
interface ExplorerImage {
  imageId: string;
  url: string;
}

export interface ExplorerConversion {
  wallets: ExplorerWallet[];
  /** The images of the listings that name one (`image_url`: a URL, or sizes sm/md/lg of which the largest). */
  images: ExplorerImage[];
  /** Ids of listings without a chain in the five namespaces Portico supports. */
  skipped: string[];
}

const unsafeSchemes = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:']);
const idPattern = /^[-_.a-zA-Z0-9]{1,128}$/;

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** A URL the modal may open: web links for homepages and stores, any app scheme for deep links. */
function link(value: unknown, webOnly: boolean): string | null {
  if (typeof value !== 'string' || value.length > 2_048 || !URL.canParse(value)) return null;
  const { protocol } = new URL(value);
  if (webOnly) return protocol === 'https:' || protocol === 'http:' ? value : null;
  return unsafeSchemes.has(protocol) ? null : value;
}

function injectedIds(value: unknown): InjectedId[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const { namespace, injected_id } = record(item);
    return isChainNamespace(namespace) && typeof injected_id === 'string' && injected_id !== ''
      ? [{ namespace, injected_id }]
      : [];
  });
}

/** The http(s) URL of a listing's image: `image_url` as a string, or its largest size. */
function imageUrl(value: unknown): string | null {
  if (typeof value === 'string') return link(value, true);
  const sizes = record(value);
  return link(sizes.lg, true) ?? link(sizes.md, true) ?? link(sizes.sm, true);
}

function convert(key: string, value: unknown): ExplorerWallet {
  const entry = record(value);
  const { id, name } = entry;
  if (typeof id !== 'string' || !idPattern.test(id)) {
    throw new TypeError(`listing '${key}': id must be 1–128 letters, digits, '-', '_' or '.'`);
  }
  if (typeof name !== 'string' || name.trim() === '' || name.length > 100) {
    throw new TypeError(`listing '${key}': name must be a non-empty string of at most 100 characters`);
  }
  const app = record(entry.app);
  const mobile = record(entry.mobile);
  const desktop = record(entry.desktop);
  const chains = Array.isArray(entry.chains) ? entry.chains.filter(isCaipNetworkId) : [];
  const imageId = typeof entry.image_id === 'string' && idPattern.test(entry.image_id) ? entry.image_id : id;
  const wallet: ExplorerWallet = {
    id,
    name: name.trim(),
    image_id: imageId,
    homepage: link(entry.homepage, true),
    rdns: typeof entry.rdns === 'string' && entry.rdns !== '' ? entry.rdns : null,
    mobile_link: link(mobile.native, false) ?? link(mobile.universal, true),
    desktop_link: link(desktop.native, false) ?? link(desktop.universal, true),
    webapp_link: link(app.browser, true),
    app_store: link(app.ios, true),
    play_store: link(app.android, true),
    chrome_store: link(app.chrome, true),
    firefox_store: link(app.firefox, true),
    chains: [...new Set<CaipNetworkId>(chains)],
    injected: injectedIds(entry.injected),
    badge_type: entry.badge_type === 'certified' ? 'certified' : 'none',
  };
  if (Number.isInteger(entry.order)) wallet.order = entry.order as number;
  return wallet;
}

/**
 * Reads a WalletConnect explorer listing file (`{ listings: { [id]: listing }, count }`). Throws a
 * TypeError naming the first malformed listing; unsafe or unparsable links become null; chains outside
 * the five namespaces are dropped and listings left without any chain are skipped.
 */
export function fromExplorerListing(json: unknown): ExplorerConversion {
  const listings = record(json).listings;
  if (typeof listings !== 'object' || listings === null || Array.isArray(listings)) {
    throw new TypeError("an explorer listing file is an object with a 'listings' object");
  }
  const wallets: ExplorerWallet[] = [];
  const images: ExplorerImage[] = [];
  const skipped: string[] = [];
  const seen = new Map<string, string>();
  for (const [key, value] of Object.entries(listings)) {
    const wallet = convert(key, value);
    if (wallet.chains.length === 0) {
      skipped.push(wallet.id);
      continue;
    }
    for (const unique of [`id ${wallet.id}`, `rdns ${wallet.rdns}`, `image_id ${wallet.image_id}`]) {
      if (unique === 'rdns null') continue;
      const other = seen.get(unique);
      if (other !== undefined) throw new TypeError(`listings '${other}' and '${key}' share the ${unique}`);
      seen.set(unique, key);
    }
    wallets.push(wallet);
    const url = imageUrl(record(value).image_url);
    if (url !== null) images.push({ imageId: wallet.image_id, url });
  }
  return { wallets, images, skipped };
}
