#!/usr/bin/env node
// Fails unless every bullet of §5 of the behaviour reference (docs/behaviour.md) is cited by at least
// one test as `[§5 <id>]`.
// Bullets are matched to ids by their opening words, so a changed or added bullet fails loudly too.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
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
for (const file of tests) {
  for (const [, id] of readFileSync(file, 'utf8').matchAll(/\[§5 ([a-z0-9-]+)\]/g)) {
    cited.set(id, [...(cited.get(id) ?? []), relative(root, file)]);
  }
}
for (const id of ids.filter(Boolean)) {
  if (!cited.has(id)) problems.push(`no test cites [§5 ${id}]`);
}
for (const id of cited.keys()) {
  if (!ids.includes(id)) problems.push(`tests cite [§5 ${id}], which names no §5 bullet`);
}

for (const id of ids.filter(Boolean))
  console.log(`§5 ${id.padEnd(24)} ${[...new Set(cited.get(id) ?? [])].join(', ') || '—'}`);
if (problems.length > 0) {
  console.error(
    `\nspec coverage: ${problems.length} problem(s)\n${problems.map((p) => `- ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`\nspec coverage: all ${bullets.length} §5 bullets are cited by tests`);
