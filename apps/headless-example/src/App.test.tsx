import { createPortico, porticoDevnet } from '@portico/core';
import { HeadlessPorticoProvider } from '@portico/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
// The React package's in-memory wallet (a connector source and a chain adapter), as its own tests use it.
import { createFakeAdapter } from '../../../packages/react/src/test/fakeAdapter.js';
import { App } from './App.js';

afterEach(cleanup);

describe('the headless example', () => {
  it('connects through its own dialog, shows the balance and disconnects, with no Portico modal on the page', async () => {
    const wallet = createFakeAdapter();
    const portico = createPortico({
      projectId: 'test',
      networks: [porticoDevnet(0)],
      adapters: [wallet.adapter],
      connectors: [wallet.source],
      enableReconnect: false,
      loadRegistrySnapshot: async () => [],
    });
    const user = userEvent.setup();
    render(
      <HeadlessPorticoProvider portico={portico}>
        <App />
      </HeadlessPorticoProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Connect wallet' }));
    const dialog = screen.getByRole('dialog', { name: 'Connect a wallet' });
    await user.click(await within(dialog).findByRole('button', { name: 'Fake Wallet' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Balance' }).textContent).toBe('1.234 ETH'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('[data-portico-modal]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Disconnect 0xf3…b92266' }));
    expect(await screen.findByRole('button', { name: 'Connect wallet' })).toBeTruthy();
    portico.destroy();
  });
});
