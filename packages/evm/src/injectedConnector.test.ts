import { createLogger, type LogEntry, PorticoError, porticoDevnet, porticoTestnet } from '@portico/core';
import type { ConnectorEvent, ConnectorSource, WalletConnection } from '@portico/core/adapters';
import { announceProvider, createTestWallet, injectLegacyProvider } from '@portico/testing';
import { getAddress } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInjectedConnector } from './injectedConnector.js';
import { type ControlledWallet, controlWallet, type WalletQuirks } from './test/controlledWallet.js';
import { installWindow } from './test/window.js';

// The connector never reads a chain: its wallets answer accounts and chain ids themselves.
const networks = [porticoDevnet(8545), porticoTestnet(8546)];
const [devnetChainId, testnetChainId] = [31337, 31338];

beforeAll(installWindow);

let cleanups: (() => void)[] = [];
beforeEach(() => {
  delete (window as { ethereum?: unknown }).ethereum;
});
afterEach(() => {
  for (const cleanup of cleanups.reverse()) cleanup();
  cleanups = [];
});

function wallet(rdns = 'dev.portico.testwallet', quirks: WalletQuirks = {}): ControlledWallet {
  const chains = [devnetChainId, testnetChainId].map((chainId) => ({
    chainId,
    rpcUrl: 'http://127.0.0.1:9',
  }));
  const info = { rdns, name: `Wallet ${rdns}`, icon: `data:image/svg+xml,<svg id="${rdns}"/>` };
  return controlWallet(createTestWallet({ privateKey: generatePrivateKey(), chains, info }), quirks);
}

function announce(announced: ControlledWallet): ControlledWallet {
  cleanups.push(announceProvider(window, announced));
  return announced;
}

/** A page load: the source set up, with what it reports and logs. */
async function loadPage(): Promise<{ source: ConnectorSource; events: ConnectorEvent[]; logs: LogEntry[] }> {
  const source = createInjectedConnector();
  const events: ConnectorEvent[] = [];
  const logs: LogEntry[] = [];
  const logger = createLogger({ level: 'debug', sinks: [(entry) => logs.push(entry)] });
  await source.setup({ networks, emit: (event) => events.push(event), logger });
  cleanups.push(() => source.destroy?.());
  return { source, events, logs };
}

const lastConnectors = (events: ConnectorEvent[]) =>
  events.findLast((event) => event.type === 'connectors')?.connectors;

/** Events other than discovery reports. */
const walletEvents = (events: ConnectorEvent[]) => events.filter(({ type }) => type !== 'connectors');

const askedFor = (target: ControlledWallet, method: string) =>
  target.log.filter((entry) => entry.method === method).length;

const connectParams = (connectorId: string, signal = new AbortController().signal) => ({
  connectorId,
  namespace: 'eip155' as const,
  networks,
  signal,
});

const expectedConnection = (target: ControlledWallet, chainId = devnetChainId): WalletConnection => ({
  connectorId: target.info.rdns,
  accounts: [{ caipAddress: `eip155:${chainId}:${target.address}`, type: 'eoa' }],
  caipNetworkIds: { eip155: `eip155:${chainId}` },
  supportsAllNetworks: true,
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('discovery', () => {
  it('§3 reports an EIP-6963 wallet as ANNOUNCED with its name, icon and rdns', async () => {
    const announced = announce(wallet());
    const { events } = await loadPage();
    expect(lastConnectors(events)).toEqual([
      {
        id: announced.info.rdns,
        name: announced.info.name,
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: announced.info.icon,
        info: { rdns: announced.info.rdns },
      },
    ]);
  });

  it('§3 reports a legacy window.ethereum alone as the INJECTED "Browser Wallet"', async () => {
    injectLegacyProvider(window, wallet());
    const { events } = await loadPage();
    expect(lastConnectors(events)).toEqual([
      { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' },
    ]);
  });

  it.each([
    ['§3', 'another wallet', ['dev.portico.testwallet', 'injected'], false],
    ['§3', 'the announced wallet itself', ['dev.portico.testwallet'], true],
  ])('%s a window.ethereum that is %s → %j', async (_section, _case, expected, same) => {
    const announced = announce(wallet());
    injectLegacyProvider(window, same ? announced : wallet('other.legacy'));
    const { events } = await loadPage();
    expect(lastConnectors(events)?.map(({ id }) => id)).toEqual(expected);
  });

  it('§3 reports a wallet announced after setup, one entry per rdns', async () => {
    const { events } = await loadPage();
    expect(lastConnectors(events)).toEqual([]);
    announce(wallet('late.wallet'));
    announce(wallet('late.wallet'));
    expect(lastConnectors(events)?.map(({ id, type }) => [id, type])).toEqual([['late.wallet', 'ANNOUNCED']]);
  });

  it('ignores an announcement without a provider', async () => {
    const { events } = await loadPage();
    const info = { uuid: '1', name: 'Broken', icon: '', rdns: 'broken.wallet' };
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info } }));
    expect(lastConnectors(events)).toEqual([]);
  });

  it('stops discovering when destroyed', async () => {
    const { source, events } = await loadPage();
    source.destroy?.();
    const reports = events.length;
    announce(wallet());
    expect(events).toHaveLength(reports);
  });
});

describe('connect', () => {
  it('§4 resolves with the CAIP-10 accounts (checksummed), the chain and any network allowed', async () => {
    const lowercase = (method: string, result: unknown) =>
      method === 'eth_requestAccounts' ? (result as string[]).map((a) => a.toLowerCase()) : result;
    const announced = announce(wallet(undefined, { reshapeResult: lowercase }));
    const { source, events } = await loadPage();
    const connection = await source.connect(connectParams(announced.info.rdns));
    expect(connection).toEqual(expectedConnection(announced));
    expect(connection.accounts[0]?.caipAddress.split(':')[2]).toBe(getAddress(announced.address));
    expect(askedFor(announced, 'eth_requestAccounts')).toBe(1);
    // Its own call's result is not reported as a wallet event.
    expect(walletEvents(events)).toEqual([]);
  });

  it('§4 connects the legacy window.ethereum as "injected"', async () => {
    const legacy = wallet();
    injectLegacyProvider(window, legacy);
    const { source } = await loadPage();
    const connection = await source.connect(connectParams('injected'));
    expect(connection).toEqual({ ...expectedConnection(legacy), connectorId: 'injected' });
  });

  it.each([
    ['§8', 4001],
    ['§8', -32002],
  ])('%s rejects with the wallet’s code %i', async (_section, code) => {
    const announced = announce(wallet());
    const { source } = await loadPage();
    announced.rejectNext(code, undefined, 'eth_requestAccounts');
    await expect(source.connect(connectParams(announced.info.rdns))).rejects.toMatchObject({ code });
  });

  it('§8 a wallet that is not on the page is "Provider not found."', async () => {
    const { source } = await loadPage();
    const connecting = source.connect(connectParams('not.here'));
    await expect(connecting).rejects.toBeInstanceOf(PorticoError);
    await expect(connecting).rejects.toMatchObject({ code: 'PROVIDER_NOT_FOUND' });
  });

  it('§8 aborted, it rejects at once with the signal’s reason; a later approval is reported as connect', async () => {
    const announced = announce(wallet());
    const { source, events } = await loadPage();
    const prompt = announced.holdPrompt('eth_requestAccounts');
    const controller = new AbortController();
    const connecting = source.connect(connectParams(announced.info.rdns, controller.signal));
    await prompt.asked;
    const reason = new PorticoError('MODAL_CLOSED');
    controller.abort(reason);
    await expect(connecting).rejects.toBe(reason);
    expect(walletEvents(events)).toEqual([]);

    prompt.approve();
    await vi.waitFor(() =>
      expect(walletEvents(events)).toEqual([{ type: 'connect', connection: expectedConnection(announced) }]),
    );
    // From then on the wallet's changes are reported.
    announced.setChain(testnetChainId);
    expect(walletEvents(events).at(-1)).toEqual({
      type: 'chainChanged',
      connectorId: announced.info.rdns,
      caipNetworkId: `eip155:${testnetChainId}`,
    });
  });

  it('§8 aborted, a later refusal is only logged', async () => {
    const announced = announce(wallet());
    const { source, events, logs } = await loadPage();
    const prompt = announced.holdPrompt('eth_requestAccounts');
    const controller = new AbortController();
    const connecting = source.connect(connectParams(announced.info.rdns, controller.signal));
    await prompt.asked;
    controller.abort(new PorticoError('MODAL_CLOSED'));
    await expect(connecting).rejects.toThrow('Modal closed');
    prompt.refuse(4001);
    await vi.waitFor(() =>
      expect(logs.map(({ message }) => message)).toContain(
        `${announced.info.rdns} refused after the connect was aborted`,
      ),
    );
    expect(walletEvents(events)).toEqual([]);
  });

  it('§8 an already aborted signal rejects without asking the wallet', async () => {
    const announced = announce(wallet());
    const { source } = await loadPage();
    const reason = new PorticoError('MODAL_CLOSED');
    await expect(source.connect(connectParams(announced.info.rdns, AbortSignal.abort(reason)))).rejects.toBe(
      reason,
    );
    expect(announced.log).toEqual([]);
  });

  it('§4 a second connect joins the prompt already open: one eth_requestAccounts', async () => {
    const announced = announce(wallet());
    const { source, events } = await loadPage();
    const prompt = announced.holdPrompt('eth_requestAccounts');
    const first = source.connect(connectParams(announced.info.rdns));
    await prompt.asked;
    const second = source.connect(connectParams(announced.info.rdns));
    prompt.approve();
    expect(await first).toEqual(expectedConnection(announced));
    expect(await second).toEqual(expectedConnection(announced));
    expect(askedFor(announced, 'eth_requestAccounts')).toBe(1);
    expect(walletEvents(events)).toEqual([]);
  });

  it('§8 a retry after an abort joins the open prompt and gets the approval (no connect event)', async () => {
    const announced = announce(wallet());
    const { source, events } = await loadPage();
    const prompt = announced.holdPrompt('eth_requestAccounts');
    const controller = new AbortController();
    const aborted = source.connect(connectParams(announced.info.rdns, controller.signal));
    await prompt.asked;
    controller.abort(new PorticoError('MODAL_CLOSED'));
    await expect(aborted).rejects.toThrow('Modal closed');

    const retry = source.connect(connectParams(announced.info.rdns));
    prompt.approve();
    expect(await retry).toEqual(expectedConnection(announced));
    await settle();
    expect(askedFor(announced, 'eth_requestAccounts')).toBe(1);
    expect(walletEvents(events)).toEqual([]);
  });

  it('§4 after the prompt is answered, the next connect asks again', async () => {
    const announced = announce(wallet());
    const { source } = await loadPage();
    announced.rejectNext(4001, undefined, 'eth_requestAccounts');
    await expect(source.connect(connectParams(announced.info.rdns))).rejects.toMatchObject({ code: 4001 });
    await expect(source.connect(connectParams(announced.info.rdns))).resolves.toEqual(
      expectedConnection(announced),
    );
    expect(askedFor(announced, 'eth_requestAccounts')).toBe(2);
  });
});

describe('reconnect', () => {
  it('§4 restores a connection without a prompt when the wallet still authorises the site', async () => {
    const announced = announce(wallet());
    const first = await loadPage();
    await first.source.connect(connectParams(announced.info.rdns));
    first.source.destroy?.();
    const asked = announced.log.length;

    const { source, events } = await loadPage();
    await expect(source.reconnect({ connectorId: announced.info.rdns, networks })).resolves.toEqual(
      expectedConnection(announced),
    );
    const methods = announced.log.slice(asked).map(({ method }) => method);
    expect(methods).toEqual(['eth_accounts', 'eth_chainId']);
    expect(walletEvents(events)).toEqual([]);
  });

  it.each([
    ['§4', 'revoked in the wallet', true],
    ['§4', 'never connected', false],
  ])('%s is undefined, without a prompt, when the site is %s', async (_section, _case, connected) => {
    const announced = announce(wallet());
    const first = await loadPage();
    if (connected) {
      await first.source.connect(connectParams(announced.info.rdns));
      announced.revoke();
    }
    first.source.destroy?.();
    const asked = askedFor(announced, 'eth_requestAccounts');

    const { source } = await loadPage();
    await expect(source.reconnect({ connectorId: announced.info.rdns, networks })).resolves.toBeUndefined();
    expect(askedFor(announced, 'eth_requestAccounts')).toBe(asked);
  });

  it('§4 waits for a wallet that announces itself after the page loaded', async () => {
    const announced = wallet();
    await announced.request({ method: 'eth_requestAccounts' });
    const { source } = await loadPage();
    vi.useFakeTimers();
    try {
      let settled = false;
      const reconnecting = source.reconnect({ connectorId: announced.info.rdns, networks }).finally(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(900);
      announce(announced);
      await vi.advanceTimersByTimeAsync(99);
      expect(settled).toBe(true);
      await expect(reconnecting).resolves.toEqual(expectedConnection(announced));
    } finally {
      vi.useRealTimers();
    }
  });

  it('§4 gives up after 1 s when the wallet never announces itself', async () => {
    const { source } = await loadPage();
    vi.useFakeTimers();
    try {
      let settled = false;
      const reconnecting = source.reconnect({ connectorId: 'not.installed', networks }).finally(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
      await expect(reconnecting).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('§8 a failing wallet rejects with its code', async () => {
    const announced = announce(wallet());
    const { source } = await loadPage();
    announced.rejectNext(4900, undefined, 'eth_accounts');
    await expect(source.reconnect({ connectorId: announced.info.rdns, networks })).rejects.toMatchObject({
      code: 4900,
    });
  });
});

describe('changes made in the wallet', () => {
  async function connected() {
    const announced = announce(wallet());
    const page = await loadPage();
    await page.source.connect(connectParams(announced.info.rdns));
    return { announced, ...page };
  }

  it('§4 another chain → chainChanged; accounts are then reported on it, checksummed', async () => {
    const { announced, events } = await connected();
    const connectorId = announced.info.rdns;
    announced.setChain(testnetChainId);
    const other = getAddress(`0x${'ab'.repeat(20)}`);
    announced.emit('accountsChanged', [other.toLowerCase()]);
    expect(walletEvents(events)).toEqual([
      { type: 'chainChanged', connectorId, caipNetworkId: `eip155:${testnetChainId}` },
      {
        type: 'accountsChanged',
        connectorId,
        accounts: [{ caipAddress: `eip155:${testnetChainId}:${other}`, type: 'eoa' }],
      },
    ]);
  });

  it('§4 the site revoked in the wallet → disconnect, and nothing more is reported', async () => {
    const { announced, events } = await connected();
    announced.revoke();
    announced.setChain(testnetChainId);
    expect(walletEvents(events)).toEqual([{ type: 'disconnect', connectorId: announced.info.rdns }]);
  });

  it('§4 the wallet disconnects (4900) → disconnect', async () => {
    const { announced, events } = await connected();
    announced.disconnect();
    expect(walletEvents(events)).toEqual([{ type: 'disconnect', connectorId: announced.info.rdns }]);
  });

  it('§4 a 1013 disconnect (the wallet reconnecting to its node) is ignored', async () => {
    const { announced, events } = await connected();
    announced.emit('disconnect', { code: 1013, message: 'Try again later' });
    announced.setChain(testnetChainId);
    expect(walletEvents(events).map(({ type }) => type)).toEqual(['chainChanged']);
  });

  it('§4 a wallet connected and reconnected on one page reports each change once', async () => {
    const { announced, source, events } = await connected();
    await source.reconnect({ connectorId: announced.info.rdns, networks });
    announced.setChain(testnetChainId);
    expect(walletEvents(events)).toHaveLength(1);
  });

  it('destroy stops listening to the wallet', async () => {
    const { announced, source, events } = await connected();
    source.destroy?.();
    announced.setChain(testnetChainId);
    expect(walletEvents(events)).toEqual([]);
  });
});

describe('disconnect', () => {
  it('§4 revokes the site’s permission, reports no event, and a reload then finds no connection', async () => {
    const announced = announce(wallet());
    const { source, events } = await loadPage();
    await source.connect(connectParams(announced.info.rdns));
    await source.disconnect({ connectorId: announced.info.rdns });
    expect(announced.log.find(({ method }) => method === 'wallet_revokePermissions')?.params).toEqual([
      { eth_accounts: {} },
    ]);
    announced.setChain(testnetChainId);
    expect(walletEvents(events)).toEqual([]);
    source.destroy?.();

    const reload = await loadPage();
    await expect(
      reload.source.reconnect({ connectorId: announced.info.rdns, networks }),
    ).resolves.toBeUndefined();
  });

  it.each([
    ['§4', 4200],
    ['§4', -32601],
  ])('%s tolerates a wallet without wallet_revokePermissions (%i)', async (_section, code) => {
    const announced = announce(wallet());
    const { source, events, logs } = await loadPage();
    await source.connect(connectParams(announced.info.rdns));
    announced.rejectNext(code, undefined, 'wallet_revokePermissions');
    await expect(source.disconnect({ connectorId: announced.info.rdns })).resolves.toBeUndefined();
    expect(logs.map(({ message }) => message)).toContain(
      `${announced.info.rdns} cannot revoke permissions; Portico forgets the connection`,
    );
    announced.setChain(testnetChainId);
    expect(walletEvents(events)).toEqual([]);
  });

  it('§8 another failure keeps the wallet’s code', async () => {
    const announced = announce(wallet());
    const { source } = await loadPage();
    await source.connect(connectParams(announced.info.rdns));
    announced.rejectNext(-32603, undefined, 'wallet_revokePermissions');
    await expect(source.disconnect({ connectorId: announced.info.rdns })).rejects.toMatchObject({
      code: -32603,
    });
  });

  it('a wallet no longer on the page has nothing to revoke', async () => {
    const { source } = await loadPage();
    await expect(source.disconnect({ connectorId: 'gone.wallet' })).resolves.toBeUndefined();
  });
});

describe('getProvider', () => {
  it('hands out the wallet’s own EIP-1193 provider once connected, announced or legacy', async () => {
    const announced = announce(wallet());
    const legacy = wallet('other.legacy');
    injectLegacyProvider(window, legacy);
    const { source } = await loadPage();
    for (const connectorId of [announced.info.rdns, 'injected']) {
      await source.connect({
        connectorId,
        namespace: 'eip155',
        networks: [],
        signal: new AbortController().signal,
      });
    }
    await expect(source.getProvider({ connectorId: announced.info.rdns, namespace: 'eip155' })).resolves.toBe(
      announced,
    );
    await expect(source.getProvider({ connectorId: 'injected', namespace: 'eip155' })).resolves.toBe(legacy);
  });

  it('rejects for a wallet that is not connected, or not on the page', async () => {
    const announced = announce(wallet());
    const { source } = await loadPage();
    for (const connectorId of [announced.info.rdns, 'not.here']) {
      await expect(source.getProvider({ connectorId, namespace: 'eip155' })).rejects.toMatchObject({
        code: 'CONNECTOR_NOT_CONNECTED',
      });
    }
  });
});
