import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { AccountTab } from './accountTabs.js';

/** The public actions of the account of each namespace (§3). */
export interface AccountApi {
  /** Selects the Account view's tab (§3 currentTab), of the active namespace by default. */
  setAccountTab(tab: AccountTab, namespace?: ChainNamespace): void;
  /** Refetches the active account's native balance. */
  refreshBalance(namespace?: ChainNamespace): Promise<void>;
}

declare module '../../instance/portico.js' {
  interface Portico extends AccountApi {}
}
