import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbPasses, type TestDbLocation } from '../test/dbPasses.js';
import type { Db } from './db.js';
import { migrate, migrationsDir } from './migrate.js';
import { openDb } from './openDb.js';

describe.each(dbPasses)('migrate on $name', (pass) => {
  let location: TestDbLocation;
  let db: Db;
  let dir: string;

  beforeAll(async () => {
    location = await pass.location({ migrated: false });
    db = await openDb(location.options);
    dir = await mkdtemp(join(tmpdir(), 'portico-migrations-'));
    await writeFile(
      join(dir, '001_things.sql'),
      'CREATE TABLE things (id int PRIMARY KEY); INSERT INTO things VALUES (1);',
    );
    await writeFile(join(dir, 'README.md'), 'not a migration');
  });
  afterAll(async () => {
    await db?.close();
    await location?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('applies each numbered file once, in order, and records it', async () => {
    expect(await migrate(db, dir)).toEqual(['001_things.sql']);
    expect(await migrate(db, dir)).toEqual([]);
    await writeFile(join(dir, '002_more.sql'), 'INSERT INTO things VALUES (2);');
    expect(await migrate(db, dir)).toEqual(['002_more.sql']);
    expect((await db.query<{ id: number }>('SELECT id FROM things ORDER BY id')).rows).toEqual([
      { id: 1 },
      { id: 2 },
    ]);
  });

  it('a failing migration is rolled back and not recorded', async () => {
    await writeFile(
      join(dir, '003_broken.sql'),
      'INSERT INTO things VALUES (3); SELECT no_such_column FROM things;',
    );
    await expect(migrate(db, dir)).rejects.toThrow();
    expect((await db.query('SELECT id FROM things WHERE id = 3')).rows).toEqual([]);
    expect((await db.query("SELECT name FROM migrations WHERE name = '003_broken.sql'")).rows).toEqual([]);
  });

  it('transactions commit or roll back', async () => {
    await db.transaction((tx) => tx.query('INSERT INTO things VALUES (10)'));
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO things VALUES (11)');
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect((await db.query<{ id: number }>('SELECT id FROM things WHERE id >= 10')).rows).toEqual([
      { id: 10 },
    ]);
  });
});

const postgresPass = dbPasses.find((pass) => pass.name === 'postgres');

describe.runIf(postgresPass)('migrate: instances starting together on PostgreSQL', () => {
  let location: TestDbLocation;
  const dbs: Db[] = [];

  beforeAll(async () => {
    location = await (postgresPass as NonNullable<typeof postgresPass>).location();
  });
  afterAll(async () => {
    await Promise.all(dbs.map((db) => db.close()));
    await location?.dispose();
  });

  it('applies every migration once when two instances migrate one fresh schema at the same time', async () => {
    // Two pools, as two servers have; the first also creates the schema, the second races it.
    dbs.push(...(await Promise.all([openDb(location.options), openDb(location.options)])));
    const [first, second] = await Promise.all(dbs.map((db) => migrate(db)));
    const files = (await readdir(migrationsDir)).filter((name) => /^\d{3}_.*\.sql$/.test(name)).sort();
    expect(files.length).toBeGreaterThan(1);
    // One instance applied them all; the other, having waited for its lock, found nothing left to do.
    expect([first, second].sort((a, b) => (a?.length ?? 0) - (b?.length ?? 0))).toEqual([[], files]);
    const { rows } = await (dbs[0] as Db).query<{ name: string; count: number }>(
      'SELECT name, count(*)::int AS count FROM migrations GROUP BY name ORDER BY name',
    );
    expect(rows).toEqual(files.map((name) => ({ name, count: 1 })));
  });
});
