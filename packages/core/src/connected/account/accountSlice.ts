import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { Slice } from '../../instance/slice.js';
import { namespacesOf } from '../activeNetwork/initialNetworkState.js';
import { connectionStorageKeys } from '../connection/connectionStorageKeys.js';
import { startStatus } from '../connection/status.js';
import { type AccountActions, createAccountActions } from './accountActions.js';
import { initialAccountState } from './accountState.js';
import type { AccountState } from './types.js';

declare module '../../instance/ports.js' {
  interface PorticoPorts {
    account: AccountActions;
  }
}

/** The account of each namespace (§3): its status at start follows §4 from what is stored. */
export const accountSlice: Slice = {
  name: 'account',
  initialState({ options, storage }) {
    const accounts: Partial<Record<ChainNamespace, AccountState>> = {};
    for (const namespace of namespacesOf(options.networks)) {
      const status = startStatus({
        enableReconnect: options.enableReconnect,
        hasStoredConnection: storage.get(connectionStorageKeys.connectorId(namespace)) !== undefined,
        storedStatus: storage.get(connectionStorageKeys.connectionStatus(namespace)),
      });
      accounts[namespace] = initialAccountState(status, options.defaultAccountTypes[namespace]);
    }
    return { accounts };
  },
  create({ rt, ports }) {
    const account = createAccountActions(rt, ports.modal, ports.notifications);
    return {
      port: { account },
      actions: {
        refreshBalance: account.refreshBalance,
        setAccountTab: account.setAccountTab,
      },
    };
  },
};
