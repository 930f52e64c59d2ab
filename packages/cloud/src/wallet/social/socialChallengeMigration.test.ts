import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrate, migrationsDir, openDb } from '../../db/index.js';
import { dbPasses } from '../../test/dbPasses.js';

describe.each(dbPasses)('migration 020 on $name', (pass) => {
  it('drops the logins pending with a cloud-made verifier and keeps the code challenge instead', async () => {
    const location = await pass.location({ migrated: false });
    const db = await openDb(location.options);
    const before = await mkdtemp(join(tmpdir(), 'portico-migrations-'));
    try {
      // A database as 019 left it (a developer's data dir), with a login pending.
      const files = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql') && name < '020');
      await Promise.all(files.map((name) => copyFile(join(migrationsDir, name), join(before, name))));
      await migrate(db, before);
      await db.query(`INSERT INTO projects (id, name, features) VALUES ('p020', 'Social', '{}')`);
      await db.query(
        `INSERT INTO wallet_social_logins (state_hash, project_id, provider, code_verifier, nonce, redirect_uri,
           created_at, expires_at) VALUES ('s', 'p020', 'google', 'v', 'n', 'https://f/social/callback', 1, 2)`,
      );

      expect(await migrate(db)).toContain('020_wallet_social_challenge.sql');
      expect((await db.query('SELECT * FROM wallet_social_logins')).rows).toEqual([]);
      const { rows } = await db.query<{ column_name: string; is_nullable: string }>(
        `SELECT column_name, is_nullable FROM information_schema.columns
          WHERE table_name = 'wallet_social_logins' AND column_name IN ('code_verifier', 'code_challenge')
            AND table_schema = current_schema()`,
      );
      expect(rows).toEqual([{ column_name: 'code_challenge', is_nullable: 'NO' }]);
    } finally {
      await db.close();
      await location.dispose();
      await rm(before, { recursive: true, force: true });
    }
  });
});
