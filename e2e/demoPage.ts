import { truncateAddress } from '@portico/core';
import type { Stack } from '@portico/devnet';
import { testWalletInitScript } from '@portico/testing/init-script';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage } from './browser.js';

export interface WalletRequest {
  method: string;
  params: unknown;
}

export interface DemoPage {
  page: Page;
  /** Every request that left loopback (must stay empty). */
  offLoopback: string[];
  /** The wallet's request log since the page (re)loaded. */
  walletLog(): Promise<WalletRequest[]>;
  /**
   * Runs one of the wallet's controls, as a tester with the extension's console would. `holdNext` keeps
   * the next request of the method pending, like a prompt not answered yet, until `release` approves it.
   */
  wallet(
    control:
      | 'revoke'
      | 'release'
      | { setChain: number }
      | { rejectNext: [code: number, method: string] }
      | { holdNext: string },
  ): Promise<void>;
}

export interface DemoOptions {
  /** The test wallet reports EIP-7811 asset discovery and answers wallet_getAssets with the devnet's tokens. */
  assetDiscovery?: boolean;
  /** Which of the stack's accounts the test wallet holds (its index in `stack.accounts`); default 0. */
  account?: number;
  /**
   * The test wallet holds this key instead of a stack account: a fresh account a test funds itself, so its
   * transactions disturb no other suite's figures.
   */
  privateKey?: `0x${string}`;
  /** A second injected wallet, holding the stack's account 1 (see `secondWallet`). */
  secondWallet?: boolean;
  /**
   * The test wallet also holds the stack's first Solana account and registers itself by the Wallet Standard under
   * the same name (one MULTI_CHAIN row in the modal); `solanaWallet` drives it.
   */
  solana?: boolean;
  /** Which of the stack's Solana accounts the test wallet holds with `solana`; default 0. */
  solanaAccount?: number;
}

export const secondWalletName = 'Second Test Wallet';
const secondWalletRdns = 'dev.portico.second';

/** Runs a control of the test wallet's Solana side (`DemoOptions.solana`). */
export function solanaWallet(page: Page, control: 'revoke' | { rejectNext: number }): Promise<void> {
  return page.evaluate((control) => {
    const wallet = window.__porticoSolanaTestWallet;
    if (!wallet) throw new Error('the Solana test wallet is not installed');
    if (control === 'revoke') wallet.revoke();
    else wallet.rejectNext(control.rejectNext);
  }, control);
}

/**
 * The demo in a fresh browser context, with the test wallet holding the stack's account 0 (or `options.account`). The wallet
 * knows only the first chain: switching to the second one has to add it.
 */
export async function openDemo(
  browser: Browser,
  stack: Stack,
  query = '',
  options: DemoOptions = {},
): Promise<DemoPage> {
  const account = stack.accounts[options.account ?? 0];
  const otherAccount = stack.accounts[1];
  const [first] = stack.chains;
  if (!account || !otherAccount || !first || !stack.demoUrl)
    throw new Error('the stack has no accounts, chain or demo');
  const { page, offLoopback } = await openPage(browser);
  // Fail in seconds, not Playwright's 30 s, when something never appears.
  page.setDefaultTimeout(10_000);
  const chains = stack.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name }));
  const solanaAccount = stack.solana?.accounts[options.solanaAccount ?? 0];
  const solanaChains = (stack.solana?.networks ?? []).map(({ caipNetworkId, rpcUrl }) => ({
    id: caipNetworkId,
    rpcUrl,
  }));
  const wallet = {
    privateKey: options.privateKey ?? account.privateKey,
    chains,
    knownChainIds: [first.chainId],
    ...(options.assetDiscovery
      ? {
          assetDiscovery: {
            tokens: Object.fromEntries(
              stack.chains.map(({ chainId, tokens }) => [chainId, tokens.map((t) => t.address)]),
            ),
          },
        }
      : {}),
    ...(options.solana && solanaAccount
      ? { solana: { secretKey: solanaAccount.secretKey, chains: solanaChains } }
      : {}),
  };
  const second = {
    privateKey: otherAccount.privateKey,
    chains,
    info: { name: secondWalletName, rdns: secondWalletRdns },
  };
  await page.addInitScript(
    await testWalletInitScript(options.secondWallet ? { wallets: [wallet, second] } : wallet),
  );
  await page.goto(`${stack.demoUrl}/${query}`);
  return {
    page,
    offLoopback,
    walletLog: () =>
      page.evaluate(() =>
        (window.__porticoTestWallet?.log ?? []).map(({ method, params }) => ({ method, params })),
      ),
    wallet: (control) =>
      page.evaluate((control) => {
        const wallet = window.__porticoTestWallet;
        if (!wallet) throw new Error('the test wallet is not installed');
        if (control === 'revoke') wallet.revoke();
        else if (control === 'release') wallet.release();
        else if ('setChain' in control) wallet.setChain(control.setChain);
        else if ('holdNext' in control) wallet.holdNext(control.holdNext);
        else wallet.rejectNext(control.rejectNext[0], undefined, control.rejectNext[1]);
      }, control),
  };
}

/** The value of one field of the "Connected account" section. */
export function accountField(
  page: Page,
  term: 'Status' | 'Address' | 'Balance' | 'Network' | 'Chain id' | 'Login',
) {
  return page.getByRole('region', { name: 'Connected account' }).getByRole('status', { name: term });
}

/** The page's ConnectButton and NetworkButton live here. */
export const walletBar = (page: Page) => page.getByRole('navigation', { name: 'Wallet' });
export const dialog = (page: Page) => page.getByRole('dialog');

/** Connects through the modal, as a visitor would: Connect Wallet, then the test wallet's row. */
export async function connect(page: Page): Promise<void> {
  await walletBar(page).getByRole('button', { name: 'Connect Wallet' }).click();
  // Once the project's features are in, no connect method appears above the wallet rows any more.
  await dialog(page).locator('.view[aria-busy="false"]').waitFor();
  const row = dialog(page).getByRole('button', { name: /Portico Test Wallet/ });
  await standsStill(row);
  await row.click();
  // A loaded machine took more than the default 10 s once (the wallet's approval, then the chain reads).
  await untilConnected(page);
}

/**
 * Waits until `target` is in the same place on two looks 200 ms apart: rows that arrive late (the cloud's wallets,
 * the email row) move the list, and a click aimed at a row that moves lands on another.
 */
async function standsStill(target: Locator): Promise<void> {
  let previous = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await target.boundingBox());
        const still = now === previous && now !== 'null';
        previous = now;
        return still;
      },
      { interval: 200, timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * Waits (20 s by default) for the demo's account to show connected; if it does not, the error says what the modal showed
 * then (its view's heading and any alert), so a failure on a loaded machine explains itself.
 */
export async function untilConnected(page: Page, timeout = 20_000): Promise<void> {
  try {
    await expect.poll(() => accountField(page, 'Status').textContent(), { timeout }).toBe('connected');
  } catch (error) {
    const shown = await dialog(page)
      .evaluateAll((dialogs) =>
        dialogs.map((element) => {
          const root = element as HTMLElement;
          const heading = root.querySelector('h1, h2')?.textContent ?? '(no heading)';
          const alerts = [...root.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent);
          return `view "${heading}"${alerts.length > 0 ? `, alerts: ${alerts.join(' | ')}` : ''}`;
        }),
      )
      .catch(() => []);
    const modal = shown.length > 0 ? shown.join('; ') : 'no modal open';
    throw new Error(
      `The account did not connect within ${timeout / 1000} s (${modal}; ${await secureFrameState(page)})`,
      { cause: error },
    );
  }
}

/** What the secure frame shows, if the page has one: its box's visibility and size, and its document's text. */
async function secureFrameState(page: Page): Promise<string> {
  const iframe = page.locator('iframe[title="Portico secure wallet"]');
  if ((await iframe.count()) === 0) return 'no secure frame';
  const box = await iframe
    .evaluate(
      (frame) =>
        `${(frame as HTMLElement).style.visibility || 'unstyled'} ${frame.clientWidth}x${frame.clientHeight}`,
    )
    .catch((failure: unknown) => `box unreadable: ${String(failure)}`);
  const text = await page
    .frameLocator('iframe[title="Portico secure wallet"]')
    .locator('body')
    .innerText({ timeout: 2_000 })
    .catch((failure: unknown) => `text unreadable: ${String(failure)}`);
  return `secure frame ${box}: "${text.replace(/\s+/g, ' ').trim()}"`;
}

/** wagmi's view of the adapter's config (the "wagmi says" line) agrees with Portico's account and chain. */
export async function expectWagmiAgrees(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const [status, address, chainId, wagmi] = await Promise.all([
        accountField(page, 'Status').textContent(),
        accountField(page, 'Address').textContent(),
        accountField(page, 'Chain id').textContent(),
        page.getByRole('status', { name: 'wagmi says' }).textContent(),
      ]);
      const portico = status === 'connected' ? `connected as ${address} on chain ${chainId}` : status;
      return portico === wagmi ? 'agree' : `Portico: ${portico}; wagmi: ${wagmi}`;
    })
    .toBe('agree');
}

/** The methods of a wallet log, in order. */
export const methods = (log: WalletRequest[]) => log.map(({ method }) => method);

/** Picks the Solana network with the demo's own switch button, then connects the test wallet's Solana side. */
export async function connectSolana(page: Page, network: { name: string }): Promise<void> {
  await page.getByRole('button', { name: `Switch to ${network.name}` }).click();
  await expect.poll(() => accountField(page, 'Network').textContent()).toBe(network.name);
  await walletBar(page).getByRole('button', { name: 'Connect Wallet' }).click();
  await dialog(page)
    .getByRole('button', { name: /Portico Test Wallet/ })
    .click();
}

/** Opens the Account view from the account button of `address` (its truncated form starts the button's name). */
export async function openAccount(page: Page, address: string): Promise<void> {
  await walletBar(page)
    .getByRole('button', { name: new RegExp(`^${truncateAddress(address)}`) })
    .click();
}

/** From the Account view, its Swap feature; resolves with the Swap view once its form shows. */
export async function openSwapView(page: Page): Promise<Locator> {
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('navigation', { name: 'Wallet features' })
    .getByRole('button', { name: 'Swap' })
    .click();
  const view = page.getByRole('dialog', { name: 'Swap' });
  await view.getByRole('textbox', { name: 'You pay', exact: true }).waitFor();
  return view;
}

/** Fills the Send form as a visitor would: the token by its symbol (once the cloud's list arrived), amount, receiver. */
export async function fillSendForm(
  form: Locator,
  token: string,
  amount: string,
  receiver: { label: string; value: string },
): Promise<void> {
  await expect
    .poll(() => form.getByRole('option').allTextContents())
    .toContainEqual(expect.stringMatching(/^pUSD/));
  const option = await form.getByRole('option', { name: new RegExp(`^${token} `) }).getAttribute('value');
  await form.getByRole('combobox', { name: 'Token' }).selectOption(option ?? '');
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await form.getByRole('textbox', { name: receiver.label }).fill(receiver.value);
}

/** From the open Account view, the Send wallet feature: the Send view's dialog. */
export async function openSendView(page: Page): Promise<Locator> {
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('navigation', { name: 'Wallet features' })
    .getByRole('button', { name: 'Send' })
    .click();
  return page.getByRole('dialog', { name: 'Send' });
}
