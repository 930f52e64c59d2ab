import { randomUUID } from 'node:crypto';
import { WalletKit, type WalletKitTypes } from '@reown/walletkit';
import { Core } from '@walletconnect/core';
import { SignClient } from '@walletconnect/sign-client';
import type { CoreTypes } from '@walletconnect/types';

type KeyValueStorage = NonNullable<CoreTypes.Options['storage']>;

// The SDKs skip their verify and init calls under Vitest when this is set (FACTS "WalletConnect 2.25").
process.env.IS_VITEST = 'true';

/** Storage in memory: a client keeps its keys and subscriptions as long as the object lives. */
function memoryStorage(): KeyValueStorage {
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

/** A core on our relay with every hosted call off; a prefix of its own so clients never share a global core. */
export function createCore(relayUrl: string, name: string): InstanceType<typeof Core> {
  const core = new Core({
    projectId: 'portico-relay-test',
    relayUrl,
    telemetryEnabled: false,
    customStoragePrefix: `${name}-${randomUUID()}`,
    storage: memoryStorage(),
    logger: 'silent',
  });
  core.verify.register = async () => '';
  // The SDK reads a falsy answer as "not verified" and goes on.
  core.verify.resolve = async () => undefined as unknown as Awaited<ReturnType<typeof core.verify.resolve>>;
  core.eventClient.init = async () => undefined;
  return core;
}

const metadata = (name: string) => ({
  name,
  description: `Portico relay test ${name}`,
  url: 'http://127.0.0.1',
  icons: [],
});

export type Dapp = Awaited<ReturnType<typeof SignClient.init>>;
export type Wallet = Awaited<ReturnType<typeof WalletKit.init>>;
export type SessionProposal = WalletKitTypes.SessionProposal;
export type SessionRequest = WalletKitTypes.SessionRequest;

export function createDapp(relayUrl: string): Promise<Dapp> {
  return SignClient.init({ core: createCore(relayUrl, 'dapp'), metadata: metadata('dapp') });
}

export function createWallet(relayUrl: string): Promise<Wallet> {
  return WalletKit.init({ core: createCore(relayUrl, 'wallet'), metadata: metadata('wallet') });
}

/** Closes a client's socket for good (no reconnect), as when a phone goes away. */
export async function closeTransport(client: Dapp | Wallet): Promise<void> {
  await client.core.relayer.transportClose();
}
