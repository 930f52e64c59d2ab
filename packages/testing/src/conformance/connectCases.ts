import { expect } from 'vitest';
import { type ConformanceCase, expectedConnection } from './conformanceCase.js';
import type { ConformancePage, ConformanceRun } from './conformanceRun.js';
import { connectionEvents, expectConnection, expectWalletError, isAccessEnded } from './connectionChecks.js';
import type { ConformanceWallet } from './harness.js';
import { atOnceMs, nextEvent, nextEventOf, rejection, settle, waitUntil } from './waiting.js';

/** Starts a connect whose prompt the wallet holds open, and waits until the prompt is open. */
async function connectWithOpenPrompt(run: ConformanceRun, page: ConformancePage, wallet: ConformanceWallet) {
  const controller = new AbortController();
  wallet.holdNextPrompt();
  const connecting = page.connect(wallet, controller.signal);
  // Observed from the start, so that a rejection before the case looks at it is not reported as unhandled.
  connecting.catch(() => {});
  await waitUntil(() => wallet.openPrompts() > 0, 'the wallet shows its connection prompt', run.timeoutMs);
  return { connecting, controller };
}

export const expectProviderRefused = (
  run: ConformanceRun,
  page: ConformancePage,
  wallet: ConformanceWallet,
) => rejection(page.provider(wallet), `getProvider of the unconnected ${wallet.connectorId}`, run.timeoutMs);

export const connectCases: readonly ConformanceCase[] = [
  {
    id: 'connect',
    title:
      'connect resolves with the wallet’s CAIP-10 accounts, their type and the network state, and reports no event of its own',
    async check(run) {
      const page = await run.load();
      const wallet = run.wallet();
      const connection = await page.connect(wallet);
      expectConnection(connection, expectedConnection(run, page, wallet));
      expect(await page.provider(wallet), 'getProvider once connected').toBeDefined();
      await settle();
      expect(
        connectionEvents(page.events, wallet.connectorId),
        'events for the source’s own connect',
      ).toEqual([]);
    },
  },
  {
    id: 'reject',
    title:
      'reject: connect rejects with the wallet’s error, EIP-1193 code 4001 kept, and nothing is connected',
    async check(run) {
      const page = await run.load();
      const wallet = run.wallet();
      const { connecting } = await connectWithOpenPrompt(run, page, wallet);
      wallet.rejectPrompts(4001);
      expectWalletError(await rejection(connecting, 'connect refused in the wallet', run.timeoutMs), 4001);
      await expectProviderRefused(run, page, wallet);
      await settle();
      expect(connectionEvents(page.events, wallet.connectorId), 'events after a refused connect').toEqual([]);
    },
  },
  {
    id: 'abort',
    title:
      'abort: connect rejects at once with signal.reason while the prompt is open; a later refusal reports nothing',
    async check(run) {
      const page = await run.load();
      const wallet = run.wallet();
      const { connecting, controller } = await connectWithOpenPrompt(run, page, wallet);
      const reason = new Error('Modal closed');
      controller.abort(reason);
      expect(await rejection(connecting, 'connect after abort', atOnceMs), 'the rejection').toBe(reason);
      wallet.rejectPrompts(4001);
      await settle();
      expect(connectionEvents(page.events, wallet.connectorId), 'events after abort and refusal').toEqual([]);
      await expectProviderRefused(run, page, wallet);
    },
  },
  {
    id: 'abortBefore',
    title:
      'abort: with a signal aborted already, connect rejects at once with its reason and prompts nothing',
    async check(run) {
      const page = await run.load();
      const wallet = run.wallet();
      const controller = new AbortController();
      const reason = new Error('Modal closed');
      controller.abort(reason);
      const prompts = wallet.promptCount();
      const connecting = page.connect(wallet, controller.signal);
      expect(await rejection(connecting, 'connect with an aborted signal', atOnceMs), 'the rejection').toBe(
        reason,
      );
      await settle();
      expect(wallet.promptCount(), 'prompts shown').toBe(prompts);
    },
  },
  {
    id: 'lateApproval',
    title:
      'late approval: the wallet approving after an abort is reported as a connect event with the connection',
    async check(run) {
      const page = await run.load();
      const wallet = run.wallet();
      const { connecting, controller } = await connectWithOpenPrompt(run, page, wallet);
      controller.abort(new Error('Modal closed'));
      await rejection(connecting, 'connect after abort', atOnceMs);
      const from = page.events.length;
      wallet.approvePrompts();
      const { connection } = await nextEventOf(
        page.events,
        from,
        'connect',
        wallet.connectorId,
        run.timeoutMs,
      );
      expectConnection(connection, expectedConnection(run, page, wallet));
      await page.sync(connection);
      expect(await page.provider(wallet), 'getProvider of the adopted connection').toBeDefined();
    },
  },
  {
    id: 'reconnect',
    title: 'reconnect restores a wallet that still authorises the site after a reload, without a prompt',
    async check(run) {
      const wallet = run.wallet();
      const before = await (await run.load()).connect(wallet);
      const prompts = wallet.promptCount();
      const page = await run.load();
      const connection = await page.reconnect(wallet);
      expect(connection, 'the reconnected connection').toBeDefined();
      expectConnection(connection as NonNullable<typeof connection>, expectedConnection(run, page, wallet));
      expect(connection?.accounts, 'the accounts after the reload').toEqual(before.accounts);
      expect(await page.provider(wallet), 'getProvider after reconnect').toBeDefined();
      expect(wallet.promptCount(), 'prompts shown by reconnect').toBe(prompts);
    },
  },
  {
    id: 'reconnectUnauthorised',
    title:
      'reconnect resolves undefined without a prompt when the wallet never authorised the site or revoked it',
    async check(run) {
      const wallet = run.wallet();
      const fresh = await run.load();
      const neverPrompted = wallet.promptCount();
      expect(await fresh.reconnect(wallet), 'reconnect before any connect').toBeUndefined();
      expect(wallet.promptCount(), 'prompts shown by reconnect').toBe(neverPrompted);

      await fresh.connect(wallet);
      const from = fresh.events.length;
      wallet.revoke();
      if (wallet.remote)
        await nextEvent(
          fresh.events,
          from,
          (event) => isAccessEnded(event, wallet.connectorId, run.harness.namespace),
          `the page to hear of the remote wallet's revocation before the reload`,
          run.timeoutMs,
        );
      const prompts = wallet.promptCount();
      const page = await run.load();
      expect(await page.reconnect(wallet), 'reconnect after the wallet revoked the site').toBeUndefined();
      expect(wallet.promptCount(), 'prompts shown by reconnect').toBe(prompts);
    },
  },
];
