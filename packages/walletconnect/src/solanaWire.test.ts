import { describe, expect, it } from 'vitest';
import { withSignature } from './solanaWire.js';

const key = (fill: number) => new Uint8Array(32).fill(fill);

/** A wire transaction: 2 empty signatures, header (2 signers), 3 keys, a blockhash, no instructions (nor lookups). */
function wire(versioned: boolean): Uint8Array {
  const message = [...(versioned ? [0x80] : []), 2, 0, 1, 3, ...key(1), ...key(2), ...key(3), ...key(9), 0];
  if (versioned) message.push(0);
  return new Uint8Array([2, ...new Uint8Array(128), ...message]);
}

describe('withSignature', () => {
  it.each([false, true])('puts the signature in the slot of its signer (versioned %s)', (versioned) => {
    const signature = new Uint8Array(64).fill(7);
    const signed = withSignature(wire(versioned), key(2), signature);
    expect([...signed.subarray(1, 65)]).toEqual([...new Uint8Array(64)]);
    expect([...signed.subarray(65, 129)]).toEqual([...signature]);
    expect(signed.length).toBe(wire(versioned).length);
  });

  it('refuses a signer that is not one of the transaction’s', () => {
    expect(() => withSignature(wire(false), key(3), new Uint8Array(64))).toThrow('not a signer');
  });
});
