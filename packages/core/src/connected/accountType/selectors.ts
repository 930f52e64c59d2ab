import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { SwitchableAccountType } from '../../domain/connectorSource/smartAccountSource.js';
import type { PorticoState } from '../../instance/porticoState.js';
import { canSwitchAccountType } from './accountTypeRules.js';

/** §3: whether smart accounts are enabled on the namespace's network (its smart-account-enabled networks). */
export function smartAccountsEnabled(state: PorticoState, namespace: ChainNamespace = 'eip155'): boolean {
  const network = state.networks.byNamespace[namespace];
  return (
    !!network?.caipNetwork && network.smartAccountEnabledNetworks.includes(network.caipNetwork.caipNetworkId)
  );
}

/** What the Account view shows of the account type (§4 "Account type"). */
export interface AccountTypeSwitchView {
  /** The account type in use. */
  current: SwitchableAccountType;
  /** The type the switch offers; absent when §4 allows no switch now. */
  target?: SwitchableAccountType;
  /** A switch is under way. */
  switching: boolean;
  /** The last switch's failure. */
  error?: string;
}

/**
 * The account type and its switch, for the active eip155 account of a wallet with smart accounts (the embedded
 * wallet): shown where smart accounts are enabled on the network or in use. `undefined`: nothing to show.
 */
export function selectAccountTypeSwitch(state: PorticoState): AccountTypeSwitchView | undefined {
  const { connectorId, switchingTo, error } = state.accountType;
  const account = state.accounts.eip155;
  if (!connectorId || state.connection.activeNamespace !== 'eip155' || account?.status !== 'connected')
    return undefined;
  const enabled = smartAccountsEnabled(state);
  const current: SwitchableAccountType =
    account.preferredAccountType === 'smartAccount' ? 'smartAccount' : 'eoa';
  if (!enabled && current === 'eoa') return undefined;
  const other: SwitchableAccountType = current === 'eoa' ? 'smartAccount' : 'eoa';
  return {
    current,
    ...(canSwitchAccountType(other, enabled, current) ? { target: other } : {}),
    switching: switchingTo !== undefined,
    ...(error === undefined ? {} : { error }),
  };
}
