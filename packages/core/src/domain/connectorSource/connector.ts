import type { ChainNamespace } from '../caip/chainNamespace.js';

/**
 * §3 Connector types. AUTH is the embedded wallet, ANNOUNCED an EIP-6963 wallet, INJECTED a legacy
 * `window.ethereum`, WALLET_CONNECT the remote-wallet pairing, MULTI_CHAIN a connector that serves several
 * namespaces, EXTERNAL one a dApp passes in.
 */
export type ConnectorType = 'AUTH' | 'MULTI_CHAIN' | 'ANNOUNCED' | 'INJECTED' | 'WALLET_CONNECT' | 'EXTERNAL';

export interface Connector {
  id: string;
  name: string;
  type: ConnectorType;
  chain: ChainNamespace;
  imageUrl?: string;
  imageId?: string;
  /** The wallet's id in the wallet registry (cloud), when known. */
  explorerId?: string;
  info?: { rdns?: string; icon?: string };
}
