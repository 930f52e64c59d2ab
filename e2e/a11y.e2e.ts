import { truncateAddress } from '@portico/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountField, dialog as modalDialog, walletBar } from './demoPage.js';
import { type AxeFinding, axeOnModal } from './support/axe.js';
import { demoSuite } from './support/demoSuite.js';
import { type FocusedControl, focusedControl, pressUntil } from './support/focus.js';

const testWallet = /Portico Test Wallet/;

/** Presses Tab (or Shift+Tab) `presses` times and returns where the focus went each time. */
async function tabTrail(page: Page, presses: number, key = 'Tab'): Promise<FocusedControl[]> {
  const trail: FocusedControl[] = [];
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press(key);
    trail.push(await focusedControl(page));
  }
  return trail;
}

/**
 * The view named `name` has the focus as soon as it shows (no key pressed yet), Tab and Shift+Tab never
 * leave the dialog, and Escape closes it, giving the focus back to `opener` when the keyboard opened it.
 */
async function expectKeyboardHeld(page: Page, name: string | RegExp, opener?: string | RegExp) {
  await page.getByRole('dialog', { name }).waitFor();
  await expect
    .poll(async () => (await focusedControl(page)).inModal, { message: `focus in ${name}` })
    .toBe(true);
  for (const key of ['Tab', 'Shift+Tab']) {
    const trail = await tabTrail(page, 12, key);
    expect(
      trail.filter(({ inModal }) => !inModal),
      `${key} in ${name}`,
    ).toEqual([]);
  }
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  if (opener) expect(await focusedControl(page)).toMatchObject({ inModal: false, name: opener });
}

/** Tabs (or Shift+Tabs) to the control named `name` and presses Enter on it. */
async function activate(page: Page, name: string | RegExp, key = 'Tab') {
  await pressUntil(page, key, (focused) =>
    typeof name === 'string' ? focused.name === name : name.test(focused.name),
  );
  await page.keyboard.press('Enter');
}

describe('the modal in Chromium, by keyboard only and under axe-core', () => {
  const suite = demoSuite();

  /** The ConnectButton once connected starts with the truncated address of the wallet's account. */
  const connectedButton = () => new RegExp(`^${truncateAddress(suite.stack.accounts[0]?.address ?? '')}`);

  const open = async () => {
    const demo = await suite.open();
    await walletBar(demo.page).getByRole('button', { name: 'Connect Wallet' }).waitFor();
    return demo;
  };

  it('connects by keyboard: focus stays in the dialog, Escape closes and gives focus back to Connect', async () => {
    const { page } = await open();
    await pressUntil(page, 'Tab', ({ name }) => name === 'Connect Wallet');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    expect((await focusedControl(page)).inModal).toBe(true);

    // Twice round in each direction: every stop is inside the modal, and the cycle wraps. With the demo
    // project's remote features the Connect view's stops are email, the wallets, All Wallets and Close.
    for (const key of ['Tab', 'Shift+Tab']) {
      const trail = await tabTrail(page, 40, key);
      expect(trail.filter(({ inModal }) => !inModal)).toEqual([]);
      expect(new Set(trail.map(({ name }) => name)).size).toBeLessThan(trail.length);
      expect(trail.map(({ name }) => name)).toEqual(
        expect.arrayContaining(['Close', expect.stringMatching(testWallet)]),
      );
    }

    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await focusedControl(page)).toEqual({ inModal: false, role: 'button', name: 'Connect Wallet' });

    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    await pressUntil(page, 'Tab', ({ name }) => testWallet.test(name));
    await page.keyboard.press('Enter');
    await expect.poll(() => accountField(page, 'Status').textContent()).toBe('connected');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await focusedControl(page)).toMatchObject({
      inModal: false,
      role: 'button',
      name: connectedButton(),
    });
  });

  it('keyboard only, not connected: Connect, AllWallets, ConnectingExternal error and pending each take the focus, keep Tab in and close on Escape', async () => {
    const { page, wallet } = await open();
    const reopen = async () => {
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    };
    await activate(page, 'Connect Wallet');
    await expectKeyboardHeld(page, 'Connect Wallet', 'Connect Wallet');

    await reopen();
    await activate(page, 'All Wallets');
    await expectKeyboardHeld(page, 'All Wallets', 'Connect Wallet');

    // Back from a view gives the focus to the view it returns to.
    await reopen();
    await activate(page, 'All Wallets');
    await page.getByRole('dialog', { name: 'All Wallets' }).waitFor();
    // Back is in the header, before the search and the long list of wallets.
    await activate(page, 'Back', 'Shift+Tab');
    await expectKeyboardHeld(page, 'Connect Wallet', 'Connect Wallet');

    await reopen();
    await wallet({ rejectNext: [4001, 'eth_requestAccounts'] });
    await activate(page, testWallet);
    await modalDialog(page).getByRole('alert').waitFor();
    await expectKeyboardHeld(page, testWallet, 'Connect Wallet');

    await reopen();
    await wallet({ rejectNext: [4001, 'eth_requestAccounts'] });
    await activate(page, testWallet);
    await modalDialog(page).getByRole('alert').waitFor();
    // Retry, by keyboard, leaves the error for the pending state: the focused Retry button goes away.
    await wallet({ holdNext: 'eth_requestAccounts' });
    await activate(page, 'Retry');
    await modalDialog(page).getByRole('status').waitFor();
    await expectKeyboardHeld(page, testWallet, 'Connect Wallet');
    await wallet('release');
  });

  it('keyboard only, connected: Account, Networks (from the page and from Account), SwitchNetwork and UnsupportedChain each take the focus, keep Tab in and close on Escape', async () => {
    const { page, wallet } = await open();
    await activate(page, 'Connect Wallet');
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    await activate(page, testWallet);
    await expect.poll(() => accountField(page, 'Status').textContent()).toBe('connected');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.keyboard.press('Enter');
    await expectKeyboardHeld(page, 'Account', connectedButton());

    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Account' }).waitFor();
    await activate(page, /Portico Devnet/);
    await expectKeyboardHeld(page, 'Choose Network', connectedButton());

    await activate(page, 'Portico Devnet');
    await expectKeyboardHeld(page, 'Choose Network', 'Portico Devnet');

    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Choose Network' }).waitFor();
    await wallet({ holdNext: 'wallet_switchEthereumChain' });
    await activate(page, /Portico Testnet/);
    await expectKeyboardHeld(page, 'Portico Testnet', 'Portico Devnet');
    await wallet('release');

    await wallet({ setChain: 999 });
    await expectKeyboardHeld(page, 'Switch Network');
  });

  it('axe-core finds no serious or critical violation on any view a visitor reaches (§2)', async () => {
    const { page, wallet } = await open();
    const findings: Record<string, AxeFinding[]> = {};
    const check = async (view: string, dialogName: string | RegExp) => {
      await page.getByRole('dialog', { name: dialogName }).waitFor();
      const { serious, checkedInShadow } = await axeOnModal(page);
      expect(checkedInShadow, `axe checked nothing inside the shadow root on ${view}`).toBeGreaterThan(0);
      findings[view] = serious;
    };
    const dialog = () => modalDialog(page);

    await walletBar(page).getByRole('button', { name: 'Connect Wallet' }).click();
    await check('Connect', 'Connect Wallet');
    await dialog().getByRole('button', { name: 'All Wallets' }).click();
    await check('AllWallets', 'All Wallets');
    await dialog().getByRole('button', { name: 'Back', exact: true }).click();

    await wallet({ rejectNext: [4001, 'eth_requestAccounts'] });
    await dialog().getByRole('button', { name: testWallet }).click();
    await dialog().getByRole('alert').waitFor();
    await check('ConnectingExternal (error)', testWallet);

    await wallet({ holdNext: 'eth_requestAccounts' });
    await dialog().getByRole('button', { name: 'Retry' }).click();
    await dialog().getByRole('status').waitFor();
    await check('ConnectingExternal (pending)', testWallet);
    await wallet('release');
    await expect.poll(() => accountField(page, 'Status').textContent()).toBe('connected');
    await dialog().waitFor({ state: 'detached' });

    await walletBar(page).getByRole('button', { name: connectedButton() }).click();
    await check('Account', 'Account');
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });

    await walletBar(page).getByRole('button', { name: 'Portico Devnet' }).click();
    await check('Networks', 'Choose Network');
    await wallet({ holdNext: 'wallet_switchEthereumChain' });
    await dialog()
      .getByRole('button', { name: /Portico Testnet/ })
      .click();
    await check('SwitchNetwork', 'Portico Testnet');
    await wallet('release');
    await expect.poll(() => accountField(page, 'Network').textContent()).toBe('Portico Testnet');

    await wallet({ setChain: 999 });
    await check('UnsupportedChain', 'Switch Network');

    expect(findings).toEqual({
      Connect: [],
      AllWallets: [],
      'ConnectingExternal (error)': [],
      'ConnectingExternal (pending)': [],
      Account: [],
      Networks: [],
      SwitchNetwork: [],
      UnsupportedChain: [],
    });
  });
});
