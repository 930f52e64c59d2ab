import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { createPublicClient, http, parseEther, verifyMessage } from 'viem';
import { afterAll, describe, expect, it } from 'vitest';
import { accountField, dialog, walletBar } from './demoPage.js';
import { demoSuite } from './support/demoSuite.js';
import {
  codeFor as codeOf,
  connectedAddress,
  enterCode as enterCodeOf,
  loginStep,
  mailbox as mailboxOf,
  startEmailLogin,
  waitOutCooldown,
} from './support/emailLogin.js';
import {
  approval,
  chooseRecoveryPassword,
  decide,
  enterRecoveryPassword,
  recordPageMessages,
  secureFrame,
  steadyFrame,
} from './support/secureFrame.js';

const password = 'correct horse battery staple';

describe('the embedded wallet on the demo: email login, keys in the secure frame, approvals', () => {
  const suite = demoSuite();
  const email = `e2e-${randomUUID().slice(0, 8)}@example.com`;
  const addresses: { eip155?: string; solana?: string } = {};

  const mailbox = (to: string) => mailboxOf(suite.stack, to);
  const codeFor = (to: string, since: number) => codeOf(suite.stack, to, since);
  const step = loginStep;
  const enterCode = (page: Page, to: string, since: number) => enterCodeOf(suite.stack, page, to, since);
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

  it('a new visitor: email, code, recovery password (typed in the secure frame) → an EVM and a Solana account with devnet balances; reload keeps them; signs and sends through approvals in the frame; a refusal is reported; the frame stays unreadable', async () => {
    const { page } = await suite.open();
    const messages = await recordPageMessages(page);
    await page.reload();
    const since = Date.now();
    await startEmailLogin(page, email);
    await enterCode(page, email, since);
    // The page has no password field: the form is the frame's, shown inside the modal.
    await secureFrame(page).getByRole('form', { name: 'Choose a recovery password' }).waitFor();
    expect(await dialog(page).locator('input[type="password"]').count()).toBe(0);
    // The frame keeps its size under the first keys (its strength line is there already): keys typed while the
    // modal moved a growing frame would be lost.
    const chooseForm = secureFrame(page).getByRole('form', { name: 'Choose a recovery password' });
    const height = await steadyFrame(page);
    await chooseForm.getByLabel('Recovery password', { exact: true }).pressSequentially('pass');
    await expect.poll(() => chooseForm.getByText(/^Strength: /).isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await steadyFrame(page)).toBe(height);
    await chooseRecoveryPassword(page, 'password123');
    await expect.poll(() => secureFrame(page).getByRole('alert').textContent()).toMatch(/too easy to guess/);
    await chooseRecoveryPassword(page, password);

    const address = await connectedAddress(page);
    addresses.eip155 = address;
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    // No message the page sent or received carried the password.
    const seen = await messages();
    expect(seen.length).toBeGreaterThan(5);
    expect(seen.filter((message) => message.includes(password) || message.includes('password123'))).toEqual(
      [],
    );
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
    const signing = approval(page, 'Sign message');
    await signing.getByRole('button', { name: 'Approve' }).waitFor();
    expect(await signing.textContent()).toContain(message);
    expect(await signing.textContent()).toContain(`Request from ${new URL(page.url()).origin}`);
    // Approve exists only in the frame's document, never in the page's.
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await decide(page, 'Sign message', 'Approve');
    const signatureOutput = page.getByRole('status', { name: 'Signature' });
    await expect.poll(() => signatureOutput.textContent(), { timeout: 20_000 }).toMatch(/^0x[0-9a-f]{130}$/);
    const signature = (await signatureOutput.textContent()) as `0x${string}`;
    expect(await verifyMessage({ address: address as `0x${string}`, message, signature })).toBe(true);

    await page.getByRole('button', { name: 'Sign message' }).click();
    await decide(page, 'Sign message', 'Reject');
    await expect
      .poll(() => page.getByRole('region', { name: 'Sign a message' }).getByRole('alert').textContent())
      .toMatch(/reject/i);

    // By keyboard, the frame is one control of the modal: it takes the focus, Tab goes through its controls and on
    // to the modal's, and Escape closes the modal (the dApp gets the refusal).
    await page.getByRole('button', { name: 'Sign message' }).click();
    const keyed = approval(page, 'Sign message');
    await expect
      .poll(() => keyed.getByRole('button', { name: 'Approve' }).isEnabled(), { timeout: 20_000 })
      .toBe(true);
    /** The focused control of the frame's document while the frame has the page's focus, else 'not focused'. */
    const focusedInFrame = async () => {
      const inPage = await page.evaluate(() => {
        let active: Element | null = document.activeElement;
        const path: string[] = [];
        while (active) {
          path.push(
            `${active.tagName}.${active.className}[${active.getAttribute('aria-label') ?? active.getAttribute('title') ?? ''}]`,
          );
          active = active.shadowRoot?.activeElement ?? null;
        }
        return path.join(' > ');
      });
      if (!inPage.includes('Portico secure wallet')) return `not focused (${inPage})`;
      return secureFrame(page)
        .locator('body')
        .evaluate(() => document.activeElement?.textContent ?? '');
    };
    await expect.poll(focusedInFrame).toBe('Sign message');
    await page.keyboard.press('Tab');
    await expect.poll(focusedInFrame).toBe('Reject');
    await page.keyboard.press('Tab');
    await expect.poll(focusedInFrame).toBe('Approve');
    await page.keyboard.press('Tab');
    await expect.poll(focusedInFrame).toMatch(/^not focused/);
    await expect
      .poll(() =>
        dialog(page).evaluate((card) =>
          card.contains(
            card.getRootNode() instanceof ShadowRoot
              ? (card.getRootNode() as ShadowRoot).activeElement
              : null,
          ),
        ),
      )
      .toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expect.poll(focusedInFrame).not.toMatch(/^not focused/);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect
      .poll(() => page.getByRole('region', { name: 'Sign a message' }).getByRole('alert').textContent())
      .toMatch(/reject/i);

    await page.getByRole('button', { name: 'Send 0.001 ETH to myself' }).click();
    await decide(page, 'Send transaction', 'Approve');
    const transaction = page.getByRole('status', { name: 'Transaction' });
    await expect
      .poll(() => transaction.textContent(), { timeout: 30_000 })
      .toMatch(/^success 0x[0-9a-f]{64}$/);

    const readable = await page.evaluate(async () => {
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
    expect(readable).toEqual({
      names: expect.not.arrayContaining(['portico-wallet']),
      frameDocument: 'SecurityError',
      hasFrame: true,
    });
  });

  it("a second code within the page's 30 s cooldown is refused with the cooldown message", async () => {
    // The page refuses it itself (core's §5 cooldown, 30 s since the code it sent), before asking the cloud, whose
    // own cooldown the e2e stack shortens (`walletCooldownMs`).
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
    await chooseRecoveryPassword(page, password);
    await connectedAddress(page);

    await walletBar(page).getByRole('button', { name: /^0x/ }).click();
    await dialog(page).getByRole('button', { name: 'Update email' }).click();
    since = Date.now();
    const newEmail = step(page, 'Enter your new email');
    await newEmail.getByRole('textbox', { name: 'New email' }).fill(after);
    await newEmail.getByRole('button', { name: 'Continue', exact: true }).click();
    const primary = step(page, 'Enter the 6-digit code we sent to your current email');
    await primary.getByRole('textbox', { name: 'Code' }).fill(await codeFor(before, since));
    since = Date.now();
    await primary.getByRole('button', { name: 'Continue', exact: true }).click();
    const secondary = step(page, `Enter the 6-digit code we sent to ${after}`);
    await secondary.getByRole('textbox', { name: 'Code' }).fill(await codeFor(after, since));
    await secondary.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect.poll(() => dialog(page).textContent(), { timeout: 20_000 }).toContain(after);
  });

  it('a new device (another browser context): the code, then the recovery password in the frame, restore the same wallet', async () => {
    // The cloud mails one login code per email per cooldown (the e2e stack's `walletCooldownMs`).
    await waitOutCooldown(suite.stack, email);
    const { page } = await suite.open();
    const since = Date.now();
    await startEmailLogin(page, email);
    await enterCode(page, email, since);
    await enterRecoveryPassword(page, 'not the password');
    await expect
      .poll(() => secureFrame(page).getByRole('alert').textContent())
      .toBe('Wrong recovery password');
    await enterRecoveryPassword(page, password);
    expect(await connectedAddress(page)).toBe(addresses.eip155);
    expect(await solanaAccount(page)).toBe(addresses.solana);
  }, 90_000);

  it("a script on the dApp's page (its own iframe to the frame, the handshake, every unsafe method, forged approvals, a faded frame clicked) gets no signature: 4100, nothing sent", async () => {
    const { page } = await suite.open();
    const victim = `victim-${randomUUID().slice(0, 8)}@example.com`;
    const since = Date.now();
    await startEmailLogin(page, victim);
    await enterCode(page, victim, since);
    await chooseRecoveryPassword(page, password);
    const address = (await connectedAddress(page)) as `0x${string}`;
    await devnet().request({
      method: 'anvil_setBalance' as never,
      params: [address, `0x${parseEther('10').toString(16)}`] as never,
    });
    const thief = '0x90F79bf6EB2c4F870365E785982E1f989E93b906';
    const thiefBefore = await devnet().getBalance({ address: thief });
    const chain = suite.stack.chains.find(({ chainId }) => chainId === 31337);

    // The page's clock, not the test's (it reaches every frame of the page): the requests the visitor never sees
    // are refused once the frame's approvalShowTimeoutMs has passed, which then passes in a moment.
    await page.clock.install();
    // What an XSS or a compromised dependency can do: everything a script on the page can.
    const attack = page.evaluate(
      async ({ evmAddress, thiefAddress, chainId, solanaChainId }) => {
        const legit = document.querySelector<HTMLIFrameElement>('iframe[title="Portico secure wallet"]');
        if (!legit) throw new Error('no secure frame on the page');
        const frameOrigin = new URL(legit.src).origin;
        const iframe = document.createElement('iframe');
        iframe.src = legit.src;
        iframe.title = 'attacker';
        // Full size over the page but faded out: a visitor would click "through" it without seeing it.
        iframe.style.cssText =
          'position:fixed;inset:0;width:100%;height:100%;border:0;opacity:0.01;z-index:2147483647';
        const ready = new Promise<void>((resolve) =>
          window.addEventListener('message', (event) => {
            if (event.source === iframe.contentWindow && event.data?.type === '@w3m-frame/READY') resolve();
          }),
        );
        document.body.append(iframe);
        await ready;
        // As an attacker would: the faded frame sits on screen past Approve's arm delay (approveArmDelayMs, 600 ms)
        // before anything asks for approval, so a guard that counted the frame's time on screen (not each
        // approval's, in view and unobscured) would be armed when the click below lands. Part of the attack.
        await new Promise((resolve) => setTimeout(resolve, 600));
        const { port1, port2 } = new MessageChannel();
        iframe.contentWindow?.postMessage({ type: '@w3m-app/HANDSHAKE' }, frameOrigin, [port2]);
        const replies: Record<string, { type: string; payload: unknown }> = {};
        const answered = new Map<string, () => void>();
        port1.onmessage = (event) => {
          const { id, type, payload } = event.data ?? {};
          if (typeof id !== 'string') return;
          replies[id] = { type, payload };
          answered.get(id)?.();
        };
        const send = (
          id: string,
          method: string,
          params: unknown,
          chainNamespace = 'eip155',
          chain = chainId,
        ) =>
          new Promise<void>((resolve) => {
            answered.set(id, resolve);
            port1.postMessage({
              id,
              type: '@w3m-app/RPC_REQUEST',
              payload: { method, params, chainNamespace, chainId: chain },
            });
          });
        const permit = {
          types: {
            EIP712Domain: [
              { name: 'name', type: 'string' },
              { name: 'chainId', type: 'uint256' },
            ],
            Permit: [
              { name: 'owner', type: 'address' },
              { name: 'spender', type: 'address' },
              { name: 'value', type: 'uint256' },
              { name: 'nonce', type: 'uint256' },
              { name: 'deadline', type: 'uint256' },
            ],
          },
          domain: { name: 'pUSD', chainId: Number(chainId.split(':')[1]) },
          primaryType: 'Permit',
          message: {
            owner: evmAddress,
            spender: thiefAddress,
            value: (2n ** 256n - 1n).toString(),
            nonce: 0,
            deadline: 9999999999,
          },
        };
        // The wallet is reachable: a read answers.
        await send('accounts', 'eth_accounts', []);
        // Forged approvals, on the port and on the window, before and while the requests wait.
        port1.postMessage({ id: 'forged-1', type: '@w3m-app/APPROVE', payload: {} });
        iframe.contentWindow?.postMessage({ type: '@w3m-frame/APPROVE' }, frameOrigin);
        const unsafe = [
          send('personal_sign', 'personal_sign', ['0x6869', evmAddress]),
          send('permit', 'eth_signTypedData_v4', [evmAddress, JSON.stringify(permit)]),
          send('send', 'eth_sendTransaction', [
            { from: evmAddress, to: thiefAddress, value: '0x3782dace9d900000' },
          ]),
          send('sendCalls', 'wallet_sendCalls', [
            { version: '2.0.0', from: evmAddress, calls: [{ to: thiefAddress, value: '0x1' }] },
          ]),
          send('solana', 'solana_signMessage', { message: '8wEnnXm' }, 'solana', solanaChainId),
        ];
        port1.postMessage({ id: 'forged-2', type: '@w3m-app/RPC_REQUEST_SUCCESS', payload: {} });
        await Promise.all(unsafe);
        return replies;
      },
      {
        evmAddress: address,
        thiefAddress: thief,
        chainId: chain?.caipNetworkId ?? 'eip155:31337',
        solanaChainId: solanaNetwork().caipNetworkId,
      },
    );
    // The visitor's pointer lands on the faded frame's Approve while the requests wait: it is not armed.
    const attacker = page.frameLocator('iframe[title="attacker"]');
    await attacker.getByRole('button', { name: 'Approve' }).waitFor({ timeout: 20_000 });
    await attacker.getByRole('button', { name: 'Approve' }).click({ force: true, timeout: 2_000 });
    expect(await attacker.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);

    // Never seen, the approvals time out (approvalShowTimeoutMs, 10 s from each request's arrival): 4100.
    await page.clock.fastForward(10_000);
    const replies = await attack;
    expect(replies.accounts).toEqual({
      type: '@w3m-frame/RPC_REQUEST_SUCCESS',
      payload: [
        address.toLowerCase() === address ? address : expect.stringMatching(new RegExp(address, 'i')),
      ],
    });
    for (const id of ['personal_sign', 'permit', 'send', 'sendCalls', 'solana']) {
      expect(replies[id]).toEqual({
        type: '@w3m-frame/RPC_REQUEST_ERROR',
        payload: {
          message: 'The requested method and/or account has not been authorized by the user.',
          code: 4100,
        },
      });
    }
    expect(Object.keys(replies).sort()).toEqual([
      'accounts',
      'permit',
      'personal_sign',
      'send',
      'sendCalls',
      'solana',
    ]);
    expect(await devnet().getBalance({ address: thief })).toBe(thiefBefore);
    expect(await devnet().getTransactionCount({ address })).toBe(0);
  }, 90_000);

  describe('a page on a foreign origin', () => {
    let server: Server | undefined;
    afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

    it('that frames the secure frame gets nothing: the browser refuses the frame (CSP frame-ancestors)', async () => {
      const frameUrl = `${suite.stack.frameUrl}/?projectId=${suite.stack.projectId}`;
      server = createServer((_request, response) => {
        response.setHeader('content-type', 'text/html');
        response.end(`<!doctype html><title>foreign</title>
<script>window.ready = 0; window.loaded = 0; addEventListener('message', () => { window.ready += 1; });</script>
<iframe src="${frameUrl}" onload="window.loaded += 1"></iframe>`);
      });
      await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const { page } = await suite.open();
      await page.goto(`http://127.0.0.1:${port}/`);
      // The browser has settled the iframe: it loaded what it shows there (its error page, once it refused the
      // frame). Only the frame's own document could post to the page, and it never ran.
      await page.waitForFunction(() => (window as unknown as { loaded: number }).loaded === 1);
      const frames = page.frames().map((frame) => frame.url());
      expect(frames.some((url) => url.startsWith(suite.stack.frameUrl as string))).toBe(false);
      expect(await page.evaluate(() => (window as unknown as { ready: number }).ready)).toBe(0);
    });
  });
});
