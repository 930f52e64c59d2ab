import { truncateAddress } from '@portico/core';
import type { StackAccount } from '@portico/devnet';
import { verifyMessage } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountField,
  connect,
  type DemoPage,
  dialog,
  expectWagmiAgrees,
  methods,
  type WalletRequest,
  walletBar,
} from './demoPage.js';
import { demoSuite } from './support/demoSuite.js';

/** The requests that prompt a visitor for access (Portico's injected connector asks with eth_requestAccounts). */
const prompts = ['eth_requestAccounts'];
const prompted = (log: WalletRequest[]) => methods(log).filter((method) => prompts.includes(method));

/**
 * Back on the demo after a reload or a visit elsewhere: disconnected, wagmi agrees, and the wallet never
 * prompted the visitor.
 */
async function expectDisconnectedWithoutPrompt({ page, walletLog }: DemoPage): Promise<void> {
  await walletBar(page).getByRole('button', { name: 'Connect Wallet' }).waitFor();
  await expect.poll(() => accountField(page, 'Status').textContent()).toBe('disconnected');
  await expectWagmiAgrees(page);
  expect(prompted(await walletLog())).toEqual([]);
}

describe('a visitor with an injected wallet on the demo', () => {
  /** Its test wallet knows only chain 31337. */
  const suite = demoSuite();
  const { open } = suite;
  let account: StackAccount;
  /** The ConnectButton's name once connected on the devnet: 1.23456789 ETH is shown rounded down. */
  let connectedButton: string;

  beforeAll(() => {
    const first = suite.stack.accounts[0];
    if (!first) throw new Error('the stack has no account');
    account = first;
    expect(account.balances['eip155:31337']?.ETH).toBe('1.23456789');
    connectedButton = `${truncateAddress(account.address)} 1.234 ETH`;
  });

  it('connects: the truncated address and the balance rounded down appear; wagmi agrees', async () => {
    const { page } = await open();
    await expectWagmiAgrees(page);
    await connect(page);

    await walletBar(page).getByRole('button', { name: connectedButton, exact: true }).waitFor();
    expect(await accountField(page, 'Address').textContent()).toBe(account.address);
    expect(await accountField(page, 'Balance').textContent()).toBe('1.234 ETH');
    expect(await accountField(page, 'Network').textContent()).toBe('Portico Devnet');
    await expectWagmiAgrees(page);

    await walletBar(page).getByRole('button', { name: connectedButton, exact: true }).click();
    const accountView = page.getByRole('dialog', { name: 'Account' });
    await expect.poll(() => accountView.textContent()).toContain(truncateAddress(account.address));
    expect(await accountView.textContent()).toContain('1.234 ETH');
  });

  it.each([
    ['the demo button', 'button'],
    ["the modal's Networks view", 'modal'],
  ] as const)('switches to the chain the wallet lacks through %s: 4902 → add → switch', async (_, way) => {
    const { page, walletLog } = await open();
    await connect(page);
    const testnet = suite.stack.chains[1];
    if (!testnet) throw new Error('the devnet has two chains');

    if (way === 'button') {
      await page.getByRole('button', { name: 'Switch to Portico Testnet' }).click();
    } else {
      await walletBar(page).getByRole('button', { name: 'Portico Devnet', exact: true }).click();
      await dialog(page).getByRole('button', { name: 'Portico Testnet' }).click();
    }

    await expect.poll(() => accountField(page, 'Chain id').textContent()).toBe('31338');
    expect(await accountField(page, 'Network').textContent()).toBe('Portico Testnet');
    await walletBar(page).getByRole('button', { name: 'Portico Testnet', exact: true }).waitFor();
    // §5: a testnet balance shows 0.00 (the account holds 2.718… ETH there).
    expect(account.balances['eip155:31338']?.ETH).toBe('2.718281828459045235');
    await expect.poll(() => accountField(page, 'Balance').textContent()).toBe('0.00 ETH');
    await expectWagmiAgrees(page);

    const log = await walletLog();
    const switching = methods(log).filter((method) => /^wallet_(switch|add)EthereumChain$/.test(method));
    expect(switching).toEqual([
      'wallet_switchEthereumChain', // 4902: the wallet doesn't know 0x7a6a
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ]);
    const added = log.find(({ method }) => method === 'wallet_addEthereumChain');
    // The devnet networks have no block explorer: the adapter leaves blockExplorerUrls out.
    expect(added?.params).toEqual([
      {
        chainId: '0x7a6a',
        chainName: 'Portico Testnet',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: [testnet.rpcUrl],
      },
    ]);
  });

  it("a dApp's wagmi sendTransaction reaches the wallet Portico connected; the devnet mines it", async () => {
    const { page, walletLog } = await open();
    await connect(page);
    await page.getByRole('button', { name: 'Send 0.001 ETH to myself' }).click();
    const output = page.getByRole('status', { name: 'Transaction' });
    await expect.poll(() => output.textContent(), { timeout: 20_000 }).toMatch(/^success 0x[0-9a-f]{64}$/);
    expect(methods(await walletLog())).toContain('eth_sendTransaction');
  });

  it('signs a message; the signature verifies against the account', async () => {
    const { page, walletLog } = await open();
    await connect(page);
    const message = 'Portico e2e: sign me';
    await page.getByRole('textbox', { name: 'Message' }).fill(message);
    await page.getByRole('button', { name: 'Sign message' }).click();

    const output = page.getByRole('status', { name: 'Signature' });
    await expect.poll(() => output.textContent()).toMatch(/^0x[0-9a-f]{130}$/);
    const signature = (await output.textContent()) as `0x${string}`;
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true);
    expect(methods(await walletLog())).toContain('personal_sign');
  });

  it('reload: still connected, without a prompt in the wallet log', async () => {
    const { page, walletLog } = await open();
    await connect(page);
    await page.reload();

    await walletBar(page).getByRole('button', { name: connectedButton, exact: true }).waitFor();
    await expectWagmiAgrees(page);
    const log = await walletLog();
    expect(methods(log)).toContain('eth_accounts');
    expect(prompted(log)).toEqual([]);
  });

  it('a rejected connection shows the mapped message in ConnectingExternal; Retry connects', async () => {
    const { page, wallet, walletLog } = await open();
    // The visitor turns down the wallet's prompt (4001 on the request that prompts: see `prompts`).
    await wallet({ rejectNext: [4001, 'eth_requestAccounts'] });
    await walletBar(page).getByRole('button', { name: 'Connect Wallet' }).click();
    await dialog(page)
      .getByRole('button', { name: /Portico Test Wallet/ })
      .click();

    const connecting = page.getByRole('dialog', { name: 'Portico Test Wallet' });
    await expect.poll(() => connecting.getByRole('alert').textContent()).toBe('Connection rejected');
    expect(await accountField(page, 'Status').textContent()).toBe('disconnected');
    await expectWagmiAgrees(page);
    await connecting.getByRole('button', { name: 'Retry' }).click();

    await walletBar(page).getByRole('button', { name: connectedButton, exact: true }).waitFor();
    await expectWagmiAgrees(page);
    expect(prompted(await walletLog())).toEqual(['eth_requestAccounts', 'eth_requestAccounts']);
  });

  it('the wallet jumps to an unknown chain: the UnsupportedChain view', async () => {
    const { page, wallet } = await open();
    await connect(page);
    await wallet({ setChain: 999 });

    const unsupported = page.getByRole('dialog', { name: 'Switch Network' });
    await expect
      .poll(() => unsupported.textContent())
      .toContain("This app doesn't support your current network.");
    await expect.poll(() => accountField(page, 'Chain id').textContent()).toBe('999');
    expect(await accountField(page, 'Network').textContent()).toBe('Unsupported Network');
    await expectWagmiAgrees(page);

    // Picking a supported network there switches the wallet back, and the view goes away.
    await unsupported.getByRole('button', { name: 'Portico Devnet' }).click();
    await expect.poll(() => accountField(page, 'Chain id').textContent()).toBe('31337');
    await walletBar(page).getByRole('button', { name: connectedButton, exact: true }).waitFor();
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expectWagmiAgrees(page);
  });

  it('the wallet jumps to an unknown chain with allowUnsupportedChain: the placeholder network, no view', async () => {
    const { page, wallet } = await open('?allowUnsupportedChain=1');
    await connect(page);
    await wallet({ setChain: 999 });

    await walletBar(page).getByRole('button', { name: 'Unsupported Network', exact: true }).waitFor();
    expect(await accountField(page, 'Network').textContent()).toBe('Unsupported Network');
    expect(await accountField(page, 'Chain id').textContent()).toBe('999');
    // The modal that connected may still be closing; an UnsupportedChain view would stay.
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expectWagmiAgrees(page);
  });

  it('disconnect, reload: still disconnected; in a window shorter than the Account view, the view scrolls to Disconnect', async () => {
    const demo = await open();
    const { page } = demo;
    await connect(page);
    await page.setViewportSize({ width: 400, height: 260 });
    await walletBar(page).getByRole('button', { name: connectedButton, exact: true }).click();
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click();
    await walletBar(page).getByRole('button', { name: 'Connect Wallet' }).waitFor();
    await expectWagmiAgrees(page);

    await page.reload();
    await expectDisconnectedWithoutPrompt(demo);
  });

  it('revoked in the wallet while the demo is open, reload: disconnected without a prompt', async () => {
    const demo = await open();
    const { page, wallet } = demo;
    await connect(page);
    await wallet('revoke');
    await expect.poll(() => accountField(page, 'Status').textContent()).toBe('disconnected');
    await expectWagmiAgrees(page);

    await page.reload();
    await expectDisconnectedWithoutPrompt(demo);
  });

  it('revoked in the wallet while the demo is closed, back: reconnecting finds no account, no prompt', async () => {
    const demo = await open();
    const { page, wallet, walletLog } = demo;
    const { demoUrl = '' } = suite.stack;
    await connect(page);
    // Another page of the site, where the demo does not run: nobody hears the wallet's accountsChanged.
    await page.goto(`${demoUrl}/stack.json`);
    await wallet('revoke');

    await page.goto(demoUrl);
    await expectDisconnectedWithoutPrompt(demo);
    expect(methods(await walletLog())).toContain('eth_accounts');
  });
});
