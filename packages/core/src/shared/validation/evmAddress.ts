import { keccak_256 } from '@noble/hashes/sha3.js';

const evmAddressPattern = /^(?:0x)?[0-9a-fA-F]{40}$/;
const textEncoder = new TextEncoder();

/**
 * §5: 40 hex characters with an optional 0x. When `strict`, the letters must also carry the EIP-55
 * checksum exactly, so an all-lowercase address only passes if its checksum happens to be all
 * lowercase.
 */
export function isEvmAddress(value: unknown, options: { strict?: boolean } = {}): boolean {
  if (typeof value !== 'string' || !evmAddressPattern.test(value)) return false;
  return !options.strict || toChecksumAddress(value) === withPrefix(value);
}

/** The EIP-55 mixed-case form of an EVM address, always with 0x. Throws a TypeError for non-addresses. */
export function toChecksumAddress(address: string): `0x${string}` {
  if (!isEvmAddress(address)) throw new TypeError('Not an EVM address: expected 40 hex characters');
  const hex = withPrefix(address).slice(2).toLowerCase();
  const hash = keccak_256(textEncoder.encode(hex));
  let checksummed = '';
  for (let i = 0; i < hex.length; i++) {
    // Nibble i of the hash: the high half of byte i/2 for even i, the low half for odd i.
    const byte = hash[i >> 1] as number;
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f;
    const char = hex[i] as string;
    checksummed += nibble >= 8 ? char.toUpperCase() : char;
  }
  return `0x${checksummed}`;
}

function withPrefix(address: string): string {
  return address.startsWith('0x') ? address : `0x${address}`;
}
