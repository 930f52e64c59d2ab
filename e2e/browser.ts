import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseStack, type Stack } from '@portico/devnet';
import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { frameHost } from './support/frameHost.js';

/**
 * The flags every test browser runs with: nothing may leave loopback (docs/architecture.md). The first rule
 * that matches a host wins: the secure frame's own host name goes to 127.0.0.1, every other name fails to
 * resolve (Chromium resolves `*.localhost` through these rules too: with `MAP *` first it is NOTFOUND).
 */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--host-resolver-rules=MAP ${frameHost} 127.0.0.1, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1`,
];

export async function readStack(): Promise<Stack> {
  return parseStack(JSON.parse(await readFile(inject('stackFile'), 'utf8')));
}

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Runs `chromiumPath` with Playwright's arguments minus its ThirdPartyStoragePartitioning opt-out. */
const partitionedChromium = fileURLToPath(new URL('./support/chromium-partitioned.sh', import.meta.url));

export interface LaunchOptions {
  /**
   * Third-party storage partitioning, on in users' Chromium (and every major browser): a frame on another site
   * gets storage of its own per top-level site. Default true. False keeps Playwright's default, which turns it
   * off: with third-party cookies blocked (off-the-record contexts), a cross-site frame then gets no storage
   * at all, as for a visitor who blocks the frame's site's cookies (docs/embedded-wallet.md).
   */
  storagePartitioning?: boolean;
}

export function launchBrowser({ storagePartitioning = true }: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: storagePartitioning ? partitionedChromium : chromiumPath,
    env: { ...process.env, CHROMIUM_PATH: chromiumPath },
    args: chromiumArgs,
  });
}

/** The hosts a page may reach: loopback, and the secure frame's name for it. */
export const loopback = new Set(['127.0.0.1', 'localhost', '[::1]', frameHost]);

/** Opens a page that records every request to a host outside loopback. */
export async function openPage(browser: Browser): Promise<{ page: Page; offLoopback: string[] }> {
  const page = await browser.newPage();
  const offLoopback: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') || url.protocol.startsWith('ws')) {
      if (!loopback.has(url.hostname)) offLoopback.push(request.url());
    }
  });
  return { page, offLoopback };
}
