import { createPublicKey, verify } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { type RunningCloud, startCloud } from '@portico/cloud';
import type { Network } from '@portico/core';
import type { ChainAdapter } from '@portico/core/adapters';
import { type Devnet, startDevnet, toSolanaNetwork } from '@portico/devnet';
import { createEvmAdapter } from '@portico/evm';
import { createSolanaAdapter } from '@portico/solana';
import { loopbackOnly } from '@portico/testing';
import {
  type ConformanceSetup,
  describeConnectorConformance,
  testWalletConnectConformance,
} from '@portico/testing/conformance';
import {
  createWalletConnectTestWallet,
  newCloudDataDir,
  type WalletConnectNamespace,
  type WalletConnectTestWalletConfig,
} from '@portico/testing/walletconnect';
import { getBase58Encoder } from '@solana/codecs-strings';
import { type Hex, verifyMessage } from 'viem';
import { afterAll, beforeAll, expect } from 'vitest';
import { memoryStorage } from './test/memoryStorage.js';
import { seedRelayProjects } from './test/relayProjects.js';
import { scannedBy } from './test/scannedBy.js';
import { createWalletConnectConnector, walletConnectConnectorId } from './walletConnectConnector.js';

// The SDKs skip their verify and init calls under Vitest; each client gets a core of its own, as after a reload.
process.env.IS_VITEST = 'true';
process.env.DISABLE_GLOBAL_CORE = 'true';

const hosted = loopbackOnly();
let dataDir: string;
let cloud: RunningCloud;
let devnet: Devnet;
let solanaNetwork: Network;

beforeAll(async () => {
  dataDir = await newCloudDataDir();
  cloud = await startCloud({ port: 0, logLevel: 'silent', dataDir });
  await seedRelayProjects(cloud, ['portico-walletconnect-conformance']);
  devnet = await startDevnet({ ports: { porticoDevnet: 0, porticoTestnet: 0 }, solana: { rpcPort: 0 } });
  const [network] = devnet.solana?.toStack().networks ?? [];
  if (network === undefined) throw new Error('The devnet started no Solana chain');
  solanaNetwork = toSolanaNetwork(network);
});
afterAll(async () => {
  await devnet?.stop();
  await cloud?.stop();
  await rm(dataDir, { recursive: true, force: true });
  expect(hosted.refused).toEqual([]);
});

/**
 * One WalletConnect test wallet per case, paired from every URI the connector displays (the visitor scanning
 * the QR code); the page's WalletConnect storage outlives a reload within the case. WalletConnect holds one
 * session under one connector id: the suite's case with two wallets does not apply.
 */
async function walletConnectSetup(
  namespace: WalletConnectNamespace,
  accounts: Pick<WalletConnectTestWalletConfig, 'evm' | 'solana'>,
  createAdapter: () => ChainAdapter,
): Promise<ConformanceSetup> {
  const wallet = await createWalletConnectTestWallet({ relayUrl: cloud.relayUrl, ...accounts });
  const storage = memoryStorage();
  return {
    wallets: [testWalletConnectConformance(wallet, walletConnectConnectorId, namespace)],
    createSource: () =>
      scannedBy(
        createWalletConnectConnector({
          projectId: 'portico-walletconnect-conformance',
          relayUrl: cloud.relayUrl,
          metadata: {
            name: 'dApp',
            description: 'Portico conformance dApp',
            url: 'http://127.0.0.1',
            icons: [],
          },
          storage,
        }),
        wallet,
      ),
    createAdapter,
    stop: () => wallet.close(),
  };
}

/** The WalletConnect source and the EVM adapter pass the suite every wallet kind passes (issue 9). */
describeConnectorConformance('the WalletConnect connector and the EVM adapter', () => {
  const networks = devnet.chains.map((chain) => chain.network);
  const chains = devnet.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name }));
  const privateKeys = devnet.accounts.slice(0, 2).map(({ privateKey }) => privateKey as Hex);
  return {
    namespace: 'eip155',
    networks,
    start: () =>
      walletConnectSetup('eip155', { evm: { privateKeys, chains } }, () => createEvmAdapter({ networks })),
    balanceOf: (address, network) =>
      devnet.accounts.find((account) => account.address.toLowerCase() === address.toLowerCase())?.balances[
        network.caipNetworkId
      ]?.ETH ?? 'unknown account',
    tokensOf: (network) =>
      (
        devnet.chains.find((chain) => chain.network.caipNetworkId === network.caipNetworkId)?.tokens ?? []
      ).map(({ address, symbol, decimals }) => ({ address, symbol, decimals })),
    tokenBalanceOf: (address, network, token) =>
      (
        devnet.accounts.find((account) => account.address.toLowerCase() === address.toLowerCase())?.balances[
          network.caipNetworkId
        ] as Record<string, string> | undefined
      )?.[token.symbol] ?? 'unknown account',
    verifyMessage: ({ address, message, signature }) =>
      verifyMessage({ address: address as Hex, message, signature: signature as Hex }),
  };
});

/**
 * The same session's solana side with the Solana adapter, on the devnet's cluster. A Solana wallet does not
 * change cluster for a dApp: the suite skips the chain-change and switch cases.
 */
describeConnectorConformance('the WalletConnect connector and the Solana adapter', () => {
  const solana = devnet.solana;
  if (solana === undefined) throw new Error('The devnet started no Solana chain');
  const secretKeys = solana.accounts.slice(0, 2).map(({ secretKey }) => secretKey);
  const chains = [{ id: solanaNetwork.caipNetworkId, rpcUrl: solana.rpcUrl }];
  return {
    namespace: 'solana',
    networks: [solanaNetwork],
    start: () =>
      walletConnectSetup('solana', { solana: { secretKeys, chains } }, () => createSolanaAdapter()),
    balanceOf: (address) =>
      solana.accounts.find((account) => account.address === address)?.balances.SOL ?? 'unknown account',
    tokensOf: () => solana.tokens.map(({ mint, symbol, decimals }) => ({ address: mint, symbol, decimals })),
    tokenBalanceOf: (address, _network, token) =>
      (
        solana.accounts.find((account) => account.address === address)?.balances as
          | Record<string, string>
          | undefined
      )?.[token.symbol] ?? 'unknown account',
    verifyMessage({ address, message, signature }) {
      const publicKey = createPublicKey({
        key: {
          kty: 'OKP',
          crv: 'Ed25519',
          x: Buffer.from(getBase58Encoder().encode(address)).toString('base64url'),
        },
        format: 'jwk',
      });
      const bytes = new Uint8Array(getBase58Encoder().encode(signature));
      return verify(null, new TextEncoder().encode(message), publicKey, bytes);
    },
  };
});
