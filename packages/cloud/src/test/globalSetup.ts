import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildCloudCli, cloudCliCacheDir } from './cloudCliBundle.js';
import { createPgliteTemplates, type PgliteTemplates } from './pgliteTemplates.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplates?: PgliteTemplates;
    /** The run's `portico-cloud` bundle (`cloudCliBundle.ts`), for suites that start `serve` in a child process. */
    cloudCli?: string;
  }
}

// Several projects name this setup; the main process makes the templates once and removes them after the last.
const shared = Symbol.for('portico.pgliteTemplates');
type Shared = {
  templates: Promise<PgliteTemplates>;
  root: Promise<string>;
  cliDir: Promise<string>;
  cli: Promise<string>;
  users: number;
};
const state = globalThis as typeof globalThis & { [shared]?: Shared };

/**
 * Once per run, for every project that starts Portico Cloud: the PGlite data dirs `dbPasses` copies, and the CLI
 * bundle child processes run.
 */
export default async function setup(project: TestProject) {
  if (state[shared] === undefined) {
    const root = mkdtemp(join(tmpdir(), 'portico-pglite-templates-'));
    const cliDir = mkdir(cloudCliCacheDir, { recursive: true }).then(() =>
      mkdtemp(join(cloudCliCacheDir, 'run-')),
    );
    state[shared] = {
      root,
      templates: root.then(createPgliteTemplates),
      cliDir,
      cli: cliDir.then(buildCloudCli),
      users: 0,
    };
  }
  const entry = state[shared];
  entry.users += 1;
  const [templates, cli] = await Promise.all([entry.templates, entry.cli]);
  project.provide('pgliteTemplates', templates);
  project.provide('cloudCli', cli);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    state[shared] = undefined;
    await Promise.all(
      [entry.root, entry.cliDir].map(async (dir) => rm(await dir, { recursive: true, force: true })),
    );
  };
}
