import 'fake-indexeddb/auto';
import { ed25519 } from '@noble/curves/ed25519.js';
import { type ChainAdapter, type Network, toSolanaNetwork } from '@portico/core';
import { type Devnet, startDevnet } from '@portico/devnet';
import { createEvmAdapter } from '@portico/evm';
import { createSolanaAdapter } from '@portico/solana';
import {
  describeConnectorConformance,
  type EmbeddedWalletWorld,
  testEmbeddedWalletConformance,
} from '@portico/testing/conformance';
import { base58 } from '@scure/base';
import { IDBFactory } from 'fake-indexeddb';
import { type Hex, verifyMessage } from 'viem';
import { afterAll, beforeAll } from 'vitest';
import { createFrame } from '../frame/app/createFrame.js';
import { openWalletDatabase } from '../frame/store/idb.js';
import { createEmbeddedWalletConnector } from './embeddedWalletConnector.js';
import type { FramePort } from './framePort.js';
import { createFakeCloud } from './test/fakeCloud.js';

let devnet: Devnet;
let solanaNetwork: Network;
beforeAll(async () => {
  devnet = await startDevnet({ ports: { porticoDevnet: 0, porticoTestnet: 0 }, solana: { rpcPort: 0 } });
  const [network] = devnet.solana?.toStack().networks ?? [];
  if (network === undefined) throw new Error('The devnet started no Solana chain');
  solanaNetwork = toSolanaNetwork(network);
});
afterAll(() => devnet?.stop());

let emails = 0;

/**
 * One real frame (its handlers over a MessageChannel, its device store in fake-indexeddb) and one in-memory
 * cloud per case: a reload within the case keeps the frame's storage, as the frame origin's IndexedDB does.
 */
function frameWorld(networks: readonly Network[], createAdapter: () => ChainAdapter): EmbeddedWalletWorld {
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
    createAdapter,
    newEmail: () => {
      emails += 1;
      return `visitor-${emails}@example.com`;
    },
    readCode: async (email) => cloud.codeFor(email),
    revokeSessions: async () => cloud.endSessions(),
  };
}

/** The embedded wallet and the EVM adapter on the devnet's two EVM chains. A fresh wallet holds nothing. */
describeConnectorConformance('the embedded wallet connector and the EVM adapter', () => {
  const networks: Network[] = devnet.chains.map((chain) => chain.network);
  return testEmbeddedWalletConformance({
    namespace: 'eip155',
    networks,
    world: () => frameWorld(networks, () => createEvmAdapter({ networks })),
    balanceOf: () => '0',
    verifyMessage: ({ address, message, signature }) =>
      verifyMessage({ address: address as Hex, message, signature: signature as Hex }),
  });
});

/** Its Solana side with the Solana adapter, on the devnet's cluster (a Solana wallet does not switch cluster). */
describeConnectorConformance('the embedded wallet connector and the Solana adapter', () => {
  const networks = [solanaNetwork];
  return testEmbeddedWalletConformance({
    namespace: 'solana',
    networks,
    world: () => frameWorld(networks, () => createSolanaAdapter()),
    balanceOf: () => '0',
    verifyMessage: ({ address, message, signature }) =>
      ed25519.verify(base58.decode(signature), new TextEncoder().encode(message), base58.decode(address)),
  });
});
