import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { artifactsDir, compileContracts, serializeArtifact } from './compile.js';

describe('committed contract artifacts', () => {
  const compiled = compileContracts();

  it('has one artifact per contract in contracts/, and no other', () => {
    const committed = readdirSync(artifactsDir).sort();
    expect(committed).toEqual(compiled.map((artifact) => `${artifact.contractName}.json`));
  });

  it.each(compiled.map((artifact) => [artifact.contractName, artifact] as const))(
    'artifacts/%s.json is what `npm run contracts` writes from the current sources',
    (name, artifact) => {
      expect(readFileSync(new URL(`${name}.json`, artifactsDir), 'utf8')).toBe(serializeArtifact(artifact));
    },
  );

  it('compiles reproducibly', () => {
    expect(compileContracts().map(serializeArtifact)).toEqual(compiled.map(serializeArtifact));
  });
});
