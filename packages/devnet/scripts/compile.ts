import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import solc from 'solc';

/** What the devnet deploys from: committed as `artifacts/<contractName>.json`. */
export interface Artifact {
  contractName: string;
  abi: unknown[];
  bytecode: `0x${string}`;
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string; sourceLocation?: { file: string } }[];
  contracts?: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
}

export const contractsDir = new URL('../contracts/', import.meta.url);
export const artifactsDir = new URL('../artifacts/', import.meta.url);

// Pinned so the bytecode does not follow solc's default; anvil's default (latest) hardfork runs it.
const evmVersion = 'cancun';
const require = createRequire(import.meta.url);

function findImport(path: string): { contents: string } | { error: string } {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') };
  } catch {
    return { error: `Cannot resolve import ${path}` };
  }
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}

/**
 * Compiles every `contracts/*.sol` in-process and returns one artifact per deployable contract
 * declared there, sorted by name. The output carries no metadata hash, so it is reproducible.
 */
export function compileContracts(): Artifact[] {
  const files = readdirSync(contractsDir)
    .filter((file) => file.endsWith('.sol'))
    .sort();
  const sources = Object.fromEntries(
    files.map((file) => [
      `contracts/${file}`,
      { content: readFileSync(new URL(file, contractsDir), 'utf8') },
    ]),
  );
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      evmVersion,
      optimizer: { enabled: true, runs: 200 },
      metadata: { bytecodeHash: 'none' },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })) as SolcOutput;
  // Warnings fail the build only in our own sources: the packages' (e.g. @account-abstraction's BaseAccount naming
  // a parameter `error`, which newer compilers warn about) are theirs to fix.
  const problems = (output.errors ?? []).filter(
    (e) =>
      e.severity === 'error' ||
      (e.severity === 'warning' && (e.sourceLocation === undefined || e.sourceLocation.file in sources)),
  );
  if (problems.length > 0) {
    throw new Error(`Solidity compilation failed:\n${problems.map((e) => e.formattedMessage).join('\n')}`);
  }
  const artifacts: Artifact[] = [];
  for (const [unit, contracts] of Object.entries(output.contracts ?? {})) {
    if (!(unit in sources)) continue;
    for (const [contractName, { abi, evm }] of Object.entries(contracts)) {
      if (evm.bytecode.object === '') continue;
      artifacts.push({ contractName, abi: sortKeys(abi) as unknown[], bytecode: `0x${evm.bytecode.object}` });
    }
  }
  return artifacts.sort((a, b) => a.contractName.localeCompare(b.contractName));
}

/**
 * Contracts taken as built by their own npm packages: the ENS contracts (`@ensdomains/ens-contracts`, which
 * would build them with a current compiler, does not install), and ERC-4337's EntryPoint v0.8 and sample
 * accounts, and EntryPoint v0.7 (the same package at 0.7.0, installed under an alias), whose published bytecode is
 * what lands on their canonical CREATE2 addresses; and Uniswap v2 and v3, whose routers and pool libraries hold
 * the init-code hashes of the published pair and pool bytecode. `as` names an artifact whose package name is
 * taken, or whose file (Waffle's format, as Uniswap v2 publishes it) names none.
 */
const packagedContracts: readonly { path: string; as?: string }[] = [
  { path: '@uniswap/v2-core/build/UniswapV2Factory.json', as: 'UniswapV2Factory' },
  { path: '@uniswap/v2-periphery/build/WETH9.json', as: 'WETH9' },
  { path: '@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json' },
  {
    path: '@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json',
  },
  { path: '@uniswap/v3-periphery/artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json' },
  { path: '@uniswap/swap-router-contracts/artifacts/contracts/SwapRouter02.sol/SwapRouter02.json' },
  { path: '@ensdomains/ens/build/contracts/ENSRegistry.json' },
  { path: '@ensdomains/ens/build/contracts/ReverseRegistrar.json' },
  { path: '@ensdomains/resolver/build/contracts/PublicResolver.json' },
  { path: '@account-abstraction/contracts/artifacts/EntryPoint.json' },
  { path: '@account-abstraction/contracts/artifacts/Simple7702Account.json' },
  { path: '@account-abstraction/contracts/artifacts/SimpleAccountFactory.json' },
  { path: 'account-abstraction-contracts-v07/artifacts/EntryPoint.json', as: 'EntryPointV07' },
];

/** The ABI and creation bytecode of each packaged contract, sorted by name. */
export function packagedArtifacts(): Artifact[] {
  return packagedContracts
    .map(({ path, as }) => {
      const { contractName, abi, bytecode } = JSON.parse(
        readFileSync(require.resolve(path), 'utf8'),
      ) as Artifact;
      const code = bytecode.startsWith('0x') ? bytecode : (`0x${bytecode}` as const);
      return { contractName: as ?? contractName, abi: sortKeys(abi) as unknown[], bytecode: code };
    })
    .sort((a, b) => a.contractName.localeCompare(b.contractName));
}

/** Everything `artifacts/` holds: the compiled contracts, then the packaged ones. */
export function buildArtifacts(): Artifact[] {
  return [...compileContracts(), ...packagedArtifacts()];
}

/** The committed file text of an artifact: fixed key order, two-space indent, final newline. */
export function serializeArtifact(artifact: Artifact): string {
  const { contractName, abi, bytecode } = artifact;
  return `${JSON.stringify({ contractName, abi, bytecode }, null, 2)}\n`;
}
