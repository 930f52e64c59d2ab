import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack } from '../scripts/stack.js';

declare module 'vitest' {
  export interface ProvidedContext {
    stackFile: string;
  }
}

/** Starts the real stack once, exactly as `npm start` does, but on free ports with a built demo. */
export default async function setup(project: TestProject) {
  const stackFile = join(await mkdtemp(join(tmpdir(), 'portico-e2e-')), 'stack.json');
  const running = await startStack({ devnetPorts: [0, 0], demoPort: 0, demoMode: 'preview', stackFile });
  project.provide('stackFile', running.stackFile);
  return () => running.stop();
}
