import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { Network } from '../../domain/networks/network.js';
import type { Route } from '../../modal/dialog/types.js';
import { constants } from '../../shared/constants.js';

export interface SwitchContext {
  activeNetwork: Network;
  /** The connector type of the active namespace's current connection. */
  activeConnectorType?: string;
  /** Namespaces with a connected address. */
  connectedNamespaces: readonly ChainNamespace[];
  force?: boolean;
}

/**
 * §2 switching network: the target is the current network → nothing (`undefined`); the auth connector is
 * active on a chain it supports, or confirmation is forced → SwitchNetwork; connected on another namespace and
 * not on the target one → SwitchActiveChain (which continues to Connect); otherwise SwitchNetwork.
 */
export function switchRoute(target: Network, context: SwitchContext): Route | undefined {
  const { activeNetwork, connectedNamespaces } = context;
  if (target.caipNetworkId === activeNetwork.caipNetworkId) return undefined;
  const authOnSupportedChain =
    context.activeConnectorType === 'AUTH' &&
    (constants.chainSupport.authConnector as readonly string[]).includes(target.chainNamespace);
  if (context.force || authOnSupportedChain) return { view: 'SwitchNetwork', data: { network: target } };
  const connectedElsewhere = connectedNamespaces.some((namespace) => namespace !== target.chainNamespace);
  if (connectedElsewhere && !connectedNamespaces.includes(target.chainNamespace)) {
    return {
      view: 'SwitchActiveChain',
      data: {
        switchToChain: target.chainNamespace,
        navigateTo: 'Connect',
        navigateWithReplace: true,
        network: target,
      },
    };
  }
  return { view: 'SwitchNetwork', data: { network: target } };
}
