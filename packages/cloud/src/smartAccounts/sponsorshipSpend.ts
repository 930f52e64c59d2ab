import { type Db, deleteBatch, type Queryable } from '../db/index.js';

const dayMs = 24 * 60 * 60_000;

/** The UTC day of a time (ms since the epoch), as days since the epoch: the cap's period. */
export const utcDay = (ms: number) => Math.floor(ms / dayMs);

/** One smart account's spend on one chain for one project and day. */
export interface SpendKey {
  projectId: string;
  chainId: string;
  /** The smart account's address; stored lower-case. */
  sender: string;
  day: number;
}

/**
 * Adds `costWei` to the key's spend if the sum stays within `capWei`, in one statement (concurrent reservations of
 * one account are serialised by the row's lock, so two cannot both take the last of the cap). True when added.
 */
export async function reserveSpend(
  db: Queryable,
  key: SpendKey,
  costWei: bigint,
  capWei: bigint,
  now: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO sponsorship_spend AS s (project_id, chain_id, sender, day, spent_wei, operations, updated_at)
     SELECT $1, $2, $3, $4, $5::numeric, 1, $7 WHERE $5::numeric <= $6::numeric
     ON CONFLICT (project_id, chain_id, sender, day) DO UPDATE
       SET spent_wei = s.spent_wei + EXCLUDED.spent_wei, operations = s.operations + 1, updated_at = EXCLUDED.updated_at
       WHERE s.spent_wei + EXCLUDED.spent_wei <= $6::numeric
     RETURNING 1`,
    [
      key.projectId,
      key.chainId,
      key.sender.toLowerCase(),
      key.day,
      costWei.toString(),
      capWei.toString(),
      now,
    ],
  );
  return rows.length === 1;
}

/** The `sender` of the rows that sum the whole project's spend on a chain and day (no address is written so). */
export const projectTotal = '*';

export interface SpendCaps {
  /** Per smart account, chain and day. */
  perUserWei: bigint;
  /** All of the project's smart accounts together per chain and day; undefined: no such cap. */
  perProjectWei: bigint | undefined;
}

class ProjectCapReached extends Error {}

/**
 * Reserves `costWei` for the key's smart account and, when the project has a cap of its own, for the whole project,
 * in one transaction: both or neither. The answer names the cap that refused it. (Locks are taken in one order —
 * the account's row, then the project's — so concurrent reservations never deadlock.)
 */
export async function reserveSponsorship(
  db: Db,
  key: SpendKey,
  costWei: bigint,
  caps: SpendCaps,
  now: number,
): Promise<'reserved' | 'user cap' | 'project cap'> {
  try {
    return await db.transaction(async (tx) => {
      if (!(await reserveSpend(tx, key, costWei, caps.perUserWei, now))) return 'user cap';
      const { perProjectWei } = caps;
      if (perProjectWei !== undefined) {
        const reserved = await reserveSpend(
          tx,
          { ...key, sender: projectTotal },
          costWei,
          perProjectWei,
          now,
        );
        // Throwing rolls the smart account's reservation back.
        if (!reserved) throw new ProjectCapReached();
      }
      return 'reserved';
    });
  } catch (error) {
    if (error instanceof ProjectCapReached) return 'project cap';
    throw error;
  }
}

/** What the key has been sponsored so far, in wei. */
export async function spentWei(db: Queryable, key: SpendKey): Promise<bigint> {
  const { rows } = await db.query<{ spent_wei: string }>(
    'SELECT spent_wei::text AS spent_wei FROM sponsorship_spend WHERE project_id = $1 AND chain_id = $2 AND sender = $3 AND day = $4',
    [key.projectId, key.chainId, key.sender.toLowerCase(), key.day],
  );
  return rows[0] === undefined ? 0n : BigInt(rows[0].spent_wei);
}

/** Deletes up to `limit` spend rows of days before `day` (the cap counts only today); returns how many. */
export function deleteSpendBefore(db: Queryable, day: number, limit: number): Promise<number> {
  return deleteBatch(db, {
    table: 'sponsorship_spend',
    key: ['project_id', 'chain_id', 'sender', 'day'],
    where: 'day < $1',
    params: [day],
    limit,
  });
}
