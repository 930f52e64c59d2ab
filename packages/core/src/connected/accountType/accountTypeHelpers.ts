import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { hasSmartAccounts } from '../../domain/connectorSource/smartAccountSource.js';
import type { PorticoState } from '../../instance/porticoState.js';
import type { errorMessage } from '../../shared/errors/toPorticoError.js';
import type { AccountState } from '../account/types.js';
import type { networkStorageKeys } from '../activeNetwork/networkStorageKeys.js';
import type { withCurrentConnection } from '../connection/connectionUpdates.js';
import type { currentConnection } from '../connection/currentConnection.js';
import type { accountTypeStorageKeys } from './accountTypeStorageKeys.js';

/**
 * What the account type's actions use of the modules the dApp's initial JS already holds, handed over by the slice:
 * a lazy chunk that imported them itself would make the bundler split each into a chunk of its own (bench/).
 */
export interface AccountTypeHelpers {
  currentConnection: typeof currentConnection;
  errorMessage: typeof errorMessage;
  hasSmartAccounts: typeof hasSmartAccounts;
  withAccount(state: PorticoState, namespace: ChainNamespace, patch: Partial<AccountState>): PorticoState;
  withCurrentConnection: typeof withCurrentConnection;
  keys: typeof accountTypeStorageKeys & Pick<typeof networkStorageKeys, 'smartAccountEnabledNetworks'>;
}
