export {
  ConnectButton,
  type ConnectButtonProps,
  type ConnectButtonRenderProps,
} from './ConnectButton/ConnectButton.js';
export { usePorticoInstance } from './context/PorticoContext.js';
export { type UseAccountResult, useAccount } from './hooks/useAccount.js';
export { type UseBalancesResult, useBalances } from './hooks/useBalances.js';
export { type UseConnectResult, useConnect } from './hooks/useConnect.js';
export { type UseConnectorsResult, useConnectors } from './hooks/useConnectors.js';
export { type UseDisconnectResult, useDisconnect } from './hooks/useDisconnect.js';
export { type UseEmailLoginResult, useEmailLogin } from './hooks/useEmailLogin.js';
export { type EmbeddedWalletInfo, useEmbeddedWalletInfo } from './hooks/useEmbeddedWalletInfo.js';
export { type UseLocaleResult, useLocale } from './hooks/useLocale.js';
export { type UseNetworkResult, useNetwork } from './hooks/useNetwork.js';
export { type UseNetworksResult, useNetworks } from './hooks/useNetworks.js';
export { type UsePairingUriResult, usePairingUri } from './hooks/usePairingUri.js';
export { type UsePorticoResult, usePortico } from './hooks/usePortico.js';
export { usePorticoState } from './hooks/usePorticoState.js';
export { type UseSendResult, useSend } from './hooks/useSend.js';
export { type UseSignInResult, useSignIn } from './hooks/useSignIn.js';
export { type UseSocialLoginResult, useSocialLogin } from './hooks/useSocialLogin.js';
export { type UseSwitchNetworkResult, useSwitchNetwork } from './hooks/useSwitchNetwork.js';
export { type UseThemeResult, useTheme } from './hooks/useTheme.js';
export { useWalletInfo } from './hooks/useWalletInfo.js';
export { type UseWalletsOptions, type UseWalletsResult, useWallets } from './hooks/useWallets.js';
export { NetworkButton } from './NetworkButton/NetworkButton.js';
export {
  HeadlessPorticoProvider,
  type HeadlessPorticoProviderProps,
} from './PorticoProvider/HeadlessPorticoProvider.js';
export { PorticoProvider, type PorticoProviderProps } from './PorticoProvider/PorticoProvider.js';
