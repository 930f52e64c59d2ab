import { readFile } from 'node:fs/promises';
import type { RegistryWallet } from '@portico/core';

/** `packages/cloud/data/wallets.json`, from `src/registry` and `dist/registry` alike. */
const datasetUrl = new URL('../../data/wallets.json', import.meta.url);

/** A wallet as written in the dataset: its image id is its id and it carries no badge. */
type DatasetWallet = Omit<RegistryWallet, 'image_id' | 'badge_type'>;

function fromDatasetWallet(wallet: DatasetWallet): RegistryWallet {
  return { ...wallet, image_id: wallet.id, badge_type: 'none' };
}

/** The registry dataset shipped in the repository (real wallets, facts only, no logos). */
export async function readDatasetWallets(url: URL = datasetUrl): Promise<RegistryWallet[]> {
  const wallets = JSON.parse(await readFile(url, 'utf8')) as DatasetWallet[];
  return wallets.map(fromDatasetWallet);
}
