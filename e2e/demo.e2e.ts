import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, readStack } from './browser.js';

async function rpc(url: string, method: string, params: unknown[] = []) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: unknown }).result;
}

describe('demo app on the devnet', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows each chain with its live block number, following blocks mined later', async () => {
    const stack = await readStack();
    const { page, offLoopback } = await openPage(browser);
    await page.goto(stack.demoUrl ?? '');

    for (const chain of stack.chains) {
      const row = page.getByRole('row', { name: new RegExp(chain.name) });
      await expect.poll(() => row.textContent()).toContain(String(chain.chainId));
      // The devnet also mines on an interval: the page keeps up with the chain's height as it grows.
      const height = Number(await rpc(chain.rpcUrl, 'eth_blockNumber'));
      await expect
        .poll(async () =>
          Number(await page.getByRole('status', { name: `${chain.name} block number` }).textContent()),
        )
        .toBeGreaterThanOrEqual(height);
    }

    const second = stack.chains[1];
    if (!second) throw new Error('the devnet has two chains');
    const output = page.getByRole('status', { name: `${second.name} block number` });
    const before = Number(await output.textContent());
    // 100 blocks at once: far more than the interval mines in the 5 s allowed.
    await rpc(second.rpcUrl, 'anvil_mine', ['0x64']);
    await expect
      .poll(async () => Number(await output.textContent()), { timeout: 5_000 })
      .toBeGreaterThanOrEqual(before + 100);

    expect(offLoopback).toEqual([]);
    await page.close();
  });

  it('the settings panel changes the modal’s theme live; the side panel’s sections fold by keyboard', async () => {
    const stack = await readStack();
    const { page, offLoopback } = await openPage(browser);
    await page.goto(stack.demoUrl ?? '');
    const settings = page.getByRole('region', { name: 'Settings' });
    await settings.getByRole('combobox', { name: 'Theme mode' }).selectOption('dark');
    await settings.getByRole('combobox', { name: 'Look' }).selectOption('midnight');
    await settings.getByRole('combobox', { name: 'Corners' }).selectOption('Large');
    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: 'Connect Wallet' })
      .click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    const host = page.locator('[data-portico-modal]');
    const variable = (name: string) =>
      host.evaluate((element, name) => (element as HTMLElement).style.getPropertyValue(name), name);
    expect(await variable('--portico-background')).toBe('#0b1020');
    expect(await variable('--portico-border-radius-master')).toBe('6px');
    // The card shows the look's background (0b1020; `color-mix` writes it in srgb).
    expect(
      await page.getByRole('dialog').evaluate((dialog) => getComputedStyle(dialog).backgroundColor),
    ).toMatch(/^color\(srgb 0\.043\d* 0\.062\d* 0\.125\d*\)$/);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // The diagnostics fold away and come back, by keyboard.
    const toggle = page.getByRole('button', { name: 'Diagnostics' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('status', { name: 'wagmi says' }).count()).toBe(0);
    await page.keyboard.press('Space');
    await page.getByRole('status', { name: 'wagmi says' }).waitFor();

    expect(offLoopback).toEqual([]);
    await page.close();
  });

  it('shows the modal in Arabic right to left with ?locale=ar, and in German once the page switches, without reopening', async () => {
    const stack = await readStack();
    const { page, offLoopback } = await openPage(browser);
    await page.goto(`${stack.demoUrl ?? ''}?locale=ar`);

    // The Arabic chunk loads on demand; the page's button and the modal speak Arabic once it has.
    await page.getByRole('button', { name: 'ربط المحفظة' }).click();
    const dialog = page.getByRole('dialog', { name: 'ربط المحفظة' });
    await dialog.waitFor();
    expect(await dialog.getAttribute('dir')).toBe('rtl');
    expect(await dialog.getAttribute('lang')).toBe('ar');
    // Right to left, the close button (the header's last) sits on the left of the title.
    const title = await dialog.getByRole('heading', { name: 'ربط المحفظة' }).boundingBox();
    const close = await dialog.getByRole('button', { name: 'إغلاق' }).boundingBox();
    expect(close && title && close.x < title.x).toBe(true);

    await page.getByRole('combobox', { name: 'Modal language' }).selectOption('de');
    const german = page.getByRole('dialog', { name: 'Wallet verbinden' });
    await german.waitFor();
    expect(await german.getAttribute('dir')).toBe('ltr');
    expect(await german.getAttribute('lang')).toBe('de');
    await german.getByRole('button', { name: 'Schließen' }).waitFor();

    expect(offLoopback).toEqual([]);
    await page.close();
  });
});
