import { readFileSync } from 'node:fs';
import type { Abi, Hex } from 'viem';

export interface ContractArtifact {
  contractName: string;
  abi: Abi;
  bytecode: Hex;
}

/**
 * Reads a committed `artifacts/<name>.json` (written by `npm run contracts`). The URL is relative
 * to this module, which sits one level below the package root in both src/ and dist/.
 */
export function loadArtifact(contractName: string): ContractArtifact {
  return JSON.parse(readFileSync(new URL(`../artifacts/${contractName}.json`, import.meta.url), 'utf8'));
}
