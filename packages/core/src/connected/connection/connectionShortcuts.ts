import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { Runtime } from '../../instance/runtime.js';
import type { ModalActions } from '../../modal/dialog/modalActions.js';
import { selectConnectLocked } from '../../modal/legal/selectors.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { errorMessage } from '../../shared/errors/toPorticoError.js';
import { isSignedMessage } from '../../shared/validation/transactionHash.js';
import { walletConnector } from '../../walletPicker/connectList/walletConnector.js';
import type { ConnectionApi } from './connectionApi.js';

/** The parts of the connection machine the shortcuts use. */
interface ConnectionMachine {
  connect: ConnectionApi['connect'];
  endConnection(connectorId: string, namespaces?: readonly ChainNamespace[]): Promise<void>;
}

/**
 * What the views and the dApp call on top of the connection machine: a row of the wallet list, a WalletConnect
 * pairing, disconnect (§4) and signing with the current connection.
 */
export function connectionShortcuts(
  rt: Runtime,
  modal: ModalActions,
  { connect, endConnection }: ConnectionMachine,
): Pick<ConnectionApi, 'connectWalletConnect' | 'connectWallet' | 'disconnect' | 'signMessage'> {
  const { get } = rt;
  const { logger } = rt.options;
  /** WalletConnect connectors pairing now: a view shown again joins the pairing under way. */
  const pairing = new Set<string>();
  return {
    async connectWalletConnect() {
      const { activeNamespace } = get().connection;
      const walletConnect = get().connectors.connectors.find(
        (c) => c.type === 'WALLET_CONNECT' && c.chain === activeNamespace,
      );
      if (!walletConnect) throw new PorticoError('NO_CONNECTOR_FOR_CONNECTION', { id: 'walletConnect' });
      if (pairing.has(walletConnect.id)) return;
      pairing.add(walletConnect.id);
      try {
        await connect(walletConnect.id, { namespace: activeNamespace });
      } catch (error) {
        // The outcome is in state: the account, the error on the view, or the modal closed.
        logger.debug('WalletConnect pairing ended without a session', error);
      } finally {
        pairing.delete(walletConnect.id);
      }
    },
    async connectWallet(wallet) {
      if (selectConnectLocked(get())) return;
      const { activeNamespace } = get().connection;
      const connector = walletConnector(wallet, activeNamespace);
      if (!connector) {
        // A registry wallet that is not installed pairs over WalletConnect: the view starts the pairing.
        modal.navigate('ConnectingWalletConnect', { walletId: wallet.id });
        return;
      }
      modal.navigate('ConnectingExternal', { connectorId: connector.id });
      // The outcome is in state: the account, or the error with Retry on ConnectingExternal.
      await connect(connector.id, { namespace: connector.chain }).catch((error: unknown) =>
        logger.debug(`Connecting ${connector.id} failed`, error),
      );
    },
    async disconnect({ namespace, connectorId: chosen, closeModal = true } = {}) {
      const namespaces = namespace ? [namespace] : [...get().connection.connectedNamespaces];
      const results = await Promise.allSettled(
        namespaces.map(async (target) => {
          const connectorId = chosen ?? get().connection.connectorIds[target];
          if (connectorId) await endConnection(connectorId, [target]);
        }),
      );
      if (closeModal && get().modal.open) modal.close();
      const failures = results.flatMap((result) =>
        result.status === 'rejected' ? [result.reason as unknown] : [],
      );
      if (failures.length === 0) return;
      if (namespace) throw new PorticoError('FAILED_TO_DISCONNECT', {}, { cause: failures[0] });
      throw new PorticoError('FAILED_TO_DISCONNECT_CHAINS', {
        message: failures.map(errorMessage).join(', '),
      });
    },
    async signMessage(message) {
      const state = get();
      const namespace = state.connection.activeNamespace;
      const connectorId = state.connection.connectorIds[namespace];
      const address = state.accounts[namespace]?.address;
      const network = state.networks.byNamespace[namespace]?.caipNetwork;
      if (!connectorId || !address || !network) throw new PorticoError('NO_ACTIVE_CAIP_ADDRESS');
      const provider = await rt.providerOf(namespace);
      const signature = await rt.adapterOf(namespace).signMessage({ provider, address, network, message });
      // §5 tx-hash: an EVM signed message is 0x and at least 62 hex characters.
      if (namespace === 'eip155' && !isSignedMessage(signature))
        throw new PorticoError('SIGN_INVALID_SIGNATURE');
      return signature;
    },
  };
}
