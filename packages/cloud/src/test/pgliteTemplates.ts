import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDb } from '../db/index.js';

/**
 * Data dirs (each holding `pglite/`) made once per test run: `blank` right after initdb, `migrated` with every
 * migration applied. Starting PGlite on a copy skips initdb and the migrations (about 2 s of CPU per cloud).
 */
export interface PgliteTemplates {
  blank: string;
  migrated: string;
}

export async function createPgliteTemplates(root: string): Promise<PgliteTemplates> {
  const templates = { blank: join(root, 'blank'), migrated: join(root, 'migrated') };
  const blank = await openDb({ dataDir: templates.blank });
  await blank.close();
  await cp(templates.blank, templates.migrated, { recursive: true });
  const migrated = await openDb({ dataDir: templates.migrated });
  try {
    await migrate(migrated);
  } finally {
    await migrated.close();
  }
  return templates;
}

/** A new temp data dir: a copy of `template` when there is one, else empty (PGlite runs initdb in it). */
export async function copyDataDir(template: string | undefined): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portico-cloud-'));
  if (template !== undefined) await cp(template, dataDir, { recursive: true });
  return dataDir;
}
