import type { AccountType } from '../../domain/caip/accountType.js';
import type { Network } from '../../domain/networks/network.js';
import type { ConnectionStatus } from '../connection/connectionStatus.js';
import type { AccountState } from './types.js';

/** §3 account state of a namespace with nobody connected. */
export function initialAccountState(
  status: ConnectionStatus,
  preferredAccountType: AccountType,
): AccountState {
  return { status, preferredAccountType, tokenBalance: [], addressLabels: {}, currentTab: 'Tokens' };
}

/** The address page on the network's block explorer, when it has one. */
export function addressExplorerUrl(network: Network, address: string): string | undefined {
  const explorer = network.blockExplorers?.default.url;
  return explorer ? `${explorer.replace(/\/+$/, '')}/address/${address}` : undefined;
}
