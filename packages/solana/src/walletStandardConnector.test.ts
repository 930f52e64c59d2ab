import { createLogger, type Network } from '@portico/core';
import type { ConnectorEvent } from '@portico/core/adapters';
import {
  createSolanaTestWallet,
  registerStandardWallet,
  type SolanaTestWalletConfig,
} from '@portico/testing';
import { testSolanaWalletConformance } from '@portico/testing/conformance';
import type { IdentifierString, Wallet } from '@wallet-standard/base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from './test/solanaDevnet.js';
import { loadConnectorInWindow } from './test/window.js';

let chain: TestChain;
let createWalletStandardConnector: typeof import('./walletStandardConnector.js').createWalletStandardConnector;
beforeAll(async () => {
  createWalletStandardConnector = await loadConnectorInWindow();
  chain = await startTestChain();
});
afterAll(() => chain?.devnet.stop());

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const signal = () => new AbortController().signal;

interface WalletOptions {
  /** The devnet accounts the wallet holds (default: the first). */
  keys?: number[];
  chains?: IdentifierString[];
  storage?: SolanaTestWalletConfig['storage'];
}

/** A @portico/testing Solana test wallet on the devnet, not registered yet. */
function unregisteredWallet(name: string, options: WalletOptions = {}) {
  const wallet = createSolanaTestWallet({
    secretKeys: (options.keys ?? [0]).map((index) => chain.devnet.accounts[index]?.secretKey ?? ''),
    chains: (options.chains ?? [chain.network.caipNetworkId]).map((id) => ({
      id,
      rpcUrl: chain.devnet.rpcUrl,
    })),
    info: { name },
    storage: options.storage,
  });
  const connectorId = `ws:${name}`;
  // `user.promptCount()`: the connects that would have shown the visitor a prompt (not the silent ones).
  return { wallet, connectorId, user: testSolanaWalletConformance(wallet, connectorId) };
}

/** A registered test wallet; unregistered by the returned `unregister`. */
function testWallet(name: string, options: WalletOptions = {}) {
  const made = unregisteredWallet(name, options);
  return { ...made, unregister: registerStandardWallet(window, made.wallet) };
}

function setUp(networks: readonly Network[] = [chain.network]) {
  const events: ConnectorEvent[] = [];
  const source = createWalletStandardConnector();
  source.setup({ networks, logger: createLogger({ level: 'warn' }), emit: (event) => events.push(event) });
  const connectorsReported = () => events.findLast((event) => event.type === 'connectors');
  /** The dApp connects `connectorId` on its first network. */
  const connect = (connectorId: string) =>
    source.connect({ connectorId, namespace: 'solana', networks: [chain.network], signal: signal() });
  return { source, events, connectorsReported, connect };
}

describe('createWalletStandardConnector discovery', () => {
  it('lists every registered wallet with a Solana chain and standard:connect, with its name and icon, as it comes and goes', async () => {
    const { source, connectorsReported } = setUp();
    expect(source.id).toBe('wallet-standard');
    expect(source.namespaces).toEqual(['solana']);
    const first = testWallet('Discovery Wallet');
    expect(connectorsReported()).toEqual({
      type: 'connectors',
      connectors: [
        {
          id: 'ws:Discovery Wallet',
          name: 'Discovery Wallet',
          type: 'ANNOUNCED',
          chain: 'solana',
          imageUrl: first.wallet.icon,
          info: { icon: first.wallet.icon },
        },
      ],
    });
    const bitcoinOnly = testWallet('Bitcoin Only', { chains: ['bip122:000000000019d6689c085ae165831e93'] });
    const { 'standard:connect': _, ...withoutConnect } = first.wallet.features;
    const cannotConnect: Wallet = { ...first.wallet, name: 'Cannot Connect', features: withoutConnect };
    const unregisterCannotConnect = registerStandardWallet(window, cannotConnect);
    const second = testWallet('Second Discovery Wallet');
    expect(connectorsReported()?.connectors.map(({ id }) => id)).toEqual([
      'ws:Discovery Wallet',
      'ws:Second Discovery Wallet',
    ]);
    first.unregister();
    expect(connectorsReported()?.connectors.map(({ id }) => id)).toEqual(['ws:Second Discovery Wallet']);
    second.unregister();
    bitcoinOnly.unregister();
    unregisterCannotConnect();
    expect(connectorsReported()?.connectors).toEqual([]);
    source.destroy?.();
  });

  it('stops reporting after destroy', async () => {
    const { source, events } = setUp();
    source.destroy?.();
    const from = events.length;
    const wallet = testWallet('Late Wallet');
    expect(events.slice(from)).toEqual([]);
    wallet.unregister();
  });
});

describe('createWalletStandardConnector connections', () => {
  it('connects on the dApp’s cluster: eoa CAIP-10 accounts, the cluster as current and approved network, no switching', async () => {
    const other: Network = {
      ...chain.network,
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    };
    const { source, events } = setUp([other, chain.network]);
    const wallet = testWallet('Connect Wallet', {
      chains: ['solana:mainnet', chain.network.caipNetworkId],
    });
    const connection = await source.connect({
      connectorId: wallet.connectorId,
      namespace: 'solana',
      networks: [chain.network, other],
      signal: signal(),
    });
    expect(connection).toEqual({
      connectorId: 'ws:Connect Wallet',
      accounts: [{ caipAddress: `${chain.network.caipNetworkId}:${wallet.wallet.address}`, type: 'eoa' }],
      caipNetworkIds: { solana: chain.network.caipNetworkId },
      approvedCaipNetworkIds: [other.caipNetworkId, chain.network.caipNetworkId],
      supportsAllNetworks: false,
    });
    expect(await source.getProvider({ connectorId: wallet.connectorId, namespace: 'solana' })).toBe(
      wallet.wallet,
    );
    await settle();
    expect(events.filter((event) => event.type !== 'connectors')).toEqual([]);
    source.destroy?.();
    wallet.unregister();
  });

  it('refuses a wallet that lists none of the dApp’s clusters without prompting', async () => {
    const { source, connect } = setUp();
    const wallet = testWallet('Mainnet Only', { chains: ['solana:mainnet'] });
    await expect(connect(wallet.connectorId)).rejects.toThrow('Unsupported chain');
    expect(wallet.user.promptCount()).toBe(0);
    expect(
      await source.reconnect({ connectorId: wallet.connectorId, networks: [chain.network] }),
    ).toBeUndefined();
    await expect(
      source.connect({
        connectorId: 'ws:Nobody',
        namespace: 'solana',
        networks: [chain.network],
        signal: signal(),
      }),
    ).rejects.toThrow('Provider not found.');
    source.destroy?.();
    wallet.unregister();
  });

  it('a wallet listing solana:localnet serves the dApp’s loopback cluster', async () => {
    const { source, connect } = setUp();
    const wallet = testWallet('Localnet Wallet', { chains: ['solana:localnet'] });
    const connection = await connect(wallet.connectorId);
    expect(connection.caipNetworkIds).toEqual({ solana: chain.network.caipNetworkId });
    source.destroy?.();
    wallet.unregister();
  });

  it('disconnect by the dApp: standard:disconnect, getProvider rejects, and the wallet’s changes are no longer reported', async () => {
    const { source, events, connect } = setUp();
    const { wallet, connectorId, unregister } = testWallet('Disconnect Wallet', { keys: [0, 1] });
    await connect(connectorId);
    await source.disconnect({ connectorId });
    expect(wallet.log.map(({ method }) => method)).toContain('standard:disconnect');
    await expect(source.getProvider({ connectorId, namespace: 'solana' })).rejects.toThrow(
      'Connector not connected.',
    );
    const from = events.length;
    // The wallet goes on changing (connected again outside the source, another account, revoked): it reports
    // each change to its listeners, and the source reports none.
    const changes: unknown[] = [];
    const stopListening = wallet.features['standard:events'].on('change', (change) => changes.push(change));
    await wallet.features['standard:connect'].connect();
    wallet.setAccount(1);
    wallet.revoke();
    stopListening();
    await settle();
    expect(changes).toHaveLength(3);
    expect(events.slice(from)).toEqual([]);
    source.destroy?.();
    unregister();
  });

  it('two wallets at once: each one’s changes are attributed to its connector id', async () => {
    const { source, events, connect } = setUp();
    const first = testWallet('First Of Two', { keys: [0, 1] });
    const second = testWallet('Second Of Two', { keys: [2] });
    for (const wallet of [first, second]) await connect(wallet.connectorId);
    const from = events.length;
    first.wallet.setAccount(1);
    second.wallet.revoke();
    await settle();
    expect(events.slice(from)).toEqual([
      {
        type: 'accountsChanged',
        connectorId: first.connectorId,
        accounts: [{ caipAddress: `${chain.network.caipNetworkId}:${first.wallet.address}`, type: 'eoa' }],
      },
      { type: 'disconnect', connectorId: second.connectorId },
    ]);
    expect(await source.getProvider({ connectorId: first.connectorId, namespace: 'solana' })).toBe(
      first.wallet,
    );
    source.destroy?.();
    first.unregister();
    second.unregister();
  });

  it('a connected wallet that unregisters is reported disconnected', async () => {
    const { source, events, connect } = setUp();
    const wallet = testWallet('Leaving Wallet');
    await connect(wallet.connectorId);
    const from = events.length;
    wallet.unregister();
    expect(events.slice(from).filter((event) => event.type === 'disconnect')).toEqual([
      { type: 'disconnect', connectorId: wallet.connectorId },
    ]);
    await expect(
      source.getProvider({ connectorId: wallet.connectorId, namespace: 'solana' }),
    ).rejects.toThrow();
    source.destroy?.();
  });

  it('reconnect waits for a wallet that registers after the page loaded, and asks it silently', async () => {
    // Authorised on an earlier page load: the wallet of this load finds it in its storage, with no session yet.
    const options = { keys: [1], storage: window.localStorage };
    await unregisteredWallet('Slow Wallet', options).wallet.features['standard:connect'].connect();
    const { wallet, connectorId, user } = unregisteredWallet('Slow Wallet', options);
    expect(wallet.accounts).toEqual([]);
    const { source } = setUp();
    const reconnecting = source.reconnect({ connectorId, networks: [chain.network] });
    let unregister = () => {};
    setTimeout(() => {
      unregister = registerStandardWallet(window, wallet);
    }, 100);
    const connection = await reconnecting;
    expect(connection?.accounts).toEqual([
      { caipAddress: `${chain.network.caipNetworkId}:${wallet.address}`, type: 'eoa' },
    ]);
    expect(user.promptCount()).toBe(0);
    source.destroy?.();
    unregister();
  });
});
