import type { CaipNetworkId } from '../../../domain/caip/caipNetworkId.js';
import type { Connector } from '../../../domain/connectorSource/connector.js';
import type {
  EmailConnectAction,
  EmailUpdateAction,
  EmbeddedDappData,
  EmbeddedRequestGate,
  EmbeddedTheme,
  EmbeddedUser,
  EmbeddedWalletSource,
  OtpResult,
} from '../../../domain/connectorSource/embeddedWalletSource.js';
import type { SmartAccountCapability } from '../../../domain/connectorSource/smartAccountSource.js';
import type { Network } from '../../../domain/networks/network.js';
import { fakeConnectorSource } from '../../../portico/test/fakeConnectorSource.js';

const authEvm: Connector = { id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' };
const authSolana: Connector = { id: 'auth', name: 'Email', type: 'AUTH', chain: 'solana' };

type EmbeddedMethod =
  | 'load'
  | 'connectEmail'
  | 'connectOtp'
  | 'recoveryPassword'
  | 'getSocialRedirectUri'
  | 'connectSocial'
  | 'resendLinkOtp'
  | 'getFarcasterUri'
  | 'connectFarcaster'
  | 'getUser'
  | 'updateEmail'
  | 'updateEmailPrimaryOtp'
  | 'updateEmailSecondaryOtp'
  | 'syncTheme'
  | 'syncDappData'
  | 'getSmartAccountEnabledNetworks'
  | 'setPreferredAccountType';

const defaultEmbeddedUser: EmbeddedUser = {
  email: 'alice@example.com',
  address: '0xa11ce',
  chainId: 1337,
  accounts: [{ address: '0xa11ce', type: 'EOA' }],
  solanaAddress: 'A11ceSo1',
  smartAccountDeployed: false,
  preferredAccountType: 'eoa',
};

/**
 * An EmbeddedWalletSource over the fake connector source (an AUTH connector `auth` in eip155 and solana): its
 * frame answers as `answers` says, records every call in `calls` (`connectEmail:<email>`, `connectOtp:<otp>`…),
 * and a method in `fail` rejects once with that error.
 */
export function fakeEmbeddedWalletSource() {
  const base = fakeConnectorSource({
    id: 'embedded',
    namespaces: ['eip155', 'solana'],
    connectors: [authEvm, authSolana],
  });
  const fail: Partial<Record<EmbeddedMethod, unknown>> = {};
  const held: Partial<Record<EmbeddedMethod, Promise<void>>> = {};
  const answers = {
    connectEmail: 'VERIFY_OTP' as EmailConnectAction,
    recoveryPassword: 'none' as OtpResult['recoveryPassword'],
    updateEmail: 'VERIFY_PRIMARY_OTP' as EmailUpdateAction,
    updateEmailPrimaryOtp: 'VERIFY_SECONDARY_OTP' as EmailUpdateAction,
    newEmail: 'bob@example.com',
    user: defaultEmbeddedUser,
    socialUserName: 'alice' as string | undefined,
    /** When set, connect social answers that a code went to this email (its wallet is an email wallet). */
    socialLinkEmail: undefined as string | undefined,
    /** The relay channel URL of each Farcaster login, numbered from 1. */
    farcasterUrl: (n: number) => `https://farcaster.example/channel/${n}`,
    farcasterUserName: 'alice.eth',
    /** §7 the smart-account-enabled networks the frame answers (a `smartAccountSource()`). */
    smartAccountEnabledNetworks: [] as CaipNetworkId[],
    /** The smart account's address: another one (ERC-4337), or the EOA's own (EIP-7702). */
    smartAccountAddress: '0x5a1e',
    smartAccountDeployed: false,
  };
  /** The eip155 network the wallet connected on. */
  let eip155Network: Network | undefined;
  const themes: EmbeddedTheme[] = [];
  const dappData: EmbeddedDappData[] = [];
  let gate: EmbeddedRequestGate | undefined;
  let gateSet = 0;
  /** The anchors the frame was shown over, and how many are attached now. */
  const frameAnchors: unknown[] = [];
  let attached = 0;
  let farcasterChannels = 0;

  const call = async (method: EmbeddedMethod, detail?: string) => {
    base.calls.push(detail === undefined ? method : `${method}:${detail}`);
    await held[method];
    if (method in fail) {
      const error = fail[method];
      delete fail[method];
      throw error;
    }
  };

  const embedded: EmbeddedWalletSource = {
    ...base,
    kind: 'embedded',
    // The base's methods read its own object, so they are forwarded rather than copied.
    setup: (context) => base.setup(context),
    connect: (params) => {
      eip155Network = params.networks.find((network) => network.chainNamespace === 'eip155');
      return base.connect(params);
    },
    reconnect: (params) => base.reconnect(params),
    disconnect: (params) => base.disconnect(params),
    getProvider: (params) => base.getProvider(params),
    load: () => call('load'),
    setRequestGate(next) {
      gate = next;
      gateSet += 1;
    },
    async connectEmail({ email }) {
      await call('connectEmail', email);
      return { action: answers.connectEmail };
    },
    async connectOtp({ otp }) {
      await call('connectOtp', otp);
      return { recoveryPassword: answers.recoveryPassword };
    },
    async recoveryPassword({ signal }) {
      await Promise.race([
        call('recoveryPassword'),
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
      ]);
    },
    async getSocialRedirectUri({ provider }) {
      await call('getSocialRedirectUri', provider);
      return { uri: `https://login.example/${provider}?state=s1` };
    },
    async connectSocial({ uri, signal }) {
      await Promise.race([
        call('connectSocial', uri),
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
      ]);
      const userName = answers.socialUserName ? { userName: answers.socialUserName } : {};
      if (answers.socialLinkEmail) return { ...userName, linkEmail: answers.socialLinkEmail };
      return { ...userName, recoveryPassword: answers.recoveryPassword };
    },
    resendLinkOtp: () => call('resendLinkOtp'),
    async getFarcasterUri() {
      farcasterChannels += 1;
      await call('getFarcasterUri');
      return { url: answers.farcasterUrl(farcasterChannels) };
    },
    async connectFarcaster({ signal }) {
      signal.addEventListener('abort', () => base.calls.push('connectFarcaster:aborted'));
      await Promise.race([
        call('connectFarcaster'),
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
      ]);
      return { recoveryPassword: answers.recoveryPassword, userName: answers.farcasterUserName };
    },
    attachFrame(anchor) {
      frameAnchors.push(anchor);
      attached += 1;
      return () => {
        attached -= 1;
      };
    },
    async getUser({ caipNetworkId }) {
      await call('getUser', caipNetworkId);
      return answers.user;
    },
    async updateEmail({ email }) {
      await call('updateEmail', email);
      return { action: answers.updateEmail };
    },
    async updateEmailPrimaryOtp({ otp }) {
      await call('updateEmailPrimaryOtp', otp);
      return { action: answers.updateEmailPrimaryOtp };
    },
    async updateEmailSecondaryOtp({ otp }) {
      await call('updateEmailSecondaryOtp', otp);
      return { newEmail: answers.newEmail };
    },
    async syncTheme(theme) {
      await call('syncTheme');
      themes.push(theme);
    },
    async syncDappData(data) {
      await call('syncDappData');
      dappData.push(data);
    },
  };
  /** The same source with smart accounts (`SmartAccountCapability`): what `@portico/wallet`'s connector offers. */
  const smartAccounts: SmartAccountCapability = {
    async getSmartAccountEnabledNetworks({ connectorId }) {
      await call('getSmartAccountEnabledNetworks', connectorId);
      return answers.smartAccountEnabledNetworks;
    },
    async setPreferredAccountType({ type }) {
      await call('setPreferredAccountType', type);
      const eoa = answers.user.address;
      const inUse = type === 'smartAccount' ? answers.smartAccountAddress : eoa;
      const userAccounts = [
        { address: eoa, type: 'EOA' as const },
        { address: answers.smartAccountAddress, type: 'SMART_ACCOUNT' as const },
      ];
      const { smartAccountDeployed } = answers;
      // The frame's User follows: its GET_USER answers the same from now on.
      answers.user = {
        ...answers.user,
        accounts: userAccounts,
        preferredAccountType: type,
        smartAccountDeployed,
      };
      return {
        type,
        accounts: [{ caipAddress: `eip155:${eip155Network?.id ?? 1}:${inUse}`, type }],
        userAccounts,
        smartAccountDeployed,
      };
    },
  };
  const smartAccountSource = (): EmbeddedWalletSource & SmartAccountCapability => ({
    ...embedded,
    ...smartAccounts,
  });

  return {
    source: embedded,
    smartAccountSource,
    base,
    calls: base.calls,
    fail,
    held,
    answers,
    themes,
    dappData,
    frameAnchors,
    /** How many anchors the frame is shown over now. */
    attachedFrames: () => attached,
    /** The gate core handed over, and how many times it did. */
    gate: () => gate,
    gateSetCount: () => gateSet,
  };
}
