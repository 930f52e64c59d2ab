import { cloudStatus } from '../../cloud/client/cloudAlert.js';
import type { Runtime } from '../../instance/runtime.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { errorMessage } from '../../shared/errors/toPorticoError.js';
import type { SwapState } from './swapState.js';

/** The swap's network and account: the active eip155 ones; anything else is no swap ('Unsupported chain'). */
export function swapContext(rt: Runtime) {
  const state = rt.get();
  const network = state.networks.byNamespace.eip155?.caipNetwork;
  const address = state.accounts.eip155?.address;
  if (
    state.connection.activeNamespace !== 'eip155' ||
    !network ||
    !address ||
    !rt.isConnected(state, 'eip155')
  )
    throw new PorticoError('UNSUPPORTED_CHAIN');
  return { state, network, address, userAddress: `${network.caipNetworkId}:${address}` as const };
}

export type SwapContext = ReturnType<typeof swapContext>;

/** Changes the swap state. */
export const updateSwap = (rt: Runtime, change: Partial<SwapState>) =>
  rt.set((s) => ({ ...s, swap: { ...s.swap, ...change } }));

/** The cloud's own words of a refusal (a 4xx body's message: 'Insufficient liquidity'), else the error's message. */
export function cloudMessage(error: unknown): string {
  const status = cloudStatus(error);
  if (status !== undefined && status >= 400 && status < 500 && error instanceof PorticoError) {
    try {
      const body = JSON.parse(String(error.params.body)) as { message?: unknown };
      if (typeof body.message === 'string' && body.message) return body.message;
    } catch {
      // A body that is no JSON has no message of the cloud's: the status's message says it.
    }
  }
  return errorMessage(error);
}
