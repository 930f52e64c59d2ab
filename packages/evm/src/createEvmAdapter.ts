import type { CaipAddress, Logger, Network } from '@portico/core';
import type { ChainAdapter } from '@portico/core/adapters';
import {
  type Address,
  type Client,
  type EIP1193Provider,
  getAddress,
  type Hex,
  numberToHex,
  stringify,
  stringToHex,
} from 'viem';
import { switchChain } from './switchChain.js';
import { toWalletError } from './walletError.js';

export interface EvmAdapterOptions {
  /**
   * The networks of `withWagmi`'s wagmi config (its eip155 ones are used). Default: the networks core passes
   * to `setup`; give them here to read `wagmiConfig` before setup (e.g. for a dApp's WagmiProvider).
   */
  networks?: readonly Network[];
}

export interface EvmAdapter extends ChainAdapter {
  readonly namespace: 'eip155';
  /** The balances of the listed ERC-20 tokens (the `tokens` option), read without Portico Cloud. */
  getTokenAmounts: NonNullable<ChainAdapter['getTokenAmounts']>;
  /** The networks given in the options, if any. */
  readonly networks: readonly Network[] | undefined;
}

interface RequestArguments {
  method: string;
  params?: readonly unknown[];
}

/** Asks the wallet, keeping its error code for core (4001, 4100, …). */
async function ask<T>(provider: unknown, request: RequestArguments): Promise<T> {
  try {
    return (await (provider as { request(args: RequestArguments): Promise<unknown> }).request(request)) as T;
  } catch (error) {
    throw toWalletError(error);
  }
}

/**
 * The eip155 ChainAdapter: balances over the network's RPC (viem), and signing, sending, capabilities and
 * switching on the provider of whichever connection holds the account — an injected wallet, a WalletConnect
 * session or the embedded wallet alike. It keeps no record of connections; `withWagmi` adds a wagmi config
 * that follows core's.
 */
export function createEvmAdapter(options: EvmAdapterOptions = {}): EvmAdapter {
  const publicClients = new Map<string, Client>();

  /** The network's client; viem's client and transports load with the first read (after a connection). */
  async function publicClient(network: Network): Promise<Client> {
    const { default: own, cloud } = network.rpcUrls;
    const key = [network.caipNetworkId, ...(cloud?.http ?? []), ...own.http].join(' ');
    const known = publicClients.get(key);
    if (known !== undefined) return known;
    const { createNetworkClient } = await import('./networkClient.js');
    // A read started meanwhile may have created it: one client per network.
    let client = publicClients.get(key);
    if (client === undefined) {
      client = createNetworkClient(network);
      publicClients.set(key, client);
    }
    return client;
  }

  // Core's logger, once set up: what the adapter handles quietly is still told at debug level.
  let logger: Logger | undefined;

  return {
    namespace: 'eip155',

    setup(context) {
      logger = context.logger;
    },

    networks: options.networks,

    toCaipAddress: (address, network): CaipAddress => `${network.caipNetworkId}:${getAddress(address)}`,

    async getBalance({ address, network }) {
      const client = await publicClient(network);
      const { readBalance } = await import('./networkClient.js');
      return {
        balance: await readBalance(client, address, network.nativeCurrency.decimals),
        symbol: network.nativeCurrency.symbol,
      };
    },

    async getTokenAmounts({ address, network, tokens }) {
      // Read only without Portico Cloud, once a visitor connects: out of the page's initial JavaScript.
      const { readTokenAmounts } = await import('./tokenAmounts.js');
      return readTokenAmounts(await publicClient(network), address, tokens);
    },

    signMessage: ({ provider, address, message }) =>
      ask<string>(provider, { method: 'personal_sign', params: [stringToHex(message), address as Address] }),

    // EIP-4361's writer loads with the first sign-in: a dApp that never signs in ships none of it.
    formatSignInMessage: async (data) => (await import('./siweMessage.js')).formatSiweMessage(data),

    signTypedData: ({ provider, address, typedData }) =>
      ask<string>(provider, {
        method: 'eth_signTypedData_v4',
        // viem's stringify writes bigints (uint256 values) as decimal strings, as wallets expect.
        params: [address as Address, typeof typedData === 'string' ? typedData : stringify(typedData)],
      }),

    sendTransaction: ({ provider, address, network, transaction }) =>
      ask<Hex>(provider, {
        method: 'eth_sendTransaction',
        params: [
          {
            ...(transaction as object),
            from: address as Address,
            chainId: numberToHex(Number(network.id)),
          },
        ] as never,
      }),

    async estimateTransfer({ address, network, transfer }) {
      const { planTransfer } = await import('./transfer.js');
      return (await planTransfer(await publicClient(network), address, transfer)).fee;
    },

    async sendTransfer({ provider, address, network, transfer }) {
      const { planTransfer, sendTransactionParameters } = await import('./transfer.js');
      const plan = await planTransfer(await publicClient(network), address, transfer);
      return ask<Hex>(provider, {
        method: 'eth_sendTransaction',
        params: [sendTransactionParameters(plan, address, Number(network.id))],
      });
    },

    getCapabilities: ({ provider, address }) =>
      ask<Record<string, unknown>>(provider, {
        method: 'wallet_getCapabilities',
        params: [address as Address],
      }),

    async getName({ address, network }) {
      const resolver = network.contracts?.ensUniversalResolver?.address;
      // A chain without a universal resolver has no name service to ask.
      if (resolver === undefined) return undefined;
      // The fallback after a failed cloud identity lookup: its ABI coding loads with it.
      const { readEnsName } = await import('./ensName.js');
      return readEnsName(await publicClient(network), resolver, address);
    },

    async getAssets({ provider, address, network }) {
      // Asked once per balance fetch, by wallets that may never have it: loaded on demand.
      const { readWalletAssets } = await import('./walletAssets.js');
      return readWalletAssets(
        (request) => ask(provider, request),
        address,
        network,
        (error) => logger?.debug('The wallet answered no capabilities: no asset discovery', error),
      );
    },

    async switchNetwork({ provider, network }) {
      try {
        await switchChain(provider as EIP1193Provider, network);
      } catch (error) {
        throw toWalletError(error);
      }
    },
  };
}
