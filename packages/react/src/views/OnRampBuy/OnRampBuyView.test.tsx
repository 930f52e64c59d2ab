import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeConnector } from '../../test/fakeAdapter.js';
import { fakeOnrampClient } from '../../test/fakeOnrampClient.js';
import { cleanupPortico, renderPortico, seriousViolations } from '../../test/renderPortico.js';

afterEach(() => {
  cleanupPortico();
  vi.restoreAllMocks();
});

/** The devnet ramp's form, open; `window.open` gives a fake checkout window. */
async function openForm() {
  const ramp = fakeOnrampClient();
  const checkout = { location: { href: 'about:blank' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(checkout as unknown as Window);
  const rendered = renderPortico({ cloudUrl: 'https://cloud.test', createCloudClient: () => ramp.client });
  await act(() => rendered.portico.connect(fakeConnector.id));
  await act(() => rendered.portico.open({ view: 'OnRampProviders' }));
  const dialog = () => rendered.modal().getByRole('dialog', { name: 'Buy Crypto' });
  await waitFor(() => within(dialog()).getByRole('button', { name: /^Portico Devnet Ramp/ }));
  await rendered.user.click(within(dialog()).getByRole('button', { name: /^Portico Devnet Ramp/ }));
  const view = within(dialog());
  await waitFor(() => view.getByRole('textbox', { name: 'Amount (USD)' }));
  // user-event's typing does not reach React inputs in the modal's shadow root here: change events do.
  const enter = (value: string) =>
    fireEvent.change(view.getByRole('textbox', { name: /^Amount/ }), { target: { value } });
  const buy = () => view.getByRole('button', { name: /^(Buy|Enter|Minimum|Maximum)/ }) as HTMLButtonElement;
  return { ...rendered, ramp, checkout, open, view, enter, buy };
}

describe('Buy crypto: the form, the checkout and the order', () => {
  it('opened without a provider chosen: the way to choose one', async () => {
    const ramp = fakeOnrampClient();
    const { portico, modal, user } = renderPortico({
      cloudUrl: 'https://cloud.test',
      createCloudClient: () => ramp.client,
    });
    await act(() => portico.connect(fakeConnector.id));
    await act(() => portico.open({ view: 'OnRampBuy' }));
    await user.click(await modal().findByRole('button', { name: 'Choose a provider' }));
    await modal().findByRole('button', { name: /^Portico Devnet Ramp/ });
  });

  it('Stop waiting lets the order go and goes back to the providers', async () => {
    const { view, enter, buy, user, portico, modal } = await openForm();
    enter('50');
    await waitFor(() => expect(buy().disabled).toBe(false), { timeout: 3000 });
    await user.click(buy());
    await user.click(await view.findByRole('button', { name: 'Stop waiting' }));
    await waitFor(() => expect(portico.getState().router.view).toBe('OnRampProviders'));
    expect(portico.getState().onramp.status).toBe('idle');
    await modal().findByRole('button', { name: /^Portico Devnet Ramp/ });
  });

  it('USD paid, pUSD bought; the live quote shows what arrives, the fees and the total; Buy opens the checkout', async () => {
    const { view, enter, buy, open, checkout, ramp, user } = await openForm();
    expect((view.getByRole('combobox', { name: 'Pay with' }) as HTMLSelectElement).value).toBe('USD');
    expect((view.getByRole('combobox', { name: 'Currency to buy' }) as HTMLSelectElement).value).toBe('PUSD');
    expect(buy().textContent).toBe('Enter an amount');
    enter('50');
    const details = await view.findByRole('region', { name: 'Quote details' }, { timeout: 3000 });
    expect(details.textContent).toBe(
      'You receive49.25 PUSDProvider fee0.75 USDNetwork fee0.00 USDTotal50.00 USD',
    );
    expect(await seriousViolations()).toEqual([]);
    await user.click(buy());
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(checkout.location.href).toBe('https://checkout.test/order-1-abcdef'));
    expect((await view.findByRole('status')).textContent).toMatch(/Waiting for your order/);
    ramp.settle('order-1-abcdef', 'completed');
    await waitFor(() => expect(view.getByRole('status').textContent).toBe('49.25 PUSD arrived'), {
      timeout: 3000,
    });
    expect(view.getByRole('button', { name: 'Done' })).toBeTruthy();
  });

  it('an amount below the limit: the message, the field marked, no Buy', async () => {
    const { view, enter, buy } = await openForm();
    enter('5');
    await waitFor(() => expect(buy().textContent).toBe('Minimum amount is 10.00 USD'));
    expect(buy().disabled).toBe(true);
    const amount = view.getByRole('textbox', { name: 'Amount (USD)' });
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(view.getByRole('combobox', { name: 'Pay with' }), { target: { value: 'EUR' } });
    await waitFor(() => expect(buy().textContent).toBe('Minimum amount is 10.00 EUR'));
  });

  it('the limit in the modal’s language: German after a change of locale', async () => {
    const { view, enter, portico } = await openForm();
    enter('5');
    await act(() => portico.setLocale('de'));
    await waitFor(() =>
      expect(
        (view.getByRole('button', { name: 'Der Mindestbetrag ist 10.00 USD' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
    expect(view.getByText('Der Mindestbetrag ist 10.00 USD', { selector: 'p' })).toBeTruthy();
  });

  it('a declined card: the provider’s reason and Retry, which opens a new checkout', async () => {
    const { view, enter, buy, open, ramp, user } = await openForm();
    enter('50');
    await waitFor(() => expect(buy().disabled).toBe(false), { timeout: 3000 });
    await user.click(buy());
    await view.findByRole('status');
    ramp.settle('order-1-abcdef', 'failed', 'Your card was declined.');
    expect((await view.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      'Your card was declined.',
    );
    await user.click(view.getByRole('button', { name: 'Retry' }));
    expect(open).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(ramp.orders.size).toBe(2));
  });
});
