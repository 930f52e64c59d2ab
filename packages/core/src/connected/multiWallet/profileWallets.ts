import { parseCaipAddress } from '../../domain/caip/caipAddress.js';
import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { PorticoState } from '../../instance/porticoState.js';

/** One connected wallet as the ProfileWallets view lists it. */
export interface ProfileWallet {
  connectorId: string;
  namespace: ChainNamespace;
  name: string;
  icon?: string;
  /** The account's address in the namespace (not CAIP-10). */
  address: string;
  /** Whether it is the namespace's current connection. */
  current: boolean;
}

/** §6 ProfileWallets: every live connection, namespace by namespace (the active one first), current first. */
export function profileWallets(state: PorticoState): ProfileWallet[] {
  const { connections, connectorIds, activeNamespace } = state.connection;
  const namespaces = (Object.keys(connections) as ChainNamespace[]).sort(
    (a, b) => Number(b === activeNamespace) - Number(a === activeNamespace),
  );
  return namespaces.flatMap((namespace) =>
    (connections[namespace] ?? []).flatMap((connection) => {
      const [account] = connection.accounts;
      if (!account) return [];
      const connector = state.connectors.connectors.find(
        (c) => c.id === connection.connectorId && c.chain === namespace,
      );
      return [
        {
          connectorId: connection.connectorId,
          namespace,
          name: connector?.name ?? connection.auth?.name ?? connection.connectorId,
          icon: connector?.imageUrl ?? connector?.info?.icon,
          address: parseCaipAddress(account.caipAddress).address,
          current: connectorIds[namespace] === connection.connectorId,
        },
      ];
    }),
  );
}

/** Memoised per connections and connectors, for `useSyncExternalStore`. */
export function createProfileWalletsSelector(): (state: PorticoState) => ProfileWallet[] {
  let last: { inputs: readonly unknown[]; wallets: ProfileWallet[] } | undefined;
  return (state) => {
    const inputs = [state.connection.connections, state.connection.connectorIds, state.connectors.connectors];
    if (last?.inputs.every((input, index) => input === inputs[index])) return last.wallets;
    last = { inputs, wallets: profileWallets(state) };
    return last.wallets;
  };
}
