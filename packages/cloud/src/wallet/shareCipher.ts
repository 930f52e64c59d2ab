import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM under the cloud's share key. Each ciphertext is bound to its user (the additional data), so a
 * row copied to another user does not decrypt.
 */
export interface ShareCipher {
  encrypt(plaintext: Buffer, userId: string): string;
  decrypt(sealed: string, userId: string): Buffer;
  /** A key for the email codes' HMAC, derived from the share key (never the share key itself). */
  readonly codeKey: Buffer;
}

const ivBytes = 12;
const tagBytes = 16;

export function createShareCipher(shareKey: Buffer): ShareCipher {
  if (shareKey.length !== 32) throw new Error('The share key must be 32 bytes');
  const codeKey = Buffer.from(hkdfSync('sha256', shareKey, Buffer.alloc(0), 'portico email codes', 32));
  return {
    codeKey,
    encrypt(plaintext, userId) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', shareKey, iv);
      cipher.setAAD(Buffer.from(userId));
      const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64');
    },
    decrypt(sealed, userId) {
      const bytes = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', shareKey, bytes.subarray(0, ivBytes));
      decipher.setAAD(Buffer.from(userId));
      decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
      return Buffer.concat([decipher.update(bytes.subarray(ivBytes + tagBytes)), decipher.final()]);
    },
  };
}
