import type { Slice } from '../../instance/slice.js';
import { deepLinkChoiceKey } from '../../walletPicker/walletConnect/deepLinkChoiceKey.js';
import { activeNetworkAtStart } from '../activeNetwork/activeNetworkAtStart.js';
import { type ConnectionActions, createConnectionActions } from './connectionActions.js';
import { connectionStorageKeys } from './connectionStorageKeys.js';

declare module '../../instance/ports.js' {
  interface PorticoPorts {
    connections: ConnectionActions;
  }
}

/** The connections of each namespace and the §4 connection machine: connect, disconnect, sign. */
export const connectionSlice: Slice = {
  name: 'connection',
  initialState: ({ options, storage }) => ({
    connection: {
      connections: {},
      connectorIds: {},
      connectedNamespaces: [],
      activeNamespace: activeNetworkAtStart(options, storage).chainNamespace,
      displays: {},
      recent: storage.get(connectionStorageKeys.recentConnections) ?? [],
    },
  }),
  create({ rt, ports }) {
    const connections = createConnectionActions(rt, ports.modal, ports.account, () => ports.signIn);
    return {
      port: { connections },
      actions: {
        connect: connections.connect,
        connectWallet: connections.connectWallet,
        connectWalletConnect: connections.connectWalletConnect,
        disconnect: connections.disconnect,
        signMessage: connections.signMessage,
        rememberWalletLink: (choice) => rt.storage.set(deepLinkChoiceKey, choice),
        isMobile: rt.isMobile,
      },
    };
  },
};
