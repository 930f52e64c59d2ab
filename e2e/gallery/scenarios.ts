import {
  browserOnlySiwx,
  type CloudClient,
  constants,
  ethereum,
  type Network,
  type Portico,
  type PorticoOptions,
  type SocialLoginProvider,
} from '@portico/core';
import { type createFakeAdapter, fakeConnector } from '../../packages/react/src/test/fakeAdapter.js';
import { fakeEmbeddedWallet } from '../../packages/react/src/test/fakeEmbeddedWallet.js';
import { fakeHistoryClient, receivedUsdc } from '../../packages/react/src/test/fakeHistoryClient.js';
import { fakeOnrampClient } from '../../packages/react/src/test/fakeOnrampClient.js';
import { fakeSwapClient } from '../../packages/react/src/test/fakeSwapClient.js';
import { fakeWalletConnect } from '../../packages/react/src/test/fakeWalletConnect.js';

/** What a scenario gets from the gallery page (main.tsx) to reach its view. */
export interface Stage {
  /** The fake injected wallet ("Fake Wallet") the Portico is created with. */
  wallet: ReturnType<typeof createFakeAdapter>;
  devnet: Network;
  testnet: Network;
  /** Creates the Portico (the gallery's defaults, then `options`), renders it and waits until it is ready. */
  start(options?: Partial<PorticoOptions>): Promise<Portico>;
  /** Clicks the modal's button named `name` (its aria-label, else its text) once it shows and is enabled. */
  click(name: string | RegExp): Promise<void>;
  /** Waits until the modal shows the button named `name`. */
  button(name: string | RegExp): Promise<void>;
  /** Types `value` into the modal's field labelled `label`, as a visitor's typing would. */
  fill(label: string, value: string): Promise<void>;
  /** Waits until the modal shows `text`. */
  text(text: string): Promise<void>;
  /** Waits until `condition` holds. */
  until(condition: () => unknown, what: string): Promise<void>;
}

/** Builds one view in English (the gallery then shows it in the locale asked for). */
type Scenario = (stage: Stage) => Promise<void>;

const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const txHash = `0x${'cd'.repeat(32)}`;

/**
 * The cloud's URL: the gallery's own server, which answers 404 to the image routes at once (the modal then shows
 * its fallbacks), so nothing is asked of another host and the images settle before the screenshot.
 */
const galleryCloudUrl = () => location.origin;

/** The registry lists no wallet: only the page's own connectors show, without images from elsewhere. */
const emptyRegistry: Pick<CloudClient, 'getWallets'> = {
  getWallets: async () => ({ data: [], count: 0 }),
};

/** Portico Cloud with balances and prices, swaps, the devnet ramp and a short history (the React tests' fakes). */
function cloud(): Partial<PorticoOptions> {
  const ramp = fakeOnrampClient().client;
  const history = fakeHistoryClient({
    '': {
      data: [
        receivedUsdc('a', '2025-06-18T09:30:00Z'),
        receivedUsdc('b', '2025-06-02T16:00:00Z'),
        receivedUsdc('c', '2025-05-21T08:15:00Z'),
      ],
      next: null,
    },
  }).client;
  const client: CloudClient = {
    ...fakeSwapClient(),
    ...emptyRegistry,
    getOnrampOptions: ramp.getOnrampOptions,
    getOnrampQuote: ramp.getOnrampQuote,
    createOnrampUrl: ramp.createOnrampUrl,
    getOnrampOrder: ramp.getOnrampOrder,
    getAccountHistory: history.getAccountHistory,
    getProjectConfig: async () => ({
      features: {
        ...constants.defaults.remoteFeatures,
        swaps: ['aggregator'],
        onramp: ['devnet-ramp'],
        email: false,
        socials: false,
        reownBranding: false,
      },
    }),
  };
  return { cloudUrl: galleryCloudUrl(), createCloudClient: () => client };
}

/** The fake embedded wallet (email, and the social logins of `socials`) beside the fake injected wallet. */
function embedded(stage: Stage, socials?: readonly SocialLoginProvider[]) {
  const wallet = fakeEmbeddedWallet({ socials });
  const createClient = wallet.options.createCloudClient;
  if (!createClient) throw new Error('the fake embedded wallet has no cloud client');
  const options: Partial<PorticoOptions> = {
    ...wallet.options,
    cloudUrl: galleryCloudUrl(),
    createCloudClient: (...args) => ({ ...createClient(...args), ...emptyRegistry }),
    connectors: [stage.wallet.source, wallet.source],
  };
  return { wallet, options };
}

const connectFake = (portico: Portico) => portico.connect(fakeConnector.id);

/** Connects the fake wallet and opens `view` once the account's balances are in. */
async function connectedOn(stage: Stage, view: Parameters<Portico['open']>[0], options = cloud()) {
  const portico = await stage.start(options);
  await connectFake(portico);
  await stage.until(() => (portico.getState().accounts.eip155?.tokenBalance?.length ?? 0) > 0, 'balances');
  await portico.open(view);
  return portico;
}

/** Logs in by email through the views: Connect's field, then the code. */
async function logInByEmail(stage: Stage) {
  await stage.fill('Email', 'alice@example.com');
  await stage.click('Continue');
  await stage.fill('Code', '123456');
  await stage.click('Continue');
}

export const scenarios: Record<string, Scenario> = {
  async connect(stage) {
    const { options } = embedded(stage, ['google', 'github', 'x', 'farcaster']);
    const portico = await stage.start(options);
    await portico.open();
    await stage.text('Fake Wallet');
    await stage.button('Continue with Farcaster');
  },
  async 'connect-legal'(stage) {
    const portico = await stage.start({
      features: { legalCheckbox: true },
      termsConditionsUrl: 'https://dapp.test/terms',
      privacyPolicyUrl: 'https://dapp.test/privacy',
    });
    await portico.open();
    await stage.text('I agree to the');
  },
  async 'all-wallets'(stage) {
    const portico = await stage.start();
    await portico.open({ view: 'AllWallets' });
    await stage.text('Fake Wallet');
  },
  async 'connecting-external'(stage) {
    const portico = await stage.start();
    stage.wallet.holdRequests();
    await portico.open({ view: 'ConnectingExternal', data: { connectorId: fakeConnector.id } });
    await stage.text('Continue in Fake Wallet');
  },
  async 'connecting-external-error'(stage) {
    const portico = await stage.start();
    await portico.open({ view: 'ConnectingExternal', data: { connectorId: fakeConnector.id } });
    stage.wallet.rejectNext();
    await connectFake(portico).catch(() => undefined);
    await stage.text('Connection rejected');
  },
  async 'connecting-walletconnect'(stage) {
    const walletConnect = fakeWalletConnect('wc:gallery@2?relay-protocol=irn&symKey=aa');
    const portico = await stage.start({ connectors: [stage.wallet.source, walletConnect.source] });
    await portico.open();
    await stage.click(/WalletConnect/);
    await stage.until(() => portico.getState().router.view === 'ConnectingWalletConnect', 'the QR view');
    await stage.text('Copy link');
  },
  async 'connecting-walletconnect-basic'(stage) {
    const portico = await stage.start({ manualWCControl: true });
    await portico.open({ uri: 'wc:gallery@2?relay-protocol=irn&symKey=aa' });
    await stage.text('Scan this QR code');
  },
  async 'email-code'(stage) {
    const { options } = embedded(stage);
    const portico = await stage.start(options);
    await portico.open();
    await stage.fill('Email', 'alice@example.com');
    await stage.click('Continue');
    await stage.until(() => portico.getState().router.view === 'EmailLogin', 'EmailLogin');
    await stage.text('alice@example.com');
  },
  async 'connecting-social'(stage) {
    const { options } = embedded(stage, ['google']);
    const portico = await stage.start(options);
    await portico.open();
    await stage.click('Continue with Google');
    await stage.until(() => portico.getState().router.view === 'ConnectingSocial', 'ConnectingSocial');
    await stage.text('Google');
  },
  async 'connecting-farcaster'(stage) {
    const { options } = embedded(stage, ['farcaster']);
    const portico = await stage.start(options);
    await portico.open();
    await stage.click('Continue with Farcaster');
    await stage.until(() => portico.getState().router.view === 'ConnectingFarcaster', 'ConnectingFarcaster');
    await stage.text('Copy link');
  },
  async 'update-email'(stage) {
    const { options } = embedded(stage);
    const portico = await stage.start(options);
    await portico.open();
    await logInByEmail(stage);
    await stage.until(() => portico.getState().accounts.eip155?.status === 'connected', 'the email login');
    await portico.open({ view: 'UpdateEmailWallet' });
    await stage.until(() => portico.getState().router.view === 'UpdateEmailWallet', 'UpdateEmailWallet');
    await stage.text('New email');
  },
  async account(stage) {
    await connectedOn(stage, undefined);
    await stage.text('PORT');
  },
  async 'account-activity'(stage) {
    const portico = await connectedOn(stage, undefined);
    portico.setAccountTab('Activity');
    await stage.text('June 2025');
  },
  async networks(stage) {
    const portico = await stage.start();
    await connectFake(portico);
    await portico.open({ view: 'Networks' });
    await stage.text('Portico Testnet');
  },
  async 'wallet-send'(stage) {
    await connectedOn(stage, { view: 'WalletSend' });
    await stage.fill('Amount', '0.5');
    await stage.fill('Receiver address or name', bob);
    await stage.text('Preview send');
  },
  async 'wallet-send-error'(stage) {
    await connectedOn(stage, { view: 'WalletSend' });
    await stage.fill('Amount', '0.5');
    await stage.click('Preview send');
    await stage.text('An amount and receiver address are required');
  },
  async 'wallet-send-preview'(stage) {
    await connectedOn(stage, { view: 'WalletSend' });
    await stage.fill('Amount', '0.5');
    await stage.fill('Receiver address or name', bob);
    await stage.click('Preview send');
    await stage.text('0.000042 ETH');
  },
  async 'wallet-receive'(stage) {
    await connectedOn(stage, { view: 'WalletReceive' });
    await stage.text('Send only on these networks');
  },
  async swap(stage) {
    await connectedOn(stage, { view: 'Swap', data: { fromToken: 'ETH', toToken: 'port', amount: '1' } });
    await stage.text('1974');
  },
  async 'swap-select-token'(stage) {
    await connectedOn(stage, { view: 'Swap', data: { fromToken: 'ETH' } });
    await stage.button('You receive: Select token');
  },
  async 'onramp-providers'(stage) {
    await connectedOn(stage, { view: 'OnRampProviders' });
    await stage.text('Portico Devnet Ramp');
  },
  async 'onramp-buy'(stage) {
    await connectedOn(stage, { view: 'OnRampProviders' });
    await stage.click(/^Portico Devnet Ramp/);
    await stage.fill('Amount (USD)', '50');
    await stage.text('49.25');
  },
  async 'siwx-sign-message'(stage) {
    const portico = await stage.start({
      metadata: { name: 'Gallery dApp', description: '', url: 'https://dapp.test', icons: [] },
      siwx: browserOnlySiwx({ domain: 'dapp.test', uri: 'https://dapp.test', storage: memory() }),
    });
    await portico.open();
    await stage.click(/Fake Wallet/);
    await stage.text('wants you to sign in');
  },
  async 'calls-status'(stage) {
    const portico = await stage.start({ networks: [ethereum] });
    await connectFake(portico);
    stage.wallet.setCallsStatus({
      version: '2.0.0',
      id: '0xb1',
      chainId: '0x1',
      status: 200,
      atomic: true,
      receipts: [{ transactionHash: txHash }],
    });
    await portico.showCallsStatus('0xb1');
    await stage.text('Confirmed');
  },
  async 'switch-network'(stage) {
    const portico = await stage.start();
    await connectFake(portico);
    stage.wallet.holdRequests();
    await portico.open({ view: 'SwitchNetwork', data: { network: stage.testnet } });
    await stage.text('Approve the network switch in your wallet');
  },
  async 'switch-active-chain'(stage) {
    const portico = await stage.start();
    await portico.open({
      view: 'SwitchActiveChain',
      data: { switchToChain: 'solana', network: stage.devnet },
    });
    await stage.text('Switch to Solana');
  },
  async 'unsupported-chain'(stage) {
    const portico = await stage.start();
    await connectFake(portico);
    stage.wallet.jumpToChain(999);
    await stage.text("doesn't support your current network");
  },
  async 'profile-wallets'(stage) {
    const portico = await stage.start({ features: { multiWallet: true } });
    await connectFake(portico);
    await portico.open({ view: 'ProfileWallets' });
    await stage.text('Add wallet');
  },
  async 'approve-transaction'(stage) {
    const portico = await stage.start();
    await portico.open({ view: 'ApproveTransaction' });
    await stage.text('No request is waiting.');
  },
  async 'alert-project-id'(stage) {
    const portico = await stage.start({ projectId: '' });
    await portico.open();
    await stage.text('Project ID Not Configured');
  },
};

function memory() {
  const kept = new Map<string, string>();
  return {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
    removeItem: (key: string) => void kept.delete(key),
  };
}
