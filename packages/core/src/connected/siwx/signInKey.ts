import type { CaipNetworkId } from '../../domain/caip/caipNetworkId.js';
import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { PorticoState } from '../../instance/porticoState.js';

/** Who would sign in now: the active connection's account on the active network. */
export interface SignInKey {
  namespace: ChainNamespace;
  connectorId: string;
  address: string;
  chainId: CaipNetworkId;
}

export function selectSignInKey(state: PorticoState): SignInKey | undefined {
  const namespace = state.connection.activeNamespace;
  const account = state.accounts[namespace];
  const connectorId = state.connection.connectorIds[namespace];
  const chainId = state.networks.byNamespace[namespace]?.caipNetwork?.caipNetworkId;
  if (account?.status !== 'connected' || !account.address || !connectorId || !chainId) return undefined;
  return { namespace, connectorId, address: account.address, chainId };
}

export const sameSignInKey = (a: SignInKey | undefined, b: SignInKey | undefined): boolean =>
  a === b ||
  (!!a &&
    !!b &&
    a.namespace === b.namespace &&
    a.connectorId === b.connectorId &&
    a.address === b.address &&
    a.chainId === b.chainId);

export const signInKeyId = (key: SignInKey) => `${key.connectorId}|${key.chainId}:${key.address}`;

/** How the signer changed from `prev` to `next` (§4 sign-out rules), given whether `prev`'s connection still exists. */
export function signInChange(
  prev: SignInKey,
  next: SignInKey | undefined,
  prevConnectionLeft: boolean,
): 'disconnect' | 'account' | 'network' | 'other' {
  if (!prevConnectionLeft) return 'disconnect';
  if (!next || next.connectorId !== prev.connectorId || next.namespace !== prev.namespace) return 'other';
  if (next.address !== prev.address) return 'account';
  return next.chainId === prev.chainId ? 'other' : 'network';
}
