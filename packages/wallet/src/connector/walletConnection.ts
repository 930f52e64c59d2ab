import {
  type CaipNetworkId,
  type ChainNamespace,
  formatCaipAddress,
  type Network,
  parseCaipNetworkId,
} from '@portico/core';
import type { EmbeddedUser, WalletConnection } from '@portico/core/adapters';
import { embeddedConnectorId } from './connectorId.js';

/** The namespaces the embedded wallet serves: the ones the dApp configured of eip155 and solana. */
export function servedNamespaces(networks: readonly Network[]): ChainNamespace[] {
  const configured = (['eip155', 'solana'] as const).filter((namespace) =>
    networks.some((network) => network.chainNamespace === namespace),
  );
  return configured.length > 0 ? configured : ['eip155', 'solana'];
}

/** The network a connection starts on in `namespace`: the one core asked for, else the first configured. */
export function startNetwork(
  namespace: ChainNamespace,
  asked: readonly Network[],
  configured: readonly Network[],
): CaipNetworkId | undefined {
  const inNamespace = (network: Network) => network.chainNamespace === namespace;
  return (asked.find(inNamespace) ?? configured.find(inNamespace))?.caipNetworkId;
}

/** The configured network the frame says it is on (GET_CHAIN_ID: CAIP-2, or an EVM chain's number). */
export function frameNetwork(chainId: string | number, configured: readonly Network[]): Network | undefined {
  const caipNetworkId = /^\d+$/.test(String(chainId)) ? `eip155:${chainId}` : String(chainId);
  return configured.find((network) => network.caipNetworkId === caipNetworkId);
}

/** The frame's user as a connection: its EVM and Solana addresses, each on the network it is on now. */
export function walletConnection(
  user: EmbeddedUser,
  chains: Partial<Record<ChainNamespace, CaipNetworkId>>,
): WalletConnection {
  const addresses: Partial<Record<ChainNamespace, string>> = {
    eip155: user.address,
    solana: user.solanaAddress,
  };
  const accounts = Object.entries(chains).map(([namespace, chain]) => {
    const { chainNamespace, chainId } = parseCaipNetworkId(chain);
    const address = addresses[namespace as ChainNamespace] ?? '';
    return { caipAddress: formatCaipAddress(chainNamespace, chainId, address), type: 'eoa' as const };
  });
  return {
    connectorId: embeddedConnectorId,
    accounts,
    caipNetworkIds: chains,
    supportsAllNetworks: true,
    ...(user.email ? { auth: { name: user.email } } : {}),
  };
}
