import { truncateAddress } from '@portico/core';
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from '@portico/testing/walletconnect';
import { getBase58Encoder, getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit';
import type { Page } from 'playwright-core';
import { createPublicClient, erc20Abi, type Hex, http, verifyMessage } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it } from 'vitest';
import { accountField, dialog, fillSendForm, openAccount, openSendView, walletBar } from './demoPage.js';
import { demoSuite } from './support/demoSuite.js';
import { scanQrCode } from './support/qrCode.js';

/** Connect Wallet → WalletConnect, as a visitor would; resolves with the pairing URI the view offers to copy. */
async function pairingUri(page: Page): Promise<string> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await walletBar(page).getByRole('button', { name: 'Connect Wallet' }).click();
  await dialog(page)
    .getByRole('button', { name: /WalletConnect/ })
    .click();
  await dialog(page)
    .getByRole('img', { name: /^QR code to connect/ })
    .waitFor();
  await dialog(page).getByRole('button', { name: 'Copy link' }).click();
  const uri = await page.evaluate(() => navigator.clipboard.readText());
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  return uri;
}

async function sign(page: Page, message: string): Promise<string> {
  await page.getByRole('textbox', { name: 'Message' }).fill(message);
  await page.getByRole('button', { name: 'Sign message' }).click();
  const output = page.getByRole('status', { name: 'Signature' });
  await expect.poll(() => output.textContent(), { timeout: 20_000 }).not.toBe('');
  return (await output.textContent()) ?? '';
}

describe('a remote wallet over WalletConnect, through Portico Cloud’s relay (issue 9)', () => {
  const suite = demoSuite();
  let wallet: WalletConnectTestWallet | undefined;
  afterEach(async () => {
    await wallet?.close();
    wallet = undefined;
  });

  /** The WalletConnect test wallet on the stack's relay, holding the stack's account 1 and its first Solana account. */
  async function remoteWallet(): Promise<WalletConnectTestWallet> {
    const { relayUrl, projectId, chains, accounts, solana } = suite.stack;
    const evmAccount = accounts[1];
    const solanaAccount = solana?.accounts[0];
    if (!relayUrl || !projectId || !evmAccount || !solanaAccount || !solana)
      throw new Error('the stack has no relay, project or accounts');
    wallet = await createWalletConnectTestWallet({
      relayUrl,
      // The relay serves only the cloud's projects: the stack seeds this one.
      projectId,
      evm: {
        privateKeys: [evmAccount.privateKey],
        chains: chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
      },
      solana: {
        secretKeys: [solanaAccount.secretKey],
        chains: solana.networks.map(({ caipNetworkId, rpcUrl }) => ({ id: caipNetworkId, rpcUrl })),
      },
    });
    return wallet;
  }

  it('pairs from the copied URI; signs and sends on EVM, signs on Solana in the same session; a reload keeps it', async () => {
    const remote = await remoteWallet();
    const { page } = await suite.open();
    await remote.pair(await pairingUri(page));
    const { evmAddress, solanaAddress } = remote;
    if (!evmAddress || !solanaAddress) throw new Error('the remote wallet has no accounts');
    await expect
      .poll(() => accountField(page, 'Address').textContent(), { timeout: 20_000 })
      .toBe(evmAddress);
    await walletBar(page)
      .getByRole('button', { name: new RegExp(`^${truncateAddress(evmAddress)}`) })
      .waitFor();

    const message = 'Portico e2e over WalletConnect';
    const signature = (await sign(page, message)) as Hex;
    expect(await verifyMessage({ address: evmAddress as Hex, message, signature })).toBe(true);

    await page.getByRole('button', { name: 'Send 0.001 ETH to myself' }).click();
    await expect
      .poll(() => page.getByRole('status', { name: 'Transaction' }).textContent(), { timeout: 30_000 })
      .toMatch(/^success 0x[0-9a-f]{64}$/);
    expect(remote.log.map(({ method }) => method)).toEqual(
      expect.arrayContaining(['personal_sign', 'eth_sendTransaction']),
    );

    const solanaNetwork = suite.stack.solana?.networks[0];
    if (!solanaNetwork) throw new Error('the stack has no Solana chain');
    await page.getByRole('button', { name: `Switch to ${solanaNetwork.name}` }).click();
    await expect.poll(() => accountField(page, 'Address').textContent()).toBe(solanaAddress);
    const solanaMessage = 'Portico e2e over WalletConnect, on Solana';
    const solanaSignature = getBase58Encoder().encode(await sign(page, solanaMessage)) as SignatureBytes;
    const publicKey = await getPublicKeyFromAddress(
      solanaAddress as Parameters<typeof getPublicKeyFromAddress>[0],
    );
    expect(await verifySignature(publicKey, solanaSignature, new TextEncoder().encode(solanaMessage))).toBe(
      true,
    );

    await page.reload();
    await expect
      .poll(() => accountField(page, 'Status').textContent(), { timeout: 20_000 })
      .toBe('connected');
    expect(await accountField(page, 'Address').textContent()).toBe(solanaAddress);
  });

  it('the Send view sends 1.25 pUSD through the WalletConnect wallet: the chain has exactly that', async () => {
    const remote = await remoteWallet();
    const { page } = await suite.open();
    await remote.pair(await pairingUri(page));
    const { evmAddress } = remote;
    const devnet = suite.stack.chains.find((chain) => chain.chainId === 31337);
    const pUsd = devnet?.tokens.find((token) => token.symbol === 'pUSD')?.address;
    if (!evmAddress || !devnet || !pUsd) throw new Error('the remote wallet or the devnet is missing');
    await expect
      .poll(() => accountField(page, 'Address').textContent(), { timeout: 20_000 })
      .toBe(evmAddress);
    await openAccount(page, evmAddress);
    const form = await openSendView(page);
    const receiver = privateKeyToAccount(generatePrivateKey()).address;
    await fillSendForm(form, 'pUSD', '1.25', { label: 'Receiver address or name', value: receiver });
    await form.getByRole('button', { name: 'Preview send' }).click();
    const review = page.getByRole('dialog', { name: 'Review Send' });
    await review.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => review.getByRole('status').textContent(), { timeout: 30_000 })
      .toMatch(/Transaction sent/);
    expect(remote.log.map(({ method }) => method)).toContain('eth_sendTransaction');
    const client = createPublicClient({ transport: http(devnet.rpcUrl) });
    await expect
      .poll(() =>
        client.readContract({ address: pUsd, abi: erc20Abi, functionName: 'balanceOf', args: [receiver] }),
      )
      .toBe(1_250_000n);
  });

  it('the wallet refuses a request, switches chain and disconnects: the page follows each', async () => {
    const remote = await remoteWallet();
    const { page } = await suite.open();
    await remote.pair(await pairingUri(page));
    await expect
      .poll(() => accountField(page, 'Status').textContent(), { timeout: 20_000 })
      .toBe('connected');

    remote.rejectNextRequest(4001, 'personal_sign');
    await page.getByRole('textbox', { name: 'Message' }).fill('refuse me');
    await page.getByRole('button', { name: 'Sign message' }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent(), { timeout: 20_000 })
      .toMatch(/reject/i);

    await remote.switchChain(31338);
    await expect.poll(() => accountField(page, 'Chain id').textContent(), { timeout: 20_000 }).toBe('31338');

    await remote.disconnect();
    await expect
      .poll(() => accountField(page, 'Status').textContent(), { timeout: 5_000 })
      .toBe('disconnected');
  });

  it('an expired pairing gets a fresh URI; the QR code shows it and the wallet pairs from it', async () => {
    const remote = await remoteWallet();
    const { page } = await suite.open();
    // The page's clock, not the test's: the 4-minute pairing lifetime passes in a moment.
    await page.clock.install();
    const first = await pairingUri(page);
    expect(await scanQrCode(dialog(page).getByRole('img', { name: /^QR code to connect/ }))).toBe(first);

    await page.clock.fastForward('04:00');
    await expect
      .poll(() => scanQrCode(dialog(page).getByRole('img', { name: /^QR code to connect/ })), {
        timeout: 20_000,
      })
      .not.toBe(first);
    const fresh = await scanQrCode(dialog(page).getByRole('img', { name: /^QR code to connect/ }));
    expect(fresh).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    await dialog(page).getByRole('button', { name: 'Copy link' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fresh);

    await remote.pair(fresh as string);
    await expect
      .poll(() => accountField(page, 'Status').textContent(), { timeout: 20_000 })
      .toBe('connected');
  });
});
