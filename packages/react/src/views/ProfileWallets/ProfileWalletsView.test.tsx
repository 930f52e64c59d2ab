import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeAdapter, fakeConnector } from '../../test/fakeAdapter.js';
import { cleanupPortico, renderPortico } from '../../test/renderPortico.js';

afterEach(cleanupPortico);

const second = {
  connector: { id: 'io.portico.second', name: 'Second Wallet', type: 'ANNOUNCED', chain: 'eip155' } as const,
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
};

/** Two injected wallets, both connected under multi-wallet; the second is current. */
async function twoWallets() {
  const first = createFakeAdapter();
  const other = createFakeAdapter(second);
  const rendered = renderPortico({
    features: { multiWallet: true },
    adapters: [first.adapter],
    connectors: [first.source, other.source],
  });
  await act(() => rendered.portico.connect(fakeConnector.id));
  await act(() => rendered.portico.connect(second.connector.id));
  await rendered.user.click(screen.getByRole('button', { name: /^0x70…dc79C8/ }));
  await rendered.user.click(rendered.modal().getByRole('button', { name: 'Connected wallets' }));
  await rendered.modal().findByRole('list', { name: 'Connected wallets' });
  return rendered;
}

describe('the ProfileWallets view (§6 multi-wallet)', () => {
  it('lists each connected wallet with its namespace and address, the current one marked', async () => {
    const { modal } = await twoWallets();
    const rows = within(modal().getByRole('list', { name: 'Connected wallets' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Second WalletEVM · 0x70…dc79C8 · Active'),
      expect.stringContaining('Fake WalletEVM · 0xf3…b92266'),
    ]);
    expect(rows[0]?.getAttribute('aria-current')).toBe('true');
  });

  it('switches the current wallet; the page button follows', async () => {
    const { modal, user, portico } = await twoWallets();
    await user.click(modal().getByRole('button', { name: 'Switch to Fake Wallet' }));
    expect(portico.getState().connection.connectorIds.eip155).toBe(fakeConnector.id);
    expect(screen.getByRole('button', { name: /^0xf3…b92266/ })).toBeTruthy();
    expect(modal().queryByRole('button', { name: 'Switch to Fake Wallet' })).toBeNull();
  });

  it('disconnects one wallet and keeps the other; Add wallet opens Connect', async () => {
    const { modal, user, portico } = await twoWallets();
    await user.click(modal().getByRole('button', { name: 'Disconnect Second Wallet' }));
    const rows = within(modal().getByRole('list', { name: 'Connected wallets' })).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(portico.getState().connection.connectorIds.eip155).toBe(fakeConnector.id);
    await user.click(modal().getByRole('button', { name: 'Add wallet' }));
    expect(portico.getState().router.view).toBe('Connect');
  });
});
