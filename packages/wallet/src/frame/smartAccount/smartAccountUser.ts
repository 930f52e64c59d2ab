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
 * too (EIP-7702: the same address; ERC-4337: its own), which one is in use (`address`) and whether the smart account
 * exists on chain yet.
 */
export async function smartAccountUser(smartAccounts: SmartAccounts, chainId: string | number, eoa: string) {
  const caipNetworkId = toCaipNetworkId(chainId);
  const network = await smartAccounts.networks.find(caipNetworkId);
  const eoaAccount = { address: eoa, type: 'EOA' as const };
  if (!network) {
    return {
      address: eoa,
      accounts: [eoaAccount],
      smartAccountDeployed: false,
      preferredAccountType: 'eoa' as const,
    };
  }
  const [smartAddress, deployed, inUse] = await Promise.all([
    smartAccounts.address(network),
    smartAccounts.deployed(network),
    smartAccounts.inUse(caipNetworkId),
  ]);
  return {
    address: inUse ? smartAddress : eoa,
    accounts: [eoaAccount, { address: smartAddress, type: 'SMART_ACCOUNT' as const }],
    smartAccountDeployed: deployed,
    preferredAccountType: inUse ? ('smartAccount' as const) : ('eoa' as const),
  };
}
