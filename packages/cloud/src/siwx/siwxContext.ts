import type { CloudConfig } from '../config.js';
import type { Db } from '../db/index.js';
import type { ShareCipher } from '../wallet/index.js';
import { createSignInVerifier, type SignInVerifier } from './signInVerifier.js';
import { createSigningKeys, type SigningKeys } from './signingKeys.js';

/** What the sign-in routes share. */
export interface SiwxContext {
  db: Db;
  clock: () => number;
  verifier: SignInVerifier;
  keys: SigningKeys;
}

export function createSiwxContext(
  db: Db,
  config: CloudConfig,
  cipher: ShareCipher,
  clock: () => number,
): SiwxContext {
  return {
    db,
    clock,
    verifier: createSignInVerifier(config.rpc),
    keys: createSigningKeys(db, cipher, clock),
  };
}
