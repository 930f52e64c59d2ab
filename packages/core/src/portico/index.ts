export { selectActiveAccount, selectDisplayBalance, selectIsConnected } from '../account/selectors.js';
export type {
  AccountState,
  AccountTab,
  ConnectedWalletInfo,
  PorticoUser,
  TokenBalance,
} from '../account/types.js';
export type { AlertsState, PorticoAlert, Toast, ToastInput } from '../alerts/types.js';
export { selectConnectError } from '../connection/selectors.js';
export type {
  ConnectError,
  ConnectionState,
  ConnectionStatus,
  StoredConnectionStatus,
} from '../connection/types.js';
export { createConnectListSelector, selectConnectMethods } from '../connectors/selectors.js';
export type { ConnectorsState, CustomWallet, RecentWallet } from '../connectors/types.js';
export type { Features, ResolvedFeatures } from '../features/types.js';
export { selectConnectLocked } from '../legal/selectors.js';
export type { LegalState } from '../legal/types.js';
export { selectCanClose, selectCanGoBack, selectNamespaceLoading } from '../modal/selectors.js';
export type {
  ModalState,
  NavigateArgs,
  NavigateOptions,
  OpenOptions,
  Route,
  RouteData,
  RouterState,
  SwapArguments,
  ViewName,
} from '../modal/types.js';
export { selectActiveNetworkState, selectSwitchError } from '../network/selectors.js';
export type { NetworkState, NetworksState } from '../network/types.js';
export type { SIWEConfig, SIWXConfig, SIWXSession, SIWXState } from '../siwx/types.js';
export type { ThemeState, ThemeVariables } from '../theme/types.js';
export { createPortico } from './createPortico.js';
export { resolveOptions } from './resolveOptions.js';
export type {
  KeyValueStorage,
  Metadata,
  Portico,
  PorticoOptions,
  PorticoState,
  ResolvedPorticoOptions,
  Unsubscribe,
} from './types.js';
