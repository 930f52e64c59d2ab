import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { PorticoState } from '../../instance/porticoState.js';
import type { ViewName } from '../../modal/dialog/types.js';
import { constants } from '../../shared/constants.js';

export type WalletFeature = (typeof constants.defaults.walletFeatureOrder)[number];

/** The views the wallet features open. */
const views = {
  onramp: 'OnRampProviders',
  swaps: 'Swap',
  receive: 'WalletReceive',
  send: 'WalletSend',
} as const satisfies Partial<Record<WalletFeature, ViewName>>;

type OfferedWalletFeature = keyof typeof views;

/** A wallet feature the Account view offers, and the view it opens. */
export interface WalletFeatureEntry {
  feature: OfferedWalletFeature;
  view: ViewName;
}

/** Namespaces each feature works on (§9): any namespace can receive; swaps are EVM's. */
const supported: Record<WalletFeature, readonly ChainNamespace[] | 'all'> = {
  onramp: constants.chainSupport.onramp as readonly ChainNamespace[],
  swaps: ['eip155'],
  receive: 'all',
  send: constants.chainSupport.send as readonly ChainNamespace[],
};

let last:
  | {
      features: PorticoState['features'];
      namespace: ChainNamespace;
      cloud: boolean;
      entries: readonly WalletFeatureEntry[];
    }
  | undefined;

/**
 * §9 the Account view's wallet features in their order (onramp, swaps, receive, send): each only once built, while
 * its feature flag is on, on a namespace it works on, and — swaps and the on-ramp — with Portico Cloud. The same list object while
 * flags, namespace and backend are the same.
 */
export function selectWalletFeatures(state: PorticoState): readonly WalletFeatureEntry[] {
  const namespace = state.connection.activeNamespace;
  const { features } = state;
  const { cloud } = state.backend;
  if (last?.features === features && last.namespace === namespace && last.cloud === cloud)
    return last.entries;
  const entries = constants.defaults.walletFeatureOrder
    .filter((feature): feature is OfferedWalletFeature => feature in views)
    .filter((feature) => features[feature] === true)
    .filter(
      (feature) =>
        supported[feature] === 'all' || (supported[feature] as readonly string[]).includes(namespace),
    )
    // Swaps and the on-ramp work only through Portico Cloud: without it they are not offered.
    .filter((feature) => cloud || (feature !== 'swaps' && feature !== 'onramp'))
    .map((feature) => ({ feature, view: views[feature] }));
  last = { features, namespace, cloud, entries };
  return entries;
}
