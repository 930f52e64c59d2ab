import { randomUUID } from 'node:crypto';
import type { StackChain } from '@portico/devnet';
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  parseAbi,
  parseEventLogs,
} from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountField, dialog, expectWagmiAgrees, openAccount } from './demoPage.js';
import { demoSuite } from './support/demoSuite.js';
import { connectedAddress, enterCode, startEmailLogin } from './support/emailLogin.js';
import { approval, chooseRecoveryPassword, decide, secureFrame } from './support/secureFrame.js';

/**
 * The embedded wallet's smart account on the demo (issue 25): the demo project enables smart accounts with sponsored
 * gas on the devnet's EIP-7702 chain, so a new email user's account there is the smart account (§9's default); a
 * batch of two pUSD transfers sent with wagmi's sendCalls is approved in the frame, sponsored and lands atomically.
 * On the cancun chain (no EIP-7702) the cloud marks the chain erc4337 with the devnet's PorticoAccountFactory: the
 * smart account has its own address.
 */
describe('smart accounts on the demo: a sponsored, atomic batch from an email wallet with no ETH', () => {
  const suite = demoSuite();
  let chain: StackChain;
  const client = () => createPublicClient({ transport: http(chain.rpcUrl) });
  const pUsd = () => chain.tokens.find(({ symbol }) => symbol === 'pUSD')?.address as Address;

  /** Mints pUSD to `to` from the token's owner (impersonated on anvil): no stack account's balance changes. */
  async function mintPusd(to: Address, amount: bigint) {
    const owner = await client().readContract({
      address: pUsd(),
      abi: parseAbi(['function owner() view returns (address)']),
      functionName: 'owner',
    });
    const test = createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) });
    await test.impersonateAccount({ address: owner });
    const wallet = createWalletClient({ transport: http(chain.rpcUrl) });
    const hash = await wallet.writeContract({
      account: owner,
      chain: null,
      address: pUsd(),
      abi: parseAbi(['function mint(address to, uint256 amount)']),
      functionName: 'mint',
      args: [to, amount],
    });
    await client().waitForTransactionReceipt({ hash });
    await test.stopImpersonatingAccount({ address: owner });
  }

  beforeAll(() => {
    const found = suite.stack.chains.find((candidate) => candidate.eip7702 && candidate.bundlerUrl);
    if (!found) throw new Error('the stack has no EIP-7702 chain with a bundler');
    chain = found;
  });

  it('logs in by email, has the smart account, sends a batch of two transfers sponsored in one transaction; switches to the EOA and back', async () => {
    const { page } = await suite.open();
    const email = `smart-${randomUUID().slice(0, 8)}@example.com`;
    const since = Date.now();
    await startEmailLogin(page, email);
    await enterCode(suite.stack, page, email, since);
    await chooseRecoveryPassword(page, 'correct horse battery staple');
    const address = await connectedAddress(page);
    // No ETH at all: only the paymaster can pay for the batch.
    await createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }).setBalance({
      address,
      value: 0n,
    });
    await mintPusd(address, 5_000_000n);

    await page.getByRole('button', { name: 'Send 1 pUSD to two addresses in one batch' }).click();
    const request = approval(page, 'Send calls');
    await request.getByRole('button', { name: 'Approve' }).waitFor({ timeout: 20_000 });
    // The frame shows both calls of the batch before anything is signed.
    expect((await request.textContent())?.match(/Call \d/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    await decide(page, 'Send calls', 'Approve');
    const batch = page.getByRole('status', { name: 'Batch' });
    await expect.poll(() => batch.textContent(), { timeout: 60_000 }).toMatch(/^success 0x[0-9a-f]{64}$/);
    const [, hash] = ((await batch.textContent()) as string).split(' ') as [string, Hex];

    // Both transfers in the one transaction, which the EntryPoint ran; the account still has no ETH.
    const receipt = await client().getTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(receipt.to?.toLowerCase()).toBe(chain.entryPoint?.toLowerCase());
    const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs }).filter(
      ({ args }) => args.from.toLowerCase() === address.toLowerCase(),
    );
    expect(transfers.map(({ args }) => args.value)).toEqual([1_000_000n, 1_000_000n]);
    expect(new Set(transfers.map(({ args }) => args.to)).size).toBe(2);
    expect(await client().getBalance({ address })).toBe(0n);
    expect(
      await client().readContract({
        address: pUsd(),
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      }),
    ).toBe(3_000_000n);

    // §4: back to the EOA (the same address under EIP-7702), and to the smart account again.
    await openAccount(page, address);
    const accountType = dialog(page).getByRole('region', { name: 'Account type' });
    await accountType.getByRole('button', { name: 'Switch to EOA' }).click();
    await accountType.getByRole('button', { name: 'Switch to Smart Account' }).waitFor({ timeout: 20_000 });
    await accountType.getByRole('button', { name: 'Switch to Smart Account' }).click();
    await accountType.getByRole('button', { name: 'Switch to EOA' }).waitFor({ timeout: 20_000 });
    expect(await secureFrame(page).locator('body').count()).toBe(1);
  });

  it('on the chain without EIP-7702 the smart account is an ERC-4337 account with its own address; Switch to EOA shows the EOA', async () => {
    const testnet = suite.stack.chains.find((candidate) => !candidate.eip7702 && candidate.bundlerUrl);
    if (!testnet?.porticoAccountFactory) throw new Error('the stack has no ERC-4337 chain with a bundler');
    const { page } = await suite.open();
    const email = `smart4337-${randomUUID().slice(0, 8)}@example.com`;
    const since = Date.now();
    await startEmailLogin(page, email);
    await enterCode(suite.stack, page, email, since);
    await chooseRecoveryPassword(page, 'correct horse battery staple');
    // On the EIP-7702 chain the smart account keeps the EOA's address.
    const eoa = await connectedAddress(page);
    const smart = await createPublicClient({ transport: http(testnet.rpcUrl) }).readContract({
      address: testnet.porticoAccountFactory,
      abi: parseAbi(['function getAddress(address owner, uint256 salt) view returns (address)']),
      functionName: 'getAddress',
      args: [eoa, 0n],
    });
    expect(smart).not.toBe(eoa);

    await page.getByRole('button', { name: 'Switch to Portico Testnet' }).click();
    await expect.poll(() => accountField(page, 'Chain id').textContent(), { timeout: 20_000 }).toBe('31338');
    // The project enables smart accounts there too (§9: the smart account): its counterfactual address.
    await expect.poll(() => accountField(page, 'Address').textContent(), { timeout: 20_000 }).toBe(smart);
    await expectWagmiAgrees(page);

    await openAccount(page, smart);
    const accountType = dialog(page).getByRole('region', { name: 'Account type' });
    await accountType.getByRole('button', { name: 'Switch to EOA' }).click();
    await accountType.getByRole('button', { name: 'Switch to Smart Account' }).waitFor({ timeout: 20_000 });
    await expect.poll(() => accountField(page, 'Address').textContent(), { timeout: 20_000 }).toBe(eoa);
    await expectWagmiAgrees(page);
    await accountType.getByRole('button', { name: 'Switch to Smart Account' }).click();
    await accountType.getByRole('button', { name: 'Switch to EOA' }).waitFor({ timeout: 20_000 });
    await expect.poll(() => accountField(page, 'Address').textContent(), { timeout: 20_000 }).toBe(smart);
  });
});
