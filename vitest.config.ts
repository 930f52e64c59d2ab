import { defineConfig } from 'vitest/config';

// Workspace packages export their TypeScript source under the `source` condition.
const conditions = ['source', 'module', 'node', 'import', 'default'];
const serverConditions = ['source', 'node', 'default'];

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
      {
        // Server conditions as for cloud: the WalletConnect test wallet's tests start Portico Cloud (pg).
        resolve: { conditions: serverConditions },
        ssr: { resolve: { conditions: serverConditions, externalConditions: ['source'] } },
        test: {
          name: 'testing',
          include: ['packages/testing/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'devnet',
          include: ['packages/devnet/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        // Node: importing the adapter is checked without a DOM; browser tests install a happy-dom window.
        test: {
          name: 'evm',
          include: ['packages/evm/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        // Node, with the real Solana devnet; tests of the Wallet Standard registry install a happy-dom window.
        test: {
          name: 'solana',
          include: ['packages/solana/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Node, with Portico Cloud's relay in-process (PGlite), @portico/testing's WalletConnect wallet and, for the
        // conformance suite, the devnet; server conditions as for the cloud, whose pg must load its CommonJS build.
        resolve: { conditions: serverConditions },
        ssr: { resolve: { conditions: serverConditions, externalConditions: ['source'] } },
        test: {
          name: 'walletconnect',
          include: ['packages/walletconnect/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Real HTTP against PGlite (and PostgreSQL when DATABASE_URL is set). Vitest passes the conditions
        // to Node as --conditions, and 'import' would make pg's require('pg-pool') load its ESM build.
        resolve: { conditions: serverConditions },
        ssr: { resolve: { conditions: serverConditions, externalConditions: ['source'] } },
        test: {
          name: 'cloud',
          include: ['packages/cloud/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
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
