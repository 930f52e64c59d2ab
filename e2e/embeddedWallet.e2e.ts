import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { createPublicClient, http, parseEther, verifyMessage } from 'viem';
import { afterAll, describe, expect, it } from 'vitest';
import { accountField, dialog, walletBar } from './demoPage.js';
import { demoSuite } from './support/demoSuite.js';

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  receivedAt: string;
}

const password = 'correct horse battery staple';

describe('the embedded wallet on the demo: email login, keys in the secure frame, approvals', () => {
  const suite = demoSuite();
  const email = `e2e-${randomUUID().slice(0, 8)}@example.com`;
  const addresses: { eip155?: string; solana?: string } = {};

  const mailbox = async (to: string): Promise<MailboxMessage[]> => {
    const response = await fetch(`${suite.stack.mailboxUrl}/messages?to=${encodeURIComponent(to)}`);
    if (!response.ok) throw new Error(`mailbox: HTTP ${response.status}`);
    return (await response.json()) as MailboxMessage[];
  };
  /** The code of the newest mail to `to` received after `since` (a mail's text holds its code). */
  const codeFor = async (to: string, since: number): Promise<string> => {
    let code: string | undefined;
    await expect
      .poll(async () => {
        const [latest] = await mailbox(to);
        code =
          latest && Date.parse(latest.receivedAt) >= since
            ? latest.text.match(/\b(\d{6})\b/)?.[1]
            : undefined;
        return code !== undefined;
      })
      .toBe(true);
    return code as string;
  };

  const step = (page: Page, heading: string | RegExp) => dialog(page).getByRole('form', { name: heading });

  /** Connect Wallet → the email field → Continue, as a visitor types it. */
  const startEmailLogin = async (page: Page, to: string) => {
    await walletBar(page).getByRole('button', { name: 'Connect Wallet' }).click();
    await dialog(page).getByRole('textbox', { name: 'Email' }).fill(to);
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
  };
  const enterCode = async (page: Page, to: string, since: number) => {
    const form = step(page, /^Enter the 6-digit code we sent to/);
    await form.getByRole('textbox', { name: 'Code' }).fill(await codeFor(to, since));
    await form.getByRole('button', { name: 'Continue' }).click();
  };
  const connectedAddress = async (page: Page) => {
    await expect
      .poll(() => accountField(page, 'Status').textContent(), { timeout: 20_000 })
      .toBe('connected');
    return (await accountField(page, 'Address').textContent()) as string;
  };
  const solanaNetwork = () => {
    const network = suite.stack.solana?.networks[0];
    if (!network) throw new Error('the stack has no Solana network');
    return network;
  };
  /** The same wallet's Solana account: the demo's switch to the Solana network shows it, with its SOL. */
  const solanaAccount = async (page: Page) => {
    const network = solanaNetwork();
    await page.getByRole('button', { name: `Switch to ${network.name}` }).click();
    await expect.poll(() => accountField(page, 'Network').textContent()).toBe(network.name);
    await expect
      .poll(() => accountField(page, 'Address').textContent())
      .toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    return (await accountField(page, 'Address').textContent()) as string;
  };
  const devnet = () => {
    const chain = suite.stack.chains.find(({ chainId }) => chainId === 31337);
    if (!chain) throw new Error('no devnet chain 31337');
    return createPublicClient({ transport: http(chain.rpcUrl) });
  };

  /** When the last code to `email` was asked for: the cloud refuses another for 30 s (§5 cooldown). */
  let lastCodeAt = 0;

  it('a new visitor: email, code, recovery password → an EVM and a Solana account with devnet balances; reload keeps them; signs and sends through ApproveTransaction; a refusal is reported; the frame stays unreadable', async () => {
    const { page } = await suite.open();
    lastCodeAt = Date.now();
    await startEmailLogin(page, email);
    await enterCode(page, email, lastCodeAt);
    const recovery = step(page, 'Choose a recovery password');
    await recovery.getByLabel('Recovery password', { exact: true }).fill(password);
    await recovery.getByLabel('Confirm recovery password').fill(password);
    await recovery.getByRole('button', { name: 'Continue' }).click();

    const address = await connectedAddress(page);
    addresses.eip155 = address;
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    // Funded on the devnet, the account's balance shows; a reload keeps the session without a new code.
    await devnet().request({
      method: 'anvil_setBalance' as never,
      params: [address, `0x${parseEther('2').toString(16)}`] as never,
    });
    await page.reload();
    expect(await connectedAddress(page)).toBe(address);
    await expect.poll(() => accountField(page, 'Balance').textContent()).toMatch(/^2(\.0+)? ETH$/);
    expect((await mailbox(email)).length).toBe(1);

    // The same login holds a Solana account; airdropped SOL shows on the Solana devnet.
    addresses.solana = await solanaAccount(page);
    const airdrop = await fetch(solanaNetwork().rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'requestAirdrop',
        params: [addresses.solana, 1_500_000_000],
      }),
    });
    expect(((await airdrop.json()) as { error?: unknown }).error).toBeUndefined();
    await page.reload();
    await expect
      .poll(() => accountField(page, 'Balance').textContent(), { timeout: 20_000 })
      .toMatch(/^1\.5(0*) SOL$/);
    await page.getByRole('button', { name: 'Switch to Portico Devnet' }).click();
    await expect.poll(() => accountField(page, 'Address').textContent()).toBe(address);

    const message = 'Portico e2e: embedded signature';
    await page.getByRole('textbox', { name: 'Message' }).fill(message);
    await page.getByRole('button', { name: 'Sign message' }).click();
    await dialog(page).getByRole('button', { name: 'Approve' }).waitFor();
    expect(await dialog(page).textContent()).toContain(message);
    await dialog(page).getByRole('button', { name: 'Approve' }).click();
    const signatureOutput = page.getByRole('status', { name: 'Signature' });
    await expect.poll(() => signatureOutput.textContent(), { timeout: 20_000 }).toMatch(/^0x[0-9a-f]{130}$/);
    const signature = (await signatureOutput.textContent()) as `0x${string}`;
    expect(await verifyMessage({ address: address as `0x${string}`, message, signature })).toBe(true);

    await page.getByRole('button', { name: 'Sign message' }).click();
    await dialog(page).getByRole('button', { name: 'Reject' }).click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Sign a message' }).getByRole('alert').textContent())
      .toMatch(/reject/i);

    await page.getByRole('button', { name: 'Send 0.001 ETH to myself' }).click();
    await dialog(page).getByRole('button', { name: 'Approve' }).click();
    const transaction = page.getByRole('status', { name: 'Transaction' });
    await expect
      .poll(() => transaction.textContent(), { timeout: 30_000 })
      .toMatch(/^success 0x[0-9a-f]{64}$/);

    const seen = await page.evaluate(async () => {
      const names = (await indexedDB.databases()).map(({ name }) => name);
      const frame = document.querySelector('iframe');
      let frameDocument = 'readable';
      try {
        void frame?.contentWindow?.document.body;
      } catch (error) {
        frameDocument = (error as Error).name;
      }
      return { names, frameDocument, hasFrame: frame !== null };
    });
    expect(seen).toEqual({
      names: expect.not.arrayContaining(['portico-wallet']),
      frameDocument: 'SecurityError',
      hasFrame: true,
    });
  });

  it('a second code within 30 s is refused with the cooldown message', async () => {
    const { page } = await suite.open();
    const other = `cooldown-${randomUUID().slice(0, 8)}@example.com`;
    await startEmailLogin(page, other);
    await step(page, /^Enter the 6-digit code we sent to/).waitFor();
    await dialog(page).getByRole('button', { name: 'Resend code' }).click();
    await expect
      .poll(() => dialog(page).getByRole('alert').textContent())
      .toMatch(/^Please try again after \d+ seconds$/);
  });

  it('updates the email: a code to the current address, then one to the new; the Account view shows the new one', async () => {
    const { page } = await suite.open();
    const before = `update-${randomUUID().slice(0, 8)}@example.com`;
    const after = `updated-${randomUUID().slice(0, 8)}@example.com`;
    let since = Date.now();
    await startEmailLogin(page, before);
    await enterCode(page, before, since);
    const recovery = step(page, 'Choose a recovery password');
    await recovery.getByLabel('Recovery password', { exact: true }).fill(password);
    await recovery.getByLabel('Confirm recovery password').fill(password);
    await recovery.getByRole('button', { name: 'Continue' }).click();
    await connectedAddress(page);

    await walletBar(page).getByRole('button', { name: /^0x/ }).click();
    await dialog(page).getByRole('button', { name: 'Update email' }).click();
    since = Date.now();
    const newEmail = step(page, 'Enter your new email');
    await newEmail.getByRole('textbox', { name: 'New email' }).fill(after);
    await newEmail.getByRole('button', { name: 'Continue' }).click();
    const primary = step(page, 'Enter the 6-digit code we sent to your current email');
    await primary.getByRole('textbox', { name: 'Code' }).fill(await codeFor(before, since));
    since = Date.now();
    await primary.getByRole('button', { name: 'Continue' }).click();
    const secondary = step(page, `Enter the 6-digit code we sent to ${after}`);
    await secondary.getByRole('textbox', { name: 'Code' }).fill(await codeFor(after, since));
    await secondary.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => dialog(page).textContent(), { timeout: 20_000 }).toContain(after);
  });

  it('a new device (another browser context): the recovery password and the code restore the same wallet', async () => {
    // The cloud mails one login code per email every 30 s.
    const wait = lastCodeAt + 31_000 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const { page } = await suite.open();
    const since = Date.now();
    await startEmailLogin(page, email);
    const device = step(page, 'Enter your recovery password');
    await device.getByLabel('Recovery password').fill(password);
    await device.getByRole('button', { name: 'Continue' }).click();
    await enterCode(page, email, since);
    expect(await connectedAddress(page)).toBe(addresses.eip155);
    expect(await solanaAccount(page)).toBe(addresses.solana);
  }, 90_000);

  describe('a page on a foreign origin', () => {
    let server: Server | undefined;
    afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

    it('that frames the secure frame gets nothing: the browser refuses the frame (CSP frame-ancestors)', async () => {
      const frameUrl = `${suite.stack.frameUrl}/?projectId=${suite.stack.projectId}`;
      server = createServer((_request, response) => {
        response.setHeader('content-type', 'text/html');
        response.end(`<!doctype html><title>foreign</title><iframe src="${frameUrl}"></iframe>
<script>window.ready = 0; addEventListener('message', () => { window.ready += 1; });</script>`);
      });
      await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const { page } = await suite.open();
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.waitForTimeout(2_000);
      const frames = page.frames().map((frame) => frame.url());
      expect(frames.some((url) => url.startsWith(suite.stack.frameUrl as string))).toBe(false);
      expect(await page.evaluate(() => (window as unknown as { ready: number }).ready)).toBe(0);
    });
  });
});
