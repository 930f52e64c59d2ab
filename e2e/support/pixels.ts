import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export interface PixelComparison {
  /** Width × height of each image. */
  sizes: [string, string];
  /** Pixels that differ beyond pixelmatch's default colour threshold (0.1), anti-aliasing excluded. */
  differing: number;
}

/** Compares two PNG screenshots pixel by pixel; images of different sizes differ everywhere. */
export function comparePngs(first: Buffer, second: Buffer): PixelComparison {
  const a = PNG.sync.read(first);
  const b = PNG.sync.read(second);
  const sizes: [string, string] = [`${a.width}×${a.height}`, `${b.width}×${b.height}`];
  if (sizes[0] !== sizes[1]) return { sizes, differing: Math.max(a.width * a.height, b.width * b.height) };
  return { sizes, differing: pixelmatch(a.data, b.data, undefined, a.width, a.height) };
}

/** Writes screenshots that should have matched to a temporary folder and says where, for the failure's reader. */
export function keepForDiagnosis(pngs: Record<string, Buffer>): void {
  const folder = mkdtempSync(join(tmpdir(), 'portico-pixels-'));
  for (const [name, png] of Object.entries(pngs)) writeFileSync(join(folder, `${name}.png`), png);
  console.error(`screenshots that differ: ${folder}`);
}
