import type { PorticoOptions } from '@portico/core';
import { registryWallet } from '@portico/testing/registry';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeadlessPorticoProvider } from '../PorticoProvider/HeadlessPorticoProvider.js';
import { createFakeAdapter, fakeAddress } from '../test/fakeAdapter.js';
import { embeddedEmail, fakeEmbeddedWallet } from '../test/fakeEmbeddedWallet.js';
import { fakeWalletConnect } from '../test/fakeWalletConnect.js';
import { cleanupPortico, createTestPortico, devnet, testnet } from '../test/renderPortico.js';
import { useAccount } from './useAccount.js';
import { useBalances } from './useBalances.js';
import { useConnect } from './useConnect.js';
import { useConnectors } from './useConnectors.js';
import { useEmailLogin } from './useEmailLogin.js';
import { useNetworks } from './useNetworks.js';
import { usePairingUri } from './usePairingUri.js';
import { useSend } from './useSend.js';
import { useSocialLogin } from './useSocialLogin.js';
import { useSwitchNetwork } from './useSwitchNetwork.js';
import { useWallets } from './useWallets.js';

afterEach(() => {
  vi.restoreAllMocks();
  cleanupPortico();
});

/** A dApp's own UI on the hooks, under the provider that renders no modal. */
function renderHeadless(ui: ReactNode, options: Partial<PorticoOptions> = {}) {
  const { portico, wallet } = createTestPortico(options);
  render(<HeadlessPorticoProvider portico={portico}>{ui}</HeadlessPorticoProvider>);
  return { portico, wallet, user: userEvent.setup() };
}

function AccountLine() {
  const { status, address } = useAccount();
  return <output aria-label="Account">{status === 'connected' ? address : status}</output>;
}

function WalletPicker() {
  const { methods, wallets } = useConnectors();
  const { connectWallet } = useConnect();
  return (
    <section aria-label="Connect">
      <p>{methods.join(', ')}</p>
      <ul aria-label="Wallets">
        {wallets.map((wallet) => (
          <li key={wallet.id}>
            <button type="button" onClick={() => void connectWallet(wallet)}>
              {wallet.name}
            </button>
          </li>
        ))}
      </ul>
      <AccountLine />
    </section>
  );
}

describe('headless hooks under HeadlessPorticoProvider (no modal)', () => {
  it('useConnectors lists the wallets and methods; useConnect connects the one clicked', async () => {
    const { user } = renderHeadless(<WalletPicker />);
    expect(screen.getByText('wallet')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Fake Wallet' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Account' }).textContent).toBe(fakeAddress),
    );
    expect(document.querySelector('[data-portico-modal]')).toBeNull();
  });

  it('useWallets pages the registry and searches it', async () => {
    function AllWallets() {
      const [search, setSearch] = useState('');
      const [page, setPage] = useState(1);
      const { wallets, count, hasMore } = useWallets({ search, page });
      return (
        <>
          <input aria-label="Search wallets" value={search} onChange={(e) => setSearch(e.target.value)} />
          <ul aria-label="All wallets">
            {wallets.map((wallet) => (
              <li key={wallet.id}>{wallet.name}</li>
            ))}
          </ul>
          <output aria-label="Count">{count}</output>
          {hasMore ? (
            <button type="button" onClick={() => setPage(page + 1)}>
              More
            </button>
          ) : null}
        </>
      );
    }
    const snapshot = Array.from({ length: 45 }, (_, i) => ({
      ...registryWallet(i + 1),
      chains: ['eip155:31337' as const],
      order: i + 1,
      image: '',
    }));
    const { user } = renderHeadless(<AllWallets />, {
      loadRegistrySnapshot: async () => snapshot,
      loadImage: async () => {},
    });
    const list = await screen.findByRole('list', { name: 'All wallets' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(41));
    expect(screen.getByRole('status', { name: 'Count' }).textContent).toBe('45');
    await user.click(screen.getByRole('button', { name: 'More' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(46));
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Search wallets' }), 'Wallet 44');
    await waitFor(
      () =>
        expect(
          within(list)
            .getAllByRole('listitem')
            .map((item) => item.textContent),
        ).toEqual(['Wallet 44']),
      {
        timeout: 2000,
      },
    );
  });

  it('useWallets loads every page up to the one asked for, also when the ask jumps while a page loads', async () => {
    function Pages() {
      const [page, setPage] = useState(1);
      const { wallets, page: loaded } = useWallets({ page });
      return (
        <>
          <output aria-label="Rows">{wallets.length}</output>
          <output aria-label="Pages">{loaded}</output>
          <button type="button" onClick={() => setPage(3)}>
            Third page
          </button>
        </>
      );
    }
    const snapshot = Array.from({ length: 100 }, (_, i) => ({
      ...registryWallet(i + 1),
      chains: ['eip155:31337' as const],
      order: i + 1,
      image: '',
    }));
    let release = () => {};
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user } = renderHeadless(<Pages />, {
      loadRegistrySnapshot: async () => {
        await arrived;
        return snapshot;
      },
      loadImage: async () => {},
    });
    await user.click(screen.getByRole('button', { name: 'Third page' }));
    release();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Pages' }).textContent).toBe('3'));
    expect(Number(screen.getByRole('status', { name: 'Rows' }).textContent)).toBeGreaterThan(100);
  });

  it('usePairingUri gives the WalletConnect URI to draw as a QR code, until the wallet approves', async () => {
    function Pairing() {
      const { uri, canPair, pair } = usePairingUri();
      return (
        <>
          <button type="button" disabled={!canPair} onClick={() => void pair()}>
            Pair
          </button>
          <output aria-label="Pairing URI">{uri ?? ''}</output>
          <AccountLine />
        </>
      );
    }
    const walletConnect = fakeWalletConnect();
    const wallet = createFakeAdapter();
    const { user } = renderHeadless(<Pairing />, {
      adapters: [wallet.adapter],
      connectors: [wallet.source, walletConnect.source],
    });
    await user.click(await screen.findByRole('button', { name: 'Pair' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Pairing URI' }).textContent).toMatch(/^wc:headless@2/),
    );
    await act(async () => walletConnect.approve());
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Account' }).textContent).toBe(fakeAddress),
    );
  });

  it('useEmailLogin: email, then the code, then connected; useSocialLogin lists and starts the providers', async () => {
    function EmailForm() {
      const login = useEmailLogin();
      const social = useSocialLogin();
      const [value, setValue] = useState('');
      const submit = login.step === 'email' ? login.submitEmail : login.submitOtp;
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit(value).then(() => setValue(''));
          }}
        >
          <label>
            {login.step === 'email' ? 'Email' : 'Code'}
            <input value={value} onChange={(event) => setValue(event.target.value)} />
          </label>
          <button type="submit">Continue</button>
          {social.providers.map((provider) => (
            <button key={provider} type="button" onClick={() => void social.connect(provider)}>
              {`Log in with ${provider}`}
            </button>
          ))}
          <output aria-label="Social step">{social.provider ? social.step : ''}</output>
          <AccountLine />
        </form>
      );
    }
    const embedded = fakeEmbeddedWallet({ socials: ['google', 'farcaster'] });
    const wallet = createFakeAdapter();
    const { user, portico } = renderHeadless(<EmailForm />, {
      adapters: [wallet.adapter],
      connectors: [wallet.source, embedded.source],
      ...embedded.options,
    });
    await act(() => portico.ready);
    const popup = { location: { href: '' }, closed: false, close: vi.fn(() => (popup.closed = true)) };
    vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    await user.click(await screen.findByRole('button', { name: 'Log in with google' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Social step' }).textContent).toBe('popup'),
    );
    await act(async () => embedded.answerSocial(new Error('Popup closed')));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Social step' }).textContent).toBe('failed'),
    );
    act(() => portico.resetSocialLogin());
    // Farcaster opens no window: its relay channel waits for the Farcaster app.
    await user.click(screen.getByRole('button', { name: 'Log in with farcaster' }));
    await waitFor(() => expect(embedded.calls).toContain('connectFarcaster'));
    await act(async () => embedded.answerFarcaster(new Error('Failed to connect to farcaster')));
    await waitFor(() => expect(portico.getState().embeddedWallet.farcaster.step).toBe('failed'));

    await user.type(screen.getByRole('textbox', { name: 'Email' }), embeddedEmail);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Account' }).textContent).toMatch(/^0x/));
  });

  it('useNetworks lists the networks; useSwitchNetwork switches without any view', async () => {
    function NetworkMenu() {
      const { networks, activeNetwork } = useNetworks();
      const { switchNetwork, isPending } = useSwitchNetwork();
      return (
        <>
          <output aria-label="Active network">{activeNetwork.name}</output>
          {networks.map((network) => (
            <button
              key={network.caipNetworkId}
              type="button"
              disabled={isPending}
              onClick={() => void switchNetwork(network)}
            >
              {`Switch to ${network.name}`}
            </button>
          ))}
        </>
      );
    }
    const { user, portico } = renderHeadless(<NetworkMenu />);
    expect(screen.getByRole('status', { name: 'Active network' }).textContent).toBe(devnet.name);
    await user.click(screen.getByRole('button', { name: `Switch to ${testnet.name}` }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Active network' }).textContent).toBe(testnet.name),
    );
    expect(portico.getState().modal.open).toBe(false);
  });

  it('useBalances and useSend: the native coin, then a send previewed with its fee and confirmed', async () => {
    function Wallet() {
      const { tokens } = useBalances();
      const send = useSend();
      return (
        <>
          <ul aria-label="Balances">
            {tokens.map((token) => (
              <li key={token.key}>{`${token.quantity} ${token.symbol}`}</li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => {
              const [native] = send.tokens;
              if (native) send.setToken(native);
              send.setAmount('0.1');
              send.setReceiver('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
              void send.preview();
            }}
          >
            Preview
          </button>
          <output aria-label="Fee">{send.fee ? `${send.fee.amount} ${send.fee.symbol}` : ''}</output>
          <button type="button" onClick={() => void send.confirm()}>
            Send
          </button>
          <output aria-label="Sent">{send.sent?.hash ?? send.error ?? ''}</output>
        </>
      );
    }
    const { user, portico, wallet } = renderHeadless(<Wallet />);
    await act(() => portico.connect('io.portico.fake'));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Fee' }).textContent).toBe('0.000042 ETH'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Sent' }).textContent).toMatch(/^0x(ab|cd)+$/),
    );
    expect(wallet.transfers.length + wallet.transactions.length).toBe(1);
    expect(screen.getByRole('list', { name: 'Balances' })).toBeTruthy();
  });
});
