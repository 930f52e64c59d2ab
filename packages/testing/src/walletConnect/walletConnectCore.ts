import { randomUUID } from 'node:crypto';
import { Core } from '@walletconnect/core';
import type { CoreTypes } from '@walletconnect/types';

type KeyValueStorage = NonNullable<CoreTypes.Options['storage']>;

/** Storage in memory: a client keeps its keys, pairings and sessions as long as the object lives. */
export function memoryKeyValueStorage(): KeyValueStorage {
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

export interface WalletConnectCoreOptions {
  /** The relay's WebSocket URL, e.g. Portico Cloud's `ws://127.0.0.1:4100/relay`. */
  relayUrl: string;
  /** Default `portico-test`. */
  projectId?: string;
  /** Names the client in its storage prefix (a random suffix is added). */
  name: string;
}

export type WalletConnectCore = InstanceType<typeof Core>;

/**
 * A WalletConnect core on `relayUrl` with every hosted call off: telemetry, the verify API (register and
 * resolve) and the event client's init event. Its own storage prefix and memory storage, so that several
 * clients in one process never share the SDK's global core.
 */
export function createWalletConnectCore({
  relayUrl,
  projectId = 'portico-test',
  name,
}: WalletConnectCoreOptions): WalletConnectCore {
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
