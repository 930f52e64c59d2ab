import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeConnector } from '../../test/fakeAdapter.js';
import { fakeSwapClient, swapIds } from '../../test/fakeSwapClient.js';
import {
  cleanupPortico,
  focusedInModal,
  renderPortico,
  seriousViolations,
} from '../../test/renderPortico.js';

afterEach(cleanupPortico);

const withSwaps = { cloudUrl: 'https://cloud.test', createCloudClient: () => fakeSwapClient() };

/** Connected with Portico Cloud, the Swap view open with `data`, once its tokens and balances are in. */
async function openSwap(data?: { fromToken?: string; toToken?: string; amount?: string }) {
  const rendered = renderPortico(withSwaps);
  await act(() => rendered.portico.connect(fakeConnector.id));
  await waitFor(() => expect(rendered.portico.getState().accounts.eip155?.tokenBalance).toHaveLength(2));
  await act(() => rendered.portico.open({ view: 'Swap', data }));
  const dialog = () => rendered.modal().getByRole('dialog', { name: 'Swap' });
  await waitFor(() => expect(dialog().querySelector('form')).not.toBeNull());
  const view = within(dialog());
  const amount = (name: string) => view.getByRole('textbox', { name }) as HTMLInputElement;
  // user-event's typing does not reach React inputs in the modal's shadow root here: change events do.
  const enter = (name: string, value: string) => fireEvent.change(amount(name), { target: { value } });
  const swapButton = () =>
    view.getByRole('button', { name: /^(Swap|Swapping…|Approve PORT|Insufficient|Enter)/ });
  return { ...rendered, view, amount, enter, swapButton };
}

describe('the Swap view', () => {
  it('§2 opened with swap arguments: prefilled, quoted live (amount out, minimum, impact, fee, rate), then swapped', async () => {
    const { view, amount, user, wallet } = await openSwap({ fromToken: 'ETH', toToken: 'port', amount: '1' });
    await waitFor(() => expect(amount('You receive').value).toMatch(/^1974\.\d+$/));
    expect(amount('You pay').value).toBe('1');
    expect(view.getByRole('button', { name: 'You pay token: ETH' })).toBeTruthy();
    expect(view.getByRole('button', { name: 'You receive token: PORT' })).toBeTruthy();
    const details = view.getByRole('region', { name: 'Quote details' }).textContent ?? '';
    expect(details).toMatch(/Rate1 ETH = 1974\.\d{3} PORT/);
    expect(details).toMatch(/Minimum received1954\.\d{3} PORT/);
    // The pool's fee counts in the price impact: 1 ETH of 100 moves it 1.28 %, worth a warning.
    expect(details).toContain('Price impact1.28 %');
    expect(view.getByText('1.28 %').className).toBe('swap-warning');
    expect(details).toContain('Network fee$0.30');
    await user.click(view.getByRole('button', { name: 'Swap' }));
    await waitFor(() =>
      expect(view.getByRole('status').textContent).toMatch(/^Swap complete: 1 ETH for 1974\.\d+ PORT$/),
    );
    expect(wallet.transactions).toEqual([
      expect.objectContaining({ to: '0xrouter', data: '0x5ae401dc', value: '0xde0b6b3a7640000' }),
    ]);
    expect(await seriousViolations()).toEqual([]);
  });

  it('the button follows core’s rules: Enter an amount, Insufficient balance, Approve PORT, Insufficient liquidity', async () => {
    const { view, enter, swapButton } = await openSwap({ fromToken: 'PORT', toToken: 'ETH' });
    expect(swapButton().textContent).toBe('Enter an amount');
    expect((swapButton() as HTMLButtonElement).disabled).toBe(true);
    enter('You pay', '501');
    await waitFor(() => expect(swapButton().textContent).toBe('Insufficient balance'));
    enter('You pay', '100');
    await waitFor(() => expect(swapButton().textContent).toBe('Approve PORT'));
    expect((swapButton() as HTMLButtonElement).disabled).toBe(false);
    await act(async () => view.getByRole('button', { name: 'You receive token: ETH' }).click());
    await act(async () => view.getByRole('button', { name: /^pUSD Portico USD/ }).click());
    await waitFor(() => expect(swapButton().textContent).toBe('Insufficient liquidity'));
  });

  it('price impact above 1 % is shown as a warning; above 15 % the swap is refused with the reason', async () => {
    const { view, enter, swapButton } = await openSwap({ fromToken: 'ETH', toToken: 'pUSD' });
    enter('You pay', '0.05');
    await waitFor(() => expect(view.getByText(/^2\.\d\d %$/).className).toBe('swap-warning'));
    enter('You pay', '1');
    await waitFor(() => expect(view.getByText(/^3\d\.\d\d %$/).className).toBe('swap-blocked'));
    expect((swapButton() as HTMLButtonElement).disabled).toBe(true);
    expect(swapButton().getAttribute('aria-describedby')).toBeTruthy();
    expect(view.getByText('Price impact too high: above 15 %, the swap is refused')).toBeTruthy();
  });

  it('a token picker by keyboard: focus in its search, suggested then popular, Escape back to its button', async () => {
    const { view, user } = await openSwap({ fromToken: 'ETH' });
    const trigger = view.getByRole('button', { name: 'You receive: Select token' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const search = view.getByRole('searchbox', { name: 'Search tokens' });
    expect(focusedInModal()).toBe(search);
    const lists = view.getAllByRole('list').map((list) => list.getAttribute('aria-label'));
    expect(lists).toEqual(['Suggested', 'Popular', 'All tokens']);
    expect(view.getByRole('button', { name: 'PORT Portico, balance 500.000' })).toBeTruthy();
    fireEvent.change(search, { target: { value: 'usd' } });
    expect(view.getAllByRole('listitem')).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(view.queryByRole('searchbox')).toBeNull();
    await waitFor(() =>
      expect(focusedInModal()).toBe(view.getByRole('button', { name: 'You receive: Select token' })),
    );
  });

  it('typing in "You receive" derives what is paid; the flip button swaps the tokens', async () => {
    const { view, amount, enter, portico } = await openSwap({ fromToken: 'ETH', toToken: 'PORT' });
    enter('You receive', '5000');
    await waitFor(() => expect(Number(amount('You pay').value)).toBeCloseTo(2.57, 1));
    await act(async () => view.getByRole('button', { name: 'Flip tokens' }).click());
    expect(portico.getState().swap.from).toBe(swapIds.port);
    expect(amount('You pay').value).toBe('5000');
  });

  it('a rejection in the wallet shows its message with Retry; Retry swaps', async () => {
    const { view, amount, user, wallet } = await openSwap({ fromToken: 'ETH', toToken: 'PORT', amount: '1' });
    await waitFor(() => expect(amount('You receive').value).not.toBe(''));
    wallet.rejectNext();
    await user.click(view.getByRole('button', { name: 'Swap' }));
    expect((await view.findByRole('alert')).textContent).toBe('The transaction was rejected in the wallet');
    await user.click(view.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(view.getByRole('status').textContent).toMatch(/^Swap complete/));
  });

  it('slippage is 1 % until set; a value outside 0.01–50 is refused in place', async () => {
    const { view } = await openSwap();
    const slippage = view.getByRole('textbox', { name: 'Slippage tolerance (%)' }) as HTMLInputElement;
    expect(slippage.value).toBe('1');
    fireEvent.change(slippage, { target: { value: '60' } });
    expect(view.getByText('Slippage must be between 0.01 % and 50 %')).toBeTruthy();
    expect(slippage.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('where swaps are offered', () => {
  it('the Account view offers Swap (before Receive and Send) with Portico Cloud, and it opens the Swap view', async () => {
    // The fake cloud never answers the project's configuration: the dApp's own feature flags stand.
    const { portico, modal, user } = renderPortico({ ...withSwaps, features: { swaps: true } });
    await act(() => portico.connect(fakeConnector.id));
    await act(() => portico.open({ view: 'Account' }));
    const features = await modal().findByRole('navigation', { name: 'Wallet features' });
    await waitFor(() =>
      expect(
        within(features)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Swap', 'Receive', 'Send']),
    );
    await user.click(within(features).getByRole('button', { name: 'Swap' }));
    await waitFor(() => expect(modal().getByRole('dialog', { name: 'Swap' })).toBeTruthy());
  });

  it('without Portico Cloud no Swap is offered', async () => {
    const { portico, modal } = renderPortico({ features: { swaps: true } });
    await act(() => portico.connect(fakeConnector.id));
    await act(() => portico.open({ view: 'Account' }));
    const features = await modal().findByRole('navigation', { name: 'Wallet features' });
    expect(within(features).queryByRole('button', { name: 'Swap' })).toBeNull();
  });
});
