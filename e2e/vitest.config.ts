import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// As the cloud's unit project: Vitest passes these to Node as --conditions, and 'import' would make pg's
// require('pg-pool') load its ESM build when a test starts a Portico Cloud in-process.
const conditions = ['source', 'node', 'default'];

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['source'] } },
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/globalSetup.ts'],
    // A login through the secure frame derives keys in the browser; on a loaded 2-core machine logins took over 20 s.
    testTimeout: 90_000,
    // A loaded CI machine can take more than expect.poll's default second to settle a UI change.
    expect: { poll: { timeout: 10_000, interval: 50 } },
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
