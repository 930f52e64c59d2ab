import type { Slice } from '../../instance/slice.js';
import { createAccountTypeActions } from './accountTypeActions.js';
import { initialAccountTypeState } from './accountTypeState.js';

/**
 * The account type (§1, §3, §4 "Account type"): smart accounts of a wallet that has them (the embedded wallet's
 * connector implements `SmartAccountCapability`), the §4 switch, and the visitor's remembered choice.
 */
export const accountTypeSlice: Slice = {
  name: 'accountType',
  initialState: () => ({ accountType: initialAccountTypeState }),
  create({ rt, portico, ports }) {
    const dappOption = portico.defaultAccountTypes?.eip155;
    const actions = createAccountTypeActions({
      rt,
      account: ports.account,
      ...(dappOption ? { dappOption } : {}),
      refreshAccountData() {
        void ports.tokenBalances.fetchTokenBalances(true);
        void ports.activity.refreshTransactions();
      },
    });
    return { actions };
  },
};
