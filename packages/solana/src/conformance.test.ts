import { createSolanaTestWallet, registerStandardWallet } from '@portico/testing';
import { describeConnectorConformance, testSolanaWalletConformance } from '@portico/testing/conformance';
import { getBase58Encoder, getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit';
import { afterAll, beforeAll } from 'vitest';
import { createSolanaAdapter } from './createSolanaAdapter.js';
import { startTestChain, type TestChain } from './test/solanaDevnet.js';
import { loadConnectorInWindow } from './test/window.js';

let chain: TestChain;
let createWalletStandardConnector: typeof import('./walletStandardConnector.js').createWalletStandardConnector;
beforeAll(async () => {
  createWalletStandardConnector = await loadConnectorInWindow();
  chain = await startTestChain();
});
afterAll(() => chain?.devnet.stop());

/**
 * The Wallet Standard source and the Solana adapter pass the conformance suite every wallet kind passes, with
 * `@portico/testing`'s Solana test wallet on the devnet. A Solana wallet does not change cluster for a dApp: the
 * suite skips the chain-change case for a wallet without `changeNetwork`.
 */
describeConnectorConformance('the Wallet Standard connector and the Solana adapter', () => {
  const chains = [{ id: chain.network.caipNetworkId, rpcUrl: chain.devnet.rpcUrl }];
  const keys = chain.devnet.accounts.map(({ secretKey }) => secretKey);
  return {
    namespace: 'solana',
    networks: [chain.network],
    start() {
      const wallets = [
        createSolanaTestWallet({
          secretKeys: keys.slice(0, 2),
          chains,
          info: { name: 'Portico Test Wallet' },
        }),
        createSolanaTestWallet({ secretKeys: keys.slice(2, 3), chains, info: { name: 'Second Wallet' } }),
      ];
      const unregisters = wallets.map((wallet) => registerStandardWallet(window, wallet));
      return {
        wallets: wallets.map((wallet) => testSolanaWalletConformance(wallet, `ws:${wallet.name}`)),
        createSource: () => createWalletStandardConnector(),
        createAdapter: () => createSolanaAdapter(),
        stop: () => {
          for (const unregister of unregisters) unregister();
        },
      };
    },
    balanceOf: (address) =>
      chain.devnet.accounts.find((account) => account.address === address)?.balances.SOL ?? 'unknown account',
    tokensOf: () =>
      chain.devnet.tokens.map(({ mint, symbol, decimals, name }) => ({
        address: mint,
        symbol,
        decimals,
        name,
      })),
    tokenBalanceOf: (address, _network, token) =>
      (
        chain.devnet.accounts.find((account) => account.address === address)?.balances as
          | Record<string, string>
          | undefined
      )?.[token.symbol] ?? 'unknown account',
    async verifyMessage({ address, message, signature }) {
      const publicKey = await getPublicKeyFromAddress(
        address as Parameters<typeof getPublicKeyFromAddress>[0],
      );
      const bytes = getBase58Encoder().encode(signature) as SignatureBytes;
      return verifySignature(publicKey, bytes, new TextEncoder().encode(message));
    },
  };
});
