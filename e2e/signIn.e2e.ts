import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountField, connect, connectSolana, dialog, methods } from './demoPage.js';
import { axeOnModal } from './support/axe.js';
import { demoSuite } from './support/demoSuite.js';
import { connectedAddress, enterCode, startEmailLogin } from './support/emailLogin.js';
import { chooseRecoveryPassword, decide } from './support/secureFrame.js';

interface ListedSession {
  id: string;
  message: string;
  data: { accountAddress: string; chainId: string };
}

describe('Sign-in with the wallet (§4 SIWX) on the demo, verified by Portico Cloud', () => {
  const suite = demoSuite();
  const signInStatus = (page: Page) => page.getByRole('status', { name: 'Sign-in status' });

  it('connect → SIWXSignMessage → Sign → the cloud lists the session; a reload keeps it without a new signature', async () => {
    const [account] = suite.stack.accounts;
    if (!account) throw new Error('the stack has no account');
    const { page, walletLog } = await suite.open('?siwx=optional');
    await connect(page);
    const view = page.getByRole('dialog', { name: 'Sign In' });
    const message = view.getByRole('region', { name: 'Message to sign' });
    await expect
      .poll(() => message.textContent())
      .toContain('wants you to sign in with your Ethereum account:');
    expect(await message.textContent()).toContain(account.address);
    expect(await view.textContent()).toContain('Portico demo');
    const { serious } = await axeOnModal(page);
    expect(serious).toEqual([]);

    await view.getByRole('button', { name: 'Sign' }).click();
    await expect.poll(() => signInStatus(page).textContent()).toBe('authenticated');
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(methods(await walletLog())).toContain('personal_sign');

    const { cloudUrl, projectId } = suite.stack;
    const listed = await page.evaluate(
      async ({ url }) => (await fetch(url)).json() as Promise<{ sessions: ListedSession[] }>,
      { url: `${cloudUrl}/v1/sessions/${account.address}?projectId=${projectId}&st=e2e&sv=0` },
    );
    const sessionId = await page.getByRole('status', { name: 'Session id' }).textContent();
    const session = listed.sessions.find((s) => s.id === sessionId);
    expect(session?.data.accountAddress).toBe(account.address);
    expect(session?.message).toContain(`Nonce: `);

    await page.reload();
    await expect.poll(() => signInStatus(page).textContent()).toBe('authenticated');
    expect(await page.getByRole('status', { name: 'Session id' }).textContent()).toBe(sessionId);
    expect(methods(await walletLog())).not.toContain('personal_sign');
    expect(await dialog(page).count()).toBe(0);
  });

  it("required: Close is disabled and Escape held; Cancel disconnects; a refusal shows 'Signature declined' and disconnects", async () => {
    const demo = await suite.open('?siwx=required');
    const { page } = demo;
    const view = page.getByRole('dialog', { name: 'Sign In' });
    const messageShown = () =>
      view
        .getByRole('region', { name: 'Message to sign' })
        .getByText(/Nonce: /)
        .waitFor();
    await connect(page);
    await messageShown();
    expect(await view.getByRole('button', { name: 'Close' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await view.isVisible()).toBe(true);
    await view.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => accountField(page, 'Status').textContent()).toBe('disconnected');
    await expect.poll(() => dialog(page).count()).toBe(0);

    await connect(page);
    await messageShown();
    await demo.wallet({ rejectNext: [4001, 'personal_sign'] });
    await view.getByRole('button', { name: 'Sign' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Signature declined' }).count())
      .toBe(1);
    await expect.poll(() => accountField(page, 'Status').textContent()).toBe('disconnected');
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    expect(await signInStatus(page).textContent()).toBe('unauthenticated');
  });

  it('the embedded wallet signs the sign-in message through ApproveTransaction in the secure frame', async () => {
    const { page } = await suite.open('?siwx=required');
    const email = `siwx-${randomUUID().slice(0, 8)}@example.com`;
    const since = Date.now();
    await startEmailLogin(page, email);
    await enterCode(suite.stack, page, email, since);
    await chooseRecoveryPassword(page, 'correct horse battery staple');
    const address = await connectedAddress(page);
    const view = page.getByRole('dialog', { name: 'Sign In' });
    await expect
      .poll(() => view.getByRole('region', { name: 'Message to sign' }).textContent())
      .toContain(address);
    await view.getByRole('button', { name: 'Sign' }).click();
    // Required sign-in holds the modal on ApproveTransaction too.
    const approve = page.getByRole('dialog', { name: 'Approve Transaction' });
    await approve.waitFor();
    expect(await approve.getByRole('button', { name: 'Close' }).isDisabled()).toBe(true);
    await decide(page, 'Sign message', 'Approve');
    await expect.poll(() => signInStatus(page).textContent(), { timeout: 20_000 }).toBe('authenticated');
    await expect.poll(() => dialog(page).count()).toBe(0);
  });

  it('Solana: the Wallet Standard test wallet signs in itself (solana:signIn) and the cloud verifies the ed25519 signature', async () => {
    const network = suite.stack.solana?.networks[0];
    if (!network) throw new Error('the stack has no Solana network');
    const { page, walletLog } = await suite.open('?siwx=optional', { solana: true });
    await connectSolana(page, network);
    const view = page.getByRole('dialog', { name: 'Sign In' });
    await expect
      .poll(() => view.getByRole('region', { name: 'Message to sign' }).textContent())
      .toContain('wants you to sign in with your Solana account:');
    await view.getByRole('button', { name: 'Sign' }).click();
    await expect.poll(() => signInStatus(page).textContent()).toBe('authenticated');
    expect(await page.getByRole('status', { name: 'Session token' }).textContent()).toMatch(/^ey/);
    expect(methods(await walletLog())).not.toContain('personal_sign');
    const solanaLog = await page.evaluate(() =>
      (window.__porticoSolanaTestWallet?.log ?? []).map((e) => e.method),
    );
    expect(solanaLog).toContain('solana:signIn');
    expect(solanaLog).not.toContain('solana:signMessage');
  });
});
