import type { CloudConfig } from '../config.js';
import type { Db } from '../db/index.js';
import type { ShareCipher } from '../wallet/index.js';
import { createEvmVerifier, type EvmVerifier } from './evmVerifier.js';
import { createSigningKeys, type SigningKeys } from './signingKeys.js';

/** What the sign-in routes share. */
export interface SiwxContext {
  db: Db;
  clock: () => number;
  verifier: EvmVerifier;
  keys: SigningKeys;
}

export function createSiwxContext(
  db: Db,
  config: CloudConfig,
  cipher: ShareCipher,
  clock: () => number,
): SiwxContext {
  return { db, clock, verifier: createEvmVerifier(config.rpc), keys: createSigningKeys(db, cipher, clock) };
}
