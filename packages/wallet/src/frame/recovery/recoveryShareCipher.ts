import { base64 } from '@scure/base';
import { bufferSource } from '../keys/bufferSource.js';

/** The recovery share as the cloud stores it: AES-GCM under a key from the visitor's password (base64 fields). */
export interface EncryptedRecoveryShare {
  ciphertext: string;
  iv: string;
  salt: string;
  iterations: number;
}

export const RECOVERY_ITERATIONS = 600_000;
// A stored count outside these bounds is a corrupted or hostile record: weaker than OWASP's PBKDF2-SHA256 figure
// (which the cloud also refuses), or too slow to run.
const MIN_ITERATIONS = RECOVERY_ITERATIONS;
const MAX_ITERATIONS = 10_000_000;

const WRONG_RECOVERY_PASSWORD = 'Wrong recovery password';

async function passwordKey(password: string, salt: Uint8Array, iterations: number): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveKey',
  ]);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: bufferSource(salt), iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

export async function encryptRecoveryShare(
  share: Uint8Array,
  password: string,
): Promise<EncryptedRecoveryShare> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await passwordKey(password, salt, RECOVERY_ITERATIONS);
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, bufferSource(share)),
  );
  return {
    ciphertext: base64.encode(ciphertext),
    iv: base64.encode(iv),
    salt: base64.encode(salt),
    iterations: RECOVERY_ITERATIONS,
  };
}

/** The recovery share; rejects with 'Wrong recovery password' when the password does not open it. */
export async function decryptRecoveryShare(
  encrypted: EncryptedRecoveryShare,
  password: string,
): Promise<Uint8Array> {
  const { iterations } = encrypted;
  if (!Number.isSafeInteger(iterations) || iterations < MIN_ITERATIONS || iterations > MAX_ITERATIONS) {
    throw new Error('Invalid recovery share');
  }
  const iv = bufferSource(base64.decode(encrypted.iv));
  const ciphertext = bufferSource(base64.decode(encrypted.ciphertext));
  const key = await passwordKey(password, base64.decode(encrypted.salt), iterations);
  try {
    return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, ciphertext));
  } catch (error) {
    // AES-GCM cannot tell a wrong key from a damaged ciphertext: both fail authentication.
    throw new Error(WRONG_RECOVERY_PASSWORD, { cause: error });
  }
}
