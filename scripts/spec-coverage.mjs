#!/usr/bin/env node
// Fails unless every bullet of §5 of the behaviour reference (docs/behaviour.md) is cited as `[§5 <id>]` by at
// least one test that goes through a public entry, not through the rule's own function:
// - a test file counts when it reaches one of `publicEntries` through its relative imports (its test helpers
//   included; a package's src/index.ts is not followed, so importing the barrel for a rule does not count), or
//   imports `createPortico` from '@portico/core', or renders with '@testing-library/react';
// - the public entries are a `createPortico` instance, the connectors and chain adapters a dApp hands it (each
//   package's public factory), the cloud's HTTP API (`startCloud`, `buildApp`) and the secure frame's message
//   protocol (`createFrame`, the embedded wallet's own origin);
// - a citation in any other test file is listed but does not count.
// A rule of a feature not built yet (`notBuilt`) needs no test, and must have none until it is built.
// Bullets are matched to ids by their opening words, so a changed or added bullet fails loudly too.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const specPath = process.env.PORTICO_SPEC ?? join(root, 'docs', 'behaviour.md');

const bulletIds = [
  ['Email login cooldown', 'email-cooldown'],
  ['Transaction hash', 'tx-hash'],
  ['Address validity', 'address'],
  ['Pairing is expired', 'pairing-expiry'],
  ['Origin allowlist check', 'origin-allowlist'],
  ['Configuration: a project id', 'configuration'],
  ['The on-ramp providers list', 'onramp-providers'],
  ["The adapter's provider list", 'adapter-provider-list'],
  ['Fetching transactions requires', 'transactions-account'],
  ['Spam filter', 'spam-filter'],
  ['An address with other than 3', 'caip'],
  ['Send requires', 'send'],
  ['Fee model', 'fee-model'],
  ['Name registration', 'name-registration'],
  ['The EVM chain id to coin type', 'coin-type'],
  ['Email fields must be valid', 'enums'],
  ['Wallet send-calls entries', 'send-calls'],
  ['Decimal parsing', 'decimal'],
  ['Balances: tokens whose decimals', 'balances'],
  ['Display:', 'display'],
  ['Transaction amounts get', 'amount-sign'],
  ['An email code can be triggered', 'email-code-trigger'],
  ['Embedded-wallet RPC methods', 'rpc-safety'],
  ['The embedded wallet is used only', 'embedded-wallet-enabled'],
];

/** Rules of features that do not exist yet, with the feature: no test can go through them. */
const notBuilt = {
  'name-registration': 'name registration',
};

const publicEntries = new Set(
  [
    'packages/core/src/portico/createPortico.ts',
    'packages/evm/src/createEvmAdapter.ts',
    'packages/evm/src/injectedConnector.ts',
    'packages/solana/src/createSolanaAdapter.ts',
    'packages/solana/src/walletStandardConnector.ts',
    'packages/walletconnect/src/walletConnectConnector.ts',
    'packages/wallet/src/connector/embeddedWalletConnector.ts',
    'packages/cloud/src/server.ts',
    'packages/cloud/src/app.ts',
    'packages/wallet/src/frame/app/createFrame.ts',
  ].map((path) => join(root, path)),
);

const importPattern =
  /(?:import|export)\s+(?:type\s+)?([^'"]*?)\s*from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    join(base, 'index.ts'),
  ];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

const isPackageIndex = (path) => /packages\/[^/]+\/src\/index\.tsx?$/.test(path);

/** Whether a test file goes through a public entry (see the top of this file). */
function throughPublicEntry(file) {
  const seen = new Set();
  const pending = [file];
  while (pending.length > 0) {
    const path = pending.pop();
    if (seen.has(path)) continue;
    seen.add(path);
    if (publicEntries.has(path)) return true;
    if (path !== file && isPackageIndex(path)) continue;
    for (const [, names = '', specifier, dynamic] of readFileSync(path, 'utf8').matchAll(importPattern)) {
      const target = specifier ?? dynamic;
      if (target === '@testing-library/react') return true;
      if (target === '@portico/core' && /\bcreatePortico\b/.test(names)) return true;
      const resolved = resolveImport(path, target);
      if (resolved) pending.push(resolved);
    }
  }
  return false;
}

function section5Bullets(markdown) {
  const start = markdown.indexOf('## 5.');
  const end = markdown.indexOf('\n## ', start + 1);
  if (start < 0) throw new Error(`no "## 5." section in ${specPath}`);
  return markdown
    .slice(start, end < 0 ? undefined : end)
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2).trim());
}

function testFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

if (!existsSync(specPath)) {
  console.error(
    `spec coverage: no behaviour reference at ${specPath} (docs/behaviour.md, or the file PORTICO_SPEC names)`,
  );
  process.exit(1);
}

const problems = [];
const bullets = section5Bullets(readFileSync(specPath, 'utf8'));
const ids = bullets.map((bullet) => {
  const match = bulletIds.find(([opening]) => bullet.startsWith(opening));
  if (!match) problems.push(`§5 bullet has no id in bulletIds (add one): "${bullet.slice(0, 80)}"`);
  return match?.[1];
});
const tests = ['packages', 'apps'].flatMap((dir) => testFiles(join(root, dir)));
const cited = new Map();
const citedUnits = new Map();
for (const file of tests) {
  const public_ =
    [...readFileSync(file, 'utf8').matchAll(/\[§5 ([a-z0-9-]+)\]/g)].length > 0 && throughPublicEntry(file);
  for (const [, id] of readFileSync(file, 'utf8').matchAll(/\[§5 ([a-z0-9-]+)\]/g)) {
    const byKind = public_ ? cited : citedUnits;
    byKind.set(id, [...new Set([...(byKind.get(id) ?? []), relative(root, file)])]);
  }
}
for (const id of ids.filter(Boolean)) {
  if (notBuilt[id]) {
    if (cited.has(id) || citedUnits.has(id))
      problems.push(
        `[§5 ${id}] is cited, but ${notBuilt[id]} is listed as not built: remove it from notBuilt`,
      );
  } else if (!cited.has(id)) {
    problems.push(`no test through a public entry cites [§5 ${id}]`);
  }
}
for (const id of new Set([...cited.keys(), ...citedUnits.keys()])) {
  if (!ids.includes(id)) problems.push(`tests cite [§5 ${id}], which names no §5 bullet`);
}
for (const id of Object.keys(notBuilt)) {
  if (!ids.includes(id)) problems.push(`notBuilt names [§5 ${id}], which names no §5 bullet`);
}

for (const id of ids.filter(Boolean)) {
  const through = notBuilt[id] ? `not built yet (${notBuilt[id]})` : (cited.get(id) ?? []).join(', ') || '—';
  const units = citedUnits.get(id)?.length
    ? `  [unit tests, not counted: ${citedUnits.get(id).join(', ')}]`
    : '';
  console.log(`§5 ${id.padEnd(24)} ${through}${units}`);
}
if (problems.length > 0) {
  console.error(
    `\nspec coverage: ${problems.length} problem(s)\n${problems.map((p) => `- ${p}`).join('\n')}`,
  );
  process.exit(1);
}
const pending = Object.keys(notBuilt).length;
console.log(
  `\nspec coverage: ${bullets.length - pending} §5 bullets are cited by tests through a public entry; ${pending} belong to features not built yet`,
);
