import type { Page } from 'playwright-core';
import { type Address, createPublicClient, erc20Abi, http } from 'viem';
import { describe, expect, it } from 'vitest';
import { accountField, connect, connectSolana, openAccount, walletBar } from './demoPage.js';
import { demoSuite } from './support/demoSuite.js';

/** The Tokens tab's rows as "name · quantity symbol · value · price", and its total. */
async function tokensTab(page: Page) {
  const panel = page.getByRole('dialog', { name: 'Account' }).getByRole('tabpanel', { name: 'Tokens' });
  const rows = async () =>
    panel
      .getByRole('list', { name: 'Tokens' })
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.map((item) =>
          [...item.querySelectorAll('.token-name, .token-main .muted, .token-figures span')]
            .map((part) => part.textContent)
            .join(' · '),
        ),
      );
  const total = async () => (await panel.locator('.token-total').textContent())?.replace('Total ', '');
  return { panel, rows, total };
}

/** A token amount times a decimal price, in millionths of a dollar (exact: no float). */
function micros(units: bigint, decimals: number, price: string): bigint {
  const [whole = '', fraction = ''] = price.split('.');
  const priceUnits = BigInt(`${whole}${fraction}`);
  return (units * priceUnits * 10n ** 6n) / 10n ** BigInt(decimals + fraction.length);
}

/** Millionths of a dollar in dollars and pennies, rounded half-up, grouped as en-US writes them. */
function dollars(value: bigint): string {
  const cents = (value + 5_000n) / 10_000n;
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${whole}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/** A quantity fixed to 3 decimals, rounded half-up (§5). */
function quantity(units: bigint, decimals: number): string {
  const thousandths = (units * 1000n + 5n * 10n ** BigInt(decimals - 1)) / 10n ** BigInt(decimals);
  return `${thousandths / 1000n}.${(thousandths % 1000n).toString().padStart(3, '0')}`;
}

/**
 * Figures worked out by hand from the devnet's balances (e2e: stack account 0) and the cloud's devnet price table
 * (ETH 3141.5926, pUSD 1, PORT 2.3456, SOL 187.6543, PTS 0.0789): values rounded half-up to cents, the total
 * rounded once from the unrounded values.
 */
describe('the Tokens tab on the demo (§4, §5, §7 balances)', () => {
  const suite = demoSuite();

  it('on the mainnet-like devnet: every token with quantity, value and price, and the total in dollars and pennies', async () => {
    const [account] = suite.stack.accounts;
    const devnet = suite.stack.chains.find((chain) => chain.chainId === 31337);
    if (!account || !devnet) throw new Error('the stack has no account or devnet');
    // Other suites may have spent some of the account's ETH on gas: its figures come from the chain now.
    const client = createPublicClient({ transport: http(devnet.rpcUrl) });
    const owner = account.address as Address;
    const held = async (symbol: string) => {
      const token = devnet.tokens.find((candidate) => candidate.symbol === symbol);
      if (!token) throw new Error(`no ${symbol} on the devnet`);
      const units = await client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      });
      return { units, decimals: token.decimals };
    };
    const holdings = [
      {
        name: 'Ether',
        symbol: 'ETH',
        price: '3141.5926',
        ...{ units: await client.getBalance({ address: owner }), decimals: 18 },
      },
      { name: 'Portico USD', symbol: 'pUSD', price: '1', ...(await held('pUSD')) },
      { name: 'Portico Token', symbol: 'PORT', price: '2.3456', ...(await held('PORT')) },
    ];
    const values = holdings.map(({ units, decimals, price }) => micros(units, decimals, price));
    // The cloud keeps a balance 30 s: another suite may have had this account's balance read just before spending
    // gas. Asked with forceUpdate, the cloud reads the chain now, and the page below gets today's figures.
    const { cloudUrl, projectId } = suite.stack;
    if (!cloudUrl || !projectId) throw new Error('the stack has no cloud');
    const query = new URLSearchParams({
      chainId: 'eip155:31337',
      currency: 'usd',
      forceUpdate: 'true',
      projectId,
      st: 'e2e',
      sv: '0',
    });
    expect((await fetch(`${cloudUrl}/v1/account/${account.address}/balance?${query}`)).ok).toBe(true);
    const { page } = await suite.open();
    await connect(page);
    await openAccount(page, account.address);
    const { rows, total } = await tokensTab(page);
    await expect
      .poll(rows)
      .toEqual(
        holdings.map(
          ({ name, symbol, units, decimals, price }, index) =>
            `${name} · ${quantity(units, decimals)} ${symbol} · ${dollars(values[index] ?? 0n)} · ${dollars(micros(10n ** 6n, 6, price))}`,
        ),
      );
    expect(await total()).toBe(dollars(values.reduce((sum, value) => sum + value, 0n)));
  });

  it('§7 a wallet with asset discovery: the tab shows what its wallet_getAssets answers, without prices', async () => {
    const [account] = suite.stack.accounts;
    if (!account) throw new Error('the stack has no account');
    const { page, walletLog } = await suite.open('', { assetDiscovery: true });
    await connect(page);
    await openAccount(page, account.address);
    const { rows, total } = await tokensTab(page);
    await expect
      .poll(rows)
      .toEqual([
        expect.stringMatching(/^Ether · 1\.23\d ETH$/),
        'Portico USD · 1234.568 pUSD',
        'Portico Token · 42.123 PORT',
      ]);
    expect(await total()).toBe('$0.00');
    expect((await walletLog()).map(({ method }) => method)).toContain('wallet_getAssets');
  });

  it('on the testnet: 0.00, no tokens', async () => {
    const testnet = suite.stack.chains.find((chain) => chain.testnet);
    if (!testnet) throw new Error('the stack has no testnet');
    const { page } = await suite.open();
    await connect(page);
    await page.getByRole('button', { name: `Switch to ${testnet.name}` }).click();
    await expect.poll(() => accountField(page, 'Network').textContent()).toBe(testnet.name);
    await walletBar(page).getByRole('button', { name: /ETH$/ }).click();
    const { panel, total } = await tokensTab(page);
    await expect.poll(total).toBe('$0.00');
    expect(await panel.textContent()).toContain('No tokens yet');
  });

  it('on Solana: SOL and the SPL tokens with their values', async () => {
    const network = suite.stack.solana?.networks[0];
    const account = suite.stack.solana?.accounts[0];
    if (!network || !account) throw new Error('the stack has no Solana chain');
    const { page } = await suite.open('', { solana: true });
    await connectSolana(page, network);
    await openAccount(page, account.address);
    const { rows, total } = await tokensTab(page);
    await expect
      .poll(rows)
      .toEqual([
        'Solana · 12.346 SOL · $2,316.72 · $187.65',
        'Portico USD · 1234.568 pUSD · $1,234.57 · $1.00',
        'Portico Points · 1500.250 PTS · $118.37 · $0.08',
      ]);
    expect(await total()).toBe('$3,669.66');
  });
});
