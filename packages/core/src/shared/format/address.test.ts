import { describe, expect, it } from 'vitest';
import { truncateAddress } from './address.js';

describe('truncateAddress [§5 display]', () => {
  it.each([
    ['§5 EVM', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0xf3…b92266'],
    ['§5 Solana', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv', '7S3P…ArAaKv'],
    ['§5 Bitcoin', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bc1q…wf5mdq'],
    ['§5 twelve characters get shorter', '0x1234567890', '0x12…567890'],
    ['§5 eleven characters unchanged', '0x123456789', '0x123456789'],
    ['§5 short name unchanged', 'vitalik.eth', 'vitalik.eth'],
    ['§5 empty unchanged', '', ''],
    ['§5 look-alike characters are kept, not normalised', `0х${'a'.repeat(40)}`, '0хaa…aaaaaa'],
    ['§5 astral characters are not split', `𝟎𝐱${'𝟏'.repeat(20)}`, `𝟎𝐱𝟏𝟏…${'𝟏'.repeat(6)}`],
    ['§5 huge string', 'a'.repeat(1_000_000), 'aaaa…aaaaaa'],
  ])('%s', (_section, address, expected) => {
    expect(truncateAddress(address)).toBe(expected);
  });
});
