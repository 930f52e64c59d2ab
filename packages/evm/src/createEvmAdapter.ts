import { type AdapterContext, type ChainAdapter, type Network, PorticoError } from '@portico/core';
import {
  type Config,
  type Connector as WagmiConnector,
  connect as wagmiConnect,
  disconnect as wagmiDisconnect,
  reconnect as wagmiReconnect,
  signMessage as wagmiSignMessage,
  watchConnectors,
} from '@wagmi/core';
import { type Address, type Client, createClient, type EIP1193Provider, formatUnits } from 'viem';
// A bare client plus the one action it needs: createPublicClient would bundle every public action.
import { getBalance } from 'viem/actions';
import { browserStorage, type KeyValueStorage } from './browserStorage.js';
import { toConnectionAccounts } from './connectionAccounts.js';
import { toConnectors } from './connectors.js';
import { createWagmiConfig } from './createWagmiConfig.js';
import { evmTransport } from './evmTransport.js';
import { followConnections } from './followConnections.js';
import { switchChain } from './switchChain.js';
import { toViemChain } from './toViemChain.js';
import { connectionOf, whenHydrated, whenSettled } from './wagmiState.js';
import { toWalletError } from './walletError.js';

export interface EvmAdapterOptions {
  /**
   * The networks of the wagmi config (its eip155 ones are used). Default: the networks core passes to
   * `setup`; give them here to read `wagmiConfig` before setup (e.g. for a dApp's WagmiProvider).
   */
  networks?: readonly Network[];
  /** Where wagmi persists its state, under the `portico.wagmi.` prefix. Default: `localStorage`. */
  storage?: KeyValueStorage;
}

export interface EvmAdapter extends ChainAdapter {
  readonly namespace: 'eip155';
  /**
   * The wagmi config the adapter connects through; a dApp's wagmi hooks and actions (`getAccount(config)`)
   * given this config see the same account and chain. Created on first use.
   */
  readonly wagmiConfig: Config;
}

/** The eip155 ChainAdapter: injected wallets (EIP-6963 and legacy `window.ethereum`) through @wagmi/core. */
export function createEvmAdapter(options: EvmAdapterOptions = {}): EvmAdapter {
  let networks = options.networks;
  let config: Config | undefined;
  let stopListening: (() => void)[] = [];
  // Connectors whose connection the adapter itself is opening or closing: their removals are results, not events.
  const quiet = new Set<string>();
  const publicClients = new Map<string, Client>();

  function wagmiConfig(): Config {
    config ??= createWagmiConfig(networks ?? [], options.storage ?? browserStorage);
    return config;
  }

  function connectorById(connectorId: string): WagmiConnector {
    const connector = wagmiConfig().connectors.find(({ id }) => id === connectorId);
    if (connector === undefined) throw new PorticoError('NO_CONNECTOR_FOR_CONNECTION', { id: connectorId });
    return connector;
  }

  async function quietly<T>(connectorId: string, run: () => Promise<T>): Promise<T> {
    quiet.add(connectorId);
    try {
      return await run();
    } catch (error) {
      throw toWalletError(error);
    } finally {
      quiet.delete(connectorId);
    }
  }

  function publicClient(network: Network): Client {
    const urls = network.rpcUrls.default.http;
    const key = `${network.caipNetworkId} ${urls.join(' ')}`;
    let client = publicClients.get(key);
    if (client === undefined) {
      client = createClient({ chain: toViemChain(network), transport: evmTransport(urls) });
      publicClients.set(key, client);
    }
    return client;
  }

  function destroy(): void {
    for (const stop of stopListening) stop();
    stopListening = [];
  }

  return {
    namespace: 'eip155',

    get wagmiConfig() {
      return wagmiConfig();
    },

    async setup(context: AdapterContext) {
      networks ??= context.networks;
      const config = wagmiConfig();
      destroy();
      const reportConnectors = () => context.emit({ type: 'connectors', connectors: toConnectors(config) });
      stopListening = [
        watchConnectors(config, { onChange: reportConnectors }),
        followConnections(config, context.emit, (connectorId) => quiet.has(connectorId)),
      ];
      reportConnectors();
      await whenHydrated(config);
    },

    connect: ({ connectorId, network }) =>
      quietly(connectorId, async () => {
        const connector = connectorById(connectorId);
        const { accounts, chainId } = await wagmiConnect(wagmiConfig(), {
          connector,
          chainId: Number(network.id),
        });
        return { connectorId, accounts: toConnectionAccounts(accounts), chainId };
      }),

    // Never prompts: wagmi's reconnect asks the wallet with eth_accounts only, and a site the wallet no
    // longer authorises (or one the user disconnected here) has no connection afterwards.
    reconnect: ({ connectorId }) =>
      quietly(connectorId, async () => {
        const config = wagmiConfig();
        const connector = config.connectors.find(({ id }) => id === connectorId);
        if (connector === undefined) return undefined;
        await wagmiReconnect(config, { connectors: [connector] });
        await whenSettled(config);
        const connection = connectionOf(config, connectorId);
        if (connection === undefined) return undefined;
        return {
          connectorId,
          accounts: toConnectionAccounts(connection.accounts),
          chainId: connection.chainId,
        };
      }),

    disconnect: ({ connectorId }) =>
      quietly(connectorId, async () => {
        const connection = connectionOf(wagmiConfig(), connectorId);
        if (connection !== undefined)
          await wagmiDisconnect(wagmiConfig(), { connector: connection.connector });
      }),

    async switchNetwork({ connectorId, network }) {
      if (network.chainNamespace !== 'eip155') throw new PorticoError('CHAIN_NOT_SUPPORTED');
      const connector = connectionOf(wagmiConfig(), connectorId)?.connector ?? connectorById(connectorId);
      const provider = (await connector.getProvider()) as EIP1193Provider | undefined;
      if (provider === undefined) throw new PorticoError('PROVIDER_NOT_FOUND');
      try {
        await switchChain(provider, network);
        // Some wallets switch without a chainChanged event; the chain they report keeps wagmi in step.
        connector.emitter.emit('change', { chainId: await connector.getChainId() });
      } catch (error) {
        throw toWalletError(error);
      }
    },

    async getBalance({ address, network }) {
      const value = await getBalance(publicClient(network), { address: address as Address });
      return {
        balance: formatUnits(value, network.nativeCurrency.decimals),
        symbol: network.nativeCurrency.symbol,
      };
    },

    async signMessage({ connectorId, address, message }) {
      const connection = connectionOf(wagmiConfig(), connectorId);
      if (connection === undefined) throw new PorticoError('CONNECTOR_NOT_CONNECTED');
      try {
        return await wagmiSignMessage(wagmiConfig(), {
          connector: connection.connector,
          account: address as Address,
          message,
        });
      } catch (error) {
        throw toWalletError(error);
      }
    },

    destroy,
  };
}
