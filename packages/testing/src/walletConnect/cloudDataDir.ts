import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplates?: { blank: string; migrated: string };
  }
}

/**
 * A temp data dir for a Portico Cloud that carries a relay in a test: a copy of the run's migrated PGlite when the
 * project's global setup made one (packages/cloud/src/test/globalSetup.ts), which spares initdb and the migrations
 * (about 2 s of CPU per cloud); else empty. The caller removes it.
 */
export async function newCloudDataDir(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portico-relay-cloud-'));
  const template = inject('pgliteTemplates')?.migrated;
  if (template !== undefined) await cp(template, dataDir, { recursive: true });
  return dataDir;
}
