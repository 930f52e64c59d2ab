import { PorticoError } from '@portico/core';
import type {
  ConnectorContext,
  EmbeddedRequestGate,
  EmbeddedWalletSource,
  SmartAccountCapability,
  WalletConnection,
} from '@portico/core/adapters';
import { embeddedConnectorId } from './connectorId.js';
import { emailIcon } from './emailIcon.js';
import type { EmbeddedWallet } from './embeddedWallet.js';
import type { EmbeddedWalletConnectorOptions } from './options.js';

/**
 * The embedded wallet's connector source: one AUTH connector ('Email') over eip155 and solana, with smart accounts
 * (§7 get smart-account-enabled networks, set preferred account). This module is all a dApp loads up front; the
 * frame client and the providers are imported when core loads the frame (`load`, or a call that needs it).
 */
export function createEmbeddedWalletConnector(
  options: EmbeddedWalletConnectorOptions,
): EmbeddedWalletSource & SmartAccountCapability {
  let context: ConnectorContext | undefined;
  let gate: EmbeddedRequestGate | undefined;
  let wallet: Promise<EmbeddedWallet> | undefined;

  const load = () => {
    const ctx = context;
    if (!ctx) return Promise.reject(new PorticoError('FRAME_IFRAME_NOT_SET'));
    wallet ??= import('./embeddedWallet.js').then(({ openEmbeddedWallet }) =>
      openEmbeddedWallet(options, { context: () => context ?? ctx, gate: () => gate }),
    );
    wallet.catch(() => {
      wallet = undefined;
    });
    return wallet;
  };
  const loaded =
    <K extends keyof EmbeddedWallet>(name: K) =>
    async (...args: Parameters<EmbeddedWallet[K]>): Promise<Awaited<ReturnType<EmbeddedWallet[K]>>> =>
      // biome-ignore lint/suspicious/noExplicitAny: one forwarder for every method of the loaded wallet
      ((await load())[name] as (...params: any[]) => any)(...args);

  return {
    id: embeddedConnectorId,
    kind: 'embedded',
    namespaces: ['eip155', 'solana'],
    setup(ctx) {
      context = ctx;
      ctx.emit({
        type: 'connectors',
        connectors: (['eip155', 'solana'] as const)
          .filter((chain) => ctx.networks.some((network) => network.chainNamespace === chain))
          .map((chain) => ({
            id: embeddedConnectorId,
            name: 'Email',
            type: 'AUTH',
            chain,
            imageUrl: emailIcon,
          })),
      });
    },
    async load() {
      await load();
    },
    setRequestGate(next) {
      gate = next;
    },
    connect: loaded('connect') as (
      params: Parameters<EmbeddedWallet['connect']>[0],
    ) => Promise<WalletConnection>,
    reconnect: loaded('reconnect'),
    disconnect: loaded('disconnect'),
    getProvider: loaded('getProvider'),
    connectEmail: loaded('connectEmail'),
    connectOtp: loaded('connectOtp'),
    recoveryPassword: loaded('recoveryPassword'),
    getSocialRedirectUri: loaded('getSocialRedirectUri'),
    connectSocial: loaded('connectSocial'),
    resendLinkOtp: loaded('resendLinkOtp'),
    getFarcasterUri: loaded('getFarcasterUri'),
    connectFarcaster: loaded('connectFarcaster'),
    attachFrame(anchor) {
      let detach: (() => void) | undefined;
      let attached = true;
      // Only a loaded frame has anything to show; one still loading is shown once it is ready.
      wallet?.then(
        (open) => {
          if (attached) detach = open.attachFrame(anchor);
        },
        (error: unknown) => context?.logger.debug('The secure frame did not load: nothing to show', error),
      );
      return () => {
        attached = false;
        detach?.();
      };
    },
    getUser: loaded('getUser'),
    getSmartAccountEnabledNetworks: loaded('getSmartAccountEnabledNetworks'),
    setPreferredAccountType: loaded('setPreferredAccountType'),
    updateEmail: loaded('updateEmail'),
    updateEmailPrimaryOtp: loaded('updateEmailPrimaryOtp'),
    updateEmailSecondaryOtp: loaded('updateEmailSecondaryOtp'),
    syncTheme: loaded('syncTheme'),
    syncDappData: loaded('syncDappData'),
    destroy() {
      const closing = wallet;
      wallet = undefined;
      closing?.then(
        (open) => open.close(),
        () => {},
      );
    },
  };
}
