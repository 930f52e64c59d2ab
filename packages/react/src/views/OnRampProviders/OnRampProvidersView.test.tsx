import { act, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeConnector } from '../../test/fakeAdapter.js';
import { fakeOnrampClient } from '../../test/fakeOnrampClient.js';
import { cleanupPortico, renderPortico, seriousViolations } from '../../test/renderPortico.js';

afterEach(() => {
  cleanupPortico();
  vi.restoreAllMocks();
});

/** Connected with a cloud offering the devnet ramp; the Account view open once its wallet features show. */
async function openAccount() {
  const ramp = fakeOnrampClient();
  const rendered = renderPortico({ cloudUrl: 'https://cloud.test', createCloudClient: () => ramp.client });
  await act(() => rendered.portico.connect(fakeConnector.id));
  await act(() => rendered.portico.open({ view: 'Account' }));
  const features = await rendered.modal().findByRole('navigation', { name: 'Wallet features' });
  return { ...rendered, ramp, features: within(features) };
}

describe('Buy crypto: the providers', () => {
  it('§9 the Account view offers Buy crypto first; it lists the providers with their limits and fees', async () => {
    const { features, modal, user } = await openAccount();
    await waitFor(() =>
      expect(features.getAllByRole('button').map((button) => button.textContent)).toEqual([
        'Buy crypto',
        'Receive',
        'Send',
      ]),
    );
    await user.click(features.getByRole('button', { name: 'Buy crypto' }));
    const view = within(await modal().findByRole('dialog', { name: 'Buy Crypto' }));
    const provider = await view.findByRole('button', {
      name: 'Portico Devnet Ramp Card 10.00–7500.00 USD · fees 1–2 %',
    });
    expect(await seriousViolations()).toEqual([]);
    await user.click(provider);
    await waitFor(() => expect(view.getByRole('combobox', { name: 'Pay with' })).toBeTruthy());
  });

  it('no providers offered: says so', async () => {
    const { portico, modal, ramp } = await openAccount();
    ramp.client.getProjectConfig = async () => {
      const { features } = await fakeOnrampClient().client.getProjectConfig();
      return { features: { ...features, onramp: false } };
    };
    await act(() => portico.open({ view: 'OnRampProviders' }));
    const view = within(await modal().findByRole('dialog', { name: 'Buy Crypto' }));
    expect(await view.findByText('No providers are offered.')).toBeTruthy();
  });

  it('§3 the account’s purchases are listed under Recent purchases, newest first, with their status', async () => {
    const ramp = fakeOnrampClient();
    const purchase = (id: string, minedAt: string, status: string, numeric: string) => ({
      id,
      metadata: {
        minedAt,
        chain: 'eip155:31337',
        operationType: 'receive',
        status,
        sentFrom: 'devnet-ramp',
        sentTo: '0x',
      },
      transfers: [{ direction: 'in' as const, quantity: { numeric }, fungible_info: { symbol: 'PUSD' } }],
    });
    ramp.client.getOnrampHistory = async () => ({
      data: [
        purchase('order-2', '2026-12-05T10:00:00.000Z', 'pending', '98.5'),
        purchase('order-1', '2026-12-04T10:00:00.000Z', 'confirmed', '49.25'),
      ],
      next: null,
    });
    const { portico, modal } = renderPortico({
      cloudUrl: 'https://cloud.test',
      createCloudClient: () => ramp.client,
    });
    await act(() => portico.connect(fakeConnector.id));
    await act(() => portico.open({ view: 'OnRampProviders' }));
    const view = within(await modal().findByRole('dialog', { name: 'Buy Crypto' }));
    const list = within(await view.findByRole('region', { name: 'Recent purchases' }));
    const items = list.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatch(/^98\.5 PUSD · Portico Devnet RampPending · /);
    expect(items[1]).toMatch(/^49\.25 PUSD · Portico Devnet RampCompleted · /);
  });
});
