import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeConnector } from '../test/fakeAdapter.js';
import { fakeHistoryClient } from '../test/fakeHistoryClient.js';
import { cleanupPortico, renderPortico } from '../test/renderPortico.js';
import { ConnectButton } from './ConnectButton.js';

afterEach(cleanupPortico);

describe('ConnectButton', () => {
  it('opens the modal on Connect while disconnected, and says so while connecting', async () => {
    const { user, modal, portico, wallet } = renderPortico();
    const release = wallet.holdRequests();
    let connecting: Promise<void> = Promise.resolve();
    act(() => {
      connecting = portico.connect(fakeConnector.id);
    });
    expect(screen.getByRole('button', { name: 'Connecting…' }).getAttribute('aria-busy')).toBe('true');
    release();
    await act(() => connecting);
    await act(() => portico.disconnect());
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(modal().getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
  });

  it.each([
    ['§5 rounds down', '1.23456789', '1.234 ETH'],
    ['§5 never rounds up', '0.9999', '0.999 ETH'],
    ['§5 pads to 3 decimals', '2', '2.000 ETH'],
  ])('%s: connected, it shows the truncated address and %s → %s', async (_, balance, shown) => {
    const { portico, wallet } = renderPortico();
    wallet.setBalance(balance);
    await act(() => portico.connect(fakeConnector.id));
    expect(screen.getByRole('button', { name: `0xf3…b92266 ${shown}` })).toBeTruthy();
  });

  it('§4 connected on a named account, it shows the name and the avatar instead of the address', async () => {
    const { client } = fakeHistoryClient({ '': { data: [], next: null } });
    const avatar = 'data:image/svg+xml;base64,PHN2Zy8+';
    client.getIdentity = async () => ({ name: 'alice.portico.eth', avatar });
    const { portico, user, modal } = renderPortico({
      cloudUrl: 'https://cloud.test',
      createCloudClient: () => client,
    });
    await act(() => portico.connect(fakeConnector.id));
    const button = await screen.findByRole('button', { name: 'alice.portico.eth 1.234 ETH' });
    expect(button.querySelector('img')?.getAttribute('src')).toBe(avatar);
    await user.click(button);
    const account = modal().getByRole('dialog', { name: 'Account' });
    expect(
      within(account).getByRole('img', { name: 'Avatar of alice.portico.eth' }).getAttribute('src'),
    ).toBe(avatar);
    expect(account.textContent).toContain('alice.portico.eth');
  });

  it('takes its label from props', () => {
    renderPortico({}, <ConnectButton label="Sign in" />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});

describe('NetworkButton', () => {
  it('shows the active network and opens the network list', async () => {
    const { user, modal } = renderPortico();
    await user.click(screen.getByRole('button', { name: 'Portico Devnet' }));
    expect(modal().getByRole('dialog', { name: 'Choose Network' })).toBeTruthy();
  });

  it('a render function draws the dApp’s own button from its state, with the modal’s ways in (headless)', async () => {
    const renders: string[] = [];
    const { portico, user, modal } = renderPortico(
      {},
      <ConnectButton>
        {({ status, account, network, open, openNetworks }) => {
          renders.push(status);
          return (
            <div>
              <button type="button" onClick={open}>
                {account
                  ? `${account.displayName} · ${account.balance} ${account.balanceSymbol}`
                  : `Sign in (${status})`}
              </button>
              <button type="button" onClick={openNetworks}>
                {network.name}
              </button>
            </div>
          );
        }}
      </ConnectButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Sign in (disconnected)' }));
    expect(modal().getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
    await act(() => portico.close());
    await act(() => portico.connect(fakeConnector.id));
    const account = screen.getByRole('button', { name: '0xf3…b92266 · 1.234 ETH' });
    const before = renders.length;
    await user.click(
      screen.getByRole('button', { name: portico.getState().networks.activeCaipNetwork.name }),
    );
    expect(modal().getByRole('dialog', { name: 'Choose Network' })).toBeTruthy();
    // Opening the modal changes nothing the button shows: it is not drawn again.
    expect(renders.length).toBe(before);
    await act(() => portico.close());
    await user.click(account);
    expect(modal().getByRole('dialog', { name: 'Account' })).toBeTruthy();
  });
});
