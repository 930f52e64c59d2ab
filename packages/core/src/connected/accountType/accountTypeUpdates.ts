import type { CaipNetworkId } from '../../domain/caip/caipNetworkId.js';
import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { Connector } from '../../domain/connectorSource/connector.js';
import type {
  AccountTypeSwitch,
  SwitchableAccountType,
} from '../../domain/connectorSource/smartAccountSource.js';
import type { PorticoState } from '../../instance/porticoState.js';
import type { CaipAddressOf } from '../account/accountAddress.js';
import type { AccountTypeHelpers } from './accountTypeHelpers.js';
import type { AccountTypeState } from './accountTypeState.js';

export const withAccountType = (state: PorticoState, accountType: AccountTypeState): PorticoState => ({
  ...state,
  accountType,
});

/** The account type the namespace's current connection uses: the type of its account in use. */
export function typeInUse(
  { currentConnection }: AccountTypeHelpers,
  state: PorticoState,
  namespace: ChainNamespace,
): SwitchableAccountType {
  const address = state.accounts[namespace]?.caipAddress;
  const type = currentConnection(state, namespace)?.accounts.find((a) => a.caipAddress === address)?.type;
  return type === 'smartAccount' ? 'smartAccount' : 'eoa';
}

/** §3 the namespace's smart-account-enabled networks. */
export function withSmartAccountNetworks(
  state: PorticoState,
  namespace: ChainNamespace,
  smartAccountEnabledNetworks: readonly CaipNetworkId[],
): PorticoState {
  const network = state.networks.byNamespace[namespace];
  if (!network) return state;
  return {
    ...state,
    networks: {
      ...state.networks,
      byNamespace: {
        ...state.networks.byNamespace,
        [namespace]: { ...network, smartAccountEnabledNetworks },
      },
    },
  };
}

/**
 * A wallet switched its account type: the connection's accounts (a 4337 account's own address: address,
 * caipAddress and explorer link follow), the account's type, smartAccountDeployed and the User's accounts.
 */
export function withSwitchedAccount(
  { currentConnection, withAccount, withCurrentConnection }: AccountTypeHelpers,
  state: PorticoState,
  namespace: ChainNamespace,
  switched: AccountTypeSwitch,
  connector: Connector | undefined,
  caipAddressOf: CaipAddressOf,
): PorticoState {
  const known = currentConnection(state, namespace);
  if (!known) return state;
  const next = withCurrentConnection(
    state,
    namespace,
    { ...known, accounts: switched.accounts },
    connector,
    caipAddressOf,
  );
  const user = next.accounts[namespace]?.user;
  const { type, smartAccountDeployed } = switched;
  return withAccount(next, namespace, {
    preferredAccountType: type,
    smartAccountDeployed,
    ...(user
      ? {
          user: {
            ...user,
            accounts: [...switched.userAccounts],
            smartAccountDeployed,
            preferredAccountType: type,
          },
        }
      : {}),
  });
}
