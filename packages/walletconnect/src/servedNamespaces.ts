import type { ChainNamespace, Network } from '@portico/core';

/** The namespaces a WalletConnect session can serve in Portico: those with a chain adapter for remote wallets. */
export const walletConnectNamespaces: readonly ChainNamespace[] = ['eip155', 'solana'];

/** The namespaces of the configured networks that a session serves, in Portico's order. */
export function servedNamespaces(networks: readonly Network[]): ChainNamespace[] {
  return walletConnectNamespaces.filter((namespace) =>
    networks.some((network) => network.chainNamespace === namespace),
  );
}
