import { randomUUID } from 'node:crypto';
import type { Stack } from '@portico/devnet';
import type { Browser, Frame, Page } from 'playwright-core';
import { verifyMessage } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, readStack } from './browser.js';
import { accountField, type DemoPage, openDemo, walletBar } from './demoPage.js';
import {
  connectedAddress,
  enterCode as enterCodeOf,
  startEmailLogin,
  waitOutCooldown,
} from './support/emailLogin.js';
import { frameHost } from './support/frameHost.js';
import {
  chooseRecoveryPassword,
  decide,
  enterRecoveryPassword,
  secureFrame as frameOf,
} from './support/secureFrame.js';

const password = 'correct horse battery staple';

/**
 * The secure frame on another site than the page, as in production (docs/embedded-wallet.md "Where the frame
 * keeps its data"). With storage partitioning on (users' browsers) the frame keeps its data per top-level site;
 * where the browser refuses it any storage (Playwright's Chromium turns partitioning off, and an off-the-record
 * context blocks third-party storage: "The user denied permission to access the database."), the frame keeps
 * its data in memory for the page's life and the visitor can still log in, sign, and log in on a new device.
 */
describe('the secure frame on another site than the page', () => {
  let stack: Stack;
  /** Users' Chromium: third-party storage partitioning on. */
  let partitioned: Browser;
  /** Playwright's default Chromium: partitioning off, so a cross-site frame gets no storage in a new context. */
  let refusing: Browser;
  const opened: DemoPage[] = [];

  beforeAll(async () => {
    [stack, partitioned, refusing] = await Promise.all([
      readStack(),
      launchBrowser(),
      launchBrowser({ storagePartitioning: false }),
    ]);
  });
  afterAll(() => Promise.all([partitioned?.close(), refusing?.close()]));
  afterEach(async () => {
    for (const { page, offLoopback } of opened.splice(0)) {
      await page.context().close();
      expect(offLoopback).toEqual([]);
    }
  });
  /** The demo in a fresh context (off the record) of `browser`. */
  const open = async (browser: Browser) => {
    const demo = await openDemo(browser, stack, '');
    opened.push(demo);
    return demo.page;
  };

  const enterCode = (page: Page, to: string, since: number) => enterCodeOf(stack, page, to, since);
  const signMessage = async (page: Page, message: string) => {
    await page.getByRole('textbox', { name: 'Message' }).fill(message);
    await page.getByRole('button', { name: 'Sign message' }).click();
    await decide(page, 'Sign message', 'Approve');
    const output = page.getByRole('status', { name: 'Signature' });
    await expect.poll(() => output.textContent(), { timeout: 20_000 }).toMatch(/^0x[0-9a-f]{130}$/);
    return (await output.textContent()) as `0x${string}`;
  };
  /** The page's secure frame (Playwright reaches into it; the page's own scripts cannot). */
  const secureFrame = async (page: Page): Promise<Frame> => {
    let frame: Frame | undefined;
    await expect
      .poll(() => {
        frame = page.frames().find((f) => f.url().startsWith(stack.frameUrl as string));
        return frame !== undefined;
      })
      .toBe(true);
    return frame as Frame;
  };
  /** What the frame says of its storage (`data-storage` and `data-storage-reason` on its root element). */
  const frameStorage = async (page: Page) => {
    const frame = await secureFrame(page);
    await frame.waitForSelector('html[data-storage]', { state: 'attached' });
    return frame.evaluate(() => ({
      mode: document.documentElement.dataset.storage,
      reason: document.documentElement.dataset.storageReason,
    }));
  };

  it('the stack serves the frame on its own site: another host name than the demo, resolved to 127.0.0.1', () => {
    expect(new URL(stack.frameUrl as string).hostname).toBe(frameHost);
    expect(new URL(stack.demoUrl as string).hostname).toBe('127.0.0.1');
  });

  const email = `cross-site-${randomUUID().slice(0, 8)}@example.com`;
  let address: `0x${string}` | undefined;

  it('storage refused (an off-the-record context, no partitioning): email, code, recovery password → connected; a signature verifies; the frame says it keeps nothing', async () => {
    const page = await open(refusing);
    const since = Date.now();
    await startEmailLogin(page, email);
    await enterCode(page, email, since);
    // The visitor is told, in the frame, that the wallet lasts only as long as this page.
    const notice = frameOf(page).getByRole('complementary', { name: 'Storage' });
    await expect
      .poll(() => notice.textContent())
      .toContain('does not let the secure wallet keep data on this site');
    await chooseRecoveryPassword(page, password);
    address = await connectedAddress(page);
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(await frameStorage(page)).toEqual({ mode: 'memory', reason: 'refused' });

    const message = 'Portico e2e: signed by a frame that keeps nothing';
    const signature = await signMessage(page, message);
    expect(await verifyMessage({ address, message, signature })).toBe(true);

    // Nothing outlives the page: after a reload the frame knows no session and the page is not connected.
    await page.reload();
    await expect
      .poll(() => accountField(page, 'Status').textContent(), { timeout: 20_000 })
      .toBe('disconnected');
  });

  it('storage refused, on a new device: the code and the recovery password restore the same wallet', async () => {
    // The cloud mails one login code per email per cooldown (the e2e stack's `walletCooldownMs`).
    await waitOutCooldown(stack, email);
    const page = await open(refusing);
    const since = Date.now();
    await startEmailLogin(page, email);
    await enterCode(page, email, since);
    await enterRecoveryPassword(page, password);
    expect(await connectedAddress(page)).toBe(address);
    expect(await frameStorage(page)).toEqual({ mode: 'memory', reason: 'refused' });
    const message = 'Portico e2e: the same wallet on a new device';
    expect(
      await verifyMessage({
        address: address as `0x${string}`,
        message,
        signature: await signMessage(page, message),
      }),
    ).toBe(true);
  }, 90_000);

  it('storage partitioned (users’ browsers): the frame keeps its data on this site', async () => {
    const page = await open(partitioned);
    await walletBar(page).getByRole('button', { name: 'Connect Wallet' }).click();
    expect(await frameStorage(page)).toEqual({ mode: 'persistent', reason: undefined });
  });
});
