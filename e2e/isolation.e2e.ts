import { truncateAddress } from '@portico/core';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { connect, walletBar } from './demoPage.js';
import { modalSettled } from './support/axe.js';
import { demoSuite } from './support/demoSuite.js';
import { comparePngs, keepForDiagnosis } from './support/pixels.js';

/**
 * A host page at its worst: inherited and non-inherited properties forced with !important on every
 * element, the modal's host element included, and a root font size for any rem unit. (`--portico-*`
 * custom properties are the supported way to theme the modal, so they are left out.)
 */
const hostileCss = `
html { font-size: 31px !important; color-scheme: dark !important; }
* { font: 40px serif !important; color: red; letter-spacing: 3px !important; line-height: 3 !important;
    text-transform: uppercase !important; box-sizing: content-box !important; cursor: wait !important; }
button { all: unset; }
button, a, input { background: yellow !important; border: 5px dashed green !important; }
div { display: inline !important; padding: 50px; margin: 7px !important; }
body > div:not(#root) { position: absolute !important; opacity: 0.5 !important; filter: invert(1) !important;
    transform: scale(0.5) !important; z-index: -1 !important; visibility: hidden !important; }
[role='dialog'], .card, .overlay { background: black !important; width: 10px !important; }
`;

/**
 * Opens the modal from the page's Connect button and screenshots the dialog once it is still. The page
 * behind is blanked meanwhile: the card's rounded corners show the backdrop, which is the page's business.
 * Mouse only, so focus rings follow the same (pointer) modality each time.
 */
async function dialogScreenshot(page: Page): Promise<Buffer> {
  // The hostile sheet upper-cases the page's own button.
  await walletBar(page)
    .getByRole('button', { name: /connect wallet/i })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
  // The view as it ends up: the featured wallets arrive from the cloud after the first paint, the social marks
  // load on demand.
  await dialog.getByRole('button', { name: 'MetaMask', exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Continue with Google' }).locator('svg path').waitFor();
  // The view takes the focus when it shows: on the email field when the embedded wallet's row is already there, else
  // on the first wallet (the row can arrive later on a loaded machine, and a late row does not take the focus from
  // it). Both screenshots need the same focus ring: the field gets the focus, as a visitor's click would give it.
  await dialog.getByRole('textbox', { name: 'Email' }).focus();
  const hidePage = await page.addStyleTag({
    content: 'html, body { background: #fff !important; } #root { visibility: hidden !important; }',
  });
  // Away from the card, so no row is hovered wherever the page put the button.
  await page.mouse.move(0, 0);
  await modalSettled(page);
  const png = await dialog.screenshot({ animations: 'disabled', caret: 'hide' });
  await hidePage.evaluate((style) => (style as HTMLStyleElement).remove());
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  return png;
}

describe('the modal is isolated from the host page', () => {
  const suite = demoSuite();

  it('hostile host CSS leaves the dialog pixel for pixel the same', async () => {
    const { page } = await suite.open();
    const before = await dialogScreenshot(page);
    await page.addStyleTag({ content: hostileCss });
    // The hostile sheet did reach the page.
    expect(
      await walletBar(page)
        .getByRole('button', { name: /connect wallet/i })
        .evaluate((button) => getComputedStyle(button).fontFamily),
    ).toBe('serif');
    const after = await dialogScreenshot(page);
    const comparison = comparePngs(before, after);
    if (comparison.differing > 0) keepForDiagnosis({ before, after });
    expect(comparison.sizes[1]).toBe(comparison.sizes[0]);
    expect(comparison.differing).toBe(0);
  });

  /**
   * From now on every JSON-RPC request of the page to the devnet stays unanswered; the page reloads so
   * that even its first requests hang.
   */
  async function holdRpcAndReload(page: Page): Promise<Route[]> {
    const held: Route[] = [];
    const rpcOrigins = new Set(suite.stack.chains.map((chain) => new URL(chain.rpcUrl).origin));
    await page.route(
      (url) => rpcOrigins.has(url.origin),
      (route) => {
        held.push(route);
      },
    );
    await page.reload();
    return held;
  }

  it('the first paint after open() waits for no network: the dialog shows while every RPC request hangs', async () => {
    const { page } = await suite.open();
    const held = await holdRpcAndReload(page);
    await walletBar(page).getByRole('button', { name: 'Connect Wallet' }).click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Portico Test Wallet/ })
      .waitFor();
    // Shown while the page's RPC requests are still open (none is ever answered).
    expect(held.length).toBeGreaterThan(0);
    await Promise.all(held.map((route) => route.abort()));
  });

  it('connected, the Account view opens while the balance request hangs', async () => {
    const { page } = await suite.open();
    await connect(page);
    const held = await holdRpcAndReload(page);
    const address = truncateAddress(suite.stack.accounts[0]?.address ?? '');
    await walletBar(page)
      .getByRole('button', { name: new RegExp(`^${address}`) })
      .click();
    await page.getByRole('dialog', { name: 'Account' }).getByText(address).waitFor();
    expect(held.length).toBeGreaterThan(0);
    await Promise.all(held.map((route) => route.abort()));
  });
});
