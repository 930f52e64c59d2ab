import type { AdapterEvent } from '@portico/core';
import type { Config } from '@wagmi/core';
import { toConnectionAccounts } from './connectionAccounts.js';

interface Seen {
  connectorId: string;
  accounts: readonly string[];
  chainId: number;
}

type Connections = Config['state']['connections'];

// A copy: wagmi deletes a disconnected entry from the previous Map in place, so the previous state
// can't be compared against.
function snapshot(connections: Connections): Map<string, Seen> {
  return new Map(
    [...connections].map(([uid, { connector, accounts, chainId }]) => [
      uid,
      { connectorId: connector.id, accounts, chainId },
    ]),
  );
}

function sameAccounts(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((address, index) => address === b[index]);
}

/**
 * Reports what the wallet changes on its own (wagmi's connector emitters feed these connections):
 * accounts, chain, and a connection that ends. Connections the adapter itself opens or closes are its
 * methods' results, so `isQuiet(connectorId)` silences removals during them; a connection replaced
 * under a new uid (a reconnect after reload) is not a disconnect.
 */
export function followConnections(
  config: Config,
  emit: (event: AdapterEvent) => void,
  isQuiet: (connectorId: string) => boolean,
): () => void {
  let seen = snapshot(config.state.connections);
  return config.subscribe(
    (state) => state.connections,
    (connections) => {
      const now = snapshot(connections);
      const connectorIds = new Set([...now.values()].map(({ connectorId }) => connectorId));
      for (const [uid, before] of seen) {
        const { connectorId } = before;
        const after = now.get(uid);
        if (after === undefined) {
          if (!isQuiet(connectorId) && !connectorIds.has(connectorId))
            emit({ type: 'disconnect', connectorId });
          continue;
        }
        if (!sameAccounts(before.accounts, after.accounts)) {
          emit({ type: 'accountsChanged', connectorId, accounts: toConnectionAccounts(after.accounts) });
        }
        if (before.chainId !== after.chainId)
          emit({ type: 'chainChanged', connectorId, chainId: after.chainId });
      }
      seen = now;
    },
  );
}
