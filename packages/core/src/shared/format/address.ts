const leading = 4;
const trailing = 6;

/**
 * §5 and DECISIONS "Address truncation": the first 4 characters as displayed (`0x` included), `…`,
 * then the last 6: `0xf3…b92266`, for every namespace. A string that would not get shorter is
 * returned as is. Counts code points, so a character outside the BMP is never cut in half.
 */
export function truncateAddress(address: string): string {
  const characters = Array.from(address);
  if (characters.length <= leading + 1 + trailing) return address;
  return `${characters.slice(0, leading).join('')}…${characters.slice(-trailing).join('')}`;
}
