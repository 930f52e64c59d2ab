import { listEvents } from '@portico/cloud';
import { syntheticWallets } from '@portico/testing/registry';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountField, dialog, walletBar } from './demoPage.js';
import { demoSuite } from './support/demoSuite.js';
import { startTestCloud, type TestCloud } from './support/testCloud.js';

/** The registry requests of a page, recorded as they are sent. */
function walletRequests(page: Page): URL[] {
  const requests: URL[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === '/getWallets') requests.push(url);
  });
  return requests;
}

const isAllWalletsPage = (url: URL, page: number) =>
  url.searchParams.get('page') === String(page) && url.searchParams.get('entries') === '40';

/** Opens the modal from the page's Connect Wallet button. */
async function openModal(page: Page) {
  await walletBar(page).getByRole('button', { name: 'Connect Wallet' }).click();
  await dialog(page).waitFor();
}

/** Opens the modal and goes to AllWallets; returns its list of wallet rows. */
async function openAllWallets(page: Page) {
  await openModal(page);
  await dialog(page).getByRole('button', { name: 'All Wallets' }).click();
  return dialog(page).getByRole('list', { name: 'Wallets' });
}

const rowNames = (page: Page) =>
  dialog(page).getByRole('list', { name: 'Wallets' }).getByRole('listitem').allTextContents();

const alert = (page: Page, title: string) => dialog(page).getByRole('alert').filter({ hasText: title });

describe('the modal on Portico Cloud (issue 4)', () => {
  const suite = demoSuite();
  const { open } = suite;
  /** 500 generated wallets besides the dataset. */
  let manyWallets: TestCloud;
  /** Stopped and restarted by the cloud-down tests. */
  let flaky: TestCloud;

  beforeAll(async () => {
    const { demoUrl } = suite.stack;
    if (!demoUrl) throw new Error('the stack has no demo');
    [manyWallets, flaky] = await Promise.all([
      startTestCloud({ demoUrl, projectId: 'e2e-many-wallets', wallets: syntheticWallets(500) }),
      startTestCloud({ demoUrl, projectId: 'e2e-cloud-down' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([manyWallets?.dispose(), flaky?.dispose()]);
  });

  const onCloud = (cloud: TestCloud) =>
    `?${new URLSearchParams({ cloudUrl: cloud.url, projectId: cloud.projectId })}`;

  it("AllWallets shows the stack's registry", async () => {
    const { page } = await open();
    const list = await openAllWallets(page);
    for (const name of ['MetaMask', 'Rabby Wallet', 'Phantom'])
      await list.getByRole('button', { name, exact: true }).waitFor();
    // The injected test wallet is a row too, listed once.
    expect((await rowNames(page)).filter((name) => name.includes('Portico Test Wallet'))).toHaveLength(1);
  });

  it('issue 28: wallet rows show their logo image, not their initials; networks their icon', async () => {
    const { page } = await open();
    const list = await openAllWallets(page);
    const row = list.getByRole('button', { name: 'MetaMask', exact: true });
    await row.waitFor();
    const logo = row.locator('img');
    expect(await logo.getAttribute('src')).toMatch(/\/getWalletImage\/[^/?]+\?projectId=/);
    // Loaded: the cloud served the logo (an SVG the browser decoded), so no initials tile replaced it.
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    expect(await row.locator('.letter-tile').count()).toBe(0);
    // The network list: each configured network's icon from the cloud (the devnet's own mark).
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
    await walletBar(page)
      .getByRole('button', { name: /Devnet/ })
      .first()
      .click();
    const network = dialog(page)
      .getByRole('button', { name: /Portico Devnet/ })
      .first();
    const icon = network.locator('img');
    expect(await icon.getAttribute('src')).toMatch(/\/public\/getAssetImage\/eip155%3A31337\?/);
    await expect
      .poll(() => icon.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
  });

  it('typing "met" fast sends one search request (300 ms of quiet) and narrows the list', async () => {
    const { page } = await open();
    const requests = walletRequests(page);
    const list = await openAllWallets(page);
    await list.getByRole('button', { name: 'MetaMask', exact: true }).waitFor();

    const search = dialog(page).getByRole('searchbox', { name: 'Search wallets' });
    // Three input events in one task, as fast typing gives them: all inside one debounce window whatever the
    // machine's speed (key presses sent one by one took 389 ms on a loaded machine, so the test proved nothing).
    await search.evaluate((input: HTMLInputElement) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      for (const value of ['m', 'me', 'met']) {
        setValue?.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
    });

    await expect
      .poll(async () => {
        const names = await rowNames(page);
        return names.length > 0 && names.every((name) => /met/i.test(name)) ? names : 'not narrowed';
      })
      .toContain('MetaMask');
    const searches = requests.filter((url) => url.searchParams.has('search'));
    expect(searches.map((url) => url.searchParams.get('search'))).toEqual(['met']);
  });

  it('500 generated wallets: fewer than 60 rows in the DOM; scrolling to the end loads page 2 with 40 entries', async () => {
    const { page } = await open(onCloud(manyWallets));
    const requests = walletRequests(page);
    const firstPage = page.waitForResponse((response) => isAllWalletsPage(new URL(response.url()), 1));
    const list = await openAllWallets(page);
    expect(((await (await firstPage).json()) as { data: unknown[] }).data).toHaveLength(40);
    const rows = list.getByRole('listitem');
    const setSize = async () => Number(await rows.first().getAttribute('aria-setsize'));
    await expect.poll(setSize).toBeGreaterThan(40);
    const before = await setSize();

    const secondPage = page.waitForResponse((response) => isAllWalletsPage(new URL(response.url()), 2));
    const scrollToEnd = () =>
      list.evaluate((ul) => {
        const viewport = ul.parentElement;
        if (viewport) viewport.scrollTop = viewport.scrollHeight;
      });
    await scrollToEnd();
    const { data, count } = (await (await secondPage).json()) as { data: { name: string }[]; count: number };
    expect(data).toHaveLength(40);
    expect(count).toBeGreaterThanOrEqual(500);
    await expect.poll(setSize).toBe(before + 40);
    expect(requests.filter((url) => isAllWalletsPage(url, 2))).toHaveLength(1);

    // The last of the 40 new entries is reachable, and the DOM still holds only the rows in view.
    await scrollToEnd();
    const last = list.locator(`li[aria-posinset="${before + 40}"]`);
    await last.waitFor();
    expect(await last.textContent()).toContain(data.at(-1)?.name);
    const inDom = await rows.count();
    expect(inDom).toBeGreaterThan(0);
    expect(inDom).toBeLessThan(60);
  });

  it('a search from the page reaches the cloud as an analytics event', async () => {
    const { page } = await open(onCloud(manyWallets));
    const list = await openAllWallets(page);
    await dialog(page).getByRole('searchbox', { name: 'Search wallets' }).fill('Generated Wallet 042');
    await list.getByRole('button', { name: 'Generated Wallet 042', exact: true }).waitFor();
    await expect
      .poll(async () =>
        (await listEvents(manyWallets.db(), manyWallets.projectId))
          .filter(({ props }) => props.event === 'SEARCH_WALLET')
          .map(({ props, sdkType }) => ({ properties: props.properties, sdkType })),
      )
      .toEqual([{ properties: { search: 'Generated Wallet 042' }, sdkType: 'portico-react' }]);
  });

  it("an unknown project id shows 'Invalid App Configuration'", async () => {
    const { page } = await open('?projectId=nope-nope');
    await openModal(page);
    await alert(page, 'Invalid App Configuration').waitFor();
  });

  it("with the cloud down the injected wallet still connects, under the 'Server Error' alert", async () => {
    await flaky.stop();
    const { page } = await open(onCloud(flaky));
    await openModal(page);
    await alert(page, 'Server Error').waitFor();
    await dialog(page)
      .getByRole('button', { name: /Portico Test Wallet/ })
      .click();
    await expect.poll(() => accountField(page, 'Status').textContent()).toBe('connected');
  });

  it('the cloud back on the same port refills AllWallets without a reload', async () => {
    await flaky.stop();
    const { page } = await open(onCloud(flaky));
    const list = await openAllWallets(page);
    await alert(page, 'Server Error').waitFor();
    await list.getByRole('button', { name: /Portico Test Wallet/ }).waitFor();
    // Only the page's own connectors: the injected test wallet and WalletConnect, no registry wallet.
    expect(await rowNames(page)).toHaveLength(2);
    // Gone if the page reloads.
    await page.evaluate(() => Object.assign(window, { beforeRestart: true }));

    await flaky.restart();
    await list.getByRole('button', { name: 'MetaMask', exact: true }).waitFor({ timeout: 20_000 });
    await alert(page, 'Server Error').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => 'beforeRestart' in window)).toBe(true);
  });
});
