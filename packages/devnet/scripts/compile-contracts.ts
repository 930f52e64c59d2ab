import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { artifactsDir, buildArtifacts, serializeArtifact } from './compile.js';

// Rewrites artifacts/ from contracts/ and the packaged ENS contracts: `npm run contracts -w @portico/devnet`.
const artifacts = buildArtifacts();
mkdirSync(artifactsDir, { recursive: true });
for (const file of readdirSync(artifactsDir)) rmSync(new URL(file, artifactsDir));
for (const artifact of artifacts) {
  writeFileSync(new URL(`${artifact.contractName}.json`, artifactsDir), serializeArtifact(artifact));
}
console.log(`Wrote ${artifacts.map((a) => `artifacts/${a.contractName}.json`).join(', ')}`);
