import type { ErrorCode } from '../errors/catalogue.js';

/** Portico's minimum length of a recovery password: it alone protects the recovery share. */
export const recoveryPasswordMinLength = 8;

/** The recovery step's check: long enough, and typed the same twice. Undefined when it passes. */
export function checkRecoveryPassword(password: string, confirmation: string): ErrorCode | undefined {
  if (password.length < recoveryPasswordMinLength) return 'RECOVERY_PASSWORD_TOO_SHORT';
  if (password !== confirmation) return 'RECOVERY_PASSWORDS_DIFFER';
  return undefined;
}
