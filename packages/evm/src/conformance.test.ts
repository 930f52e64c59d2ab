import type { Network, TokenConfig } from '@portico/core';
import { type Devnet, startDevnet } from '@portico/devnet';
import { announceProvider, createTestWallet } from '@portico/testing';
import { describeConnectorConformance, testWalletConformance } from '@portico/testing/conformance';
import { type Hex, verifyMessage } from 'viem';
import { afterAll, beforeAll } from 'vitest';
import { createEvmAdapter } from './createEvmAdapter.js';
import { createInjectedConnector } from './injectedConnector.js';
import { installWindow } from './test/window.js';

let devnet: Devnet;

/** The devnet's ERC-20 tokens on `network`, as a dApp lists them in its `tokens` option. */
function devnetTokens(devnet: Devnet, network: Network): TokenConfig[] {
  const chain = devnet.chains.find((candidate) => candidate.network.caipNetworkId === network.caipNetworkId);
  return (chain?.tokens ?? []).map(({ address, symbol, decimals, name }) => ({
    address,
    symbol,
    decimals,
    name,
  }));
}
beforeAll(async () => {
  installWindow();
  devnet = await startDevnet({ ports: { porticoDevnet: 0, porticoTestnet: 0 }, solana: false });
});
afterAll(() => devnet?.stop());

/** The injected-wallet source and the EVM adapter pass the conformance suite every wallet kind passes (issue 7). */
describeConnectorConformance('the injected EVM connector', () => {
  const networks: Network[] = devnet.chains.map((chain) => chain.network);
  const chains = devnet.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name }));
  const key = (index: number) => devnet.accounts[index]?.privateKey as Hex;
  return {
    namespace: 'eip155',
    networks,
    start() {
      localStorage.clear();
      const wallets = [
        createTestWallet({ privateKeys: [key(0), key(1)], chains, knownChainIds: [chains[0]?.chainId ?? 0] }),
        createTestWallet({
          privateKey: key(2),
          chains,
          info: { name: 'Second Wallet', rdns: 'dev.portico.second' },
        }),
      ];
      const stops = wallets.map((wallet) => announceProvider(window, wallet));
      return {
        wallets: wallets.map((wallet) => testWalletConformance(wallet)),
        createSource: () => createInjectedConnector(),
        createAdapter: () => createEvmAdapter({ networks }),
        stop: () => {
          for (const stop of stops) stop();
        },
      };
    },
    balanceOf: (address, network) =>
      devnet.accounts.find((account) => account.address.toLowerCase() === address.toLowerCase())?.balances[
        network.caipNetworkId
      ]?.ETH ?? 'unknown account',
    tokensOf: (network) => devnetTokens(devnet, network),
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
