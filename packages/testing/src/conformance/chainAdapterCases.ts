import { type Network, parseCaipAddress, parseCaipNetworkId } from '@portico/core';
import type { SignInMessageData } from '@portico/core/adapters';
import { expect } from 'vitest';
import { type ConformanceCase, expectedConnection } from './conformanceCase.js';
import type { ConformanceRun } from './conformanceRun.js';
import { namespaceAccounts, sameDecimal } from './connectionChecks.js';

async function connected(run: ConformanceRun) {
  const page = await run.load();
  const wallet = run.wallet();
  const connection = await page.connect(wallet);
  return { page, wallet, connection, provider: await page.provider(wallet) };
}

/** A sign-in of `accountAddress` (as the namespace writes it) to a dApp, with a fresh nonce of 24 alphanumerics. */
function signInData(accountAddress: string, network: Network): SignInMessageData {
  const alphanumerics = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const nonce = Array.from(
    crypto.getRandomValues(new Uint8Array(24)),
    (byte) => alphanumerics[byte % 62],
  ).join('');
  const issuedAt = new Date();
  return {
    accountAddress,
    chainId: network.caipNetworkId,
    domain: 'dapp.example',
    uri: 'https://dapp.example/sign-in',
    version: '1',
    nonce,
    statement: 'Sign in to the conformance dApp.',
    issuedAt: issuedAt.toISOString(),
    expirationTime: new Date(issuedAt.getTime() + 10 * 60_000).toISOString(),
  };
}

export const chainAdapterCases: readonly ConformanceCase[] = [
  {
    id: 'toCaipAddress',
    title: 'chain adapter: toCaipAddress writes the account as a CAIP-10 address of each network',
    async check(run) {
      const page = await run.load();
      const wallet = run.wallet();
      expect(page.adapter.namespace, 'the adapter’s namespace').toBe(run.harness.namespace);
      for (const network of run.harness.networks) {
        const caipAddress = page.adapter.toCaipAddress(wallet.address(), network);
        const { chainNamespace, chainId } = parseCaipAddress(caipAddress);
        expect(`${chainNamespace}:${chainId}`, `the network of ${caipAddress}`).toBe(network.caipNetworkId);
        expect(parseCaipNetworkId(network.caipNetworkId).chainNamespace).toBe(run.harness.namespace);
      }
    },
  },
  {
    id: 'getBalance',
    title:
      'chain adapter: getBalance reads the account’s native balance from the chain, in the network’s currency',
    async check(run) {
      const page = await run.load();
      const address = run.wallet().address();
      for (const network of run.harness.networks) {
        const { balance, symbol } = await page.adapter.getBalance({ address, network });
        const expected = await run.harness.balanceOf(address, network);
        expect(
          sameDecimal(balance, expected),
          `balance ${balance} on ${network.name}, expected ${expected}`,
        ).toBe(true);
        expect(symbol, `the currency on ${network.name}`).toBe(network.nativeCurrency.symbol);
      }
    },
  },
  {
    id: 'getTokenAmounts',
    title:
      'chain adapter: getTokenAmounts reads the account’s balances of the listed tokens from the chain, in order',
    async check(run) {
      const { tokensOf, tokenBalanceOf } = run.harness;
      if (!tokensOf || !tokenBalanceOf) return run.skip('the harness lists no tokens');
      const page = await run.load();
      const address = run.wallet().address();
      const { getTokenAmounts } = page.adapter;
      expect(getTokenAmounts, 'the adapter’s getTokenAmounts').toBeTypeOf('function');
      let read = 0;
      for (const network of run.harness.networks) {
        const tokens = tokensOf(network);
        if (tokens.length === 0) continue;
        const amounts = await getTokenAmounts?.call(page.adapter, { address, network, tokens });
        expect(amounts?.length, `the amounts on ${network.name}, one per token`).toBe(tokens.length);
        for (const [index, token] of tokens.entries()) {
          const expected = await tokenBalanceOf(address, network, token);
          const amount = amounts?.[index] ?? 'none';
          expect(
            sameDecimal(amount, expected),
            `${token.symbol} ${amount} on ${network.name}, expected ${expected}`,
          ).toBe(true);
        }
        read += 1;
      }
      expect(read, 'networks with tokens').toBeGreaterThan(0);
    },
  },
  {
    id: 'signMessage',
    title: 'chain adapter: signMessage on the connection’s provider gives a signature the namespace verifies',
    async check(run) {
      const { page, wallet, provider } = await connected(run);
      const address = wallet.address();
      const message = `Portico conformance ${Date.now()}`;
      const signature = await page.adapter.signMessage({
        provider,
        address,
        network: run.network(0),
        message,
      });
      expect(await run.harness.verifyMessage({ address, message, signature }), 'the signature verifies').toBe(
        true,
      );
    },
  },
  {
    id: 'signInMessage',
    title:
      'chain adapter: formatSignInMessage writes the domain, account, nonce and URI, and signMessage of the text verifies',
    async check(run) {
      const page = await run.load();
      const { formatSignInMessage } = page.adapter;
      if (!formatSignInMessage) return run.skip('the namespace offers no sign-in message');
      const wallet = run.wallet();
      await page.connect(wallet);
      const provider = await page.provider(wallet);
      const network = run.network(0);
      const address = wallet.address();
      const data = signInData(
        parseCaipAddress(page.adapter.toCaipAddress(address, network)).address,
        network,
      );
      const message = await formatSignInMessage.call(page.adapter, data);
      for (const [field, value] of [
        ['domain', data.domain],
        ['account', data.accountAddress],
        ['nonce', data.nonce],
        ['URI', data.uri],
      ])
        expect(message, `the message's ${field}`).toContain(value);
      const signature = await page.adapter.signMessage({ provider, address, network, message });
      expect(
        await run.harness.verifyMessage({ address, message, signature }),
        'the signature of the sign-in message verifies',
      ).toBe(true);
    },
  },
  {
    id: 'switchNetwork',
    title: 'chain adapter: switchNetwork moves the wallet, and a reload finds it on the new network',
    async check(run) {
      const { page, wallet, provider } = await connected(run);
      const { switchNetwork } = page.adapter;
      if (!switchNetwork) return run.skip('the namespace’s wallets do not switch networks');
      const target = run.network(1);
      await switchNetwork.call(page.adapter, { provider, network: target });
      const reloaded = await run.load();
      const connection = await reloaded.reconnect(wallet);
      expect(connection?.caipNetworkIds?.[run.harness.namespace], 'the wallet’s network after a reload').toBe(
        target.caipNetworkId,
      );
      const accounts = namespaceAccounts(connection?.accounts ?? [], run.harness.namespace);
      expect(accounts[0]?.caipAddress, 'the account on the new network').toBe(
        expectedConnection(run, reloaded, wallet, target).account,
      );
    },
  },
];
