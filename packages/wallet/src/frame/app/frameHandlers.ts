import type { EmbeddedWalletAccountUser } from '@portico/core/wire';
import type { AppEventName, AppPayloads, SuccessPayloads } from '../../protocol/index.js';
import { type ActiveChain, toCaipNetworkId } from '../chain/activeChain.js';
import type { CloudApi } from '../cloud/cloudApi.js';
import type { EmailLogin } from '../login/emailLogin.js';
import type { EmailUpdate } from '../login/emailUpdate.js';
import type { FarcasterLogin } from '../login/farcasterLogin.js';
import type { SocialLogin } from '../login/socialLogin.js';
import type { WalletLogin } from '../login/walletLogin.js';
import type { EvmRpcContext } from '../rpc/evmRpc.js';
import { rpcRequest } from '../rpc/rpcRequest.js';
import type { FrameSession } from '../session/frameSession.js';
import { enabledNetwork, smartAccountUser } from '../smartAccount/smartAccountUser.js';
import type { DeviceStore } from '../store/deviceStore.js';
import type { Visitor } from '../visitor/visitor.js';

/**
 * What answers each app event: its success payload, or a throw whose message becomes the `_ERROR` payload.
 * RPC_ABORT is the port's own: it knows the pending requests.
 */
export type FrameHandlers = {
  [N in Exclude<AppEventName, 'RPC_ABORT'>]: (
    payload: AppPayloads[N],
    /** Aborted by RPC_ABORT (RPC_REQUEST, RECOVERY_PASSWORD, CONNECT_SOCIAL and CONNECT_FARCASTER only). */
    signal: AbortSignal,
  ) => Promise<SuccessPayloads[N]> | SuccessPayloads[N];
};

export interface FrameServices {
  api: CloudApi;
  store: DeviceStore;
  session: FrameSession;
  /** What follows a verified login, email or social: the recovery password. */
  walletLogin: WalletLogin;
  login: EmailLogin;
  social: SocialLogin;
  farcaster: FarcasterLogin;
  update: EmailUpdate;
  chain: ActiveChain;
  rpc: EvmRpcContext;
  /** The visitor, met in the frame's own document: approvals and recovery passwords. */
  visitor: Visitor;
  /** The origin of the page that framed us, shown on every approval. */
  parentOrigin: string;
  /** The frame's own UI follows the modal's light or dark mode (SYNC_THEME). */
  applyTheme: (mode: 'light' | 'dark') => void;
  /** The frame's own UI speaks the modal's language (SYNC_THEME's `locale`). */
  applyLocale: (locale: string) => void;
  /** Reloads the frame (RELOAD), after its answer went out. */
  reload: () => void;
}

export function frameHandlers(services: FrameServices): FrameHandlers {
  const {
    api,
    store,
    session,
    walletLogin,
    login,
    social,
    farcaster,
    update,
    chain,
    rpc,
    visitor,
    parentOrigin,
  } = services;
  return {
    // One login waits for a code at a time: the latest started, email or a social login's link.
    CONNECT_EMAIL: ({ email }) => {
      social.forgetLink();
      return login.connectEmail(email);
    },
    CONNECT_OTP: ({ otp }) => (social.linking ? social.linkOtp(otp) : login.connectOtp(otp)),
    RECOVERY_PASSWORD: async (_payload, signal) => {
      await walletLogin.recoveryPassword(visitor, signal);
      return {};
    },
    CONNECT_SOCIAL: ({ uri, preferredAccountType }, signal) => {
      rpc.smartAccounts.preference.request(preferredAccountType);
      return social.connect(uri, signal);
    },
    GET_SOCIAL_REDIRECT_URI: ({ provider }) => {
      login.forgetCode();
      return social.redirectUri(provider);
    },
    RESEND_LINK_OTP: () => social.resendLinkOtp(),
    GET_FARCASTER_URI: () => {
      login.forgetCode();
      social.forgetLink();
      return farcaster.uri();
    },
    CONNECT_FARCASTER: (_payload, signal) => farcaster.connect(signal),
    GET_USER: async ({ chainId, preferredAccountType }) => {
      rpc.smartAccounts.preference.request(preferredAccountType);
      const user = await session.authorized((accessToken) =>
        api.request<EmbeddedWalletAccountUser>('/v1/wallet/user', { accessToken }),
      );
      const addresses = await rpc.wallet.addresses();
      return {
        email: user.email,
        ...(user.username ? { userName: user.username } : {}),
        chainId,
        solanaAddress: addresses.solana,
        // `address`: the account in use there (an ERC-4337 smart account has its own).
        ...(await smartAccountUser(rpc.smartAccounts, chainId, addresses.eip155)),
        loginMethods: user.loginMethods,
      };
    },
    IS_CONNECTED: async () => {
      const stored = await session.stored();
      const hasShare = stored !== undefined && (await store.user(stored.userId))?.deviceShare !== undefined;
      return { isConnected: hasShare && (await session.isLive()) };
    },
    SIGN_OUT: async () => {
      await session.signOut();
      return {};
    },
    GET_CHAIN_ID: () => chain.get(),
    SWITCH_NETWORK: ({ chainId }) => chain.switchTo(chainId),
    RPC_REQUEST: (request, signal) =>
      rpcRequest(rpc, request, chain.get().chainId, (approval) =>
        visitor.approve({ ...approval, origin: parentOrigin }, signal),
      ),
    UPDATE_EMAIL: ({ email }) => update.updateEmail(email),
    UPDATE_EMAIL_PRIMARY_OTP: ({ otp }) => update.updatePrimaryOtp(otp),
    UPDATE_EMAIL_SECONDARY_OTP: ({ otp }) => update.updateSecondaryOtp(otp),
    SYNC_THEME: ({ themeMode, locale }) => {
      if (themeMode) services.applyTheme(themeMode);
      if (locale) services.applyLocale(locale);
      return {};
    },
    // The frame shows the page's origin on its approvals, never what the page says of itself.
    SYNC_DAPP_DATA: () => ({}),
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: async () => ({
      smartAccountEnabledNetworks: (await rpc.smartAccounts.networks.list()).map(({ caipNetworkId }) =>
        Number(caipNetworkId.split(':')[1]),
      ),
    }),
    INIT_SMART_ACCOUNT: async () => {
      await enabledNetwork(rpc.smartAccounts, chain.get().chainId);
      return {};
    },
    SET_PREFERRED_ACCOUNT: async ({ type }) => {
      const { chainId } = chain.get();
      if (type === 'smartAccount') await enabledNetwork(rpc.smartAccounts, chainId);
      await rpc.smartAccounts.preference.choose(type);
      // The account now in use on the active network: the smart account's own address for ERC-4337.
      return { type, address: await rpc.smartAccounts.activeAddress(toCaipNetworkId(chainId)) };
    },
    RELOAD: () => {
      setTimeout(services.reload, 0);
      return {};
    },
  };
}
