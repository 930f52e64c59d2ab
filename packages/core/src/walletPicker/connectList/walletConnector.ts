import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { Connector } from '../../domain/connectorSource/connector.js';
import type { ConnectListItem } from './connectList.js';

/**
 * The connector that connects a row of the wallet list: the wallet's connector in `namespace`, else its first;
 * undefined when the wallet pairs over WalletConnect instead (a registry wallet that is not installed, or the
 * WalletConnect row itself).
 */
export function walletConnector(
  wallet: Pick<ConnectListItem, 'connectors'>,
  namespace: ChainNamespace,
): Connector | undefined {
  const connector = wallet.connectors.find((c) => c.chain === namespace) ?? wallet.connectors[0];
  return connector?.type === 'WALLET_CONNECT' ? undefined : connector;
}
