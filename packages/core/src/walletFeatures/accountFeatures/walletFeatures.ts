import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { PorticoState } from '../../instance/porticoState.js';
import type { ViewName } from '../../modal/dialog/types.js';
import { constants } from '../../shared/constants.js';

export type WalletFeature = (typeof constants.defaults.walletFeatureOrder)[number];

/** A wallet feature the Account view offers, and the view it opens. */
export interface WalletFeatureEntry {
  feature: WalletFeature;
  view: ViewName;
}

const views: Record<WalletFeature, ViewName> = {
  onramp: 'OnRampProviders',
  swaps: 'Swap',
  receive: 'WalletReceive',
  send: 'WalletSend',
};

/** Namespaces each feature works on (§9): any namespace can receive; swaps are EVM's. */
const supported: Record<WalletFeature, readonly ChainNamespace[] | 'all'> = {
  onramp: constants.chainSupport.onramp as readonly ChainNamespace[],
  swaps: ['eip155'],
  receive: 'all',
  send: constants.chainSupport.send as readonly ChainNamespace[],
};

let last:
  | { features: PorticoState['features']; namespace: ChainNamespace; entries: readonly WalletFeatureEntry[] }
  | undefined;

/**
 * §9 the Account view's wallet features in their order (onramp, swaps, receive, send): each only while its feature
 * flag is on and on a namespace it works on. The same list object while flags and namespace are the same.
 */
export function selectWalletFeatures(state: PorticoState): readonly WalletFeatureEntry[] {
  const namespace = state.connection.activeNamespace;
  const { features } = state;
  if (last?.features === features && last.namespace === namespace) return last.entries;
  const entries = constants.defaults.walletFeatureOrder
    .filter((feature) => features[feature] === true)
    .filter(
      (feature) =>
        supported[feature] === 'all' || (supported[feature] as readonly string[]).includes(namespace),
    )
    .map((feature) => ({ feature, view: views[feature] }));
  last = { features, namespace, entries };
  return entries;
}
