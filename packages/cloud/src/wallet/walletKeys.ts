import type {
  EmbeddedWalletKeys,
  EmbeddedWalletRecoveryShare,
  EmbeddedWalletSession,
} from '@portico/core/wire';
import type { Queryable } from '../db/index.js';
import type { ShareCipher } from './shareCipher.js';

interface WalletRow {
  /** Stored as the frame sent it, which the body's pattern checked. */
  eip155_address: `0x${string}`;
  solana_address: string;
  auth_share_ciphertext: string;
  recovery_share: EmbeddedWalletRecoveryShare | string;
}

export async function readWallet(
  db: Queryable,
  cipher: ShareCipher,
  userId: string,
): Promise<EmbeddedWalletKeys | null> {
  const { rows } = await db.query<WalletRow>(
    'SELECT eip155_address, solana_address, auth_share_ciphertext, recovery_share FROM wallet_keys WHERE user_id = $1',
    [userId],
  );
  const row = rows[0];
  if (row === undefined) return null;
  return {
    addresses: { eip155: row.eip155_address, solana: row.solana_address },
    authShare: cipher.decrypt(row.auth_share_ciphertext, userId).toString('base64'),
    recoveryShare:
      typeof row.recovery_share === 'string' ? JSON.parse(row.recovery_share) : row.recovery_share,
  };
}

/** What every verified login answers (email, social, link, Farcaster): its session, its user and the user's wallet. */
export async function loginAnswer<U extends { id: string }>(
  db: Queryable,
  cipher: ShareCipher,
  user: U,
  session: EmbeddedWalletSession,
): Promise<{ session: EmbeddedWalletSession; user: U; wallet: EmbeddedWalletKeys | null }> {
  return { session, user, wallet: await readWallet(db, cipher, user.id) };
}

/** false when the user has a wallet already (a wallet is never replaced). */
export async function storeWallet(
  db: Queryable,
  cipher: ShareCipher,
  userId: string,
  wallet: EmbeddedWalletKeys,
  now: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO wallet_keys (user_id, eip155_address, solana_address, auth_share_ciphertext, recovery_share,
       created_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
    [
      userId,
      wallet.addresses.eip155,
      wallet.addresses.solana,
      cipher.encrypt(Buffer.from(wallet.authShare, 'base64'), userId),
      JSON.stringify(wallet.recoveryShare),
      now,
    ],
  );
  return rows.length === 1;
}
