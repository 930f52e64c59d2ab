import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountField, dialog, walletBar } from './demoPage.js';
import { demoSuite } from './support/demoSuite.js';
import { connectedAddress } from './support/emailLogin.js';
import { chooseRecoveryPassword, enterRecoveryPassword, secureFrame } from './support/secureFrame.js';

const password = 'correct horse battery staple';

describe('Farcaster login on the demo (issue 24): the channel, the Farcaster app, the wallet in the secure frame', () => {
  const suite = demoSuite();

  /** Connect Wallet → Farcaster: ConnectingFarcaster with the channel's QR code and link. */
  async function openFarcaster(page: Page): Promise<string> {
    await walletBar(page).getByRole('button', { name: 'Connect Wallet' }).click();
    await expect
      .poll(() => secureFrame(page).locator('html[data-storage]').count(), { timeout: 60_000 })
      .toBe(1);
    await dialog(page).getByRole('button', { name: 'Continue with Farcaster' }).click();
    await dialog(page).getByRole('img', { name: 'QR code to sign in with Farcaster' }).waitFor();
    const link = dialog(page).getByRole('link', { name: 'Open in Farcaster' });
    return (await link.getAttribute('href')) ?? '';
  }

  it("the link opens the local Farcaster app's approval page; approved as alice → recovery password → connected as farcaster: alice, reload keeps it", async () => {
    const { page } = await suite.open();
    const url = await openFarcaster(page);
    expect(new URL(url).origin).toBe(new URL(suite.stack.farcaster?.relayUrl ?? '').origin);

    // The same device: the link opens the Farcaster app, here the local relay's approval page.
    const [app] = await Promise.all([
      page.waitForEvent('popup'),
      dialog(page).getByRole('link', { name: 'Open in Farcaster' }).click(),
    ]);
    expect(await app.title()).toBe('Sign in with Farcaster');
    await app.getByRole('radio', { name: /@alice, fid 1/ }).check();
    await app.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => app.getByRole('status').textContent()).toMatch(/as @alice\s+\(fid 1\)/);

    // A wallet made by an earlier run of this stack is unlocked instead of created.
    const create = secureFrame(page).getByRole('form', { name: 'Choose a recovery password' });
    const unlock = secureFrame(page).getByRole('form', { name: 'Enter your recovery password' });
    await create.or(unlock).waitFor({ timeout: 30_000 });
    // Which form is there, not whether it shows: the frame hides while the modal moves it.
    if ((await create.count()) > 0) await chooseRecoveryPassword(page, password);
    else await enterRecoveryPassword(page, password);
    const address = await connectedAddress(page);
    await expect.poll(() => accountField(page, 'Login').textContent()).toBe('farcaster: alice');

    await page.reload();
    expect(await connectedAddress(page)).toBe(address);
  });

  it("keeps the relay key and custody keys from the demo's pages: its /stack.json has no farcaster", async () => {
    const { stack } = suite;
    const served = await (await fetch(`${stack.demoUrl}/stack.json`)).json();
    expect(served).toMatchObject({ cloudUrl: stack.cloudUrl });
    expect(served).not.toHaveProperty('farcaster');
  });
});
