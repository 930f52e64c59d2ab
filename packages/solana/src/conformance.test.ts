import { conformanceCases, runConformanceCase } from '@portico/testing/conformance';
import { getBase58Encoder, verifySignature } from '@solana/kit';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createSolanaAdapter } from './createSolanaAdapter.js';
import { registerWallet } from './test/registerWallet.js';
import { startTestChain, type TestChain } from './test/solanaDevnet.js';
import { createTestSolanaWallet } from './test/testSolanaWallet.js';
import { installWindow } from './test/window.js';

let chain: TestChain;
let createWalletStandardConnector: typeof import('./walletStandardConnector.js').createWalletStandardConnector;
beforeAll(async () => {
  // Before @wallet-standard/app loads: its app-ready event is a subclass of the window's Event.
  installWindow();
  ({ createWalletStandardConnector } = await import('./walletStandardConnector.js'));
  chain = await startTestChain();
});
afterAll(() => chain?.devnet.stop());

/**
 * Cases that need a second network of the namespace. A Solana wallet does not change cluster for a dApp and
 * the devnet runs one cluster: the wallet's chain change, and the chain changes inside the dApp-disconnect and
 * two-wallet cases, have nothing to act on (walletStandardConnector.test.ts covers those two without them).
 */
const notApplicable: Readonly<Record<string, string>> = {
  chainChange: 'a Solana wallet does not change cluster for a dApp',
  dappDisconnect: 'the case moves the wallet to a second cluster',
  twoWallets: 'the case moves a wallet to a second cluster',
};

const harness = () => ({
  namespace: 'solana' as const,
  networks: [chain.network],
  async start() {
    const keys = chain.devnet.accounts.map(({ secretKey }) => secretKey);
    const made = await Promise.all(
      [
        { name: 'Portico Solana Test', secretKeys: keys.slice(0, 2) },
        { name: 'Second Solana Wallet', secretKeys: keys.slice(2, 3) },
      ].map(async ({ name, secretKeys }) => ({
        name,
        ...(await createTestSolanaWallet({
          name,
          secretKeys,
          chains: [chain.network.caipNetworkId],
          rpcUrl: chain.devnet.rpcUrl,
        })),
      })),
    );
    const unregisters = made.map(({ wallet }) => registerWallet(window, wallet));
    return {
      wallets: made.map(({ name, controls }) => ({
        ...controls,
        connectorId: `ws:${name}`,
        changeNetwork() {
          throw new Error('A Solana wallet does not change cluster for a dApp');
        },
      })),
      createSource: () => createWalletStandardConnector(),
      createAdapter: () => createSolanaAdapter(),
      stop() {
        for (const unregister of unregisters) unregister();
      },
    };
  },
  balanceOf: (address: string) =>
    chain.devnet.accounts.find((account) => account.address === address)?.balances.SOL ?? 'unknown account',
  async verifyMessage({
    address,
    message,
    signature,
  }: {
    address: string;
    message: string;
    signature: string;
  }) {
    const publicKey = await crypto.subtle.importKey(
      'raw',
      new Uint8Array(getBase58Encoder().encode(address)),
      'Ed25519',
      true,
      ['verify'],
    );
    const bytes = new Uint8Array(getBase58Encoder().encode(signature));
    return verifySignature(publicKey, bytes as never, new TextEncoder().encode(message));
  },
});

/**
 * The Wallet Standard source and the Solana adapter against `@portico/testing/conformance`, case by case: the
 * suite's `describeConnectorConformance` runs every case, and three need a second cluster (see above).
 */
describe('the Wallet Standard connector conforms to the ConnectorSource and ChainAdapter contract', () => {
  for (const conformanceCase of conformanceCases) {
    const reason = notApplicable[conformanceCase.id];
    if (reason !== undefined) {
      it.skip(`${conformanceCase.title} (not applicable: ${reason})`, () => {});
      continue;
    }
    it(conformanceCase.title, (context) =>
      runConformanceCase(harness(), conformanceCase, (skipReason) => context.skip(skipReason)),
    );
  }
});
