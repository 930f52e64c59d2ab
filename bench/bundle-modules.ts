// What the initial JS of a bench app is made of: `node --import tsx --conditions=source bench/bundle-modules.ts
// [app name] [top N]` (default react+core+evm, 60) prints its bytes per package and its largest modules. Each
// module's sizes are of its rendered code before minification, gzipped alone: they rank modules, they do not add up.
import * as benchApps from './apps.js';
import { buildApp } from './buildApp.js';
import { chunkGraph, kb, sizeOf } from './sizes.js';

const [name = 'react+core+evm', top = '60'] = process.argv.slice(2);
const apps = Object.values(benchApps);
const app = apps.find((candidate) => candidate.name === name);
if (!app) throw new Error(`No bench app ${name}: ${apps.map((candidate) => candidate.name).join(', ')}`);

/** `packages/core/src/…` as `core`, a dependency as its package name. */
function owner(id: string): string {
  const dependency = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (dependency?.[1]) return dependency[1];
  const workspace = /packages\/([^/]+)\//.exec(id);
  return workspace?.[1] ? `@portico/${workspace[1]}` : id.replace(/^\0/, '');
}

const { initial } = chunkGraph(await buildApp(app));
const modules = initial.flatMap((chunk) =>
  chunk.modules.map(({ id, code }) => ({ id, owner: owner(id), raw: code.length, gzip: sizeOf(code).gzip })),
);
const total = initial.reduce((sum, chunk) => sum + sizeOf(chunk.code).gzip, 0);
console.log(
  `${app.name}: initial JS ${kb(total)} gzip in ${initial.length} chunks, ${modules.length} modules`,
);

const byOwner = new Map<string, { raw: number; gzip: number; count: number }>();
for (const module of modules) {
  const sum = byOwner.get(module.owner) ?? { raw: 0, gzip: 0, count: 0 };
  byOwner.set(module.owner, {
    raw: sum.raw + module.raw,
    gzip: sum.gzip + module.gzip,
    count: sum.count + 1,
  });
}
console.log('\nBy package (raw, gzip of each module alone, modules):');
for (const [owned, sum] of [...byOwner].sort((a, b) => b[1].raw - a[1].raw))
  console.log(
    `  ${owned.padEnd(28)}${kb(sum.raw).padStart(10)}${kb(sum.gzip).padStart(10)}${String(sum.count).padStart(5)}`,
  );

console.log(`\nLargest modules (raw, gzip alone):`);
for (const module of modules.sort((a, b) => b.raw - a.raw).slice(0, Number(top)))
  console.log(
    `  ${kb(module.raw).padStart(9)}${kb(module.gzip).padStart(9)}  ${module.id.replace(/^.*?(node_modules|packages)\//, '')}`,
  );
