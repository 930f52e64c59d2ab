import { hasSmartAccounts } from '../../domain/connectorSource/smartAccountSource.js';
import type { PorticoState } from '../../instance/porticoState.js';
import type { Slice } from '../../instance/slice.js';
import { errorMessage } from '../../shared/errors/toPorticoError.js';
import { withAccount } from '../account/withAccount.js';
import { networkStorageKeys } from '../activeNetwork/networkStorageKeys.js';
import { withCurrentConnection } from '../connection/connectionUpdates.js';
import { currentConnection } from '../connection/currentConnection.js';
import type { AccountTypeApi } from './accountTypeApi.js';
import type { AccountTypeHelpers } from './accountTypeHelpers.js';
import { initialAccountTypeState } from './accountTypeState.js';
import { accountTypeStorageKeys } from './accountTypeStorageKeys.js';

const helpers: AccountTypeHelpers = {
  currentConnection,
  errorMessage,
  hasSmartAccounts,
  withAccount,
  withCurrentConnection,
  keys: {
    ...accountTypeStorageKeys,
    smartAccountEnabledNetworks: networkStorageKeys.smartAccountEnabledNetworks,
  },
};

/**
 * The account type (§1, §3, §4 "Account type"): smart accounts of a wallet that has them (the embedded wallet's
 * connector implements `SmartAccountCapability`), the §4 switch, and the visitor's remembered choice. Its actions
 * load on demand: once such a wallet is the eip155 connection, or on the first call.
 */
export const accountTypeSlice: Slice = {
  name: 'accountType',
  initialState: () => ({ accountType: initialAccountTypeState }),
  create({ rt, portico, ports }) {
    const dappOption = portico.defaultAccountTypes?.eip155;
    let actions: Promise<AccountTypeApi> | undefined;
    const load = () => {
      actions ??= import('./accountTypeActions.js').then((m) =>
        m.createAccountTypeActions({
          rt,
          helpers,
          account: ports.account,
          ...(dappOption ? { dappOption } : {}),
          refreshAccountData() {
            void ports.tokenBalances.fetchTokenBalances(true);
            void ports.activity.refreshTransactions();
          },
        }),
      );
      return actions;
    };
    const smartAccountWallet = (state: PorticoState) => {
      const connection = currentConnection(state, 'eip155');
      return (
        state.accounts.eip155?.status === 'connected' &&
        !!connection &&
        hasSmartAccounts(rt.sources.get(connection.sourceId))
      );
    };
    const start = (connected: boolean) => {
      if (connected)
        load().catch((error: unknown) => rt.options.logger.error('The account type failed to load', error));
    };
    rt.store.subscribe(smartAccountWallet, start);
    start(smartAccountWallet(rt.get()));
    return {
      actions: {
        async setPreferredAccountType(type, namespace) {
          await (await load()).setPreferredAccountType(type, namespace);
        },
      },
    };
  },
};
