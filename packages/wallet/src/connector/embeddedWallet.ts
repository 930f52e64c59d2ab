import { type CaipNetworkId, type ChainNamespace, PorticoError } from '@portico/core';
import {
  type ConnectorContext,
  type EmbeddedRequestGate,
  type EmbeddedUser,
  type EmbeddedWalletSource,
  type SmartAccountCapability,
  untilAborted,
  type WalletConnection,
} from '@portico/core/adapters';
import { embeddedConnectorId } from './connectorId.js';
import { createEip155Provider, type EmbeddedEip155Provider } from './eip155Provider.js';
import { embeddedUser } from './embeddedUser.js';
import { createFrameClient } from './frameClient.js';
import { openFrameInPage } from './openFrameInPage.js';
import type { EmbeddedWalletConnectorOptions } from './options.js';
import { createSolanaWallet, type EmbeddedSolanaWallet } from './solanaWallet.js';
import {
  accountsChanged,
  type Eip155Account,
  eip155AccountInUse,
  eip155ConnectedAccount,
  followAccount,
  frameNetwork,
  servedNamespaces,
  startNetwork,
  walletConnection,
} from './walletConnection.js';

/** The source's calls that need the frame: everything but its identity, `setup`, `load` and the gate. */
export type EmbeddedWallet = Omit<
  EmbeddedWalletSource,
  'id' | 'kind' | 'namespaces' | 'setup' | 'load' | 'setRequestGate' | 'destroy'
> &
  SmartAccountCapability & {
    /** Closes the channel to the frame (and its iframe); pending requests fail as aborted. */
    close(): void;
  };

/** What the loaded wallet reads from the source: both may change after loading. */
export interface EmbeddedWalletHost {
  context(): ConnectorContext;
  gate(): EmbeddedRequestGate | undefined;
}

/** The connected wallet: its user, the network it is on per namespace, and the providers handed out. */
interface Live {
  user: EmbeddedUser;
  /** The eip155 account in use (the smart account once switched to it). */
  eip155Account: Eip155Account;
  chains: Partial<Record<ChainNamespace, CaipNetworkId>>;
  eip155?: EmbeddedEip155Provider;
  solana?: EmbeddedSolanaWallet;
}

const sdkVersion = '0.1.0';

/** Loads the secure frame and serves the source's calls over it (imported on demand by the factory). */
export async function openEmbeddedWallet(
  options: EmbeddedWalletConnectorOptions,
  host: EmbeddedWalletHost,
): Promise<EmbeddedWallet> {
  const logger = host.context().logger;
  const query = {
    frameUrl: options.frameUrl,
    projectId: options.projectId ?? '',
    chainId: startNetwork('eip155', [], host.context().networks),
    version: options.version ?? sdkVersion,
    enableLogger: options.enableLogger ?? false,
    cloudUrl: options.cloudUrl,
  };
  const port = await (options.openFrame ?? ((q) => openFrameInPage(q, { window, logger })))(query);
  let live: Live | undefined;

  /** The session is gone (signed out elsewhere, or expired): core is told the wallet disconnected. */
  const sessionEnded = () => {
    if (!live) return;
    live = undefined;
    host.context().emit({ type: 'disconnect', connectorId: embeddedConnectorId });
  };
  const client = createFrameClient(port, {
    logger,
    onSessionUpdate: () => logger.debug('The secure frame refreshed its session'),
    onFrameSize: (height) => port.display?.resize(height),
    onFrameKey: (key, shiftKey) => port.display?.key(key, shiftKey),
  });
  const request: typeof client.request = (name, payload, signal) =>
    client.request(name, payload, signal).catch((error: unknown) => {
      if (error instanceof PorticoError && error.code === 'SESSION_EXPIRED') sessionEnded();
      throw error;
    });

  const rpc =
    (namespace: ChainNamespace) =>
    (call: { method: string; params?: unknown; caipNetworkId: CaipNetworkId }) => {
      const gate = host.gate();
      if (!gate) {
        logger.error('The embedded wallet got a request before core gave it a request gate', call.method);
        return Promise.reject(new PorticoError('RPC_CALL_NOT_ALLOWED'));
      }
      return gate({ namespace, ...call }, (signal) =>
        request(
          'RPC_REQUEST',
          {
            method: call.method,
            params: call.params,
            chainNamespace: namespace,
            chainId: call.caipNetworkId,
          },
          signal,
        ),
      );
    };

  const connected = (): Live => {
    if (!live) throw new PorticoError('CONNECTOR_NOT_CONNECTED');
    return live;
  };

  const connection = async (
    networks: Parameters<EmbeddedWallet['connect']>[0]['networks'],
    signal?: AbortSignal,
  ): Promise<WalletConnection> => {
    const configured = host.context().networks;
    const chains: Live['chains'] = {};
    for (const namespace of servedNamespaces(configured)) {
      const chain = startNetwork(namespace, networks, configured);
      if (chain) chains[namespace] = chain;
    }
    const eip155 = chains.eip155;
    const user = embeddedUser(await request('GET_USER', { chainId: eip155 ?? chains.solana ?? '' }, signal));
    const eip155Account = eip155AccountInUse(user);
    live = { user, eip155Account, chains };
    return walletConnection(user, chains, eip155Account);
  };

  return {
    connect({ networks, signal }) {
      signal.throwIfAborted();
      return untilAborted(connection(networks, signal), signal);
    },

    async reconnect({ networks }) {
      const { isConnected } = await request('IS_CONNECTED', {});
      if (!isConnected) return undefined;
      // The wallet is where the frame last switched to (kept across reloads), when the dApp still has that network.
      const { chainId } = await request('GET_CHAIN_ID', {});
      const stored = frameNetwork(chainId, host.context().networks);
      return connection(stored ? [stored, ...networks] : networks);
    },

    async disconnect() {
      await request('SIGN_OUT', {});
      live = undefined;
    },

    async getProvider({ namespace }) {
      const wallet = connected();
      if (namespace === 'eip155') {
        wallet.eip155 ??= createEip155Provider({
          chain: () => {
            const chain = connected().chains.eip155;
            if (!chain) throw new PorticoError('CHAIN_NOT_CONFIGURED');
            return chain;
          },
          address: () => connected().eip155Account.address,
          call: rpc('eip155'),
          switchChain: async (chain) => {
            await request('SWITCH_NETWORK', { chainId: chain });
            const wallet = connected();
            wallet.chains.eip155 = chain;
            const user = embeddedUser(await request('GET_USER', { chainId: chain }));
            const account = eip155AccountInUse(user);
            if (!followAccount(wallet, user, account, live)) return undefined;
            host.context().emit(accountsChanged(user, wallet.chains, account));
            return account.address;
          },
        });
        return wallet.eip155;
      }
      if (namespace === 'solana') {
        wallet.solana ??= createSolanaWallet({
          address: wallet.user.solanaAddress,
          chains: host
            .context()
            .networks.filter((network) => network.chainNamespace === 'solana')
            .map((network) => network.caipNetworkId),
          chain: () => connected().chains.solana,
          call: rpc('solana'),
        });
        return wallet.solana;
      }
      throw new PorticoError('CHAIN_NOT_SUPPORTED');
    },

    async getSmartAccountEnabledNetworks() {
      const { smartAccountEnabledNetworks } = await request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {});
      return smartAccountEnabledNetworks.map((chainId): CaipNetworkId => `eip155:${chainId}`);
    },

    async setPreferredAccountType({ type }) {
      const wallet = connected();
      const chain = wallet.chains.eip155;
      if (!chain) throw new PorticoError('CHAIN_NOT_CONFIGURED');
      const answer = await request('SET_PREFERRED_ACCOUNT', { type });
      // The frame's User after the switch: its accounts with their types and whether the smart account is deployed.
      const user = embeddedUser(
        await request('GET_USER', { chainId: chain, preferredAccountType: answer.type }),
      );
      const account = { address: answer.address ?? eip155AccountInUse(user).address, type: answer.type };
      if (followAccount(wallet, user, account, live)) wallet.eip155?.accountsChanged(account.address);
      return {
        type: answer.type,
        accounts: [eip155ConnectedAccount(account, chain)],
        userAccounts: user.accounts,
        smartAccountDeployed: user.smartAccountDeployed,
      };
    },

    connectEmail: ({ email }) => request('CONNECT_EMAIL', { email }),
    connectOtp: ({ otp }) => request('CONNECT_OTP', { otp }),
    getSocialRedirectUri: ({ provider }) => request('GET_SOCIAL_REDIRECT_URI', { provider }),
    connectSocial: ({ uri, signal }) => request('CONNECT_SOCIAL', { uri }, signal),
    resendLinkOtp: async () => {
      await request('RESEND_LINK_OTP', {});
    },
    getFarcasterUri: () => request('GET_FARCASTER_URI', {}),
    connectFarcaster: ({ signal }) => request('CONNECT_FARCASTER', {}, signal),
    recoveryPassword: async ({ signal }) => {
      await request('RECOVERY_PASSWORD', {}, signal);
    },
    attachFrame: (anchor) => port.display?.attach(anchor as HTMLElement) ?? (() => {}),
    getUser: async ({ caipNetworkId }) => embeddedUser(await request('GET_USER', { chainId: caipNetworkId })),
    updateEmail: ({ email }) => request('UPDATE_EMAIL', { email }),
    updateEmailPrimaryOtp: ({ otp }) => request('UPDATE_EMAIL_PRIMARY_OTP', { otp }),
    updateEmailSecondaryOtp: ({ otp }) => request('UPDATE_EMAIL_SECONDARY_OTP', { otp }),
    syncTheme: async ({ themeMode, themeVariables, locale }) => {
      await request('SYNC_THEME', {
        themeMode,
        themeVariables,
        w3mThemeVariables: themeVariables,
        ...(locale ? { locale } : {}),
      });
    },
    syncDappData: async ({ metadata, ...data }) => {
      await request('SYNC_DAPP_DATA', { ...data, metadata: { ...metadata, icons: [...metadata.icons] } });
    },

    close() {
      live = undefined;
      client.close();
    },
  };
}
