import type { CaipNetworkId, CloudClient, PorticoOptions, SocialLoginProvider } from '@portico/core';
import type {
  EmailConnectAction,
  EmbeddedRequestGate,
  EmbeddedWalletSource,
  OtpResult,
  SmartAccountCapability,
} from '@portico/core/adapters';
import { fakeHistoryClient } from './fakeHistoryClient.js';

export const embeddedEmail = 'alice@example.com';

/**
 * A secure frame behind an EmbeddedWalletSource (an AUTH connector `auth` in eip155) and a cloud client that
 * turns email on for the page's origin. Steps answer at once; `fail` makes the next call of a method reject.
 */
export function fakeEmbeddedWallet(remote: { socials?: readonly SocialLoginProvider[] } = {}) {
  const calls: string[] = [];
  const fail: Record<string, Error> = {};
  const answers = {
    connectEmail: 'VERIFY_OTP' as EmailConnectAction,
    recoveryPassword: 'none' as OtpResult['recoveryPassword'],
    /** When set, connect social answers that a code went to this email wallet's email (the link step). */
    socialLinkEmail: undefined as string | undefined,
    /** §7 the networks where the project enables smart accounts (none by default: no switch is offered). */
    smartAccountEnabledNetworks: [] as CaipNetworkId[],
    /** The ERC-4337 smart account's own address. */
    smartAccountAddress: '0x5a1e',
  };
  /** The network the wallet connected on (its accounts are written for it). */
  let chainId: string | number = 1;
  /** A social login was linked to the email wallet: getUser lists both login methods. */
  let linked = false;
  /** The pending connect social: the test settles it (the provider's window answered). */
  let socialAnswer: { resolve(): void; reject(error: Error): void } | undefined;
  /** The pending connect farcaster: the test settles it (the visitor approved the channel in Farcaster). */
  let farcasterAnswer: { resolve(): void; reject(error: Error): void } | undefined;
  let farcasterChannels = 0;
  /** The elements the secure frame is laid over now. */
  const frameAnchors: HTMLElement[] = [];
  let gate: EmbeddedRequestGate | undefined;
  let email: string | null = embeddedEmail;
  const call = async (name: string, detail = '') => {
    calls.push(detail ? `${name}:${detail}` : name);
    const error = fail[name];
    delete fail[name];
    if (error) throw error;
  };
  const source: EmbeddedWalletSource & SmartAccountCapability = {
    kind: 'embedded',
    id: 'embedded',
    namespaces: ['eip155'],
    setup: (context) =>
      context.emit({
        type: 'connectors',
        connectors: [{ id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' }],
      }),
    connect: async ({ networks }) => {
      chainId = networks[0]?.id ?? 1;
      return {
        connectorId: 'auth',
        accounts: [{ caipAddress: `eip155:${chainId}:0xa11ce`, type: 'eoa' }],
        supportsAllNetworks: true,
      };
    },
    getSmartAccountEnabledNetworks: async () => answers.smartAccountEnabledNetworks,
    setPreferredAccountType: async ({ type }) => {
      await call('setPreferredAccountType', type);
      const address = type === 'smartAccount' ? answers.smartAccountAddress : '0xa11ce';
      return {
        type,
        accounts: [{ caipAddress: `eip155:${chainId}:${address}`, type }],
        userAccounts: [
          { address: '0xa11ce', type: 'EOA' },
          { address: answers.smartAccountAddress, type: 'SMART_ACCOUNT' },
        ],
        smartAccountDeployed: false,
      };
    },
    reconnect: async () => undefined,
    disconnect: () => call('disconnect'),
    getProvider: async () => ({ fake: true }),
    load: () => call('load'),
    setRequestGate: (next) => {
      gate = next;
    },
    connectEmail: async ({ email: address }) => {
      await call('connectEmail', address);
      email = address;
      return { action: answers.connectEmail };
    },
    connectOtp: async ({ otp }) => {
      await call('connectOtp', otp);
      return { recoveryPassword: answers.recoveryPassword };
    },
    recoveryPassword: () => call('recoveryPassword'),
    getSocialRedirectUri: async ({ provider }) => {
      await call('getSocialRedirectUri', provider);
      return { uri: `https://login.example/${provider}` };
    },
    connectSocial: async ({ uri, signal }) => {
      await call('connectSocial', uri);
      await new Promise<void>((resolve, reject) => {
        socialAnswer = { resolve, reject };
        signal.addEventListener('abort', () => reject(signal.reason));
      });
      if (answers.socialLinkEmail) {
        email = answers.socialLinkEmail;
        linked = true;
        return { linkEmail: answers.socialLinkEmail, userName: 'alice' };
      }
      // A social user has no login email, and the provider's username.
      email = null;
      return { recoveryPassword: answers.recoveryPassword, userName: 'alice' };
    },
    resendLinkOtp: () => call('resendLinkOtp'),
    getFarcasterUri: async () => {
      farcasterChannels += 1;
      await call('getFarcasterUri');
      return { url: `https://farcaster.example/~/siwf?channelToken=c${farcasterChannels}` };
    },
    connectFarcaster: async ({ signal }) => {
      await call('connectFarcaster');
      await new Promise<void>((resolve, reject) => {
        farcasterAnswer = { resolve, reject };
        signal.addEventListener('abort', () => reject(signal.reason));
      });
      email = null;
      return { recoveryPassword: answers.recoveryPassword, userName: 'alice' };
    },
    attachFrame: (anchor) => {
      frameAnchors.push(anchor as HTMLElement);
      return () => {
        frameAnchors.splice(frameAnchors.indexOf(anchor as HTMLElement), 1);
      };
    },
    getUser: async () => ({
      email,
      ...(email === null ? { userName: 'alice' } : {}),
      address: '0xa11ce',
      chainId: 1,
      accounts: [{ address: '0xa11ce', type: 'EOA' }],
      solanaAddress: 'A11ce',
      smartAccountDeployed: false,
      preferredAccountType: 'eoa',
      ...(linked && email
        ? {
            loginMethods: [
              { kind: 'email', email },
              { kind: 'social', provider: 'google', username: 'alice' },
            ],
          }
        : {}),
    }),
    updateEmail: async ({ email: address }) => {
      await call('updateEmail', address);
      return { action: 'VERIFY_PRIMARY_OTP' };
    },
    updateEmailPrimaryOtp: async ({ otp }) => {
      await call('updateEmailPrimaryOtp', otp);
      return { action: 'VERIFY_SECONDARY_OTP' };
    },
    updateEmailSecondaryOtp: async ({ otp }) => {
      await call('updateEmailSecondaryOtp', otp);
      return { newEmail: 'bob@example.com' };
    },
    syncTheme: async () => {},
    syncDappData: async () => {},
  };
  const client: CloudClient = {
    ...fakeHistoryClient({}).client,
    getProjectConfig: async () => ({
      features: {
        swaps: false,
        onramp: false,
        email: true,
        socials: remote.socials ? [...remote.socials] : false,
        activity: false,
        reownBranding: false,
        multiWallet: false,
      },
    }),
    getAllowedOrigins: async () => [globalThis.location.origin],
  };
  const options: Partial<PorticoOptions> = {
    cloudUrl: 'http://cloud.test',
    createCloudClient: () => client,
  };
  return {
    source,
    options,
    calls,
    fail,
    answers,
    frameAnchors,
    /** Answers the pending connect social: the visitor logged in at the provider, or it failed with `error`. */
    answerSocial: (error?: Error) => (error ? socialAnswer?.reject(error) : socialAnswer?.resolve()),
    /** Answers the pending connect farcaster: the channel was approved, or it failed with `error`. */
    answerFarcaster: (error?: Error) => (error ? farcasterAnswer?.reject(error) : farcasterAnswer?.resolve()),
    /** The gate core handed the source. */
    gate: () => {
      if (!gate) throw new Error('No gate was handed over');
      return gate;
    },
  };
}
