import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeConnector } from '../../test/fakeAdapter.js';
import { fakeHistoryClient } from '../../test/fakeHistoryClient.js';
import { cleanupPortico, renderPortico } from '../../test/renderPortico.js';

afterEach(cleanupPortico);

const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

async function openSend(options: Parameters<typeof renderPortico>[0] = {}) {
  const rendered = renderPortico(options);
  await act(() => rendered.portico.connect(fakeConnector.id));
  await act(() => rendered.portico.open({ view: 'WalletSend' }));
  const dialog = () => rendered.modal().getByRole('dialog', { name: 'Send' });
  // The view loads on demand.
  await waitFor(() => expect(dialog().querySelector('form')).not.toBeNull());
  const form = within(dialog());
  // user-event's typing does not reach React inputs in the modal's shadow root here: change events do.
  const enter = (name: string, value: string) =>
    fireEvent.change(form.getByRole('textbox', { name }), { target: { value } });
  const preview = async () => {
    await rendered.user.click(form.getByRole('button', { name: 'Preview send' }));
    const review = () => rendered.modal().getByRole('dialog', { name: 'Review Send' });
    // The preview loads on demand too.
    await waitFor(() => within(review()).getByRole('region', { name: 'Send summary' }));
    return within(review());
  };
  return { ...rendered, form, enter, preview };
}

describe('the Send views', () => {
  it('a native send: token, amount, receiver, a preview with the fee, send, then the hash', async () => {
    const { form, enter, preview, user, wallet } = await openSend();
    expect((form.getByRole('combobox', { name: 'Token' }) as HTMLSelectElement).value).toBe('native');
    enter('Amount', '0.5');
    enter('Receiver address', bob);
    const review = await preview();
    const summary = review.getByRole('region', { name: 'Send summary' }).textContent ?? '';
    expect(summary).toContain('0.5 ETH');
    expect(summary).toContain(bob);
    expect(summary).toContain('up to 0.000042 ETH');
    await user.click(review.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(review.getByRole('status').textContent).toContain(`0x${'ab'.repeat(32)}`));
    expect(wallet.transfers).toEqual([{ to: bob, decimals: 18, amount: 500_000_000_000_000_000n }]);
  });

  it('shows the §5 error where the visitor can act on it, and keeps the form', async () => {
    const { form, enter, user } = await openSend();
    enter('Amount', '0.5');
    await user.click(form.getByRole('button', { name: 'Preview send' }));
    expect((await form.findByRole('alert')).textContent).toBe('An amount and receiver address are required');
    expect((form.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('0.5');
  });

  it('Max fills the native balance less the network fee', async () => {
    const { form, user } = await openSend();
    await user.click(form.getByRole('button', { name: 'Max' }));
    await waitFor(() =>
      expect((form.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('1.23452589'),
    );
  });

  it('a rejection in the wallet stays on the preview with a clear message; Send again sends', async () => {
    const { enter, preview, user, wallet } = await openSend();
    enter('Amount', '0.1');
    enter('Receiver address', bob);
    const review = await preview();
    wallet.rejectNext();
    await user.click(review.getByRole('button', { name: 'Send' }));
    expect((await review.findByRole('alert')).textContent).toBe('The transaction was rejected in the wallet');
    await user.click(review.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(wallet.transfers).toHaveLength(1));
  });
});

describe('the receiver: a name with Portico Cloud, an address only without', () => {
  it('with a cloud an eip155 receiver may be a name', async () => {
    const { form } = await openSend({
      cloudUrl: 'https://cloud.test',
      createCloudClient: () => fakeHistoryClient({}).client,
    });
    expect(form.getByRole('textbox', { name: 'Receiver address or name' })).toBeTruthy();
  });

  it('without a backend a typed name is not looked up: no error, no alert, until preview asks for an address', async () => {
    const { form, enter, portico, user } = await openSend();
    enter('Receiver address', 'alice.eth');
    enter('Amount', '0.1');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(portico.getState().send.resolvedReceiver).toBeUndefined();
    expect(portico.getState().alerts.alert).toBeUndefined();
    expect(form.queryByRole('alert')).toBeNull();
    await user.click(form.getByRole('button', { name: 'Preview send' }));
    expect((await form.findByRole('alert')).textContent).toMatch(/^Enter a valid .* address$/);
  });
});
