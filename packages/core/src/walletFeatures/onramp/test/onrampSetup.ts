import { vi } from 'vitest';
import { fakeCloud } from '../../../cloud/client/test/fakeCloud.js';
import type { FakeOnrampProvider } from '../../../cloud/client/test/fakeOnramp.js';
import type { OnrampOptionsResponse } from '../../../cloud/wire/onramp.js';
import type { RemoteFeatures } from '../../../cloud/wire/remoteConfig.js';
import { solana } from '../../../domain/networks/solana.js';
import { recordingLogger } from '../../../portico/test/recordingLogger.js';
import { devnet, setupConnected, withFakeCloud } from '../../../portico/test/setupPortico.js';
import { constants } from '../../../shared/constants.js';

const limits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
];

/** The devnet ramp's options: USD and EUR, pUSD on devnet and SOL on Solana. */
export const devnetRampOptions: OnrampOptionsResponse = {
  paymentCurrencies: [
    { id: 'EUR', payment_method_limits: limits },
    { id: 'USD', payment_method_limits: limits },
  ],
  purchaseCurrencies: [
    {
      id: 'PUSD',
      name: 'Portico USD',
      symbol: 'PUSD',
      networks: [
        {
          name: 'portico-devnet',
          display_name: 'Portico Devnet',
          chain_id: devnet.caipNetworkId,
          contract_address: '0xe7f1',
        },
      ],
    },
    {
      id: 'SOL',
      name: 'Solana',
      symbol: 'SOL',
      networks: [
        { name: 'solana', display_name: 'Solana', chain_id: solana.caipNetworkId, contract_address: '' },
      ],
    },
  ],
};

/** A checkout window as the test's fake `window.open` gives it: where it was sent, and whether it was closed. */
interface FakeCheckoutWindow {
  location: { href: string };
  closed: boolean;
  close(): void;
}

/**
 * MetaMask connected on devnet with Portico Cloud offering the on-ramp `providers` (the devnet ramp by default);
 * `window.open` is a fake that records the checkout windows (null: the pop-up blocker refused).
 */
export async function setupOnramp({
  providers = { 'devnet-ramp': { options: devnetRampOptions } } as Record<string, FakeOnrampProvider>,
  remote = Object.keys(providers) as unknown,
  blocked = false,
} = {}) {
  const features = { ...constants.defaults.remoteFeatures, onramp: remote } as RemoteFeatures;
  const cloud = fakeCloud([], {
    supportedChains: [devnet.caipNetworkId],
    features,
    onramp: providers,
    balances: { '0xa11ce': [] },
  });
  const onramp = cloud.onramp;
  if (!onramp) throw new Error('no on-ramp');
  const windows: FakeCheckoutWindow[] = [];
  vi.stubGlobal('window', {
    open: vi.fn(() => {
      if (blocked) return null;
      const checkout: FakeCheckoutWindow = {
        location: { href: 'about:blank' },
        closed: false,
        close() {
          checkout.closed = true;
        },
      };
      windows.push(checkout);
      return checkout;
    }),
  });
  const log = recordingLogger();
  const setup = await setupConnected({ ...withFakeCloud(cloud), logger: log.logger });
  const { portico } = setup;
  /** Opens the providers view and waits for the providers' options. */
  const open = async () => {
    await portico.open({ view: 'OnRampProviders' });
    await vi.waitFor(() => {
      const state = portico.getState().onramp;
      if (state.optionsLoading !== false) throw new Error('options loading');
    });
  };
  /** Opens the form of `provider` with `amount` typed, and waits for its quote. */
  const quoted = async (amount: string, provider = 'devnet-ramp') => {
    await open();
    await portico.selectOnrampProvider(provider);
    portico.setOnrampAmount(amount);
    return portico.refreshOnrampQuote();
  };
  return { ...setup, cloud, onramp, windows, open, quoted, log };
}
