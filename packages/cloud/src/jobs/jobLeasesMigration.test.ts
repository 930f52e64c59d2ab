import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrate, migrationsDir, openDb } from '../db/index.js';
import { dbPasses } from '../test/dbPasses.js';
import { createJobLeases } from './jobLeases.js';

describe.each(dbPasses)('migration 015 on $name', (pass) => {
  it("carries the history indexer's leases over into job_leases", async () => {
    const location = await pass.location({ migrated: false });
    const db = await openDb(location.options);
    const before = await mkdtemp(join(tmpdir(), 'portico-migrations-'));
    try {
      // A database as it was before 015, with a chain leased by a running instance.
      const files = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql') && name < '015');
      await Promise.all(files.map((name) => copyFile(join(migrationsDir, name), join(before, name))));
      await migrate(db, before);
      await db.query(
        "INSERT INTO history_leases (chain_id, holder, expires_at) VALUES ('eip155:1', 'old-instance', now() + interval '1 minute')",
      );
      expect(await migrate(db)).toContain('015_job_leases.sql');
      const leases = createJobLeases(db);
      expect(await leases.holds('history:eip155:1', 'old-instance')).toBe(true);
      expect(await leases.acquire('history:eip155:1', 'new-instance', 1_000)).toBe(false);
      expect((await db.query("SELECT to_regclass('history_leases') AS t")).rows).toEqual([{ t: null }]);
    } finally {
      await db.close();
      await location.dispose();
      await rm(before, { recursive: true, force: true });
    }
  });
});
