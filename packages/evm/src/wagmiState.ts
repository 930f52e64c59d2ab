import type { Config, Connection } from '@wagmi/core';

// zustand's persist API on wagmi's store (its type reaches us as `never`: the middleware's module
// augmentation is not in this package's type graph).
interface Persist {
  hasHydrated(): boolean;
  onFinishHydration(listener: () => void): () => void;
}

/** Resolves once wagmi has read its persisted state (asynchronous storage reads finish after construction). */
export function whenHydrated(config: Config): Promise<void> {
  const { persist } = config._internal.store as unknown as { persist: Persist };
  if (persist.hasHydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = persist.onFinishHydration(() => {
      stop();
      resolve();
    });
  });
}

function isBusy(status: Config['state']['status']): boolean {
  return status === 'connecting' || status === 'reconnecting';
}

/**
 * Resolves once no connect or reconnect is running. wagmi runs one reconnect at a time and answers a
 * concurrent one (e.g. a dApp's WagmiProvider on mount) with no connections, so the result is read from
 * the state afterwards.
 */
export function whenSettled(config: Config): Promise<void> {
  if (!isBusy(config.state.status)) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = config.subscribe(
      (state) => state.status,
      (status) => {
        if (isBusy(status)) return;
        stop();
        resolve();
      },
    );
  });
}

/** The connection of a connector (by id, not uid: uids are new on every page load). */
export function connectionOf(config: Config, connectorId: string): Connection | undefined {
  return [...config.state.connections.values()].find((connection) => connection.connector.id === connectorId);
}
