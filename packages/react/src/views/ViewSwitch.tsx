import type { RouteData, ViewName } from '@portico/core';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { usePorticoState } from '../hooks/usePorticoState.js';
import { useT } from '../hooks/useT.js';
import { AccountViewOnDemand } from './Account/accountViewOnDemand.js';
import { ConnectView } from './Connect/ConnectView.js';

type ViewComponent<V extends ViewName> = ComponentType<{ data: RouteData[V] }>;

/** A view whose module loads when it is first shown: the module's export `name`. */
// biome-ignore lint/suspicious/noExplicitAny: React's own `lazy` takes any component type.
const onDemand = <C extends ComponentType<any>, K extends string>(
  load: () => Promise<Record<K, C>>,
  name: K,
) => lazy(() => load().then((m) => ({ default: m[name] })));

// Connect paints synchronously on open, Account too once preloaded (PorticoModal); the others load on demand.
const views: { [V in ViewName]: ViewComponent<V> } = {
  Connect: ConnectView,
  Account: AccountViewOnDemand,
  AllWallets: onDemand(() => import('./AllWallets/AllWalletsView.js'), 'AllWalletsView'),
  ConnectingExternal: onDemand(
    () => import('./ConnectingExternal/ConnectingExternalView.js'),
    'ConnectingExternalView',
  ),
  Networks: onDemand(() => import('./Networks/NetworksView.js'), 'NetworksView'),
  SwitchNetwork: onDemand(() => import('./SwitchNetwork/SwitchNetworkView.js'), 'SwitchNetworkView'),
  SwitchActiveChain: onDemand(
    () => import('./SwitchActiveChain/SwitchActiveChainView.js'),
    'SwitchActiveChainView',
  ),
  UnsupportedChain: onDemand(
    () => import('./UnsupportedChain/UnsupportedChainView.js'),
    'UnsupportedChainView',
  ),
  ProfileWallets: onDemand(() => import('./ProfileWallets/ProfileWalletsView.js'), 'ProfileWalletsView'),
  ConnectingWalletConnect: onDemand(
    () => import('./ConnectingWalletConnect/ConnectingWalletConnectView.js'),
    'ConnectingWalletConnectView',
  ),
  ConnectingWalletConnectBasic: onDemand(
    () => import('./ConnectingWalletConnect/ConnectingWalletConnectView.js'),
    'ConnectingWalletConnectBasicView',
  ),
  WalletSend: onDemand(() => import('./WalletSend/WalletSendView.js'), 'WalletSendView'),
  WalletSendPreview: onDemand(() => import('./WalletSend/WalletSendPreviewView.js'), 'WalletSendPreviewView'),
  CallsStatus: onDemand(() => import('./CallsStatus/CallsStatusView.js'), 'CallsStatusView'),
  Swap: onDemand(() => import('./Swap/SwapView.js'), 'SwapView'),
  OnRampProviders: onDemand(() => import('./OnRampProviders/OnRampProvidersView.js'), 'OnRampProvidersView'),
  OnRampBuy: onDemand(() => import('./OnRampBuy/OnRampBuyView.js'), 'OnRampBuyView'),
  WalletReceive: onDemand(() => import('./WalletReceive/WalletReceiveView.js'), 'WalletReceiveView'),
  ConnectingSocial: onDemand(
    () => import('./ConnectingSocial/ConnectingSocialView.js'),
    'ConnectingSocialView',
  ),
  ConnectingFarcaster: onDemand(
    () => import('./ConnectingFarcaster/ConnectingFarcasterView.js'),
    'ConnectingFarcasterView',
  ),
  EmailLogin: onDemand(() => import('./EmailLogin/EmailLoginView.js'), 'EmailLoginView'),
  UpdateEmailWallet: onDemand(
    () => import('./UpdateEmailWallet/UpdateEmailWalletView.js'),
    'UpdateEmailWalletView',
  ),
  SIWXSignMessage: onDemand(() => import('./SIWXSignMessage/SIWXSignMessageView.js'), 'SIWXSignMessageView'),
  ApproveTransaction: onDemand(
    () => import('./ApproveTransaction/ApproveTransactionView.js'),
    'ApproveTransactionView',
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
  const t = useT();
  return (
    <div className="view center" aria-busy="true" data-view-loading="">
      <span className="muted">{t('modal.loading')}</span>
    </div>
  );
}
