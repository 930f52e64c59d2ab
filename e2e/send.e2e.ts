import type { StackAccount, StackChain } from '@portico/devnet';
import { address, createSolanaRpc, generateKeyPair, getAddressFromPublicKey } from '@solana/kit';
import type { Page } from 'playwright-core';
import { type Address, createPublicClient, erc20Abi, type Hex, http, parseEventLogs, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { connect, connectSolana, fillSendForm, openAccount, openSendView, walletBar } from './demoPage.js';
import { demoSuite } from './support/demoSuite.js';

/**
 * Sends from the stack's fourth account (named bob.portico.eth), which no other suite reads balances of, to fresh
 * addresses and to alice.portico.eth's pUSD, which no other suite reads either.
 */
describe('Send on the demo, against the devnet', () => {
  const suite = demoSuite();
  const senderIndex = 3;
  let sender: StackAccount;
  let devnet: StackChain;
  let pUsd: Address;
  const client = () => createPublicClient({ transport: http(devnet.rpcUrl) });
  const tokenBalance = (owner: Address) =>
    client().readContract({ address: pUsd, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
  const fresh = () => privateKeyToAccount(generatePrivateKey()).address;

  beforeAll(() => {
    const account = suite.stack.accounts[senderIndex];
    const chain = suite.stack.chains.find((candidate) => candidate.chainId === 31337);
    const token = chain?.tokens.find((candidate) => candidate.symbol === 'pUSD');
    if (!account || !chain || !token) throw new Error('the stack has no fourth account, devnet or pUSD');
    [sender, devnet, pUsd] = [account, chain, token.address];
  });

  /** The demo connected with the sender's wallet, on the Send view. */
  async function openSend(): Promise<Page> {
    const { page } = await suite.open('', { account: senderIndex });
    await connect(page);
    await walletBar(page).getByRole('button', { name: /ETH$/ }).click();
    await openSendView(page);
    await sendView(page).getByRole('button', { name: 'Preview send' }).waitFor();
    return page;
  }
  const sendView = (page: Page) => page.getByRole('dialog', { name: 'Send' });
  const review = (page: Page) => page.getByRole('dialog', { name: 'Review Send' });

  const fill = (page: Page, token: 'pUSD' | 'ETH', amount: string, receiver: string) =>
    fillSendForm(sendView(page), token, amount, { label: 'Receiver address or name', value: receiver });

  async function previewAndSend(page: Page): Promise<Hex> {
    await sendView(page).getByRole('button', { name: 'Preview send' }).click();
    await review(page).getByRole('button', { name: 'Send' }).click();
    const sent = review(page).getByRole('status');
    await expect.poll(() => sent.textContent()).toMatch(/Transaction sent/);
    const hash = (await sent.textContent())?.match(/0x[0-9a-f]{64}/)?.[0];
    if (!hash) throw new Error('no transaction hash shown');
    return hash as Hex;
  }

  it('1.5 of the 6-decimal pUSD: the Transfer log carries 1500000 and the receiver’s balance changes by exactly that', async () => {
    const page = await openSend();
    const receiver = fresh();
    await fill(page, 'pUSD', '1.5', receiver);
    const hash = await previewAndSend(page);
    const receipt = await client().waitForTransactionReceipt({ hash });
    const [transfer] = parseEventLogs({ abi: erc20Abi, logs: receipt.logs, eventName: 'Transfer' });
    expect(transfer?.args.value).toBe(1_500_000n);
    expect(await tokenBalance(receiver)).toBe(1_500_000n);
  });

  it('0.01 ETH: the sender’s balance drops by the amount plus gasUsed × effectiveGasPrice', async () => {
    const page = await openSend();
    const before = await client().getBalance({ address: sender.address as Address });
    await fill(page, 'ETH', '0.01', fresh());
    const receipt = await client().waitForTransactionReceipt({ hash: await previewAndSend(page) });
    const after = await client().getBalance({ address: sender.address as Address });
    expect(before - after).toBe(parseUnits('0.01', 18) + receipt.gasUsed * receipt.effectiveGasPrice);
  });

  it.each([
    ['more decimals than pUSD has', '1.0000001', () => fresh(), 'pUSD has 6 decimals: the amount has more'],
    [
      'a bad checksum',
      '1',
      () => {
        const address = fresh();
        // Flip the case of one letter of the checksummed address.
        const at = address.search(/[a-fA-F]/);
        const flipped =
          address[at] === address[at]?.toUpperCase()
            ? address[at]?.toLowerCase()
            : address[at]?.toUpperCase();
        return `${address.slice(0, at)}${flipped}${address.slice(at + 1)}`;
      },
      'Invalid address checksum',
    ],
    ['an amount over the balance', '1000000', () => fresh(), 'Insufficient pUSD balance'],
  ])('%s is refused before signing', async (_case, amount, receiver, message) => {
    const page = await openSend();
    await fill(page, 'pUSD', amount, receiver());
    await sendView(page).getByRole('button', { name: 'Preview send' }).click();
    await expect.poll(() => sendView(page).getByRole('alert').textContent()).toBe(message);
    // Nothing reached the wallet.
    const asked = await page.evaluate(
      () => window.__porticoTestWallet?.log.map(({ method }) => method) ?? [],
    );
    expect(asked).not.toContain('eth_sendTransaction');
  });

  it('sends to a devnet name, showing the receiver’s profile', async () => {
    const alice = suite.stack.chains
      .find((chain) => chain.chainId === 31337)
      ?.ens?.names.find((name) => name.name === 'alice.portico.eth');
    if (!alice) throw new Error('the devnet has no alice.portico.eth');
    const page = await openSend();
    const before = await tokenBalance(alice.address as Address);
    await fill(page, 'pUSD', '0.25', 'alice.portico.eth');
    await expect
      .poll(() => sendView(page).getByRole('status', { name: 'Receiver' }).textContent())
      .toContain(alice.address);
    await previewAndSend(page).then((hash) => client().waitForTransactionReceipt({ hash }));
    expect((await tokenBalance(alice.address as Address)) - before).toBe(250_000n);
  });

  it('a rejection in the wallet keeps the form; Send again sends', async () => {
    const page = await openSend();
    const receiver = fresh();
    await fill(page, 'pUSD', '2', receiver);
    await sendView(page).getByRole('button', { name: 'Preview send' }).click();
    await page.evaluate(() => window.__porticoTestWallet?.rejectNext(4001, undefined, 'eth_sendTransaction'));
    await review(page).getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => review(page).getByRole('alert').textContent())
      .toBe('The transaction was rejected in the wallet');
    const summary = review(page).getByRole('region', { name: 'Send summary' });
    expect(await summary.textContent()).toContain('2 pUSD');
    expect(await summary.textContent()).toContain(receiver);
    const hash = await previewAndSendFromReview(page);
    await client().waitForTransactionReceipt({ hash });
    expect(await tokenBalance(receiver)).toBe(2_000_000n);
  });

  async function previewAndSendFromReview(page: Page): Promise<Hex> {
    await review(page).getByRole('button', { name: 'Send' }).click();
    const sent = review(page).getByRole('status');
    await expect.poll(() => sent.textContent()).toMatch(/Transaction sent/);
    return (await sent.textContent())?.match(/0x[0-9a-f]{64}/)?.[0] as Hex;
  }
});

describe('Send on Solana, against the devnet', () => {
  const suite = demoSuite();
  // The second Solana account: the Tokens suite reads the first one's exact balances.
  const senderIndex = 1;
  const rpc = () => createSolanaRpc(suite.stack.solana?.networks[0]?.rpcUrl ?? '');
  const fresh = async () => getAddressFromPublicKey((await generateKeyPair()).publicKey);

  async function sendOnSolana(token: 'SOL' | 'pUSD', amount: string, receiver: string): Promise<void> {
    const network = suite.stack.solana?.networks[0];
    const account = suite.stack.solana?.accounts[senderIndex];
    if (!network || !account) throw new Error('the stack has no Solana chain');
    const { page } = await suite.open('', { solana: true, solanaAccount: senderIndex });
    await connectSolana(page, network);
    await openAccount(page, account.address);
    const form = await openSendView(page);
    await fillSendForm(form, token, amount, { label: 'Receiver address', value: receiver });
    await form.getByRole('button', { name: 'Preview send' }).click();
    const review = page.getByRole('dialog', { name: 'Review Send' });
    if (token === 'pUSD') {
      // The receiver has no pUSD account yet: its creation is part of the fee.
      await expect
        .poll(() => review.getByRole('region', { name: 'Send summary' }).textContent())
        .toMatch(/opens the receiver's token account/);
    }
    await review.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => review.getByRole('status').textContent()).toMatch(/Transaction sent/);
  }

  it('0.25 SOL to a fresh address: the chain shows exactly 0.25 SOL', async () => {
    const receiver = await fresh();
    await sendOnSolana('SOL', '0.25', receiver);
    const { value } = await rpc().getBalance(receiver, { commitment: 'confirmed' }).send();
    expect(value).toBe(250_000_000n);
  });

  it('2.5 pUSD to a fresh address: its token account is created and holds exactly 2.5', async () => {
    const mint = suite.stack.solana?.networks[0]?.tokens.find((token) => token.symbol === 'pUSD')?.mint;
    if (!mint) throw new Error('no pUSD mint on the Solana devnet');
    const receiver = await fresh();
    await sendOnSolana('pUSD', '2.5', receiver);
    const { value } = await rpc()
      .getTokenAccountsByOwner(
        receiver,
        { mint: address(mint) },
        { encoding: 'jsonParsed', commitment: 'confirmed' },
      )
      .send();
    expect(value.map((entry) => entry.account.data.parsed.info.tokenAmount.amount)).toEqual(['2500000']);
  });
});
