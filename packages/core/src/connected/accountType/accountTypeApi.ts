import type { AccountType } from '../../domain/caip/accountType.js';
import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';

/** The public action of the account-type switch (§1, §4 "Account type"). */
export interface AccountTypeApi {
  /**
   * Switches the account type (§4: to smartAccount only when smart accounts are enabled on the network and the
   * current type is eoa; back to eoa always); a switch the rule refuses does nothing. With a connected wallet that
   * has smart accounts (the embedded wallet) the wallet switches, the account follows (an ERC-4337 account has its
   * own address) and the choice is remembered for the next connection; a failure leaves everything as it was and
   * is shown in `state.accountType.error`. Without such a wallet only the preference is set. The active namespace by
   * default.
   */
  setPreferredAccountType(type: AccountType, namespace?: ChainNamespace): Promise<void>;
}

declare module '../../instance/portico.js' {
  interface Portico extends AccountTypeApi {}
}
