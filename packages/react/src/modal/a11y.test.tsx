import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeConnector } from '../test/fakeAdapter.js';
import { fakeHistoryClient, receivedUsdc } from '../test/fakeHistoryClient.js';
import {
  cleanupPortico,
  devnet,
  modalElement,
  renderPortico,
  seriousViolations,
  testnet,
} from '../test/renderPortico.js';

afterEach(cleanupPortico);

type Setup = ReturnType<typeof renderPortico>;

const connect = (setup: Setup) => act(() => setup.portico.connect(fakeConnector.id));

// [view, options, how to get there, text the view shows]
const views: [string, Parameters<typeof renderPortico>[0], (setup: Setup) => Promise<void>, string][] = [
  [
    'Connect with email and the legal checkbox',
    { features: { email: true, legalCheckbox: true } },
    async ({ portico }) => act(() => portico.open()),
    'I agree to the',
  ],
  ['AllWallets', {}, async ({ portico }) => act(() => portico.open({ view: 'AllWallets' })), 'Fake Wallet'],
  [
    'ConnectingExternal, pending',
    {},
    async ({ portico, wallet }) => {
      wallet.holdRequests();
      await act(() => portico.open({ view: 'ConnectingExternal', data: { connectorId: fakeConnector.id } }));
    },
    'Continue in Fake Wallet',
  ],
  [
    'ConnectingExternal, error',
    {},
    async ({ portico, wallet }) => {
      await act(() => portico.open({ view: 'ConnectingExternal', data: { connectorId: fakeConnector.id } }));
      wallet.rejectNext();
      await act(() => expect(portico.connect(fakeConnector.id)).rejects.toThrow('Connection rejected'));
    },
    'Connection rejected',
  ],
  [
    // No cloud: the Tokens tab alone (its native row), no fiat total.
    'Account',
    {},
    async (setup) => {
      await connect(setup);
      await act(() => setup.portico.open());
    },
    '1.235 ETH',
  ],
  [
    'Account, the Activity tab with a month of transactions and more to load',
    {
      cloudUrl: 'https://cloud.test',
      createCloudClient: () =>
        fakeHistoryClient({ '': { data: [receivedUsdc('a', '2025-06-15T12:00:00Z')], next: 'c2' } }).client,
    },
    async (setup) => {
      await connect(setup);
      await act(() => setup.portico.open());
      act(() => setup.portico.setAccountTab('Activity'));
    },
    'June 2025',
  ],
  [
    'WalletSend, the form with an error',
    {},
    async (setup) => {
      await connect(setup);
      await act(() => setup.portico.open({ view: 'WalletSend' }));
      await waitFor(() => expect(modalElement().textContent).toContain('Preview send'));
      act(() => setup.portico.setSendAmount('1'));
      await act(() => setup.portico.previewSend());
    },
    'An amount and receiver address are required',
  ],
  [
    'WalletReceive',
    {},
    async (setup) => {
      await connect(setup);
      await act(() => setup.portico.open({ view: 'WalletReceive' }));
    },
    'Send only on these networks',
  ],
  ['Networks', {}, async ({ portico }) => act(() => portico.open({ view: 'Networks' })), 'Portico Testnet'],
  [
    'SwitchNetwork, pending',
    {},
    async (setup) => {
      await connect(setup);
      setup.wallet.holdRequests();
      await act(() => setup.portico.open({ view: 'SwitchNetwork', data: { network: testnet } }));
    },
    'Approve the network switch in your wallet',
  ],
  [
    'SwitchActiveChain',
    {},
    async ({ portico }) =>
      act(() =>
        portico.open({ view: 'SwitchActiveChain', data: { switchToChain: 'solana', network: devnet } }),
      ),
    'Switch to Solana',
  ],
  [
    'UnsupportedChain',
    {},
    async (setup) => {
      await connect(setup);
      act(() => setup.wallet.jumpToChain(999));
    },
    "doesn't support your current network",
  ],
  [
    'ProfileWallets (multi-wallet)',
    { features: { multiWallet: true } },
    async (setup) => {
      await connect(setup);
      await act(() => setup.portico.open({ view: 'ProfileWallets' }));
    },
    'Add wallet',
  ],
  [
    'ConnectingWalletConnectBasic with a pairing URI (the QR code)',
    { manualWCControl: true },
    async ({ portico }) => act(() => portico.open({ uri: 'wc:7f6e@2?relay-protocol=irn&symKey=aa' })),
    'Scan this QR code',
  ],
  [
    'EmailLogin at its email step',
    {},
    async ({ portico }) => act(() => portico.open({ view: 'EmailLogin' })),
    'Continue',
  ],
  [
    'ApproveTransaction with nothing waiting',
    {},
    async ({ portico }) => act(() => portico.open({ view: 'ApproveTransaction' })),
    'No request is waiting.',
  ],
  [
    '§8 with the Project ID Not Configured alert',
    { projectId: '' },
    async ({ portico }) => act(() => portico.open()),
    'Project ID Not Configured',
  ],
  ['embedded', { embedded: true }, async () => {}, 'Fake Wallet'],
];

describe('accessibility (axe-core)', () => {
  it.each(views)('%s: no serious or critical violations', async (_, options, show, text) => {
    const setup = renderPortico(options);
    await show(setup);
    // Lazy views and the data they load settle before axe looks (a first import can take seconds on a loaded machine).
    await waitFor(() => expect(modalElement().textContent).toContain(text), { timeout: 5_000 });
    await waitFor(() => expect(modalElement().querySelector('[aria-busy="true"]')).toBeNull());
    expect(await seriousViolations()).toEqual([]);
  });
});
