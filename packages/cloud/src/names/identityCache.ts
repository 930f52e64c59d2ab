import type { IdentityResponse } from '@portico/core/wire';
import type { Queryable } from '../db/index.js';

export interface IdentityKey {
  chainId: string;
  /** Lowercase hex, so every spelling of an address shares one entry. */
  address: string;
}

/** The answer stored for the key at `notBefore` (ms since the epoch) or later, else undefined. */
export async function cachedIdentity(
  db: Queryable,
  key: IdentityKey,
  notBefore: number,
): Promise<IdentityResponse | undefined> {
  const { rows } = await db.query<IdentityResponse>(
    'SELECT name, avatar FROM identity_cache WHERE chain_id = $1 AND address = $2 AND fetched_at >= $3',
    [key.chainId, key.address, notBefore],
  );
  return rows[0];
}

export async function storeIdentity(
  db: Queryable,
  key: IdentityKey,
  identity: IdentityResponse,
  fetchedAt: number,
): Promise<void> {
  await db.query(
    `INSERT INTO identity_cache (chain_id, address, name, avatar, fetched_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (chain_id, address) DO UPDATE
     SET name = EXCLUDED.name, avatar = EXCLUDED.avatar, fetched_at = EXCLUDED.fetched_at`,
    [key.chainId, key.address, identity.name, identity.avatar, fetchedAt],
  );
}
