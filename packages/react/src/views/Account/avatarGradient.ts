/**
 * A stable gradient for an address without a profile image: three hues taken from the address's
 * characters, so the same address always looks the same and neighbours rarely do.
 */
export function avatarGradient(address: string): string {
  let hash = 0;
  for (const character of address.toLowerCase()) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  const hues = [hash % 360, (hash >>> 9) % 360, (hash >>> 18) % 360];
  const [first, second, third] = hues.map((hue) => `hsl(${hue} 75% 60%)`);
  return `radial-gradient(circle at 30% 30%, ${first}, ${second} 55%, ${third})`;
}
