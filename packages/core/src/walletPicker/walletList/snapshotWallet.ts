import type { RegistryWallet } from '../../cloud/wire/registryWallet.js';
import type { CaipNetworkId } from '../../domain/caip/caipNetworkId.js';

/**
 * A registry wallet as the registry snapshot ships it (no `cloudUrl`): only the fields the modal uses, and
 * its image inlined so that nothing is fetched.
 */
export interface SnapshotWallet {
  id: string;
  name: string;
  rdns: string | null;
  mobile_link: string | null;
  desktop_link: string | null;
  webapp_link: string | null;
  chains: CaipNetworkId[];
  order: number;
  /** The image Portico Cloud serves at GET /getWalletImage/{id}, as a `data:` URL. */
  image: string;
}

/** The fields of a registry wallet the snapshot keeps, in the generated file's order. */
const snapshotWalletFields = [
  'id',
  'name',
  'rdns',
  'mobile_link',
  'desktop_link',
  'webapp_link',
  'chains',
  'order',
] as const satisfies readonly (keyof RegistryWallet & keyof SnapshotWallet)[];

/** The snapshot entry of a registry wallet whose image is `image` (a `data:` URL). */
export function toSnapshotWallet(wallet: RegistryWallet, image: string): SnapshotWallet {
  if (!image.startsWith('data:'))
    throw new TypeError(`the image of wallet '${wallet.id}' is not a data: URL`);
  const entry = Object.fromEntries(snapshotWalletFields.map((field) => [field, wallet[field]]));
  return { ...(entry as Omit<SnapshotWallet, 'image'>), image };
}

/**
 * The registry wallet of a snapshot entry: its image id is its id (as in the dataset), facts the snapshot
 * leaves out are unknown (null), and it carries no badge.
 */
export function fromSnapshotWallet({ image: _image, ...wallet }: SnapshotWallet): RegistryWallet {
  return {
    ...wallet,
    image_id: wallet.id,
    homepage: null,
    app_store: null,
    play_store: null,
    chrome_store: null,
    firefox_store: null,
    injected: [],
    badge_type: 'none',
  };
}
