import { updateProject } from '@portico/cloud';
import { truncateAddress } from '@portico/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountField,
  connect,
  dialog,
  expectWagmiAgrees,
  methods,
  secondWalletName,
  walletBar,
} from './demoPage.js';
import { demoSuite } from './support/demoSuite.js';
import { startTestCloud, type TestCloud } from './support/testCloud.js';

/** Connect Wallet, then a wallet's row, as a visitor would; the modal stays on ConnectingExternal until it answers. */
async function pickWallet(page: Page, name: string | RegExp): Promise<void> {
  await walletBar(page)
    .getByRole('button', { name: /Connect Wallet|^0x/ })
    .click();
  const modal = dialog(page);
  // Connected already, the modal opens on Account: Connected wallets → Add wallet leads to Connect.
  if (await modal.getByRole('button', { name: 'Connected wallets' }).isVisible()) {
    await modal.getByRole('button', { name: 'Connected wallets' }).click();
    await modal.getByRole('button', { name: 'Add wallet' }).click();
  }
  await modal.getByRole('button', { name }).click();
}

const connectedAddress = (page: Page) => accountField(page, 'Address').textContent();

describe('the connection model on the demo (issue 7)', () => {
  const suite = demoSuite();
  let multiWalletCloud: TestCloud;
  let first: string;
  let second: string;

  beforeAll(async () => {
    const { demoUrl, accounts } = suite.stack;
    if (!demoUrl || !accounts[0] || !accounts[1]) throw new Error('the stack has no demo or accounts');
    first = accounts[0].address;
    second = accounts[1].address;
    multiWalletCloud = await startTestCloud({ demoUrl, projectId: 'e2e-multi-wallet' });
    await updateProject(multiWalletCloud.db(), 'e2e-multi-wallet', { features: { multiWallet: true } });
  });
  afterAll(() => multiWalletCloud?.dispose());

  const multiWallet = () => `?cloudUrl=${multiWalletCloud.url}&projectId=e2e-multi-wallet`;

  it('late approval: the modal closes while the wallet asks; the wallet approves; the page is connected, wagmi agrees, a reload keeps it', async () => {
    const { page, wallet, walletLog } = await suite.open();
    await wallet({ holdNext: 'eth_requestAccounts' });
    await pickWallet(page, /Portico Test Wallet/);
    await dialog(page).getByText('Continue in Portico Test Wallet').waitFor();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(await accountField(page, 'Status').textContent()).toBe('disconnected');

    await wallet('release');
    await expect.poll(() => accountField(page, 'Status').textContent()).toBe('connected');
    expect(await connectedAddress(page)).toBe(first);
    await expectWagmiAgrees(page);

    await page.reload();
    await expect.poll(() => accountField(page, 'Status').textContent()).toBe('connected');
    await expectWagmiAgrees(page);
    expect(methods(await walletLog()).filter((m) => m === 'eth_requestAccounts')).toEqual([]);
  });

  it('a retry while the wallet still asks joins that prompt instead of failing', async () => {
    const { page, wallet, walletLog } = await suite.open();
    await wallet({ holdNext: 'eth_requestAccounts' });
    await pickWallet(page, /Portico Test Wallet/);
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await pickWallet(page, /Portico Test Wallet/);
    await wallet('release');
    await expect.poll(() => accountField(page, 'Status').textContent()).toBe('connected');
    await expectWagmiAgrees(page);
    expect(methods(await walletLog()).filter((m) => m === 'eth_requestAccounts')).toHaveLength(1);
  });

  it('without multi-wallet, a second wallet replaces the first (it is disconnected), and a reload keeps the second', async () => {
    const { page, walletLog } = await suite.open('', { secondWallet: true });
    await connect(page);
    expect(await connectedAddress(page)).toBe(first);
    await walletBar(page)
      .getByRole('button', { name: new RegExp(truncateAddress(first)) })
      .click();
    expect(await dialog(page).getByRole('button', { name: 'Connected wallets' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // The dApp's own "connect another" opens the modal's Connect view (§2 opening rule 3).
    await page.getByRole('button', { name: 'Connect another wallet' }).click();
    await dialog(page)
      .getByRole('button', { name: new RegExp(secondWalletName) })
      .click();
    await expect.poll(() => connectedAddress(page)).toBe(second);
    await expectWagmiAgrees(page);
    expect(methods(await walletLog())).toContain('wallet_revokePermissions');

    await page.reload();
    await expect.poll(() => accountField(page, 'Status').textContent()).toBe('connected');
    expect(await connectedAddress(page)).toBe(second);
    await expectWagmiAgrees(page);
  });

  it('with multi-wallet, two EVM wallets survive a reload and ProfileWallets switches between them', async () => {
    const { page } = await suite.open(multiWallet(), { secondWallet: true });
    await pickWallet(page, /Portico Test Wallet/);
    await expect.poll(() => connectedAddress(page)).toBe(first);
    await pickWallet(page, new RegExp(secondWalletName));
    await expect.poll(() => connectedAddress(page)).toBe(second);
    await expectWagmiAgrees(page);

    await page.reload();
    await expect.poll(() => accountField(page, 'Status').textContent()).toBe('connected');
    expect(await connectedAddress(page)).toBe(second);
    await expectWagmiAgrees(page);

    await walletBar(page)
      .getByRole('button', { name: new RegExp(truncateAddress(second)) })
      .click();
    await dialog(page).getByRole('button', { name: 'Connected wallets' }).click();
    const list = dialog(page).getByRole('list', { name: 'Connected wallets' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    await dialog(page).getByRole('button', { name: 'Switch to Portico Test Wallet' }).click();
    await expect.poll(() => connectedAddress(page)).toBe(first);
    await expectWagmiAgrees(page);

    await dialog(page)
      .getByRole('button', { name: `Disconnect ${secondWalletName}` })
      .click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    expect(await connectedAddress(page)).toBe(first);
    await expectWagmiAgrees(page);
  });
});
