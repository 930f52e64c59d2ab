import type { Runtime } from '../../instance/runtime.js';
import type { WalletListActions } from './walletListActions.js';

/**
 * Starts a wallet list (cloud or local): the Connect view's wallets are asked for at once, and failed requests are
 * retried while the modal is open and whenever All Wallets is shown.
 */
export function followModal(rt: Pick<Runtime, 'store'>, wallets: WalletListActions): void {
  void wallets.fetchConnectWallets();
  rt.store.subscribe(
    (state) => state.modal.open,
    (open) => (open ? wallets.retryNow() : wallets.pauseRetry()),
  );
  rt.store.subscribe(
    (state) => state.router.view,
    (view) => view === 'AllWallets' && wallets.retryNow(),
  );
}
