export {
  ConnectButton,
  type ConnectButtonProps,
  type ConnectButtonRenderProps,
} from './ConnectButton/ConnectButton.js';
export { usePorticoInstance } from './context/PorticoContext.js';
export { type UseAccountResult, useAccount } from './hooks/useAccount.js';
export { type UseDisconnectResult, useDisconnect } from './hooks/useDisconnect.js';
export { type EmbeddedWalletInfo, useEmbeddedWalletInfo } from './hooks/useEmbeddedWalletInfo.js';
export { type UseLocaleResult, useLocale } from './hooks/useLocale.js';
export { type UseNetworkResult, useNetwork } from './hooks/useNetwork.js';
export { type UsePorticoResult, usePortico } from './hooks/usePortico.js';
export { usePorticoState } from './hooks/usePorticoState.js';
export { type UseSignInResult, useSignIn } from './hooks/useSignIn.js';
export { useWalletInfo } from './hooks/useWalletInfo.js';
export { NetworkButton } from './NetworkButton/NetworkButton.js';
export { PorticoProvider, type PorticoProviderProps } from './PorticoProvider/PorticoProvider.js';
