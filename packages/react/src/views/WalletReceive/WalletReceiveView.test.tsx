import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeAddress } from '../../test/fakeAdapter.js';
import { cleanupPortico, connectAndOpen, renderPortico } from '../../test/renderPortico.js';

afterEach(cleanupPortico);

describe('Receive, from the Account view’s wallet features', () => {
  it('§9 the Account view offers Receive then Send; Receive shows the address, its QR code and the networks', async () => {
    const rendered = renderPortico();
    await connectAndOpen(rendered);
    const account = rendered.modal().getByRole('dialog', { name: 'Account' });
    // The feature buttons load on demand.
    const features = within(await within(account).findByRole('navigation', { name: 'Wallet features' }));
    expect(features.getAllByRole('button').map((button) => button.textContent)).toEqual(['Receive', 'Send']);
    await rendered.user.click(features.getByRole('button', { name: 'Receive' }));

    const receive = () => within(rendered.modal().getByRole('dialog', { name: 'Receive' }));
    await waitFor(() => receive().getByRole('img', { name: 'QR code of your address' }));
    expect(rendered.modal().getByRole('dialog', { name: 'Receive' }).textContent).toContain(fakeAddress);
    expect(receive().getByRole('button', { name: 'Copy address' })).toBeTruthy();
    expect(
      receive().getByRole('list', { name: 'Send only on these networks:' }).querySelectorAll('li').length,
    ).toBe(2);
  });

  it('a feature turned off is not offered', async () => {
    const rendered = renderPortico({ features: { send: false } });
    await connectAndOpen(rendered);
    const features = within(await rendered.modal().findByRole('navigation', { name: 'Wallet features' }));
    expect(features.getAllByRole('button').map((button) => button.textContent)).toEqual(['Receive']);
  });
});
