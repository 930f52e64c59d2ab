import type { EmbeddedWalletRecoveryShare } from '@portico/core/wire';

/**
 * The key derivation a stored recovery share must use at least: the frame's PBKDF2-SHA256 at 600,000 iterations
 * (packages/wallet/src/frame/recovery/recoveryShareCipher.ts), a 16-byte salt and AES-GCM's 12-byte IV. A weaker
 * share would let whoever reads the database guess the visitor's password faster; a count above the maximum
 * would make the frame hang deriving the key.
 */
const recoveryShareRules = {
  minIterations: 600_000,
  maxIterations: 10_000_000,
  minSaltBytes: 16,
  ivBytes: 12,
} as const;

const bytes = (base64: string) => Buffer.from(base64, 'base64').length;

/** What is wrong with the share's key derivation, or undefined when it meets `recoveryShareRules`. */
export function recoveryShareProblem(share: EmbeddedWalletRecoveryShare): string | undefined {
  const { minIterations, maxIterations, minSaltBytes, ivBytes } = recoveryShareRules;
  if (share.iterations < minIterations) {
    return `recoveryShare.iterations must be at least ${minIterations} (PBKDF2-SHA256), got ${share.iterations}`;
  }
  if (share.iterations > maxIterations) {
    return `recoveryShare.iterations must be at most ${maxIterations}, got ${share.iterations}`;
  }
  if (bytes(share.salt) < minSaltBytes) {
    return `recoveryShare.salt must be at least ${minSaltBytes} bytes, got ${bytes(share.salt)}`;
  }
  if (bytes(share.iv) !== ivBytes) return `recoveryShare.iv must be ${ivBytes} bytes, got ${bytes(share.iv)}`;
  return undefined;
}
