export { ConnectButton, type ConnectButtonProps } from './ConnectButton/ConnectButton.js';
export { usePorticoInstance } from './context/PorticoContext.js';
export { type UseAccountResult, useAccount } from './hooks/useAccount.js';
export { type UseNetworkResult, useNetwork } from './hooks/useNetwork.js';
export { NetworkButton } from './NetworkButton/NetworkButton.js';
export { PorticoProvider, type PorticoProviderProps } from './PorticoProvider/PorticoProvider.js';
