import type { CaipNetworkId } from '../caip/caipNetworkId.js';
import type { ConnectedAccount, ConnectorSource } from './connectorSource.js';

/** The account types a smart-account wallet switches between (§3, §4 "Account type"). */
export type SwitchableAccountType = 'eoa' | 'smartAccount';

/** What a wallet answers once it switched its eip155 account type (§7 set preferred account). */
export interface AccountTypeSwitch {
  /** The account type now in use. */
  type: SwitchableAccountType;
  /**
   * The connection's eip155 accounts now, as CAIP-10 addresses with their type, the account in use first: the
   * smart account's own address for an ERC-4337 account, the same address for an EIP-7702 delegation.
   */
  accounts: readonly ConnectedAccount[];
  /** §3 User accounts: every account of the wallet with its type. */
  userAccounts: ReadonlyArray<{ address: string; type: 'EOA' | 'SMART_ACCOUNT' }>;
  /** §3 smartAccountDeployed. */
  smartAccountDeployed: boolean;
}

/**
 * A connector source whose wallets have smart accounts (the embedded wallet): core reads the networks on which
 * the project enables them once a wallet is connected, and asks for the switch the visitor (or their remembered
 * choice) makes. Both reject with the wallet's error; nothing changes then.
 */
export interface SmartAccountCapability {
  /** §7 get smart-account-enabled networks: the eip155 networks (CAIP-2) where smart accounts are enabled. */
  getSmartAccountEnabledNetworks(params: { connectorId: string }): Promise<readonly CaipNetworkId[]>;
  /** §7 set preferred account: switches the connected wallet's eip155 account to `type`. */
  setPreferredAccountType(params: {
    connectorId: string;
    type: SwitchableAccountType;
  }): Promise<AccountTypeSwitch>;
}

/** Whether a source offers smart accounts (implements `SmartAccountCapability`). */
export function hasSmartAccounts(
  source: ConnectorSource | undefined,
): source is ConnectorSource & SmartAccountCapability {
  const capable = source as Partial<SmartAccountCapability> | undefined;
  return (
    typeof capable?.getSmartAccountEnabledNetworks === 'function' &&
    typeof capable.setPreferredAccountType === 'function'
  );
}
