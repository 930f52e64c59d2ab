import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const cliSource = fileURLToPath(new URL('../cli.ts', import.meta.url));

/**
 * Workspace sources are bundled (their `source` export condition); every other package stays external and is
 * loaded from node_modules at run time. Each bundled file keeps its own `import.meta.url`, so the paths it reads
 * beside itself (migrations, the wallet dataset, devnet artifacts) resolve as they do from source.
 */
const workspaceOnly: Plugin = {
  name: 'portico-workspace-only',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@portico/') ? undefined : { path, external: true },
    );
    bundler.onLoad({ filter: /\/packages\/[^/]+\/src\/.*\.ts$/ }, async ({ path }) => ({
      contents: (await readFile(path, 'utf8')).replaceAll(
        'import.meta.url',
        JSON.stringify(pathToFileURL(path).href),
      ),
      loader: 'ts',
    }));
  },
};

/**
 * `portico-cloud` built once per test run into `dir` (under node_modules, so its external imports resolve from
 * the workspace's): the suites that start `serve` in a child process run this instead of the TypeScript source
 * through tsx, which compiled the whole server again in every child (about 3 CPU seconds each).
 */
export async function buildCloudCli(dir: string): Promise<string> {
  const outfile = join(dir, 'cli.mjs');
  await build({
    entryPoints: [cliSource],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['source'],
    logLevel: 'warning',
    absWorkingDir: repoRoot,
    plugins: [workspaceOnly],
  });
  return outfile;
}

/** Where a run's CLI bundle goes: node_modules' cache directory of the workspace. */
export const cloudCliCacheDir = join(repoRoot, 'node_modules', '.cache', 'portico-cloud-cli');
