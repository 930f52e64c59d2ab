import { truncateAddress } from '@portico/core';
import type { Stack } from '@portico/devnet';
import { testWalletInitScript } from '@portico/testing/init-script';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BenchApp } from '../bench/apps.js';
import { type BuiltChunk, buildApp } from '../bench/buildApp.js';
import { type ServedApp, serveChunks } from '../bench/serveChunks.js';
import { launchBrowser, readStack } from './browser.js';

/**
 * The smallest dApp a new user writes: PorticoProvider, the ConnectButton and the EVM adapter with injected
 * wallets on the devnet, and no `cloudUrl` (issue 13). The devnet's RPC port comes in the page's query.
 */
const noBackendApp: BenchApp = {
  name: 'no-backend',
  description: 'PorticoProvider + ConnectButton + EVM adapter, no cloudUrl',
  source: `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { ConnectButton, PorticoProvider } from '@portico/react';
import { porticoDevnet } from '@portico/core';
import { createEvmAdapter, createInjectedConnector } from '@portico/evm';
const port = Number(new URLSearchParams(location.search).get('rpcPort'));
const options = {
  projectId: 'no-backend-e2e',
  networks: [porticoDevnet(port)],
  adapters: [createEvmAdapter()],
  connectors: [createInjectedConnector()],
  metadata: { name: 'No backend', description: 'Portico without Portico Cloud', url: location.origin, icons: [] },
};
createRoot(document.getElementById('root')).render(h(PorticoProvider, { options }, h('main', null, h(ConnectButton))));
`,
};

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Whether a request stays on this machine: loopback over HTTP(S)/WS(S), or a `data:` URL (nothing fetched). */
function staysLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:') return true;
  return ['http:', 'https:', 'ws:', 'wss:'].includes(protocol) && loopback.has(hostname);
}

describe('a dApp without a backend (no cloudUrl)', () => {
  let browser: Browser;
  let stack: Stack;
  let chunks: BuiltChunk[];
  let served: ServedApp;
  let page: Page;
  /** Every request the page made, as URLs. */
  const requests: string[] = [];

  beforeAll(async () => {
    [browser, stack, chunks] = await Promise.all([launchBrowser(), readStack(), buildApp(noBackendApp)]);
    served = await serveChunks(chunks);
    const [devnet] = stack.chains;
    const [account] = stack.accounts;
    if (!devnet || !account) throw new Error('the stack has no devnet chain or account');
    page = await browser.newPage();
    page.setDefaultTimeout(10_000);
    page.on('request', (request) => requests.push(request.url()));
    page.on('websocket', (socket) => requests.push(socket.url()));
    await page.addInitScript(
      await testWalletInitScript({
        privateKey: account.privateKey,
        chains: [{ chainId: devnet.chainId, rpcUrl: devnet.rpcUrl, name: devnet.name }],
      }),
    );
    await page.goto(`${served.url}?rpcPort=${new URL(devnet.rpcUrl).port}`);
  });

  afterAll(async () => {
    await browser?.close();
    await served?.close();
  });

  const dialog = () => page.getByRole('dialog');

  it('the Connect view offers registry wallets beside the injected one', async () => {
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await dialog()
      .getByRole('button', { name: /Portico Test Wallet/ })
      .waitFor();
    // The first recommended wallets of the dataset (the devnet is an EVM chain).
    await dialog()
      .getByRole('button', { name: /^MetaMask/ })
      .waitFor();
    await dialog()
      .getByRole('button', { name: /^Trust Wallet/ })
      .waitFor();
  });

  it('All Wallets lists the registry by name, with inlined images, and searches it', async () => {
    await dialog().getByRole('button', { name: 'All Wallets' }).click();
    const list = dialog().getByRole('list', { name: 'Wallets' });
    for (const name of ['Coinbase Wallet', 'Rabby Wallet', 'Rainbow'])
      await list.getByRole('button', { name: new RegExp(`^${name}`) }).waitFor();
    const images = await list
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
    expect(images.length).toBeGreaterThan(0);
    for (const src of images) expect(src).toMatch(/^data:image\/svg\+xml,/);
    // Issue 28: a wallet with a shipped logo shows it (its own lazily loaded chunk), not the snapshot's monogram.
    const rabby = list.getByRole('button', { name: /^Rabby Wallet/ }).locator('img');
    expect(await rabby.getAttribute('src')).not.toContain('%3Ctext');
    await expect
      .poll(() => rabby.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);

    await dialog().getByRole('searchbox', { name: 'Search wallets' }).fill('rain');
    await list.getByRole('button', { name: /^Rainbow/ }).waitFor();
    await expect
      .poll(() => list.getByRole('button').allTextContents())
      .toEqual([expect.stringMatching(/^Rainbow/)]);
  });

  it('connects the injected wallet and shows its balance', async () => {
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await dialog()
      .getByRole('button', { name: /Portico Test Wallet/ })
      .click();
    const [account] = stack.accounts;
    if (!account) throw new Error('the stack has no account');
    expect(account.balances['eip155:31337']?.ETH).toBe('1.23456789');
    await page
      .getByRole('button', { name: `${truncateAddress(account.address)} 1.234 ETH`, exact: true })
      .waitFor();
  });

  it('the registry came as its own chunk from the page’s server; no request left loopback', () => {
    const snapshot = chunks.find((chunk) => chunk.fileName.includes('registrySnapshot'));
    expect(snapshot?.isEntry).toBe(false);
    expect(served.requested).toContain(`/${snapshot?.fileName}`);
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((url) => !staysLocal(url))).toEqual([]);
  });
});
