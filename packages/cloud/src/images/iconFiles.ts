import { readdirSync, readFileSync } from 'node:fs';

/** `packages/cloud/data/icons`, from `src/images` and `dist/images` alike (written by `npm run icons:import`). */
const iconsUrl = new URL('../../data/icons/', import.meta.url);

export type IconKind = 'wallets' | 'networks' | 'tokens';

/** A logo file's name for an id: CAIP-2 ids keep their namespace with `_` for `:`. */
const iconFileName = (id: string): string => `${id.replace(':', '_')}.svg`;

function readKind(kind: IconKind): Map<string, string> {
  const dir = new URL(`${kind}/`, iconsUrl);
  const files = readdirSync(dir).filter((name) => name.endsWith('.svg'));
  return new Map(files.map((name) => [name, readFileSync(new URL(name, dir), 'utf8')]));
}

let icons: Record<IconKind, Map<string, string>> | undefined;

/**
 * The logo of a wallet (dataset id), network (CAIP-2 id) or token (symbol, upper case) from the repository's
 * icon sets, or undefined. The files are read once, on first use; they were sanitised when imported.
 */
export function iconSvg(kind: IconKind, id: string): string | undefined {
  icons ??= { wallets: readKind('wallets'), networks: readKind('networks'), tokens: readKind('tokens') };
  // Ids that are no file name (a path, a dot file) find nothing.
  if (!/^[\w.:-]+$/.test(id) || id.startsWith('.')) return undefined;
  return icons[kind].get(iconFileName(id));
}
