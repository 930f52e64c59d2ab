import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenConfig } from '../../domain/chainAdapter/token.js';
import type { PorticoOptions } from '../../instance/porticoOptions.js';
import { createPortico } from '../../portico/createPortico.js';
import { recordingLogger } from '../../portico/test/recordingLogger.js';
import {
  createTestPortico,
  devnet,
  metamask,
  porticoParts,
  setupConnected,
  testnet,
  withFakeCloud,
} from '../../portico/test/setupPortico.js';
import { selectSendTokens } from '../../walletFeatures/send/selectors.js';
import { selectTokenRows } from '../../walletFeatures/tokenBalances/selectors.js';
import { selectConnectMethods } from '../../walletPicker/connectList/selectors.js';
import { selectAccountTabs, selectResolvesNames, selectShowsTokenTotal } from './selectors.js';

const pusd: TokenConfig = {
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  symbol: 'pUSD',
  decimals: 6,
  name: 'Portico USD',
};
const port: TokenConfig = {
  address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  symbol: 'PORT',
  decimals: 18,
};
const tokens = { [devnet.caipNetworkId]: [pusd, port] };

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no request may leave the test'));
});
afterEach(() => {
  fetchSpy.mockRestore();
});

/** Connected on devnet without a cloud; the EVM adapter reads token amounts as the chain would. */
async function connectedWithoutCloud(overrides: Partial<PorticoOptions> = {}) {
  const created = createTestPortico({ tokens, ...overrides });
  const reads: string[] = [];
  created.evmAdapter.getTokenAmounts = async ({ network, tokens: asked }) => {
    reads.push(`${network.caipNetworkId}:${asked.map((token) => token.symbol).join(',')}`);
    return asked.map((token) => (token.symbol === 'pUSD' ? '1234.567891' : '0'));
  };
  await created.portico.ready;
  await created.portico.connect(metamask.id);
  await vi.waitFor(() => expect(created.portico.getState().accounts.eip155?.tokenBalance).toHaveLength(3));
  return { ...created, reads, state: () => created.portico.getState() };
}

describe('without a backend: remote features → the local options', () => {
  it('the features are the local ones; no cloud client is made and nothing is fetched', async () => {
    const createCloudClient = vi.fn();
    const { portico } = createTestPortico({
      createCloudClient,
      features: { send: false, activity: false, legalCheckbox: true },
    });
    await portico.ready;
    expect(portico.getState().features).toMatchObject({ send: false, activity: false, legalCheckbox: true });
    expect(portico.getState().backend).toEqual({ cloud: false });
    expect(createCloudClient).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a cloudUrl without a project id is no cloud either', async () => {
    const createCloudClient = vi.fn();
    const { portico } = createTestPortico({
      cloudUrl: 'http://cloud.test',
      projectId: ' ',
      createCloudClient,
    });
    await portico.ready;
    expect(portico.getState().backend.cloud).toBe(false);
    expect(createCloudClient).not.toHaveBeenCalled();
  });
});

describe('without a backend: analytics off', () => {
  it('the analytics feature is off and opening, connecting, searching and closing send nothing', async () => {
    const { portico, state } = await connectedWithoutCloud({ features: { analytics: true } });
    expect(state().features.analytics).toBe(false);
    await portico.open();
    portico.searchWallets('meta');
    portico.close();
    await portico.disconnect();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('without a backend: balances from the chain adapter', () => {
  it("the native coin and the network's configured tokens, read through the adapter, without fiat", async () => {
    const { state, reads, evmAdapter } = await connectedWithoutCloud();
    expect(reads).toEqual([`${devnet.caipNetworkId}:pUSD,PORT`]);
    // The native row is the balance the account read: no second getBalance.
    expect(evmAdapter.calls.filter((call) => call.startsWith('getBalance'))).toHaveLength(1);
    expect(selectTokenRows(state())).toEqual([
      { key: `${devnet.caipNetworkId}:native`, name: 'Ether', symbol: 'ETH', quantity: '1.235' },
      {
        key: `${devnet.caipNetworkId}:${pusd.address}`,
        name: 'Portico USD',
        symbol: 'pUSD',
        quantity: '1234.568',
      },
      { key: `${devnet.caipNetworkId}:${port.address}`, name: 'PORT', symbol: 'PORT', quantity: '0.000' },
    ]);
    expect(selectShowsTokenTotal(state())).toBe(false);
  });

  it('the native row follows a refreshed balance; a refresh reads the tokens again', async () => {
    const { portico, state, reads, evmAdapter } = await connectedWithoutCloud();
    evmAdapter.balance = '2.5';
    await portico.refreshTokenBalances();
    expect(state().accounts.eip155?.tokenBalance[0]?.quantity.numeric).toBe('2.5');
    expect(reads).toHaveLength(2);
  });

  it('on a testnet nothing is read and the list is empty (§5)', async () => {
    const created = createTestPortico({ tokens: { [testnet.caipNetworkId]: [pusd] } });
    const getTokenAmounts = vi.fn(async () => ['1']);
    created.evmAdapter.getTokenAmounts = getTokenAmounts;
    created.evm.chains.eip155 = testnet.id as number;
    await created.portico.ready;
    await created.portico.connect(metamask.id);
    await created.portico.refreshTokenBalances();
    expect(getTokenAmounts).not.toHaveBeenCalled();
    expect(created.portico.getState().accounts.eip155?.tokenBalance).toEqual([]);
  });

  it("a failed token read shows 'Token Balance Unavailable' and logs it", async () => {
    const { logger, messages } = recordingLogger();
    const created = createTestPortico({ tokens, logger });
    created.evmAdapter.getTokenAmounts = async () => {
      throw new Error('rpc down');
    };
    await created.portico.ready;
    await created.portico.connect(metamask.id);
    await vi.waitFor(() =>
      expect(created.portico.getState().alerts.toast?.message).toBe('Token Balance Unavailable'),
    );
    expect(messages('warn')).toContain(`Token balances of eip155:31337:0xa11ce failed`);
    expect(created.portico.getState().accounts.eip155?.tokenBalance.map((token) => token.symbol)).toEqual([
      'ETH',
    ]);
  });

  it('an adapter without getTokenAmounts shows the native coin; the missing reads are logged once', async () => {
    const { logger, messages } = recordingLogger();
    const { portico } = await setupConnected({ tokens, logger });
    await portico.refreshTokenBalances();
    expect(portico.getState().accounts.eip155?.tokenBalance.map((token) => token.symbol)).toEqual(['ETH']);
    expect(messages('warn').filter((message) => message.includes('getTokenAmounts'))).toEqual([
      "The eip155 chain adapter has no getTokenAmounts: the `tokens` option's tokens are not shown",
    ]);
  });

  it('a bad tokens option throws at creation with a message naming the place', () => {
    expect(() =>
      createTestPortico({ tokens: { [devnet.caipNetworkId]: [{ ...pusd, decimals: -1 }] } }),
    ).toThrow(
      "Invalid `tokens` option at tokens['eip155:31337'][0].decimals: expected an integer from 1 to 255",
    );
  });

  it('with Portico Cloud the fiat total shows', async () => {
    const { portico } = await setupConnected(withFakeCloud());
    expect(selectShowsTokenTotal(portico.getState())).toBe(true);
  });
});

describe('without a backend: activity, identity and names hidden', () => {
  it('the Account view has only the Tokens tab; with a cloud all three', async () => {
    const local = await setupConnected();
    expect(selectAccountTabs(local.portico.getState())).toEqual(['Tokens']);
    expect(local.portico.getState().features.activity).toBe(false);
    const cloud = await setupConnected(withFakeCloud());
    expect(selectAccountTabs(cloud.portico.getState())).toEqual(['Tokens', 'NFTs', 'Activity']);
  });

  it('no identity lookup: the adapter is not asked for a name, no profile is set', async () => {
    const created = createTestPortico();
    const getName = vi.fn(async () => 'alice.eth');
    created.evmAdapter.getName = getName;
    await created.portico.ready;
    await created.portico.connect(metamask.id);
    await created.portico.open();
    expect(getName).not.toHaveBeenCalled();
    expect(created.portico.getState().accounts.eip155?.profileName).toBeUndefined();
  });

  it('Send takes addresses only: a typed name is not resolved, with no error and no alert', async () => {
    const { portico } = await setupConnected();
    expect(selectResolvesNames(portico.getState())).toBe(false);
    portico.setSendReceiver('alice.eth');
    await portico.resolveSendReceiver();
    const state = portico.getState();
    expect(state.send.resolvedReceiver).toBeUndefined();
    expect(state.send.error).toBeUndefined();
    expect(state.alerts.alert).toBeUndefined();
    expect(state.alerts.toast).toBeUndefined();
    // At preview the name is no address, not a name that was not found.
    const [native] = selectSendTokens(portico.getState());
    if (native) portico.setSendToken(native);
    portico.setSendAmount('0.1');
    await portico.previewSend();
    expect(portico.getState().send.error).toBe(`Enter a valid ${devnet.name} address`);
  });
});

describe('without a backend: email and social login hidden', () => {
  it('turned on by the dApp, they stay off: the Connect view offers wallets only', async () => {
    const { portico } = createTestPortico({ features: { email: true, socials: ['google', 'github'] } });
    await portico.ready;
    expect(portico.getState().features).toMatchObject({ email: false, socials: false });
    expect(selectConnectMethods(portico.getState())).toEqual(['wallet']);
  });
});

/** The notice's module loads on demand: once it is there, every instance created before has had its turn. */
async function noticesSettled() {
  await import('./developmentNotice.js');
  await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('without a backend: the development notice', () => {
  it('development: one warning says what is missing and what Portico Cloud adds, once per page', async () => {
    const { logger, messages } = recordingLogger();
    const { options } = porticoParts();
    createPortico({ ...options, logger, development: true, features: { email: true } });
    createPortico({ ...options, logger, development: true, features: { email: true } });
    await noticesSettled();
    const notices = messages('warn').filter((message) =>
      message.startsWith('Portico runs without a backend'),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('Turned off as they need Portico Cloud: features email.');
    expect(notices[0]).toContain('WalletConnect is hidden: add createWalletConnectConnector({ projectId })');
    expect(notices[0]).toContain('Portico Cloud (`cloudUrl`');
  });

  it('not in production, nor with a cloud', async () => {
    const { logger, messages } = recordingLogger();
    const { options } = porticoParts();
    createPortico({ ...options, logger, development: false });
    createPortico({ ...options, ...withFakeCloud(), logger, development: true });
    await noticesSettled();
    expect(messages('warn').filter((message) => message.includes('without a backend'))).toEqual([]);
  });

  it('in development the built-in logger shows warnings; §9 error otherwise', () => {
    const { options } = porticoParts();
    expect(createPortico({ ...options, development: true }).options.logger.level).toBe('warn');
    expect(createPortico({ ...options, development: false }).options.logger.level).toBe('error');
    // Outside a browser the default is production.
    expect(createPortico(options).options.development).toBe(false);
  });
});
