import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPgliteTemplates, type PgliteTemplates } from './pgliteTemplates.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplates?: PgliteTemplates;
  }
}

// Several projects name this setup; the main process makes the templates once and removes them after the last.
const shared = Symbol.for('portico.pgliteTemplates');
type Shared = { templates: Promise<PgliteTemplates>; root: Promise<string>; users: number };
const state = globalThis as typeof globalThis & { [shared]?: Shared };

/** Once per run, for every project that starts Portico Cloud on PGlite: the data dirs `dbPasses` copies. */
export default async function setup(project: TestProject) {
  if (state[shared] === undefined) {
    const root = mkdtemp(join(tmpdir(), 'portico-pglite-templates-'));
    state[shared] = { root, templates: root.then(createPgliteTemplates), users: 0 };
  }
  const entry = state[shared];
  entry.users += 1;
  project.provide('pgliteTemplates', await entry.templates);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    state[shared] = undefined;
    await rm(await entry.root, { recursive: true, force: true });
  };
}
