import { isBoolean, isString, isTime, jsonKey } from '../../instance/storage/storageKey.js';
import { isSocialLoginProvider } from '../../shared/validation/socialProvider.js';

/** §3 the embedded wallet's browser-stored values. */
export const embeddedStorageKeys = {
  emailLoginUsed: jsonKey('emailLoginUsed', isBoolean),
  email: jsonKey('email', isString),
  /** ms since epoch; read by the §5 email login cooldown. */
  lastEmailLoginTime: jsonKey('lastEmailLoginTime', isTime),
  socialUsername: jsonKey('socialUsername', isString),
  /** The provider of the last social or Farcaster login (§3 account socialProvider, kept across reloads; Portico's own). */
  socialProvider: jsonKey('socialProvider', isSocialLoginProvider),
} as const;
