import { parseCaipAddress } from '../../domain/caip/caipAddress.js';
import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { WalletConnection } from '../../domain/connectorSource/connectorSource.js';
import type { Connection } from './types.js';

/** A wallet connection split into §3 Connections, one per namespace it has accounts in. */
export function namespaceConnections(
  sourceId: string,
  wallet: WalletConnection,
): Map<ChainNamespace, Connection> {
  const connections = new Map<ChainNamespace, Connection>();
  for (const account of wallet.accounts) {
    const namespace = parseCaipAddress(account.caipAddress).chainNamespace;
    const existing = connections.get(namespace);
    if (existing) {
      connections.set(namespace, { ...existing, accounts: [...existing.accounts, account] });
      continue;
    }
    connections.set(namespace, {
      connectorId: wallet.connectorId,
      sourceId,
      accounts: [account],
      caipNetworkId: wallet.caipNetworkIds?.[namespace],
      approvedCaipNetworkIds: (wallet.approvedCaipNetworkIds ?? []).filter((id) =>
        id.startsWith(`${namespace}:`),
      ),
      supportsAllNetworks: wallet.supportsAllNetworks,
      ...(wallet.auth ? { auth: wallet.auth } : {}),
    });
  }
  return connections;
}
