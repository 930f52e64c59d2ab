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
  toHex,
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
  const client = (on = chain) => createPublicClient({ transport: http(on.rpcUrl) });
  const pUsd = (on = chain) => on.tokens.find(({ symbol }) => symbol === 'pUSD')?.address as Address;
  const pUsdBalance = (address: Address, on = chain) =>
    client(on).readContract({ address: pUsd(on), abi: erc20Abi, functionName: 'balanceOf', args: [address] });

  /** Mints pUSD to `to` from the token's owner (impersonated on anvil): no stack account's balance changes. */
  async function mintPusd(to: Address, amount: bigint, on = chain) {
    const owner = await client(on).readContract({
      address: pUsd(on),
      abi: parseAbi(['function owner() view returns (address)']),
      functionName: 'owner',
    });
    const test = createTestClient({ mode: 'anvil', transport: http(on.rpcUrl) });
    await test.impersonateAccount({ address: owner });
    const wallet = createWalletClient({ transport: http(on.rpcUrl) });
    const hash = await wallet.writeContract({
      account: owner,
      chain: null,
      address: pUsd(on),
      abi: parseAbi(['function mint(address to, uint256 amount)']),
      functionName: 'mint',
      args: [to, amount],
    });
    await client(on).waitForTransactionReceipt({ hash });
    await test.stopImpersonatingAccount({ address: owner });
  }

  /**
   * ERC-7677 pm_getPaymasterData on the cloud's POST /v1, from the demo's origin, for an operation of `sender` whose
   * maximum cost is exactly the demo's daily cap: 500,000 gas in all at 20 gwei = 0.01 ETH.
   */
  async function useUpDailySponsorship(sender: Address, on: StackChain): Promise<unknown> {
    const { cloudUrl, demoUrl, projectId } = suite.stack;
    if (!cloudUrl || !demoUrl || !projectId) throw new Error('the stack has no cloud, demo or project');
    const query = new URLSearchParams({
      projectId,
      st: 'portico-e2e',
      sv: '0.0.0',
      chainId: `eip155:${on.chainId}`,
    });
    const gas = toHex(100_000n);
    const userOp = {
      sender,
      nonce: '0x0',
      callData: '0x',
      callGasLimit: gas,
      verificationGasLimit: gas,
      preVerificationGas: gas,
      paymasterVerificationGasLimit: gas,
      paymasterPostOpGasLimit: gas,
      maxFeePerGas: toHex(20_000_000_000n),
      maxPriorityFeePerGas: toHex(1_000_000_000n),
      signature: '0x',
    };
    const response = await fetch(`${cloudUrl}/v1?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(demoUrl).origin },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'pm_getPaymasterData',
        params: [userOp, on.entryPoint, toHex(on.chainId), {}],
      }),
    });
    return response.json();
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
    expect(await pUsdBalance(address)).toBe(3_000_000n);

    // §4: back to the EOA (the same address under EIP-7702), and to the smart account again.
    await openAccount(page, address);
    const accountType = dialog(page).getByRole('region', { name: 'Account type' });
    await accountType.getByRole('button', { name: 'Switch to EOA' }).click();
    await accountType.getByRole('button', { name: 'Switch to Smart Account' }).waitFor({ timeout: 20_000 });
    await accountType.getByRole('button', { name: 'Switch to Smart Account' }).click();
    await accountType.getByRole('button', { name: 'Switch to EOA' }).waitFor({ timeout: 20_000 });
    expect(await secureFrame(page).locator('body').count()).toBe(1);
  });

  it("on the chain without EIP-7702 the smart account is an ERC-4337 account with its own address; Switch to EOA shows the EOA; over the daily sponsorship cap a batch gets 'Not enough funds to pay for gas' without ETH, and with ETH the account pays it", async () => {
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
    const smart = await client(testnet).readContract({
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
    // The switches kept the network: the account and wagmi's connection are still on the cancun chain.
    expect(await accountField(page, 'Chain id').textContent()).toBe('31338');
    await expectWagmiAgrees(page);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });

    // Over the daily sponsorship cap: operations the cloud signed for this account today already reserve the demo's
    // whole cap (0.01 ETH a smart account a day, seedDemoProject) — one asked for through the project's public
    // paymaster route, as the account's wallet asks. The cloud counts a sponsorship when it signs it.
    const signed = (await useUpDailySponsorship(smart, testnet)) as { result?: { paymaster?: string } };
    expect(signed.result?.paymaster?.toLowerCase()).toBe(testnet.paymaster?.toLowerCase());
    await mintPusd(smart, 5_000_000n, testnet);
    const send = page.getByRole('button', { name: 'Send 1 pUSD to two addresses in one batch' });
    await send.click();
    await decide(page, 'Send calls', 'Approve');
    // Not sponsored, and the account has no ETH: the wallet's own words reach the dApp.
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'gas' }).textContent(), { timeout: 60_000 })
      .toBe('Not enough funds to pay for gas');
    expect(await client(testnet).getCode({ address: smart })).toBeUndefined();

    // With ETH the same batch goes through unsponsored: the account deploys itself and pays its own gas.
    const test = createTestClient({ mode: 'anvil', transport: http(testnet.rpcUrl) });
    await test.setBalance({ address: smart, value: 10n ** 17n });
    await send.click();
    await decide(page, 'Send calls', 'Approve');
    const batch = page.getByRole('status', { name: 'Batch' });
    await expect.poll(() => batch.textContent(), { timeout: 60_000 }).toMatch(/^success 0x[0-9a-f]{64}$/);
    expect(await client(testnet).getCode({ address: smart })).toMatch(/^0x[0-9a-f]+$/);
    expect(await client(testnet).getBalance({ address: smart })).toBeLessThan(10n ** 17n);
    expect(await pUsdBalance(smart, testnet)).toBe(3_000_000n);
  });
});
