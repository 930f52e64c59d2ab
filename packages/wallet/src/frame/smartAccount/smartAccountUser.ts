import { toCaipNetworkId } from '../chain/activeChain.js';
import type { SmartAccountNetwork } from './smartAccountNetworks.js';
import type { SmartAccounts } from './smartAccounts.js';

const SMART_ACCOUNTS_NOT_ENABLED = 'Smart accounts are not enabled';

/** The network's smart-account settings; throws §7's refusal where the project does not enable them. */
export async function enabledNetwork(
  smartAccounts: SmartAccounts,
  chainId: string | number,
): Promise<SmartAccountNetwork> {
  const network = await smartAccounts.networks.find(toCaipNetworkId(chainId));
  if (!network) throw new Error(SMART_ACCOUNTS_NOT_ENABLED);
  return network;
}

/**
 * GET_USER's account fields on a network: the EOA, and where the project enables smart accounts the smart account
 * too (EIP-7702: the same address), which one is in use and whether it exists on chain yet.
 */
export async function smartAccountUser(smartAccounts: SmartAccounts, chainId: string | number, eoa: string) {
  const caipNetworkId = toCaipNetworkId(chainId);
  const network = await smartAccounts.networks.find(caipNetworkId);
  const eoaAccount = { address: eoa, type: 'EOA' as const };
  if (!network) {
    return { accounts: [eoaAccount], smartAccountDeployed: false, preferredAccountType: 'eoa' as const };
  }
  return {
    accounts: [eoaAccount, { address: eoa, type: 'SMART_ACCOUNT' as const }],
    smartAccountDeployed: await smartAccounts.deployed(network),
    preferredAccountType: (await smartAccounts.inUse(caipNetworkId))
      ? ('smartAccount' as const)
      : ('eoa' as const),
  };
}
