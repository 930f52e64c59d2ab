import { createLogger, type LogEntry, type Network } from '@portico/core';
import type { NamespaceConnection } from '@portico/core/adapters';
import { type Devnet, startDevnet } from '@portico/devnet';
import { disconnect, getBalance, getConnection, getConnections, signMessage, switchChain } from '@wagmi/core';
import { formatEther, verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvmAdapter } from './createEvmAdapter.js';
import type { ControlledWallet } from './test/controlledWallet.js';
import { devnetWallet } from './test/devnetWallet.js';
import { type WagmiEvmAdapter, withWagmi } from './withWagmi.js';

// wagmi follows core: these tests play core's part, handing the adapter its connections.
let devnet: Devnet;
let mainChain: Network;
let secondChain: Network;

beforeAll(async () => {
  devnet = await startDevnet({ ports: { porticoDevnet: 0, porticoTestnet: 0 }, solana: false });
  [mainChain, secondChain] = devnet.chains.map((chain) => chain.network) as [Network, Network];
});

afterAll(() => devnet?.stop());

async function setUpAdapter() {
  const adapter = withWagmi(createEvmAdapter());
  const disconnected: string[] = [];
  const logs: LogEntry[] = [];
  await adapter.setup?.({
    networks: [mainChain, secondChain],
    logger: createLogger({ level: 'debug', sinks: [(entry) => logs.push(entry)] }),
    disconnect: async (connectorId) => {
      disconnected.push(connectorId);
    },
  });
  return { adapter, disconnected, logs };
}

/** A connection as core hands it over, on a wallet that authorised the site. */
async function connection(
  connectorId: string,
  options: { account?: number; network?: Network } = {},
): Promise<{ wallet: ControlledWallet; view: NamespaceConnection }> {
  const wallet = devnetWallet(devnet, { account: options.account, info: { rdns: connectorId } });
  await wallet.request({ method: 'eth_requestAccounts' });
  const view: NamespaceConnection = {
    connectorId,
    name: `Wallet ${connectorId}`,
    icon: 'data:image/svg+xml,<svg/>',
    addresses: [wallet.address],
    network: options.network ?? mainChain,
    provider: wallet,
  };
  return { wallet, view };
}

const sync = async (adapter: WagmiEvmAdapter, views: readonly NamespaceConnection[]) =>
  adapter.syncConnections?.(views);

describe('wagmi follows core’s connections', () => {
  it('§4 shows core’s current address, chain and connector', async () => {
    const { adapter } = await setUpAdapter();
    const { wallet, view } = await connection('dev.portico.one');
    await sync(adapter, [view]);
    const wagmi = getConnection(adapter.wagmiConfig);
    expect([wagmi.status, wagmi.address, wagmi.addresses, wagmi.chainId]).toEqual([
      'connected',
      wallet.address,
      [wallet.address],
      31337,
    ]);
    expect([wagmi.connector?.id, wagmi.connector?.name, wagmi.connector?.icon]).toEqual([
      view.connectorId,
      view.name,
      view.icon,
    ]);
  });

  it('§6 holds every connection, core’s current one as wagmi’s current', async () => {
    const { adapter } = await setUpAdapter();
    const one = await connection('dev.portico.one');
    const two = await connection('dev.portico.two', { account: 1, network: secondChain });
    await sync(adapter, [two.view, one.view]);
    const config = adapter.wagmiConfig;
    expect(
      getConnections(config).map(({ connector, accounts, chainId }) => [connector.id, accounts, chainId]),
    ).toEqual([
      ['dev.portico.two', [two.wallet.address], 31338],
      ['dev.portico.one', [one.wallet.address], 31337],
    ]);
    expect([getConnection(config).address, getConnection(config).chainId]).toEqual([
      two.wallet.address,
      31338,
    ]);

    await sync(adapter, [one.view, two.view]);
    expect([getConnection(config).address, getConnection(config).chainId]).toEqual([
      one.wallet.address,
      31337,
    ]);
  });

  it('§4 no connection left: wagmi is disconnected', async () => {
    const { adapter } = await setUpAdapter();
    const { view } = await connection('dev.portico.one');
    await sync(adapter, [view]);
    await sync(adapter, []);
    const wagmi = getConnection(adapter.wagmiConfig);
    expect([wagmi.status, wagmi.address]).toEqual(['disconnected', undefined]);
    expect(adapter.wagmiConfig.state.connections.size).toBe(0);
  });

  it('§4 follows a network change and an account change of the connection', async () => {
    const { adapter } = await setUpAdapter();
    const { view } = await connection('dev.portico.one');
    await sync(adapter, [view]);
    const other = devnet.accounts[1]?.address as `0x${string}`;
    await sync(adapter, [{ ...view, network: secondChain, addresses: [other] }]);
    const wagmi = getConnection(adapter.wagmiConfig);
    expect([wagmi.address, wagmi.chainId, wagmi.chain?.id]).toEqual([other, 31338, 31338]);
  });

  it('keeps a connection’s wagmi connector while its provider stays, and makes a new one for a new provider', async () => {
    const { adapter } = await setUpAdapter();
    const { view } = await connection('dev.portico.one');
    await sync(adapter, [view]);
    const uid = getConnection(adapter.wagmiConfig).connector?.uid;
    await sync(adapter, [{ ...view, network: secondChain }]);
    expect(getConnection(adapter.wagmiConfig).connector?.uid).toBe(uid);
    const replacement = await connection('dev.portico.one');
    await sync(adapter, [replacement.view]);
    expect(getConnection(adapter.wagmiConfig).connector?.uid).not.toBe(uid);
    expect(adapter.wagmiConfig.connectors.map(({ id }) => id)).toEqual(['dev.portico.one']);
  });

  it('§4 a sync after destroy is logged and changes nothing', async () => {
    const { adapter, logs } = await setUpAdapter();
    adapter.destroy?.();
    const { view } = await connection('dev.portico.one');
    await sync(adapter, [view]);
    expect(getConnection(adapter.wagmiConfig).status).toBe('disconnected');
    expect(logs.map(({ level, message }) => [level, message])).toEqual([
      ['warn', 'wagmi follows no connections: the EVM adapter is not set up, or was destroyed'],
    ]);
  });
});

describe('a dApp’s wagmi actions on the mirror', () => {
  it('§4 disconnect goes through Portico (the context’s disconnect)', async () => {
    const { adapter, disconnected } = await setUpAdapter();
    const { view } = await connection('dev.portico.one');
    await sync(adapter, [view]);
    await disconnect(adapter.wagmiConfig);
    expect(disconnected).toEqual(['dev.portico.one']);
  });

  it('§7 signMessage asks the connection’s wallet', async () => {
    const { adapter } = await setUpAdapter();
    const { wallet, view } = await connection('dev.portico.one');
    await sync(adapter, [view]);
    const signature = await signMessage(adapter.wagmiConfig, { message: 'Hello wagmi' });
    expect(wallet.log.at(-1)?.method).toBe('personal_sign');
    await expect(verifyMessage({ address: wallet.address, message: 'Hello wagmi', signature })).resolves.toBe(
      true,
    );
  });

  it('§7 switchChain asks the wallet: 4902 → add → switch', async () => {
    const { adapter } = await setUpAdapter();
    const { wallet, view } = await connection('dev.portico.one');
    await sync(adapter, [view]);
    const from = wallet.log.length;
    const chain = await switchChain(adapter.wagmiConfig, { chainId: 31338 });
    expect(chain.id).toBe(31338);
    expect(wallet.log.slice(from).map(({ method }) => method)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ]);
    await expect(wallet.request({ method: 'eth_chainId' })).resolves.toBe('0x7a6a');
  });

  it('§9 reads go through the config’s transports: the exact balance on the current chain', async () => {
    const { adapter } = await setUpAdapter();
    const { wallet, view } = await connection('dev.portico.one', { network: secondChain });
    await sync(adapter, [view]);
    const { value } = await getBalance(adapter.wagmiConfig, { address: wallet.address });
    expect(formatEther(value)).toBe(devnet.accounts[0]?.balances[secondChain.caipNetworkId]?.ETH);
  });
});
