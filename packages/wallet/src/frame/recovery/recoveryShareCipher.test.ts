import { base64 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { splitEntropy } from '../keys/shares.js';
import { createEntropy } from '../keys/walletSeed.js';
import { decryptRecoveryShare, encryptRecoveryShare, RECOVERY_ITERATIONS } from './recoveryShareCipher.js';

describe('recovery share cipher', () => {
  it('round-trips the share under the password (PBKDF2-SHA256, 600,000 iterations)', async () => {
    const { recovery } = await splitEntropy(createEntropy());
    const encrypted = await encryptRecoveryShare(recovery, 'correct horse battery');
    expect(encrypted.iterations).toBe(RECOVERY_ITERATIONS);
    expect(base64.decode(encrypted.salt)).toHaveLength(16);
    expect(base64.decode(encrypted.iv)).toHaveLength(12);
    expect(base64.decode(encrypted.ciphertext)).not.toEqual(recovery);
    expect(await decryptRecoveryShare(encrypted, 'correct horse battery')).toEqual(recovery);
  });

  it("refuses a wrong password with 'Wrong recovery password'", async () => {
    const encrypted = await encryptRecoveryShare(new Uint8Array(17).fill(7), 'right');
    await expect(decryptRecoveryShare(encrypted, 'wrong')).rejects.toThrow('Wrong recovery password');
  });

  it('uses a fresh salt and iv each time', async () => {
    const share = new Uint8Array(17).fill(1);
    const [a, b] = [await encryptRecoveryShare(share, 'p'), await encryptRecoveryShare(share, 'p')];
    expect(a.salt).not.toBe(b.salt);
    expect(a.ciphertext).not.toBe(b.ciphertext);
  });

  it.each([0, 1000, 50_000_000, 1.5])('refuses a stored iteration count of %d', async (iterations) => {
    const encrypted = await encryptRecoveryShare(new Uint8Array(17), 'p');
    await expect(decryptRecoveryShare({ ...encrypted, iterations }, 'p')).rejects.toThrow(
      'Invalid recovery share',
    );
  });
});
