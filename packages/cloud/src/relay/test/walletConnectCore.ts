import { randomUUID } from 'node:crypto';
import { Core } from '@walletconnect/core';
import type { CoreTypes } from '@walletconnect/types';

type KeyValueStorage = NonNullable<CoreTypes.Options['storage']>;

/** Storage in memory: a client keeps its keys, pairings and sessions as long as the object lives. */
function memoryKeyValueStorage(): KeyValueStorage {
  const items = new Map<string, unknown>();
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items.entries()] as [string, T][],
    getItem: async <T>(key: string) => items.get(key) as T | undefined,
    setItem: async (key, value) => {
      items.set(key, value);
    },
    removeItem: async (key) => {
      items.delete(key);
    },
  };
}

/**
 * A WalletConnect core on `relayUrl` with every hosted call off (telemetry, the verify API, the event client's
 * init event), its own storage prefix and memory storage: several clients in one process never share the SDK's
 * global core.
 */
export function createWalletConnectCore({
  relayUrl,
  projectId,
  name,
}: {
  relayUrl: string;
  projectId: string;
  name: string;
}): InstanceType<typeof Core> {
  const core = new Core({
    projectId,
    relayUrl,
    telemetryEnabled: false,
    customStoragePrefix: `${name}-${randomUUID()}`,
    storage: memoryKeyValueStorage(),
    logger: 'silent',
  });
  core.verify.register = async () => '';
  // The SDK reads a falsy answer as "not verified" and goes on.
  core.verify.resolve = async () => undefined as unknown as Awaited<ReturnType<typeof core.verify.resolve>>;
  core.eventClient.init = async () => undefined;
  return core;
}
