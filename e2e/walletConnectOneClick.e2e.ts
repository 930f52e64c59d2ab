import type { SiwxSessionsResponse } from '@portico/core/wire';
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from '@portico/testing/walletconnect';
import type { Page } from 'playwright-core';
import { generatePrivateKey } from 'viem/accounts';
import { parseSiweMessage } from 'viem/siwe';
import { afterEach, describe, expect, it } from 'vitest';
import { accountField, dialog, walletBar } from './demoPage.js';
import { demoSuite } from './support/demoSuite.js';

/**
 * The demo on the stack's EVM chains only: WalletConnect's one-click auth opens an eip155 session, so the connector
 * asks for it only when every WalletConnect network is eip155 (the stack's Solana chain is left out of the page's
 * stack.json). Reloads the page with it.
 */
async function evmOnly(page: Page): Promise<void> {
  await page.route('**/stack.json', async (route) => {
    const response = await route.fetch();
    const { solana: _, ...stack } = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: stack });
  });
  await page.reload();
}

/** Connect Wallet → WalletConnect, as a visitor would: the pairing URI the view offers to copy. */
async function pairingUri(page: Page): Promise<string> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await walletBar(page).getByRole('button', { name: 'Connect Wallet' }).click();
  await dialog(page)
    .getByRole('button', { name: /WalletConnect/ })
    .click();
  await dialog(page).getByRole('button', { name: 'Copy link' }).click();
  const uri = await page.evaluate(() => navigator.clipboard.readText());
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?.*wc_sessionAuthenticate/);
  return uri;
}

describe('WalletConnect one-click auth: connect and sign in with Portico Cloud in one step (issue 23, CAIP-222)', () => {
  const suite = demoSuite();
  let wallet: WalletConnectTestWallet | undefined;
  afterEach(async () => {
    await wallet?.close();
    wallet = undefined;
  });

  it('the wallet signs in as it connects: authenticated without SIWXSignMessage, and the cloud lists the session', async () => {
    const { relayUrl, projectId, cloudUrl, chains, demoUrl } = suite.stack;
    if (!relayUrl || !projectId || !cloudUrl || !demoUrl) throw new Error('the stack has no cloud or demo');
    // A fresh account: the cloud's list of its sessions holds this test's only.
    wallet = await createWalletConnectTestWallet({
      relayUrl,
      projectId,
      evm: {
        privateKeys: [generatePrivateKey()],
        chains: chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
      },
    });
    const address = wallet.evmAddress as string;
    const { page } = await suite.open('?siwx=optional');
    await evmOnly(page);

    await wallet.pair(await pairingUri(page));
    const status = page.getByRole('status', { name: 'Sign-in status' });
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toBe('authenticated');
    expect(await accountField(page, 'Address').textContent()).toBe(address);
    // One prompt in the wallet, the one-click request; SIWXSignMessage never asked it to sign.
    expect(wallet.authentications).toHaveLength(1);
    expect(wallet.proposals).toEqual([]);
    expect(wallet.log.map(({ method }) => method)).not.toContain('personal_sign');
    await expect.poll(() => dialog(page).count()).toBe(0);

    const query = new URLSearchParams({ projectId, st: 'portico-react', sv: 'e2e' });
    const response = await fetch(`${cloudUrl}/v1/sessions/${address}?${query}`, {
      headers: { origin: new URL(demoUrl).origin },
    });
    expect(response.status).toBe(200);
    const { sessions } = (await response.json()) as SiwxSessionsResponse;
    expect(sessions).toHaveLength(1);
    const [session] = sessions;
    expect(await page.getByRole('status', { name: 'Session id' }).textContent()).toBe(session?.id);
    expect(session?.data).toMatchObject({ accountAddress: address, chainId: `eip155:${chains[0]?.chainId}` });
    expect(parseSiweMessage(session?.message ?? '')).toMatchObject({
      address,
      domain: new URL(demoUrl).host,
      nonce: session?.data.nonce,
    });
    expect(session?.cacao).toMatchObject({ p: { iss: `did:pkh:eip155:${chains[0]?.chainId}:${address}` } });
  });
});
