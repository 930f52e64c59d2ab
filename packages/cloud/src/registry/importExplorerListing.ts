import { readFile } from 'node:fs/promises';
import type { RegistryWallet } from '@portico/core';
import type { Db } from '../db/index.js';
import { fromExplorerListing } from './explorerListing.js';
import { fetchListingImage, saveWalletImage, storedImageSources } from './walletImages.js';
import { loadWallets, saveWallets } from './walletStore.js';

export interface ImportResult {
  /** Ids of the wallets inserted or updated. */
  imported: string[];
  /** Ids of listings without a chain Portico supports. */
  skipped: string[];
  /** Image ids whose image was fetched and stored by this import. */
  images: string[];
  /** Image ids whose image could not be fetched or is no image Portico serves: they show their monogram. */
  imagesFailed: string[];
}

export interface ImportOptions {
  /** How listing images are fetched; the global fetch by default. */
  fetch?: typeof fetch;
}

/**
 * Upserts the wallets of a WalletConnect explorer listing file (parsed JSON). A listing without an order
 * keeps the order of the wallet it updates (same id, rdns or name), else goes after every stored wallet.
 */
export async function importExplorerListing(
  db: Db,
  json: unknown,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const { wallets, images, skipped } = fromExplorerListing(json);
  const stored = await loadWallets(db);
  const storedOrder = new Map<string, number>();
  const keys = (wallet: { id: string; name: string; rdns: string | null }) =>
    [`id ${wallet.id}`, `rdns ${wallet.rdns}`, `name ${wallet.name.toLowerCase()}`].filter(
      (key) => key !== 'rdns null',
    );
  for (const wallet of stored) for (const key of keys(wallet)) storedOrder.set(key, wallet.order);
  let next = Math.max(0, ...stored.map((wallet) => wallet.order)) + 1;
  const registry: RegistryWallet[] = wallets.map((wallet) => ({
    ...wallet,
    order:
      wallet.order ??
      keys(wallet)
        .map((key) => storedOrder.get(key))
        .find((order) => order !== undefined) ??
      next++,
  }));
  await saveWallets(db, registry);
  const storedImages = await storedImageSources(db);
  const fetched: string[] = [];
  const failed: string[] = [];
  // Each image is fetched once: a later import of the same listing keeps it unless its URL changed.
  const pending = images.filter(({ imageId, url }) => storedImages.get(imageId) !== url);
  await Promise.all(
    pending.map(async ({ imageId, url }) => {
      const image = await fetchListingImage(url, options.fetch);
      if (!image) return failed.push(imageId);
      await saveWalletImage(db, imageId, url, image);
      return fetched.push(imageId);
    }),
  );
  return {
    imported: registry.map((wallet) => wallet.id),
    skipped,
    images: fetched.sort(),
    imagesFailed: failed.sort(),
  };
}

/** `portico-cloud registry import <file>`: reads the file, then imports it. */
export async function importExplorerListingFile(
  db: Db,
  path: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const text = await readFile(path, 'utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new TypeError(`${path} is not JSON: ${(error as Error).message}`);
  }
  return importExplorerListing(db, json, options);
}
