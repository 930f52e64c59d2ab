import type { ConnectorContext, ConnectorSource, WalletConnection } from '@portico/core/adapters';
import { fakeAddress } from './fakeAdapter.js';

/**
 * A WalletConnect source whose pairing the test drives: connecting shows `uri`, `showUri` replaces it (an expired
 * pairing's fresh one), and the wallet approves on demand.
 */
export function fakeWalletConnect(uri = 'wc:headless@2?relay-protocol=irn&symKey=aa') {
  let context: ConnectorContext | undefined;
  let approve: (() => void) | undefined;
  const showUri = (shown: string) =>
    context?.emit({ type: 'display', connectorId: 'walletConnect', display: { kind: 'uri', uri: shown } });
  const session: WalletConnection = {
    connectorId: 'walletConnect',
    accounts: [{ caipAddress: `eip155:31337:${fakeAddress}`, type: 'eoa' }],
    caipNetworkIds: { eip155: 'eip155:31337' },
    approvedCaipNetworkIds: ['eip155:31337'],
    supportsAllNetworks: false,
  };
  const source: ConnectorSource = {
    id: 'walletConnect',
    namespaces: ['eip155'],
    setup(ctx) {
      context = ctx;
      ctx.emit({
        type: 'connectors',
        connectors: [{ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }],
      });
    },
    connect: () =>
      new Promise((resolve) => {
        showUri(uri);
        approve = () => resolve(session);
      }),
    reconnect: async () => undefined,
    disconnect: async () => {},
    getProvider: async () => ({}),
  };
  return { source, showUri, approve: () => approve?.() };
}
