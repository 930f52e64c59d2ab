#!/usr/bin/env node
// Keeps @portico/core's shape (docs/architecture.md "Core's floors"): imports run only down the floors, no file but
// the shared primitives is imported by more than 10 core files, and no source file reaches 250 lines.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../packages/core/src/', import.meta.url));

/** Each top-level folder's floor: a file imports only from its own floor or lower ones. */
const floors = {
  shared: 0,
  i18n: 0,
  domain: 1,
  instance: 2,
  walletPicker: 2,
  connected: 2,
  embeddedWallet: 2,
  walletFeatures: 2,
  cloud: 2,
  modal: 2,
  portico: 3,
  'index.ts': 4,
  'adapters.ts': 4,
};
/**
 * Imported by many by design: the store and the instance it belongs to (runtime, state, options, the slice
 * descriptor and registries), errors, the logger, constants, and the domain primitives every part speaks (CAIP
 * ids, networks, tokens, the connector and chain adapter contracts), and the §7 query every cloud route's schema
 * starts from (each route's wire file imports it), and the English catalogue (each part's) every locale module is
 * typed against, with the part definition (`messagePart.ts`) each part's `index.ts` is made with.
 */
const widelyShared = [
  /^shared\/(store|errors|logger)\//,
  /^shared\/constants\.ts$/,
  /^domain\//,
  /^cloud\/wire\/sdkQuery\.ts$/,
  /^i18n\/locales\/(\w+\/)?en\.ts$/,
  /^i18n\/messagePart\.ts$/,
  /^instance\/(runtime|porticoState|porticoOptions|slice|ports|portico)\.ts$/,
];
const maxImporters = 10;
const maxLines = 250;

const sourceFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

const staticImport = /^\s*(?:import|export)\s+(?:[^'";]*?\s+from\s+)?['"](\.[^'"]+)['"]/gm;
const floorOf = (file) => floors[relative(src, file).split('/')[0]];
const problems = [];
const importers = new Map();
const files = sourceFiles(src);

for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n').length;
  // Generated files and the message catalogues (data, one message a line) may be longer.
  if (
    lines >= maxLines &&
    !file.endsWith('.generated.ts') &&
    !relative(src, file).startsWith('i18n/locales/')
  )
    problems.push(`${relative(src, file)}: ${lines} lines (the limit is ${maxLines})`);
  if (floorOf(file) === undefined) problems.push(`${relative(src, file)}: a folder with no floor`);
  for (const [, specifier] of text.matchAll(staticImport)) {
    const target = resolve(dirname(file), specifier).replace(/\.js$/, '.ts');
    if (floorOf(target) > floorOf(file))
      problems.push(`${relative(src, file)} imports ${relative(src, target)}, a floor above it`);
    if (!importers.has(target)) importers.set(target, new Set());
    importers.get(target).add(file);
  }
}
for (const [target, from] of importers) {
  const name = relative(src, target);
  if (from.size > maxImporters && !widelyShared.some((pattern) => pattern.test(name)))
    problems.push(`${name} is imported by ${from.size} core files (the limit is ${maxImporters})`);
}

if (problems.length > 0) {
  console.error(`core's structure (docs/architecture.md "Core's floors"):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`core's structure holds: ${files.length} source files, imports down the floors`);
