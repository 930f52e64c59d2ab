import 'fake-indexeddb/auto';
import type { Network } from '@portico/core';
import { type Devnet, startDevnet } from '@portico/devnet';
import { createEvmAdapter } from '@portico/evm';
import { describeConnectorConformance, testEmbeddedWalletConformance } from '@portico/testing/conformance';
import { IDBFactory } from 'fake-indexeddb';
import { type Hex, verifyMessage } from 'viem';
import { afterAll, beforeAll } from 'vitest';
import { createFrame } from '../frame/app/createFrame.js';
import { openWalletDatabase } from '../frame/store/idb.js';
import { createEmbeddedWalletConnector } from './embeddedWalletConnector.js';
import type { FramePort } from './framePort.js';
import { createFakeCloud } from './test/fakeCloud.js';

let devnet: Devnet;
beforeAll(async () => {
  devnet = await startDevnet({ ports: { porticoDevnet: 0, porticoTestnet: 0 } });
});
afterAll(() => devnet?.stop());

let emails = 0;

/**
 * The embedded wallet and the EVM adapter on the devnet's two chains: the real frame (its handlers over a
 * MessageChannel, its device store in fake-indexeddb) and an in-memory cloud, one of each per case, so that a
 * reload keeps the frame's storage.
 */
describeConnectorConformance('the embedded wallet connector', () => {
  const networks: Network[] = devnet.chains.map((chain) => chain.network);
  return testEmbeddedWalletConformance({
    namespace: 'eip155',
    networks,
    world() {
      const cloud = createFakeCloud();
      const storage = new Map<string, string>();
      const frame = openWalletDatabase(new IDBFactory()).then((db) =>
        createFrame({
          db,
          target: {
            cloudUrl: 'https://cloud.test',
            projectId: 'p1',
            sdkType: 'portico-frame',
            sdkVersion: '0.1.0',
          },
          storage: {
            getItem: (key) => storage.get(key) ?? null,
            setItem: (key, value) => storage.set(key, value),
          },
          initialChainId: networks[0]?.caipNetworkId ?? 'eip155:1',
          fetch: cloud.fetch as typeof fetch,
          reload: () => {},
          log: () => {},
        }),
      );
      return {
        createSource: () =>
          createEmbeddedWalletConnector({
            frameUrl: 'https://frame.test',
            projectId: 'p1',
            openFrame: async () => {
              const channel = new MessageChannel();
              (await frame).serve(channel.port2);
              return channel.port1 as unknown as FramePort;
            },
          }),
        createAdapter: () => createEvmAdapter({ networks }),
        newEmail: () => {
          emails += 1;
          return `visitor-${emails}@example.com`;
        },
        readCode: async (email) => cloud.codeFor(email),
        revokeSessions: async () => cloud.endSessions(),
      };
    },
    // A fresh wallet holds nothing.
    balanceOf: () => '0',
    verifyMessage: ({ address, message, signature }) =>
      verifyMessage({ address: address as Hex, message, signature: signature as Hex }),
  });
});
