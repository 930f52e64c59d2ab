import { type ConnectorEvent, createLogger, type Network } from '@portico/core';
import type { Wallet } from '@wallet-standard/base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWallet } from './test/registerWallet.js';
import { startTestChain, type TestChain } from './test/solanaDevnet.js';
import { createTestSolanaWallet } from './test/testSolanaWallet.js';
import { installWindow } from './test/window.js';

let chain: TestChain;
let createWalletStandardConnector: typeof import('./walletStandardConnector.js').createWalletStandardConnector;
beforeAll(async () => {
  // Before @wallet-standard/app loads: its app-ready event is a subclass of the window's Event.
  installWindow();
  ({ createWalletStandardConnector } = await import('./walletStandardConnector.js'));
  chain = await startTestChain();
});
afterAll(() => chain?.devnet.stop());

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const signal = () => new AbortController().signal;

/** A registered test wallet; unregistered by the returned `unregister`. */
async function testWallet(name: string, options: { keys?: number[]; chains?: `${string}:${string}`[] } = {}) {
  const made = await createTestSolanaWallet({
    name,
    secretKeys: (options.keys ?? [0]).map((index) => chain.devnet.accounts[index]?.secretKey ?? ''),
    chains: options.chains ?? [chain.network.caipNetworkId],
    rpcUrl: chain.devnet.rpcUrl,
  });
  return { ...made, connectorId: `ws:${name}`, unregister: registerWallet(window, made.wallet) };
}

function setUp(networks: readonly Network[] = [chain.network]) {
  const events: ConnectorEvent[] = [];
  const source = createWalletStandardConnector();
  source.setup({ networks, logger: createLogger({ level: 'warn' }), emit: (event) => events.push(event) });
  const connectorsReported = () => events.findLast((event) => event.type === 'connectors');
  return { source, events, connectorsReported, networks };
}

describe('createWalletStandardConnector discovery', () => {
  it('lists every registered wallet with a Solana chain and standard:connect, with its name and icon, as it comes and goes', async () => {
    const { source, connectorsReported } = setUp();
    expect(source.id).toBe('wallet-standard');
    expect(source.namespaces).toEqual(['solana']);
    const first = await testWallet('Discovery Wallet');
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
    const bitcoinOnly: Wallet = {
      ...first.wallet,
      name: 'Bitcoin Only',
      chains: ['bip122:000000000019d6689c085ae165831e93'],
    };
    const { 'standard:connect': _, ...withoutConnect } = first.wallet.features;
    const cannotConnect: Wallet = { ...first.wallet, name: 'Cannot Connect', features: withoutConnect };
    const others = [registerWallet(window, bitcoinOnly), registerWallet(window, cannotConnect)];
    const second = await testWallet('Second Discovery Wallet');
    expect(connectorsReported()?.connectors.map(({ id }) => id)).toEqual([
      'ws:Discovery Wallet',
      'ws:Second Discovery Wallet',
    ]);
    first.unregister();
    expect(connectorsReported()?.connectors.map(({ id }) => id)).toEqual(['ws:Second Discovery Wallet']);
    second.unregister();
    for (const unregister of others) unregister();
    expect(connectorsReported()?.connectors).toEqual([]);
    source.destroy?.();
  });

  it('stops reporting after destroy', async () => {
    const { source, events } = setUp();
    source.destroy?.();
    const from = events.length;
    const wallet = await testWallet('Late Wallet');
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
    const wallet = await testWallet('Connect Wallet', {
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
      accounts: [{ caipAddress: `${chain.network.caipNetworkId}:${wallet.controls.address()}`, type: 'eoa' }],
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
    const { source } = setUp();
    const wallet = await testWallet('Mainnet Only', { chains: ['solana:mainnet'] });
    await expect(
      source.connect({
        connectorId: wallet.connectorId,
        namespace: 'solana',
        networks: [chain.network],
        signal: signal(),
      }),
    ).rejects.toThrow('Unsupported chain');
    expect(wallet.controls.promptCount()).toBe(0);
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
    const { source } = setUp();
    const wallet = await testWallet('Localnet Wallet', { chains: ['solana:localnet'] });
    const connection = await source.connect({
      connectorId: wallet.connectorId,
      namespace: 'solana',
      networks: [chain.network],
      signal: signal(),
    });
    expect(connection.caipNetworkIds).toEqual({ solana: chain.network.caipNetworkId });
    source.destroy?.();
    wallet.unregister();
  });

  it('disconnect by the dApp: standard:disconnect, getProvider rejects, and the wallet’s changes are no longer reported', async () => {
    const { source, events } = setUp();
    const wallet = await testWallet('Disconnect Wallet', { keys: [0, 1] });
    await source.connect({
      connectorId: wallet.connectorId,
      namespace: 'solana',
      networks: [chain.network],
      signal: signal(),
    });
    await source.disconnect({ connectorId: wallet.connectorId });
    expect(wallet.controls.requests).toContain('standard:disconnect');
    await expect(
      source.getProvider({ connectorId: wallet.connectorId, namespace: 'solana' }),
    ).rejects.toThrow('Connector not connected.');
    const from = events.length;
    wallet.controls.changeAccount();
    wallet.controls.revoke();
    await settle();
    expect(events.slice(from)).toEqual([]);
    source.destroy?.();
    wallet.unregister();
  });

  it('two wallets at once: each one’s changes are attributed to its connector id', async () => {
    const { source, events } = setUp();
    const first = await testWallet('First Of Two', { keys: [0, 1] });
    const second = await testWallet('Second Of Two', { keys: [2] });
    for (const wallet of [first, second])
      await source.connect({
        connectorId: wallet.connectorId,
        namespace: 'solana',
        networks: [chain.network],
        signal: signal(),
      });
    const from = events.length;
    first.controls.changeAccount();
    second.controls.revoke();
    await settle();
    expect(events.slice(from)).toEqual([
      {
        type: 'accountsChanged',
        connectorId: first.connectorId,
        accounts: [
          { caipAddress: `${chain.network.caipNetworkId}:${first.controls.address()}`, type: 'eoa' },
        ],
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
    const { source, events } = setUp();
    const wallet = await testWallet('Leaving Wallet');
    await source.connect({
      connectorId: wallet.connectorId,
      namespace: 'solana',
      networks: [chain.network],
      signal: signal(),
    });
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
    const { wallet, controls } = await createTestSolanaWallet({
      name: 'Slow Wallet',
      secretKeys: [chain.devnet.accounts[1]?.secretKey ?? ''],
      chains: [chain.network.caipNetworkId],
      rpcUrl: chain.devnet.rpcUrl,
    });
    // Authorised on an earlier page load.
    await (wallet.features['standard:connect'] as { connect(): Promise<unknown> }).connect();
    const prompts = controls.promptCount();
    const { source } = setUp();
    const reconnecting = source.reconnect({ connectorId: 'ws:Slow Wallet', networks: [chain.network] });
    let unregister = () => {};
    setTimeout(() => {
      unregister = registerWallet(window, wallet);
    }, 100);
    const connection = await reconnecting;
    expect(connection?.accounts).toEqual([
      { caipAddress: `${chain.network.caipNetworkId}:${controls.address()}`, type: 'eoa' },
    ]);
    expect(controls.promptCount()).toBe(prompts);
    source.destroy?.();
    unregister();
  });
});
