#!/usr/bin/env node
// Fails when the imports of packages/*/src form a cycle; prints each cycle it finds. Type-only imports count:
// a cycle of types is a knot in the module structure too. Dynamic `import()` does not: it loads later, on demand.
// Workspace packages (`@portico/x`, `@portico/x/sub`) resolve to their `source` export, so cycles across
// packages count too.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const packagesDir = join(root, 'packages');

const sourceFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

/** `@portico/x/sub` → the file its `source` export names. */
const workspaceEntries = new Map();
for (const name of readdirSync(packagesDir)) {
  const manifestPath = join(packagesDir, name, 'package.json');
  if (!existsSync(manifestPath)) continue;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    if (typeof target === 'object' && target.source)
      workspaceEntries.set(join(manifest.name, subpath), resolve(packagesDir, name, target.source));
  }
}

function resolveSpecifier(from, specifier) {
  if (!specifier.startsWith('.')) return workspaceEntries.get(specifier);
  const base = resolve(dirname(from), specifier).replace(/\.js$/, '');
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(existsSync);
}

// `import … from '…'`, `export … from '…'` and `import '…'`, over several lines too.
const staticImport = /^\s*(?:import|export)\s+(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

function importsOf(file) {
  const imports = [];
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(staticImport)) {
    const target = resolveSpecifier(file, specifier);
    if (target) imports.push(target);
  }
  return imports;
}

const files = readdirSync(packagesDir)
  .map((name) => join(packagesDir, name, 'src'))
  .filter(existsSync)
  .flatMap(sourceFiles);
const graph = new Map(files.map((file) => [file, importsOf(file)]));

// Depth-first search; a back edge to a module still on the path closes a cycle.
const cycles = [];
const done = new Set();
const path = [];
const onPath = new Set();
function visit(file) {
  if (done.has(file)) return;
  if (onPath.has(file)) {
    cycles.push([...path.slice(path.indexOf(file)), file]);
    return;
  }
  onPath.add(file);
  path.push(file);
  for (const next of graph.get(file) ?? importsOf(file)) visit(next);
  path.pop();
  onPath.delete(file);
  done.add(file);
}
for (const file of graph.keys()) visit(file);

for (const cycle of cycles) console.error(`import cycle: ${cycle.map((f) => relative(root, f)).join(' → ')}`);
if (cycles.length > 0) process.exit(1);
console.log(`no import cycles in ${graph.size} modules of packages/*/src`);
