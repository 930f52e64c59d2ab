import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { artifactsDir, buildArtifacts, compileContracts, serializeArtifact } from './compile.js';

describe('committed contract artifacts', () => {
  const compiled = compileContracts();
  const built = buildArtifacts();

  it('has one artifact per contract in contracts/ and per packaged ENS contract, and no other', () => {
    const committed = readdirSync(artifactsDir).sort();
    expect(committed).toEqual(built.map((artifact) => `${artifact.contractName}.json`).sort());
    expect(committed).toEqual(
      expect.arrayContaining(['ENSRegistry.json', 'PublicResolver.json', 'ReverseRegistrar.json']),
    );
  });

  it.each(built.map((artifact) => [artifact.contractName, artifact] as const))(
    'artifacts/%s.json is what `npm run contracts` writes from the current sources',
    (name, artifact) => {
      expect(readFileSync(new URL(`${name}.json`, artifactsDir), 'utf8')).toBe(serializeArtifact(artifact));
    },
  );

  it('compiles reproducibly', () => {
    expect(compileContracts().map(serializeArtifact)).toEqual(compiled.map(serializeArtifact));
  });
});
