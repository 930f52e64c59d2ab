#!/usr/bin/env node
// Fails when the workspace packages (packages/*, apps/*) depend on each other in a cycle; prints each cycle with
// what makes its edges. A package depends on another when its package.json names it (dependencies,
// devDependencies, peerDependencies, optionalDependencies) or when any of its files imports it (tests, scripts
// and type-only or dynamic imports count: a test-only edge still ties the packages' builds and releases together).
// scripts/import-cycles.mjs checks modules; this checks the packages above them.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifestFields = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];

const workspaces = ['packages', 'apps']
  .map((dir) => join(root, dir))
  .filter(existsSync)
  .flatMap((dir) => readdirSync(dir).map((name) => join(dir, name)))
  .filter((dir) => existsSync(join(dir, 'package.json')))
  .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }));
const names = new Set(workspaces.map(({ manifest }) => manifest.name));

const codeFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return codeFiles(path);
    return /\.(?:[cm]?[jt]s|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });

// `from '…'`, `import '…'`, `import('…')`, `require('…')`; the package name without a subpath.
const specifierPattern =
  /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]((?:@[^/'"]+\/)?[^/'"]+)/g;

/** package name → (dependency name → what makes the edge) */
const graph = new Map();
for (const { dir, manifest } of workspaces) {
  const edges = new Map();
  const add = (name, why) => {
    if (name === manifest.name || !names.has(name)) return;
    if (!edges.has(name)) edges.set(name, why);
  };
  for (const field of manifestFields)
    for (const name of Object.keys(manifest[field] ?? {})) add(name, `package.json ${field}`);
  for (const file of codeFiles(dir))
    for (const [, name] of readFileSync(file, 'utf8').matchAll(specifierPattern))
      add(name, `imported by ${relative(root, file)}`);
  graph.set(manifest.name, edges);
}

// Depth-first search; a back edge to a package still on the path closes a cycle.
const cycles = [];
const done = new Set();
const path = [];
function visit(name) {
  if (done.has(name)) return;
  const at = path.indexOf(name);
  if (at !== -1) {
    cycles.push([...path.slice(at), name]);
    return;
  }
  path.push(name);
  for (const next of graph.get(name)?.keys() ?? []) visit(next);
  path.pop();
  done.add(name);
}
for (const name of graph.keys()) visit(name);

for (const cycle of cycles) {
  const edges = cycle.slice(1).map((to, i) => `  ${cycle[i]} → ${to} (${graph.get(cycle[i]).get(to)})`);
  console.error(`package cycle: ${cycle.join(' → ')}\n${edges.join('\n')}`);
}
if (cycles.length > 0) process.exit(1);
console.log(`no package cycles among ${graph.size} workspace packages`);
