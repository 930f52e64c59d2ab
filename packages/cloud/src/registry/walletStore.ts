import type { RegistryWallet } from '@portico/core';
import type { Db, Queryable } from '../db/index.js';
import { readDatasetWallets } from './datasetWallets.js';
import { notifyRegistryChange } from './registryChanges.js';

interface WalletRow extends Omit<RegistryWallet, 'order'> {
  list_order: number;
}

export async function loadWallets(db: Queryable): Promise<RegistryWallet[]> {
  const { rows } = await db.query<WalletRow>(
    `SELECT id, name, image_id, homepage, rdns, mobile_link, desktop_link, webapp_link, app_store, play_store,
            chrome_store, firefox_store, chains, injected, badge_type, list_order
       FROM wallets`,
  );
  return rows.map(({ list_order, ...wallet }) => ({ ...wallet, order: list_order }));
}

/**
 * Inserts or updates `wallets` by id in one transaction. A stored wallet with the same rdns, image id or
 * name (any case) under another id is replaced: the incoming id wins, so an explorer import brings the
 * explorer's ids without listing a wallet twice.
 */
export async function saveWallets(db: Db, wallets: readonly RegistryWallet[]): Promise<void> {
  await db.transaction((tx) => writeWallets(tx, wallets));
  await notifyRegistryChange(db);
}

async function writeWallets(tx: Queryable, wallets: readonly RegistryWallet[]): Promise<void> {
  const json = JSON.stringify(wallets);
  await tx.query(
    `DELETE FROM wallets w
        USING jsonb_to_recordset($1::jsonb) AS i(id text, name text, rdns text, image_id text)
        WHERE w.id <> i.id AND (w.rdns = i.rdns OR w.image_id = i.image_id OR lower(w.name) = lower(i.name))`,
    [json],
  );
  await tx.query(
    `INSERT INTO wallets (id, name, image_id, homepage, rdns, mobile_link, desktop_link, webapp_link, app_store,
                            play_store, chrome_store, firefox_store, chains, injected, badge_type, list_order)
       SELECT i.id, i.name, i.image_id, i.homepage, i.rdns, i.mobile_link, i.desktop_link, i.webapp_link,
              i.app_store, i.play_store, i.chrome_store, i.firefox_store,
              ARRAY(SELECT jsonb_array_elements_text(i.chains)), i.injected, i.badge_type, i."order"
         FROM jsonb_to_recordset($1::jsonb) AS i(id text, name text, image_id text, homepage text, rdns text,
              mobile_link text, desktop_link text, webapp_link text, app_store text, play_store text,
              chrome_store text, firefox_store text, chains jsonb, injected jsonb, badge_type text, "order" integer)
       ON CONFLICT (id) DO UPDATE SET
         name = excluded.name, image_id = excluded.image_id, homepage = excluded.homepage, rdns = excluded.rdns,
         mobile_link = excluded.mobile_link, desktop_link = excluded.desktop_link,
         webapp_link = excluded.webapp_link, app_store = excluded.app_store, play_store = excluded.play_store,
         chrome_store = excluded.chrome_store, firefox_store = excluded.firefox_store, chains = excluded.chains,
         injected = excluded.injected, badge_type = excluded.badge_type, list_order = excluded.list_order,
         updated_at = now()`,
    [json],
  );
}

const seedLockKey = 7_401_930;

/** Fills an empty registry from the repository's dataset; returns how many wallets it added. */
export async function seedRegistry(db: Db): Promise<number> {
  const added = await db.transaction(async (tx) => {
    // Servers starting at once on one empty database seed it once.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [seedLockKey]);
    const { rows } = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM wallets');
    if ((rows[0]?.count ?? 0) > 0) return 0;
    const wallets = await readDatasetWallets();
    await writeWallets(tx, wallets);
    return wallets.length;
  });
  if (added > 0) await notifyRegistryChange(db);
  return added;
}

/** Changes whenever any process adds, edits or removes wallets; cheap enough to poll. */
export async function registryVersion(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ version: string }>(
    `SELECT count(*) || '/' || coalesce(max(updated_at)::text, '') AS version FROM wallets`,
  );
  return rows[0]?.version ?? '';
}
