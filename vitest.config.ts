import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Workspace packages export their TypeScript source under the `source` condition.
const conditions = ['source', 'module', 'node', 'import', 'default'];
// Vitest passes the conditions to Node as --conditions, and 'import' would make pg's require('pg-pool') load its
// ESM build: projects that start Portico Cloud in-process (PGlite or PostgreSQL) resolve with these.
const serverConditions = ['source', 'node', 'default'];

/** A Node project whose tests start real chains or servers: a minute per test and per hook. */
function nodeProject(name: string, include: string): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: { name, include: [include], environment: 'node', testTimeout: 60_000, hookTimeout: 60_000 },
  };
}

/** The same, for projects that start Portico Cloud in-process: they copy the run's migrated PGlite data dir. */
function serverProject(name: string, include: string): TestProjectInlineConfiguration {
  const { test } = nodeProject(name, include);
  return {
    resolve: { conditions: serverConditions },
    ssr: { resolve: { conditions: serverConditions, externalConditions: ['source'] } },
    test: { ...test, globalSetup: ['packages/cloud/src/test/globalSetup.ts'] },
  };
}

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['source'] } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'react', include: ['packages/react/src/**/*.test.tsx'], environment: 'jsdom' },
      },
      // The WalletConnect test wallet's tests start Portico Cloud.
      serverProject('testing', 'packages/testing/src/**/*.test.ts'),
      nodeProject('devnet', 'packages/devnet/**/*.test.ts'),
      // Node: importing the adapter is checked without a DOM; browser tests install a happy-dom window.
      nodeProject('evm', 'packages/evm/src/**/*.test.ts'),
      // The real Solana devnet; tests of the Wallet Standard registry install a happy-dom window.
      nodeProject('solana', 'packages/solana/src/**/*.test.ts'),
      // Portico Cloud's relay in-process, @portico/testing's WalletConnect wallet and, for the conformance suite, the devnet.
      serverProject('walletconnect', 'packages/walletconnect/src/**/*.test.ts'),
      // The secure frame's keys and protocol (fake-indexeddb, Node's WebCrypto) and the AUTH connector, against
      // Portico Cloud in-process.
      serverProject('wallet', 'packages/wallet/src/**/*.test.ts'),
      // Real HTTP against PGlite (and PostgreSQL when DATABASE_URL is set).
      serverProject('cloud', 'packages/cloud/src/**/*.test.ts'),
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      reporter: ['text-summary'],
      thresholds: { branches: 90 },
    },
  },
});
