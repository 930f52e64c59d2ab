import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Workspace packages export their TypeScript source under the `source` condition.
const conditions = ['source', 'module', 'node', 'import', 'default'];
// Vitest passes the conditions to Node as --conditions, and 'import' would make pg's require('pg-pool') load its
// ESM build: projects that start Portico Cloud in-process (PGlite or PostgreSQL) resolve with these.
const serverConditions = ['source', 'node', 'default'];

/**
 * The adapter suites that need a module graph of their own: Node without a window, a module mock, and the Wallet
 * Standard registry, which keeps every wallet a file registers.
 */
const isolatedAdapterSuites = [
  'packages/evm/src/ssr.test.ts',
  'packages/evm/src/evmTransport.test.ts',
  'packages/solana/src/ssr.test.ts',
  'packages/solana/src/walletStandardConnector.test.ts',
];

interface ProjectOptions {
  isolate?: boolean;
  exclude?: string[];
}

/**
 * A Node project whose tests start real chains or servers: a minute per test and per hook. `isolate: false` runs
 * a worker's files in one module graph (imports and PGlite's WebAssembly compiled once per worker, not per file):
 * for projects whose tests stub no module or global, which is how they must stay.
 */
function nodeProject(
  name: string,
  include: string,
  { isolate = false, exclude = [] }: ProjectOptions = {},
): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      include: [include],
      exclude,
      environment: 'node',
      testTimeout: 60_000,
      hookTimeout: 60_000,
      isolate,
    },
  };
}

/** The same, for projects that start Portico Cloud in-process: they copy the run's migrated PGlite data dir. */
function serverProject(
  name: string,
  include: string,
  options: ProjectOptions = {},
): TestProjectInlineConfiguration {
  const { test } = nodeProject(name, include, options);
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
    // The tests wait on chains, servers and child processes as much as they compute: one worker per core, at least
    // two (Vitest's default would be one on a 2-core machine).
    maxWorkers: Math.max(2, availableParallelism()),
    // Polls wait on real chains, relays and processes: beside the browser stage a second is not always enough.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      // Core and React run a worker's files in one module graph (`isolate: false`): a file re-importing core and
      // React cost four times its tests' own time. So their tests stub no module, unstub what they stub globally,
      // and each React test leaves the page as it found it (cleanupPortico clears the storage).
      {
        extends: true,
        test: {
          name: 'core',
          include: ['packages/core/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'react',
          include: ['packages/react/src/**/*.test.tsx'],
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['packages/react/src/test/setup.ts'],
        },
      },
      // The apps' own tests: the headless example's page (jsdom) and its bundle (esbuild, in Node).
      {
        extends: true,
        test: {
          name: 'apps',
          include: ['apps/*/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['packages/react/src/test/setup.ts'],
        },
      },
      // The WalletConnect test wallet's tests start Portico Cloud.
      serverProject('testing', 'packages/testing/src/**/*.test.ts'),
      nodeProject('devnet', 'packages/devnet/**/*.test.ts'),
      // Browser tests install a happy-dom window; one module graph per worker. The server-side rendering suites (no
      // window may exist) and the one that mocks viem run isolated, in a project of their own.
      nodeProject('evm', 'packages/evm/src/**/*.test.ts', { exclude: isolatedAdapterSuites }),
      // The real Solana devnet; tests of the Wallet Standard registry install a happy-dom window.
      nodeProject('solana', 'packages/solana/src/**/*.test.ts', { exclude: isolatedAdapterSuites }),
      nodeProject('adapters-isolated', `{${isolatedAdapterSuites.join(',')}}`, { isolate: true }),
      // Portico Cloud's relay in-process, @portico/testing's WalletConnect wallet and, for the conformance suite, the devnet.
      // One module graph per worker (the SDKs and the cloud imported once); publicRelay.test.ts, which mocks the
      // WalletConnect client module, runs in a project of its own.
      serverProject('walletconnect', 'packages/walletconnect/src/**/*.test.ts', {
        exclude: ['packages/walletconnect/src/publicRelay.test.ts'],
      }),
      nodeProject('walletconnect-mocked', 'packages/walletconnect/src/publicRelay.test.ts', {
        isolate: true,
      }),
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
