import type { PorticoUser } from '../../connected/account/types.js';
import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { EmbeddedUser } from '../../domain/connectorSource/embeddedWalletSource.js';
import type { PorticoState } from '../../instance/porticoState.js';
import { embeddedStorageKeys } from './embeddedStorageKeys.js';
import type { EmbeddedWalletEnv } from './embeddedWalletEnv.js';

/** The namespaces whose current connection is the embedded wallet's. */
function authNamespaces(state: PorticoState, sourceId: string): ChainNamespace[] {
  return state.connection.connectedNamespaces.filter((namespace) =>
    state.connection.connections[namespace]?.some(
      (c) => c.sourceId === sourceId && c.connectorId === state.connection.connectorIds[namespace],
    ),
  );
}

function toPorticoUser(user: EmbeddedUser, namespace: ChainNamespace): PorticoUser {
  return {
    email: user.email,
    address: namespace === 'solana' ? user.solanaAddress : user.address,
    chainId: user.chainId,
    accounts: [...user.accounts],
    smartAccountDeployed: user.smartAccountDeployed,
    preferredAccountType: user.preferredAccountType,
    ...(user.userName ? { userName: user.userName } : {}),
    ...(user.loginMethods ? { loginMethods: user.loginMethods } : {}),
  };
}

/**
 * §3 the account's User for an embedded-wallet connection: fetched from the frame whenever that connection
 * becomes current or its account changes (a login, a reconnect on reload), and set on each namespace it serves.
 */
export function followAuthUser(env: EmbeddedWalletEnv): void {
  const { rt, source } = env;
  const key = (state: PorticoState) =>
    authNamespaces(state, source.id)
      .map((namespace) => state.accounts[namespace]?.caipAddress)
      .join(' ');

  const load = async () => {
    const state = rt.get();
    const [namespace] = authNamespaces(state, source.id);
    const network = namespace && state.networks.byNamespace[namespace]?.caipNetwork;
    if (!network) return;
    try {
      const user = await source.getUser({ caipNetworkId: network.caipNetworkId });
      rt.set((s) => {
        const accounts = { ...s.accounts };
        for (const served of authNamespaces(s, source.id)) {
          const account = accounts[served];
          if (!account) continue;
          const socialProvider = user.email ? undefined : rt.storage.get(embeddedStorageKeys.socialProvider);
          accounts[served] = {
            ...account,
            user: toPorticoUser(user, served),
            ...(socialProvider ? { socialProvider } : {}),
          };
        }
        return { ...s, accounts };
      });
    } catch (error) {
      env.fail(error);
    }
  };

  rt.store.subscribe(key, (value) => {
    if (value) void load();
  });
  // This module may load after a stored connection came back.
  if (key(rt.get())) void load();
}
