import type { AccountType } from '../../domain/caip/accountType.js';
import type { CaipAddress } from '../../domain/caip/caipAddress.js';
import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { TokenBalance } from '../../domain/chainAdapter/token.js';
import type { Connector } from '../../domain/connectorSource/connector.js';
import type { EmbeddedLoginMethod } from '../../domain/connectorSource/embeddedWalletSource.js';
import type { SocialProvider } from '../../shared/validation/socialProvider.js';
import type { ConnectionStatus } from '../connection/connectionStatus.js';
import type { AccountTab } from './accountTabs.js';

export interface ConnectedWalletInfo {
  name: string;
  icon?: string;
  type?: Connector['type'];
}

/** §3 User (from the embedded wallet's secure frame). */
export interface PorticoUser {
  email?: string | null;
  address: string;
  chainId: string | number;
  userName?: string;
  accounts?: { address: string; type: 'EOA' | 'SMART_ACCOUNT' }[];
  smartAccountDeployed?: boolean;
  preferredAccountType?: AccountType;
  /** The embedded wallet's login methods (its email, the social logins linked to it), as its frame says them. */
  loginMethods?: readonly EmbeddedLoginMethod[];
}

/** §3 Account state, per chain namespace. */
export interface AccountState {
  status: ConnectionStatus;
  caipAddress?: CaipAddress;
  address?: string;
  /** The raw decimal string the adapter reported; format with `formatBalance` when displayed. */
  balance?: string;
  balanceSymbol?: string;
  balanceLoading?: boolean;
  profileName?: string;
  profileImage?: string;
  user?: PorticoUser;
  tokenBalance: readonly TokenBalance[];
  /** The §7 token balances are being fetched. */
  tokenBalanceLoading?: boolean;
  smartAccountDeployed?: boolean;
  preferredAccountType: AccountType;
  socialProvider?: SocialProvider | 'farcaster';
  farcasterUrl?: string;
  addressLabels: Readonly<Record<string, string>>;
  currentTab: AccountTab;
  /** `<explorer>/address/<address>` of the active network's block explorer. */
  addressExplorerUrl?: string;
  connectedWalletInfo?: ConnectedWalletInfo;
}

declare module '../../instance/porticoState.js' {
  interface PorticoState {
    accounts: Partial<Record<ChainNamespace, AccountState>>;
  }
}
