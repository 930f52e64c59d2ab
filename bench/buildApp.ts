import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import type { BenchApp } from './apps.js';

export const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const evmSource = fileURLToPath(new URL('../packages/evm/src/index.ts', import.meta.url));
const entryId = 'portico-bench-entry.js';

export interface BuiltChunk {
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  /** Each bundled module's rendered code (tree-shaken, before the chunk is minified), by module id: for attributing a chunk's bytes. */
  modules: { id: string; code: string }[];
}

/**
 * The entry as a virtual module. wagmi and viem are installed under packages/evm only, so the floor's
 * imports of them resolve as if @portico/evm made them.
 */
function benchEntry(source: string): Plugin {
  return {
    name: 'portico-bench-entry',
    enforce: 'pre',
    async resolveId(id, importer) {
      if (id === entryId) return `\0${entryId}`;
      if (importer === `\0${entryId}` && (id.startsWith('@wagmi/') || id.startsWith('viem'))) {
        return this.resolve(id, evmSource, { skipSelf: true });
      }
      return null;
    },
    load(id) {
      return id === `\0${entryId}` ? source : null;
    },
  };
}

/** A production build of `app` as the demo builds (Vite, es2022, minified), kept in memory. */
export async function buildApp(app: BenchApp): Promise<BuiltChunk[]> {
  const result = await build({
    configFile: false,
    envFile: false,
    root: repositoryRoot,
    logLevel: 'silent',
    publicDir: false,
    plugins: [benchEntry(app.source)],
    resolve: { conditions: ['source', 'module', 'browser', 'production'] },
    build: {
      write: false,
      target: 'es2022',
      modulePreload: false,
      rolldownOptions: { input: entryId },
    },
  });
  return chunksOf(result);
}

/** The JS chunks of a Vite build result. */
export function chunksOf(result: Awaited<ReturnType<typeof build>>): BuiltChunk[] {
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((output) =>
    output.output.flatMap((item) =>
      item.type === 'chunk'
        ? [
            {
              fileName: item.fileName,
              code: item.code,
              isEntry: item.isEntry,
              imports: item.imports,
              dynamicImports: item.dynamicImports,
              modules: Object.entries(item.modules).map(([id, module]) => ({ id, code: module.code ?? '' })),
            },
          ]
        : [],
    ),
  );
}
