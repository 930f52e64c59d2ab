import { formatBalance, truncateAddress } from '@portico/core';
import type { StackSolanaAccount, StackSolanaNetwork } from '@portico/devnet';
import { getBase58Encoder, getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountField, connect, connectSolana, dialog, solanaWallet, walletBar } from './demoPage.js';
import { demoSuite } from './support/demoSuite.js';

describe('Solana on the demo (issue 8)', () => {
  const suite = demoSuite();
  let network: StackSolanaNetwork;
  let account: StackSolanaAccount;
  /** The ConnectButton once connected on Solana: the truncated base58 address and the SOL balance. */
  let connectedButton: string;

  beforeAll(() => {
    const solana = suite.stack.solana;
    const [firstNetwork] = solana?.networks ?? [];
    const [firstAccount] = solana?.accounts ?? [];
    if (!firstNetwork || !firstAccount) throw new Error('the stack has no Solana chain');
    network = firstNetwork;
    account = firstAccount;
    const sol = account.balances[network.caipNetworkId]?.SOL;
    connectedButton = `${truncateAddress(account.address)} ${formatBalance(sol)} SOL`;
  });

  it('connects the Solana test wallet: the truncated base58 address and the SOL balance', async () => {
    const { page } = await suite.open('', { solana: true });
    await connectSolana(page, network);
    await walletBar(page).getByRole('button', { name: connectedButton, exact: true }).waitFor();
    expect(await accountField(page, 'Address').textContent()).toBe(account.address);
    expect(await accountField(page, 'Status').textContent()).toBe('connected');
  });

  it('signs a message with solana_signMessage; the ed25519 signature verifies against the account', async () => {
    const { page } = await suite.open('', { solana: true });
    await connectSolana(page, network);
    await walletBar(page).getByRole('button', { name: connectedButton, exact: true }).waitFor();
    const message = 'Portico e2e: sign me on Solana';
    await page.getByRole('textbox', { name: 'Message' }).fill(message);
    await page.getByRole('button', { name: 'Sign message' }).click();

    const output = page.getByRole('status', { name: 'Signature' });
    await expect.poll(() => output.textContent()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/);
    const signature = getBase58Encoder().encode((await output.textContent()) ?? '') as SignatureBytes;
    const publicKey = await getPublicKeyFromAddress(
      account.address as Parameters<typeof getPublicKeyFromAddress>[0],
    );
    expect(await verifySignature(publicKey, signature, new TextEncoder().encode(message))).toBe(true);
  });

  it('from an EVM connection, a Solana network goes through SwitchActiveChain to Connect; both connections are kept and a reload restores both', async () => {
    const { page } = await suite.open('', { solana: true });
    await connect(page);
    const evmAddress = await accountField(page, 'Address').textContent();

    await page.getByRole('button', { name: `Switch to ${network.name}` }).click();
    const switching = page.getByRole('dialog', { name: 'Switch Chain' });
    await switching.getByRole('button', { name: 'Switch' }).click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    await dialog(page)
      .getByRole('button', { name: /Portico Test Wallet/ })
      .click();
    await walletBar(page).getByRole('button', { name: connectedButton, exact: true }).waitFor();

    // One current connection per namespace: back on an EVM network, the EVM account shows without a new connect.
    const backOnEvm = async () => {
      await page.getByRole('button', { name: 'Switch to Portico Devnet' }).click();
      await expect.poll(() => accountField(page, 'Address').textContent()).toBe(evmAddress);
      expect(await accountField(page, 'Status').textContent()).toBe('connected');
    };
    await backOnEvm();

    await page.reload();
    await expect.poll(() => accountField(page, 'Address').textContent()).toBe(evmAddress);
    await page.getByRole('button', { name: `Switch to ${network.name}` }).click();
    await walletBar(page).getByRole('button', { name: connectedButton, exact: true }).waitFor();
    await backOnEvm();
  });

  it('a rejected Solana connect shows the error in ConnectingExternal; Retry connects', async () => {
    const { page } = await suite.open('', { solana: true });
    await solanaWallet(page, { rejectNext: 4001 });
    await connectSolana(page, network);
    const connecting = page.getByRole('dialog', { name: 'Portico Test Wallet' });
    await expect.poll(() => connecting.getByRole('alert').textContent()).toBe('Connection rejected');
    await connecting.getByRole('button', { name: 'Retry' }).click();
    await walletBar(page).getByRole('button', { name: connectedButton, exact: true }).waitFor();
  });
});
