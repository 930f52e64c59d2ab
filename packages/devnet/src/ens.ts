import { type Address, encodeFunctionData, type Hex, labelhash, namehash, zeroHash } from 'viem';
import { loadArtifact } from './artifacts.js';
import type { SetupTransactions } from './setupTransactions.js';
import type { StackEns, StackEnsName } from './stack/index.js';

/** The name of `address`'s reverse record, `<lowercase hex without 0x>.addr.reverse`. */
function reverseName(address: Address): string {
  return `${address.slice(2).toLowerCase()}.addr.reverse`;
}

/**
 * Deploys the ENS registry, public resolver, reverse registrar and the devnet's universal resolver,
 * and sets every name: its owner (the deployer), resolver, address, avatar and reverse record. The
 * deployer builds `addr.reverse` itself, then hands it to the reverse registrar, so accounts can set
 * their own reverse names later as on mainnet.
 */
export async function deployNames(
  transactions: SetupTransactions,
  deployer: Address,
  names: readonly StackEnsName[],
): Promise<StackEns> {
  const registryArtifact = loadArtifact('ENSRegistry');
  const resolverArtifact = loadArtifact('PublicResolver');
  const registry = await transactions.deploy(registryArtifact);
  const publicResolver = await transactions.deploy(resolverArtifact, [registry]);
  const reverseRegistrar = await transactions.deploy(loadArtifact('ReverseRegistrar'), [
    registry,
    publicResolver,
  ]);
  const universalResolver = await transactions.deploy(loadArtifact('UniversalResolver'), [registry]);

  const created = new Set<string>(['']);
  // Creates `name` under its parent (creating missing ancestors, owned by the deployer first).
  const create = async (
    name: string,
    functionName: 'setSubnodeOwner' | 'setSubnodeRecord',
    owner: Address,
  ) => {
    const [label = '', ...rest] = name.split('.');
    const parent = rest.join('.');
    if (!created.has(parent)) await create(parent, 'setSubnodeOwner', deployer);
    const node = parent === '' ? zeroHash : namehash(parent);
    const args = functionName === 'setSubnodeOwner' ? [owner] : [owner, publicResolver, 0n];
    await transactions.call(registry, registryArtifact.abi, functionName, [node, labelhash(label), ...args]);
    created.add(name);
  };

  const records: Hex[] = [];
  const record = (functionName: string, args: readonly unknown[]) =>
    records.push(encodeFunctionData({ abi: resolverArtifact.abi, functionName, args }));
  for (const { name, address, avatar } of names) {
    await create(name, 'setSubnodeRecord', deployer);
    await create(reverseName(address), 'setSubnodeRecord', deployer);
    record('setAddr', [namehash(name), address]);
    if (avatar !== undefined) record('setText', [namehash(name), 'avatar', avatar]);
    record('setName', [namehash(reverseName(address)), name]);
  }
  // One transaction for every record; the resolver runs each call as the deployer.
  if (records.length > 0)
    await transactions.call(publicResolver, resolverArtifact.abi, 'multicall', [records]);
  await create('addr.reverse', 'setSubnodeOwner', reverseRegistrar);

  return {
    registry,
    universalResolver,
    publicResolver,
    reverseRegistrar,
    names: names.map((n) => ({ ...n })),
  };
}
