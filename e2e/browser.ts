import { readFile } from 'node:fs/promises';
import { parseStack, type Stack } from '@portico/core';
import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** The flags every test browser runs with: nothing may leave loopback (docs/architecture.md). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

export async function readStack(): Promise<Stack> {
  return parseStack(JSON.parse(await readFile(inject('stackFile'), 'utf8')));
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
}

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]']);

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
