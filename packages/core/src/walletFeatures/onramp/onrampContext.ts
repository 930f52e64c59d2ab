import type { Runtime } from '../../instance/runtime.js';
import { constants } from '../../shared/constants.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import type { OnrampState } from './onrampState.js';

/** The purchase's network and account: the active ones, on a namespace the on-ramp serves (§9 eip155, solana). */
export function onrampContext(rt: Runtime) {
  const state = rt.get();
  const namespace = state.connection.activeNamespace;
  const network = state.networks.byNamespace[namespace]?.caipNetwork;
  const address = state.accounts[namespace]?.address;
  if (
    !(constants.chainSupport.onramp as readonly string[]).includes(namespace) ||
    !network ||
    !address ||
    !rt.isConnected(state, namespace)
  )
    throw new PorticoError('UNSUPPORTED_CHAIN');
  return { state, network, address, caipAddress: `${network.caipNetworkId}:${address}` };
}

/** Changes the on-ramp state. */
export const updateOnramp = (rt: Runtime, change: Partial<OnrampState>) =>
  rt.set((s) => ({ ...s, onramp: { ...s.onramp, ...change } }));
