import type { RouteData, ViewName } from '@portico/core';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { usePorticoState } from '../hooks/usePorticoState.js';
import { AccountViewOnDemand } from './Account/accountViewOnDemand.js';
import { ConnectView } from './Connect/ConnectView.js';

type ViewComponent<V extends ViewName> = ComponentType<{ data: RouteData[V] }>;

// Connect paints synchronously on open, Account too once preloaded (PorticoModal); the others load on demand.
const views: { [V in ViewName]: ViewComponent<V> } = {
  Connect: ConnectView,
  Account: AccountViewOnDemand,
  AllWallets: lazy(() =>
    import('./AllWallets/AllWalletsView.js').then((m) => ({ default: m.AllWalletsView })),
  ),
  ConnectingExternal: lazy(() =>
    import('./ConnectingExternal/ConnectingExternalView.js').then((m) => ({
      default: m.ConnectingExternalView,
    })),
  ),
  Networks: lazy(() => import('./Networks/NetworksView.js').then((m) => ({ default: m.NetworksView }))),
  SwitchNetwork: lazy(() =>
    import('./SwitchNetwork/SwitchNetworkView.js').then((m) => ({ default: m.SwitchNetworkView })),
  ),
  SwitchActiveChain: lazy(() =>
    import('./SwitchActiveChain/SwitchActiveChainView.js').then((m) => ({
      default: m.SwitchActiveChainView,
    })),
  ),
  UnsupportedChain: lazy(() =>
    import('./UnsupportedChain/UnsupportedChainView.js').then((m) => ({ default: m.UnsupportedChainView })),
  ),
  ProfileWallets: lazy(() =>
    import('./ProfileWallets/ProfileWalletsView.js').then((m) => ({ default: m.ProfileWalletsView })),
  ),
  ConnectingWalletConnect: lazy(() =>
    import('./ConnectingWalletConnect/ConnectingWalletConnectView.js').then((m) => ({
      default: m.ConnectingWalletConnectView,
    })),
  ),
  ConnectingWalletConnectBasic: lazy(() =>
    import('./ConnectingWalletConnect/ConnectingWalletConnectView.js').then((m) => ({
      default: m.ConnectingWalletConnectBasicView,
    })),
  ),
  WalletSend: lazy(() =>
    import('./WalletSend/WalletSendView.js').then((m) => ({ default: m.WalletSendView })),
  ),
  WalletSendPreview: lazy(() =>
    import('./WalletSend/WalletSendPreviewView.js').then((m) => ({ default: m.WalletSendPreviewView })),
  ),
  CallsStatus: lazy(() =>
    import('./CallsStatus/CallsStatusView.js').then((m) => ({ default: m.CallsStatusView })),
  ),
  Swap: lazy(() => import('./Swap/SwapView.js').then((m) => ({ default: m.SwapView }))),
  WalletReceive: lazy(() =>
    import('./WalletReceive/WalletReceiveView.js').then((m) => ({ default: m.WalletReceiveView })),
  ),
  ConnectingSocial: lazy(() =>
    import('./ConnectingSocial/ConnectingSocialView.js').then((m) => ({ default: m.ConnectingSocialView })),
  ),
  ConnectingFarcaster: lazy(() =>
    import('./ConnectingFarcaster/ConnectingFarcasterView.js').then((m) => ({
      default: m.ConnectingFarcasterView,
    })),
  ),
  EmailLogin: lazy(() =>
    import('./EmailLogin/EmailLoginView.js').then((m) => ({ default: m.EmailLoginView })),
  ),
  UpdateEmailWallet: lazy(() =>
    import('./UpdateEmailWallet/UpdateEmailWalletView.js').then((m) => ({
      default: m.UpdateEmailWalletView,
    })),
  ),
  SIWXSignMessage: lazy(() =>
    import('./SIWXSignMessage/SIWXSignMessageView.js').then((m) => ({ default: m.SIWXSignMessageView })),
  ),
  ApproveTransaction: lazy(() =>
    import('./ApproveTransaction/ApproveTransactionView.js').then((m) => ({
      default: m.ApproveTransactionView,
    })),
  ),
};

/**
 * The current view of the router, keyed by its place in the history so each visit runs the transition.
 * `onShown` runs once per visit, when the view has rendered (a lazy view only after it has loaded).
 */
export function ViewSwitch({ onShown }: { onShown?: () => void }) {
  const router = usePorticoState((state) => state.router);
  const View = views[router.view] as ViewComponent<ViewName>;
  return (
    <Suspense fallback={<Loading />}>
      <Shown key={`${router.history.length}:${router.view}`} onShown={onShown}>
        <View data={router.data} />
      </Shown>
    </Suspense>
  );
}

/** Inside the Suspense boundary, so its effect runs only once the view it wraps has rendered. */
function Shown({ onShown, children }: { onShown?: () => void; children: ReactNode }) {
  useEffect(() => onShown?.(), [onShown]);
  return children;
}

function Loading() {
  return (
    <div className="view center" aria-busy="true" data-view-loading="">
      <span className="muted">Loading…</span>
    </div>
  );
}
