/** Bytes of a `0x` hex string, or undefined for anything else. */
export function hexToBytes(value: string): Uint8Array | undefined {
  if (!/^0x(?:[0-9a-fA-F]{2})*$/.test(value)) return undefined;
  const bytes = new Uint8Array((value.length - 2) / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(value.slice(2 + i * 2, 4 + i * 2), 16);
  return bytes;
}

// Control characters other than tab, line feed and carriage return: text showing them is not a message.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The bytes as UTF-8 text when they are readable text, else undefined. */
export function readableText(bytes: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return controlCharacters.test(text) ? undefined : text;
  } catch {
    // Not UTF-8: the caller shows the raw form.
    return undefined;
  }
}
