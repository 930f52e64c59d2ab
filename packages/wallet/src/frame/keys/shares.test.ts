import { describe, expect, it } from 'vitest';
import { addressesOf, deriveAccountKeys } from './accountKeys.js';
import { combineShares, splitEntropy } from './shares.js';
import { createEntropy } from './walletSeed.js';
import { withAccountKeys } from './withAccountKeys.js';

describe('splitEntropy / combineShares', () => {
  it.each([
    ['device', 'auth'],
    ['auth', 'device'],
    ['device', 'recovery'],
    ['recovery', 'device'],
    ['auth', 'recovery'],
    ['recovery', 'auth'],
  ] as const)('combines %s + %s into the entropy', async (a, b) => {
    const entropy = createEntropy();
    const shares = await splitEntropy(entropy);
    expect(await combineShares(shares[a], shares[b])).toEqual(entropy);
  });

  it('refuses one share given twice', async () => {
    const shares = await splitEntropy(createEntropy());
    await expect(combineShares(shares.auth, shares.auth.slice())).rejects.toThrow(/duplicate/);
  });

  it('gives no share that is the entropy, and no two equal shares', async () => {
    const entropy = createEntropy();
    const { device, auth, recovery } = await splitEntropy(entropy);
    for (const share of [device, auth, recovery]) expect(share.subarray(0, 16)).not.toEqual(entropy);
    expect(new Set([device, auth, recovery].map((s) => s.join())).size).toBe(3);
  });
});

describe('withAccountKeys', () => {
  it('hands the keys to the call and wipes them after', async () => {
    const entropy = createEntropy();
    const addresses = addressesOf(deriveAccountKeys(entropy));
    const shares = await splitEntropy(entropy);
    let seen: Uint8Array | undefined;
    const result = await withAccountKeys([shares.device, shares.auth], addresses, (keys) => {
      seen = keys.evmPrivateKey;
      return addressesOf(keys).solana;
    });
    expect(result).toBe(addresses.solana);
    expect(seen?.every((byte) => byte === 0)).toBe(true);
  });

  it('wipes the keys when the call throws', async () => {
    const entropy = createEntropy();
    const addresses = addressesOf(deriveAccountKeys(entropy));
    const shares = await splitEntropy(entropy);
    let seen: Uint8Array | undefined;
    await expect(
      withAccountKeys([shares.recovery, shares.auth], addresses, (keys) => {
        seen = keys.solanaPrivateKey;
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(seen?.every((byte) => byte === 0)).toBe(true);
  });

  it('refuses shares of another wallet', async () => {
    const mine = await splitEntropy(createEntropy());
    const entropy = createEntropy();
    const other = await splitEntropy(entropy);
    const addresses = addressesOf(deriveAccountKeys(entropy));
    await expect(withAccountKeys([mine.device, other.auth], addresses, () => 1)).rejects.toThrow(
      'The wallet shares do not match this account',
    );
  });
});
