import 'fake-indexeddb/auto';
import { ed25519 } from '@noble/curves/ed25519.js';
import type { Network } from '@portico/core';
import type { ChainAdapter } from '@portico/core/adapters';
import { type Devnet, startDevnet, toSolanaNetwork } from '@portico/devnet';
import { createEvmAdapter } from '@portico/evm';
import { createSolanaAdapter } from '@portico/solana';
import {
  describeConnectorConformance,
  type EmbeddedWalletWorld,
  testEmbeddedWalletConformance,
} from '@portico/testing/conformance';
import { base58 } from '@scure/base';
import { type Hex, verifyMessage } from 'viem';
import { afterAll, beforeAll } from 'vitest';
import { FakeCloud } from '../frame/test/fakeCloud.js';
import { createEmbeddedWalletConnector } from './embeddedWalletConnector.js';
import { mailedCode, revokeSessions, servedFrame } from './test/servedFrame.js';

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
  const cloud = new FakeCloud();
  const frame = servedFrame(cloud, networks[0]?.caipNetworkId ?? 'eip155:1');
  return {
    createSource: () =>
      createEmbeddedWalletConnector({
        frameUrl: 'https://frame.test',
        projectId: 'p1',
        openFrame: async () => (await frame).openFrame(),
      }),
    createAdapter,
    newEmail: () => {
      emails += 1;
      return `visitor-${emails}@example.com`;
    },
    readCode: async (email) => mailedCode(cloud, email),
    revokeSessions: async () => revokeSessions(cloud),
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
    tokensOf: (network) =>
      (
        devnet.chains.find((chain) => chain.network.caipNetworkId === network.caipNetworkId)?.tokens ?? []
      ).map(({ address, symbol, decimals }) => ({ address, symbol, decimals })),
    tokenBalanceOf: () => '0',
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
    tokensOf: () =>
      (devnet.solana?.tokens ?? []).map(({ mint, symbol, decimals }) => ({
        address: mint,
        symbol,
        decimals,
      })),
    tokenBalanceOf: () => '0',
    verifyMessage: ({ address, message, signature }) =>
      ed25519.verify(base58.decode(signature), new TextEncoder().encode(message), base58.decode(address)),
  });
});
