import { selectAccountTabs } from '../../cloud/backend/selectors.js';
import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { Runtime } from '../../instance/runtime.js';
import type { Notifications } from '../../modal/alerts/notifications.js';
import type { ModalActions } from '../../modal/dialog/modalActions.js';
import { withHistory } from '../../modal/router/withHistory.js';
import { formatMessage } from '../../shared/errors/catalogue.js';
import { isSupported } from '../activeNetwork/networkUpdates.js';
import type { AccountApi } from './accountApi.js';
import { balancePolicy } from './balancePolicy.js';
import { withAccount } from './withAccount.js';

export interface AccountActions extends AccountApi {
  /**
   * After the account or the network of a namespace changed: persists it, shows UnsupportedChain for an
   * unknown chain (§4), leaves UnsupportedChain once supported, and refetches the balance and the session.
   */
  afterChange(namespace: ChainNamespace): Promise<void>;
  /** §8 'Token Balance Unavailable'. */
  showBalanceUnavailable(): void;
}

/** Account data per namespace (§3): balance, sign-in session, account type and tab. */
export function createAccountActions(
  rt: Runtime,
  modal: ModalActions,
  notifications: Notifications,
): AccountActions {
  const { get, set, options } = rt;

  const showBalanceUnavailable = () =>
    notifications.showToast({ message: formatMessage('TOKEN_BALANCE_UNAVAILABLE'), variant: 'error' });

  const refreshBalance = async (namespace = get().connection.activeNamespace) => {
    const state = get();
    const address = state.accounts[namespace]?.address;
    const network = state.networks.byNamespace[namespace]?.caipNetwork;
    const adapter = rt.adapters.get(namespace);
    if (!address || !network || !adapter) return;
    const policy = balancePolicy(network, isSupported(state, network));
    if (policy !== 'fetch') {
      set((s) => withAccount(s, namespace, { balance: '0', balanceSymbol: network.nativeCurrency.symbol }));
      if (policy === 'unavailable') showBalanceUnavailable();
      return;
    }
    set((s) => withAccount(s, namespace, { balanceLoading: true }));
    try {
      const { balance, symbol } = await adapter.getBalance({ address, network });
      const now = get();
      // A later account or network change makes this answer stale.
      if (
        now.accounts[namespace]?.address !== address ||
        now.networks.byNamespace[namespace]?.caipNetwork !== network
      )
        return;
      set((s) => withAccount(s, namespace, { balance, balanceSymbol: symbol }));
    } catch (error) {
      options.logger.warn(`Balance of ${address} on ${network.caipNetworkId} failed`, error);
      showBalanceUnavailable();
    } finally {
      set((s) => withAccount(s, namespace, { balanceLoading: false }));
    }
  };

  return {
    refreshBalance,
    showBalanceUnavailable,
    async afterChange(namespace) {
      const state = get();
      const network = state.networks.byNamespace[namespace]?.caipNetwork;
      if (network && !isSupported(state, network)) {
        if (
          options.enableNetworkSwitch &&
          !options.allowUnsupportedChain &&
          state.connection.activeNamespace === namespace
        ) {
          modal.showRoute({ view: 'UnsupportedChain', data: undefined });
        }
        return refreshBalance(namespace);
      }
      if (state.modal.open && state.router.view === 'UnsupportedChain') modal.close();
      // A view opened from UnsupportedChain (SwitchNetwork) must not lead back to it once supported.
      else if (state.router.history.some(({ view }) => view === 'UnsupportedChain'))
        set((s) =>
          withHistory(
            s,
            s.router.history.filter(({ view }) => view !== 'UnsupportedChain'),
          ),
        );
      await refreshBalance(namespace);
    },
    setAccountTab(tab, namespace = get().connection.activeNamespace) {
      // A tab the view does not show (NFTs and Activity without a cloud) is not selected.
      if (!selectAccountTabs(get()).includes(tab)) return;
      set((s) => withAccount(s, namespace, { currentTab: tab }));
    },
  };
}
