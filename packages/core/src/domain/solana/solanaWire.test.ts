import { base58 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import {
  decodeSolanaMessage,
  decodeSolanaTransaction,
  SolanaWireError,
  withSolanaSignature,
} from './solanaWire.js';

const key = (n: number) => new Uint8Array(32).fill(n);
const blockhash = key(9);

/** A message with two signers (keys 1 and 2), a program (key 3) and one instruction; v0 with one lookup table. */
function message({ versioned = false } = {}): number[] {
  const bytes: number[] = versioned ? [0x80] : [];
  bytes.push(2, 0, 1, 3, ...key(1), ...key(2), ...key(3), ...blockhash);
  bytes.push(1, 2, 2, 0, 1, 3, 7, 8, 9);
  if (versioned) bytes.push(1, ...key(4), 1, 5, 2, 6, 7);
  return bytes;
}

const wire = (options?: { versioned?: boolean }) =>
  Uint8Array.from([2, ...new Uint8Array(64).fill(0xaa), ...new Uint8Array(64), ...message(options)]);

describe('the Solana wire codec', () => {
  it('reads a legacy transaction: signatures, header, keys, blockhash and instructions', () => {
    const bytes = wire();
    const { signatures, messageBytes, message: read } = decodeSolanaTransaction(bytes);
    expect(signatures).toEqual([new Uint8Array(64).fill(0xaa), new Uint8Array(64)]);
    expect(messageBytes).toEqual(Uint8Array.from(message()));
    expect(read).toEqual({
      version: 'legacy',
      header: { numRequiredSignatures: 2, numReadonlySignedAccounts: 0, numReadonlyUnsignedAccounts: 1 },
      accountKeys: [key(1), key(2), key(3)].map((k) => base58.encode(k)),
      recentBlockhash: base58.encode(blockhash),
      instructions: [{ programIdIndex: 2, accounts: [0, 1], data: Uint8Array.from([7, 8, 9]) }],
      addressTableLookups: [],
    });
  });

  it('reads a v0 transaction with its address table lookups', () => {
    const { message: read } = decodeSolanaTransaction(wire({ versioned: true }));
    expect(read.version).toBe(0);
    expect(read.header.numRequiredSignatures).toBe(2);
    expect(read.addressTableLookups).toEqual([
      { accountKey: base58.encode(key(4)), writableIndexes: [5], readonlyIndexes: [6, 7] },
    ]);
    expect(decodeSolanaMessage(Uint8Array.from(message({ versioned: true })))).toEqual(read);
  });

  it('a length takes 1 to 3 bytes of 7 bits', () => {
    const many = Uint8Array.from([0x80, 0x01, ...new Uint8Array(128 * 64)]);
    expect(() => decodeSolanaTransaction(many)).toThrow('failed to fill whole buffer');
    expect(decodeSolanaTransaction(Uint8Array.from([0, ...message()])).signatures).toEqual([]);
  });

  it.each([
    ['nothing', [], 'io error: failed to fill whole buffer'],
    ['a truncated message', [...wire()].slice(0, -2), 'io error: failed to fill whole buffer'],
    [
      'a length of more than 3 bytes',
      [0x80, 0x80, 0x80, 0x01],
      'invalid value: integer, expected a ShortU16',
    ],
    [
      'a message version other than 0',
      [0, 0x81, 1, 0, 0],
      'invalid value: integer `1`, expected a valid transaction message version',
    ],
  ])('answers %s with bincode’s wording', (_case, bytes, text) => {
    const read = () => decodeSolanaTransaction(Uint8Array.from(bytes));
    expect(read).toThrow(SolanaWireError);
    expect(read).toThrow(text);
  });

  describe('withSolanaSignature', () => {
    const signature = new Uint8Array(64).fill(0x55);

    it.each([false, true])('puts the signature in the signer’s slot (v0: %s), on a copy', (versioned) => {
      const bytes = wire({ versioned });
      const signed = withSolanaSignature(bytes, key(2), signature);
      expect(decodeSolanaTransaction(signed as Uint8Array).signatures).toEqual([
        new Uint8Array(64).fill(0xaa),
        signature,
      ]);
      expect(decodeSolanaTransaction(bytes).signatures[1]).toEqual(new Uint8Array(64));
    });

    it('gives undefined for a key that signs no slot', () => {
      expect(withSolanaSignature(wire(), key(3), signature)).toBeUndefined();
      expect(withSolanaSignature(wire(), key(8), signature)).toBeUndefined();
    });
  });
});
