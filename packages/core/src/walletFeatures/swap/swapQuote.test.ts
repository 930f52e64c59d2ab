import { afterEach, describe, expect, it, vi } from 'vitest';
import { solana } from '../../domain/networks/solana.js';
import { phantom, testnet } from '../../portico/test/setupPortico.js';
import { selectSwapButton, selectSwapQuoteDetails, selectSwapTokenRows } from './selectors.js';
import { eth, poolOut, port, pusd, setupSwap } from './test/swapSetup.js';

const e18 = 10n ** 18n;

afterEach(() => {
  vi.useRealTimers();
});

describe('swaps: tokens, arguments and the live quote', () => {
  it('§2 opening Swap with arguments (a symbol, a CAIP-10 id, an amount) prefills the form and quotes it from the pool', async () => {
    const { open, portico } = await setupSwap();
    await open({ fromToken: 'eth', toToken: port, amount: '1' });
    await vi.waitFor(() => expect(portico.getState().swap.quote).toBeDefined());
    const { swap } = portico.getState();
    expect([swap.from, swap.to, swap.fromAmount]).toEqual([eth, port, '1']);
    const out = poolOut(e18, 100n * e18, 200_000n * e18);
    expect(swap.quote?.toAmount).toBe(String(out));
    // The derived field shows 6 decimals, cut; the quote keeps the exact amount.
    expect(swap.toAmount).toBe(
      `${out / e18}.${String(out % e18)
        .padStart(18, '0')
        .slice(0, 6)
        .replace(/0+$/, '')}`,
    );
    const details = selectSwapQuoteDetails(portico.getState());
    expect(details?.rate).toMatch(/^1 ETH = 19\d\d\.\d{3} PORT$/);
    // §9 1 % slippage: the minimum is 99 % of the amount out.
    expect(BigInt(swap.quote?.minimumToAmount ?? 0)).toBe((out * 9_900n) / 10_000n);
    // The network fee: 150,000 gas at the cloud's 1 gwei standard price, at $2,000 per ETH.
    expect(details?.networkFeeUsd).toBe('$0.30');
    expect(selectSwapButton(portico.getState())).toEqual({ label: 'Swap', disabled: false });
  });

  it('§9 the pickers list the suggested tokens first, then the popular ones, each with its balance', async () => {
    const { open, portico } = await setupSwap();
    await open();
    await vi.waitFor(() => expect(portico.getState().accounts.eip155?.tokenBalance).toHaveLength(2));
    const rows = selectSwapTokenRows(portico.getState()).map(
      (row) => `${row.symbol}:${row.group}:${row.balance}`,
    );
    expect(rows).toEqual(['PORT:suggested:500.000', 'pUSD:popular:0.000', 'ETH:other:10.000']);
  });

  it('typing in the "to" field derives the "from" amount: the smallest found whose quote gives at least it', async () => {
    const { open, quoted, portico } = await setupSwap();
    await open({ fromToken: 'ETH', toToken: 'PORT' });
    const swap = await quoted('to', '5000');
    const wanted = 5_000n * e18;
    const from = BigInt(swap.quote?.fromAmount ?? 0);
    expect(BigInt(swap.quote?.toAmount ?? 0) >= wanted).toBe(true);
    // Within 0.1 % of the exact inverse of the pool's formula.
    expect(poolOut((from * 999n) / 1000n, 100n * e18, 200_000n * e18) < wanted).toBe(true);
    expect(swap.toAmount).toBe('5000');
    expect(Number(swap.fromAmount)).toBeCloseTo(2.57, 1);
    expect(portico.getState().swap.exact).toBe('to');
  });

  it('price impact above 1 % warns, above 15 % refuses the swap with the reason', async () => {
    const { open, quoted, portico } = await setupSwap();
    await open({ fromToken: 'ETH', toToken: 'pUSD' });
    await quoted('from', '0.01');
    expect(selectSwapQuoteDetails(portico.getState())?.impact).toBe('ok');
    await quoted('from', '0.05');
    expect(selectSwapQuoteDetails(portico.getState())?.impact).toBe('warning');
    expect(selectSwapButton(portico.getState()).disabled).toBe(false);
    await quoted('from', '1');
    expect(selectSwapQuoteDetails(portico.getState())?.impact).toBe('blocked');
    expect(selectSwapButton(portico.getState())).toEqual({
      label: 'Swap',
      disabled: true,
      reason: 'Price impact too high: above 15 %, the swap is refused',
    });
  });

  it('the button follows the form: Enter an amount, Insufficient balance, Insufficient liquidity, Approve PORT', async () => {
    const { open, quoted, portico } = await setupSwap();
    await open({ fromToken: 'PORT', toToken: 'ETH' });
    await vi.waitFor(() => expect(portico.getState().accounts.eip155?.tokenBalance).toHaveLength(2));
    expect(selectSwapButton(portico.getState()).label).toBe('Enter an amount');
    await quoted('from', '501');
    expect(selectSwapButton(portico.getState())).toEqual({ label: 'Insufficient balance', disabled: true });
    await quoted('from', '100');
    expect(selectSwapButton(portico.getState())).toEqual({ label: 'Approve PORT', disabled: false });
    portico.setSwapToken('to', pusd);
    await portico.refreshSwapQuote();
    expect(portico.getState().swap.quoteError).toBe('Insufficient liquidity');
    expect(selectSwapButton(portico.getState())).toEqual({ label: 'Insufficient liquidity', disabled: true });
  });

  it('the flip button swaps the tokens and keeps the typed amount with its token', async () => {
    const { open, quoted, portico } = await setupSwap();
    await open({ fromToken: 'ETH', toToken: 'PORT' });
    await quoted('from', '1');
    portico.flipSwapTokens();
    const { swap } = portico.getState();
    expect([swap.from, swap.to, swap.exact, swap.toAmount]).toEqual([port, eth, 'to', '1']);
  });

  it('§9 slippage is 1 % unless set, 0.01 to 50; another value is refused with a message', async () => {
    const { open, quoted, portico } = await setupSwap();
    await open({ fromToken: 'ETH', toToken: 'PORT' });
    for (const bad of ['0', '50.5', 'abc', '0.001']) {
      portico.setSwapSlippage(bad);
      expect(portico.getState().swap.slippageError).toBe('Slippage must be between 0.01 % and 50 %');
      expect(portico.getState().swap.slippage).toBe(1);
    }
    portico.setSwapSlippage('0.5');
    const swap = await quoted('from', '1');
    expect(swap.slippageError).toBeUndefined();
    expect(BigInt(swap.quote?.minimumToAmount ?? 0)).toBe(
      (BigInt(swap.quote?.toAmount ?? 0) * 9_950n) / 10_000n,
    );
  });

  it('§8 a network the cloud does not swap on: Network not supported for Swaps, and no quote is asked', async () => {
    const { open, portico, cloud } = await setupSwap();
    await portico.switchNetwork(testnet);
    await portico.confirmNetworkSwitch();
    expect(portico.getState().networks.byNamespace.eip155?.caipNetwork?.caipNetworkId).toBe(
      testnet.caipNetworkId,
    );
    await open({ fromToken: 'ETH', toToken: 'PORT', amount: '1' });
    expect(portico.getState().swap.unsupported).toBe('Network not supported for Swaps');
    expect(portico.getState().swap.tokens).toEqual([]);
    expect(cloud.calls('/v1/convert/quotes')).toHaveLength(0);
  });

  it('§8 a non-eip155 namespace: Network not supported for Swaps, without asking the cloud', async () => {
    const { open, portico, cloud } = await setupSwap();
    await portico.switchActiveNetwork(solana.caipNetworkId);
    await portico.connect(phantom.id);
    expect(portico.getState().connection.activeNamespace).toBe('solana');
    await open({ fromToken: 'SOL' });
    expect(portico.getState().swap.unsupported).toBe('Network not supported for Swaps');
    expect(cloud.calls('/v1/convert/tokens')).toHaveLength(0);
  });

  it('opened before an eip155 account is connected: the reason, with Retry, rather than a list that never comes', async () => {
    const { open, portico } = await setupSwap();
    await portico.disconnect();
    await open();
    expect(portico.getState().swap.tokensError).toBe('Unsupported chain');
  });

  it('the quote is asked once typing rests, and again every 10 s while the view is shown', async () => {
    const { open, portico, cloud } = await setupSwap();
    vi.useFakeTimers();
    await open({ fromToken: 'ETH', toToken: 'PORT' });
    const asked = () => cloud.calls('/v1/convert/quotes').length;
    const before = asked();
    for (const typed of ['0', '0.', '0.5']) portico.setSwapAmount('from', typed);
    await vi.advanceTimersByTimeAsync(399);
    expect(asked()).toBe(before);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(asked()).toBe(before + 1));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked()).toBeGreaterThan(before + 1);
    const whileShown = asked();
    await portico.close();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(asked()).toBe(whileShown);
  });
});
