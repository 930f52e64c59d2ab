import { createHash } from 'node:crypto';

/** Up to two letters or digits: the first of the first two words, or a word's first and next capital. */
export function initials(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  const [first = '?', second] = words;
  const letters = [...first];
  const pair =
    second !== undefined
      ? [letters[0], [...second][0]]
      : [letters[0], letters.slice(1).find((ch) => /\p{Lu}/u.test(ch))];
  return pair.join('').toLocaleUpperCase('en');
}

/** A hue in [0, 360) that stays the same for a seed across restarts and machines. */
export function hueOf(seed: string): number {
  return createHash('sha256').update(seed).digest().readUInt16BE(0) % 360;
}

/**
 * A square SVG with `label` in white on a colour derived from `seed`. `label` must be letters or digits
 * (it is not escaped).
 */
export function monogramSvg(label: string, seed: string): string {
  const size = label.length > 2 ? 30 : 40;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    `<rect width="96" height="96" rx="20" fill="hsl(${hueOf(seed)} 55% 42%)"/>` +
    `<text x="48" y="50" fill="#fff" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="${size}" font-weight="600" text-anchor="middle" dominant-baseline="central">${label}</text>` +
    '</svg>'
  );
}
