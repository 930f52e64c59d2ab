import { type Address, type Hex, parseEther } from 'viem';
import { loadArtifact } from '../artifacts.js';
import type { SetupTransactions } from '../setupTransactions.js';
import { devnetPaymasterSigner } from './keys.js';

/** The deterministic-deployment proxy (Arachnid's CREATE2 factory) that anvil places in every genesis. */
const create2Deployer: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C';

/**
 * The salts of the canonical ERC-4337 deployments: through `create2Deployer` with them, the contracts of
 * @account-abstraction/contracts 0.8.0 (and 0.7.0's EntryPoint) land at the addresses every chain (and viem) knows.
 */
const canonicalSalts = {
  entryPoint: '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9',
  simple7702Account: `0x${'0'.repeat(64)}`,
  simpleAccountFactory: `0x${'0'.repeat(64)}`,
  entryPoint07: '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3',
} as const satisfies Record<string, Hex>;

/**
 * Where the ERC-4337 contracts are on public chains (eth-infinitism's deployments; viem's `entryPoint08Address`,
 * `entryPoint07Address` and `toSimple7702SmartAccount`'s default implementation). The devnet's land there too, or
 * it refuses to start. EntryPoint v0.7 is there for tools that expect it; the devnet's accounts and paymaster use v0.8.
 */
export const canonicalAddresses = {
  entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
  simple7702Account: '0xe6Cae83BdE06E4c305530e199D7217f42808555B',
  simpleAccountFactory: '0x13E9ed32155810FDbd067D4522C492D6f68E5944',
  entryPoint07: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
} as const satisfies Record<keyof typeof canonicalSalts, Address>;

/**
 * The paymaster and PorticoAccountFactory are the devnet's own contracts: any fixed salt gives each one address on
 * every chain.
 */
const devnetSalt: Hex = `0x${'0'.repeat(64)}`;

/** What the verifying paymaster has in the EntryPoint to pay for sponsored UserOperations. */
export const paymasterDeposit = parseEther('100');

export interface SmartAccountContracts {
  /** EntryPoint v0.8. */
  entryPoint: Address;
  /** The EIP-7702 delegate of eth-infinitism's v0.8 samples. */
  simple7702Account: Address;
  /** v0.8 SimpleAccountFactory (its accounts are ERC-4337 SimpleAccounts owned by one key). */
  simpleAccountFactory: Address;
  /** The verifying paymaster (contracts/VerifyingPaymaster.sol), signer `devnetPaymasterSigner`. */
  paymaster: Address;
  /**
   * The factory of PorticoAccount (contracts/PorticoAccount.sol: SimpleAccount v0.8 with replay-safe ERC-1271), the
   * embedded wallet's ERC-4337 account where the chain has no EIP-7702.
   */
  porticoAccountFactory: Address;
}

/**
 * Sends the smart-account contracts' deployments (EntryPoint v0.7 included, though not among the addresses returned;
 * all through `create2Deployer`, so the addresses do not depend on
 * the deployer's nonce) and the paymaster's deposit in the EntryPoint. The paymaster is owned by `owner` (the
 * devnet's deployer), who may withdraw its deposit. Resolves to the addresses once the transactions are sent;
 * `transactions.confirmAll()` checks they succeeded.
 */
export async function deploySmartAccountContracts(
  transactions: SetupTransactions,
  owner: Address,
): Promise<SmartAccountContracts> {
  const entryPointArtifact = loadArtifact('EntryPoint');
  const entryPoint = await transactions.deployCreate2(
    create2Deployer,
    canonicalSalts.entryPoint,
    entryPointArtifact,
  );
  const simple7702Account = await transactions.deployCreate2(
    create2Deployer,
    canonicalSalts.simple7702Account,
    loadArtifact('Simple7702Account'),
  );
  const simpleAccountFactory = await transactions.deployCreate2(
    create2Deployer,
    canonicalSalts.simpleAccountFactory,
    loadArtifact('SimpleAccountFactory'),
    [entryPoint],
  );
  const paymaster = await transactions.deployCreate2(
    create2Deployer,
    devnetSalt,
    loadArtifact('VerifyingPaymaster'),
    [entryPoint, devnetPaymasterSigner.address, owner],
  );
  await transactions.call(entryPoint, entryPointArtifact.abi, 'depositTo', [paymaster], paymasterDeposit);
  const porticoAccountFactory = await transactions.deployCreate2(
    create2Deployer,
    devnetSalt,
    loadArtifact('PorticoAccountFactory'),
    [entryPoint],
  );
  const entryPoint07 = await transactions.deployCreate2(
    create2Deployer,
    canonicalSalts.entryPoint07,
    loadArtifact('EntryPointV07'),
  );
  const landed = { entryPoint, simple7702Account, simpleAccountFactory, entryPoint07 };
  for (const [name, canonical] of Object.entries(canonicalAddresses)) {
    const address = landed[name as keyof typeof landed];
    if (address !== canonical)
      throw new Error(`${name} lands at ${address}, not at its canonical ${canonical}`);
  }
  return { entryPoint, simple7702Account, simpleAccountFactory, paymaster, porticoAccountFactory };
}
