import { parseCaipAddress } from '@portico/core';
import { expect } from 'vitest';
import { type ConformanceCase, expectedConnection } from './conformanceCase.js';
import type { ConformancePage, ConformanceRun } from './conformanceRun.js';
import { expectProviderRefused } from './connectCases.js';
import {
  connectionEvents,
  expectValidAccounts,
  isAccessEnded,
  namespaceAccounts,
  namespaceAddresses,
} from './connectionChecks.js';
import type { ConformanceWallet } from './harness.js';
import { nextEvent, nextEventOf, settle } from './waiting.js';

async function connected(run: ConformanceRun) {
  const page = await run.load();
  const wallet = run.wallet();
  await page.connect(wallet);
  return { page, wallet };
}

function accessEnded(run: ConformanceRun, page: ConformancePage, wallet: ConformanceWallet, from: number) {
  return nextEvent(
    page.events,
    from,
    (event) => isAccessEnded(event, wallet.connectorId, run.harness.namespace),
    `accountsChanged with no ${run.harness.namespace} account, or disconnect, for ${wallet.connectorId}`,
    run.timeoutMs,
  );
}

/**
 * A change the user makes in `wallet`, and the event type it is reported as: a network change, else an
 * account change; `undefined` when the wallet can make neither.
 */
function walletChange(run: ConformanceRun, wallet: ConformanceWallet) {
  const { changeNetwork, changeAccount } = wallet;
  if (changeNetwork) {
    const target = run.network(1);
    return { make: () => changeNetwork.call(wallet, target), type: 'chainChanged' as const };
  }
  if (changeAccount) return { make: () => changeAccount.call(wallet), type: 'accountsChanged' as const };
  return undefined;
}

const chainChanged = (run: ConformanceRun, page: ConformancePage, wallet: ConformanceWallet, from: number) =>
  nextEventOf(page.events, from, 'chainChanged', wallet.connectorId, run.timeoutMs);

export const walletEventCases: readonly ConformanceCase[] = [
  {
    id: 'revoke',
    title:
      'revoke in the wallet: reported as accountsChanged with no account in the namespace, or as disconnect',
    async check(run) {
      const { page, wallet } = await connected(run);
      const from = page.events.length;
      wallet.revoke();
      await accessEnded(run, page, wallet, from);
    },
  },
  {
    id: 'accountChange',
    title: 'account change in the wallet: accountsChanged with the new CAIP-10 account',
    async check(run) {
      if (!run.wallet().changeAccount) run.skip('the wallet has one account');
      const { page, wallet } = await connected(run);
      const previous = wallet.address();
      const from = page.events.length;
      wallet.changeAccount?.();
      expect(wallet.address(), 'the wallet’s account after changeAccount').not.toBe(previous);
      const event = await nextEventOf(
        page.events,
        from,
        'accountsChanged',
        wallet.connectorId,
        run.timeoutMs,
      );
      expectValidAccounts(event.accounts, page.source.namespaces);
      expect(
        namespaceAccounts(event.accounts, run.harness.namespace)[0]?.caipAddress,
        'the first account reported',
      ).toBe(expectedConnection(run, page, wallet).account);
    },
  },
  {
    id: 'chainChange',
    title: 'chain change in the wallet: chainChanged with the CAIP-2 id of the new network',
    async check(run) {
      if (!run.wallet().changeNetwork) run.skip('the namespace’s wallets do not change network for a site');
      const { page, wallet } = await connected(run);
      const target = run.network(1);
      const from = page.events.length;
      wallet.changeNetwork?.(target);
      const event = await chainChanged(run, page, wallet, from);
      expect(event.caipNetworkId, 'the network reported').toBe(target.caipNetworkId);
    },
  },
  {
    id: 'walletDisconnect',
    title: 'disconnect from the wallet side: a disconnect event',
    async check(run) {
      const { page, wallet } = await connected(run);
      const from = page.events.length;
      wallet.disconnect();
      await nextEventOf(page.events, from, 'disconnect', wallet.connectorId, run.timeoutMs);
    },
  },
  {
    id: 'dappDisconnect',
    title: 'disconnect by the dApp: getProvider rejects and the wallet’s changes are no longer reported',
    async check(run) {
      const { page, wallet } = await connected(run);
      await page.disconnect(wallet);
      await expectProviderRefused(run, page, wallet);
      const from = page.events.length;
      wallet.changeNetwork?.(run.network(1));
      wallet.changeAccount?.();
      await settle();
      expect(
        connectionEvents(page.events.slice(from), wallet.connectorId),
        'events after disconnect',
      ).toEqual([]);
    },
  },
  {
    id: 'twoWallets',
    title:
      'two wallets at once: connected independently, each wallet’s changes attributed to its connector id',
    async check(run) {
      if (run.setup.wallets.length < 2) run.skip('the harness has one wallet');
      const page = await run.load();
      const [first, second] = [run.wallet(0), run.wallet(1)];
      expect(second.connectorId, 'the second wallet’s connector id').not.toBe(first.connectorId);
      const firstConnection = await page.connect(first);
      const secondConnection = await page.connect(second);
      const accountOf = (connection: typeof firstConnection) =>
        namespaceAddresses(connection.accounts, run.harness.namespace)[0];
      expect(accountOf(secondConnection), 'the second wallet’s account').toBe(
        parseCaipAddress(expectedConnection(run, page, second).account).address,
      );
      expect(accountOf(firstConnection), 'the two wallets’ accounts').not.toBe(accountOf(secondConnection));

      // A wallet that can change neither network nor account is checked through the first wallet's revoke only.
      const change = walletChange(run, second);
      if (change) {
        const from = page.events.length;
        change.make();
        await nextEventOf(page.events, from, change.type, second.connectorId, run.timeoutMs);
        await settle();
        expect(
          connectionEvents(page.events.slice(from), first.connectorId),
          'events for the first wallet',
        ).toEqual([]);
      }

      const from = page.events.length;
      first.revoke();
      await accessEnded(run, page, first, from);
      await settle();
      expect(
        connectionEvents(page.events.slice(from), second.connectorId),
        'events for the second wallet',
      ).toEqual([]);
      expect(await page.provider(second), 'getProvider of the second wallet').toBeDefined();
    },
  },
];
