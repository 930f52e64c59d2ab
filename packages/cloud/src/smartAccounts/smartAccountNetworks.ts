import type { CaipNetworkId } from '@portico/core';
import type { SmartAccountsConfig } from '../config.js';
import type { Project } from '../projects/index.js';

export interface ProjectSmartAccounts {
  /** §3 smart-account-enabled networks: the project's eip155 chains that have a bundler here. */
  enabledNetworks: CaipNetworkId[];
  /** Those where the project's policy sponsors gas and the cloud has a paymaster and its signer key. */
  sponsoredNetworks: CaipNetworkId[];
  /** Those whose chain has EIP-7702 (`smartAccounts.accountKinds`; the default): the EOA delegates, same address. */
  eip7702Networks: CaipNetworkId[];
  /** Those marked erc4337 that have an account factory (`smartAccounts.accountFactories`), with it. */
  erc4337Networks: { caipNetworkId: CaipNetworkId; factory: `0x${string}` }[];
}

/**
 * What the project offers of smart accounts on this deployment: a chain the project enabled counts only when the
 * cloud has a bundler for it, and is sponsored only when the policy is on and lists it and the cloud can sign for
 * its paymaster. The remote configuration serves it and the paymaster service signs by it.
 */
export function projectSmartAccounts(project: Project, config: SmartAccountsConfig): ProjectSmartAccounts {
  const enabledNetworks = project.smartAccountNetworks.filter(
    (chainId): chainId is CaipNetworkId =>
      chainId.startsWith('eip155:') && config.bundlers[chainId] !== undefined,
  );
  const { sponsorship } = project;
  const canSign = config.paymasterSignerKey !== undefined;
  const sponsoredNetworks = enabledNetworks.filter(
    (chainId) =>
      sponsorship.enabled &&
      canSign &&
      sponsorship.chains.includes(chainId) &&
      config.paymasters[chainId] !== undefined,
  );
  const eip7702Networks = enabledNetworks.filter(
    (chainId) => (config.accountKinds[chainId] ?? 'eip7702') === 'eip7702',
  );
  const erc4337Networks = enabledNetworks.flatMap((caipNetworkId) => {
    const factory = config.accountFactories[caipNetworkId];
    return config.accountKinds[caipNetworkId] === 'erc4337' && factory ? [{ caipNetworkId, factory }] : [];
  });
  return { enabledNetworks, sponsoredNetworks, eip7702Networks, erc4337Networks };
}
