import type { AccountType } from '../../domain/caip/accountType.js';
import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type {
  AccountTypeSwitch,
  SmartAccountCapability,
  SwitchableAccountType,
} from '../../domain/connectorSource/smartAccountSource.js';
import type { PorticoState } from '../../instance/porticoState.js';
import type { Runtime } from '../../instance/runtime.js';
import type { AccountActions } from '../account/accountActions.js';
import type { AccountTypeApi } from './accountTypeApi.js';
import type { AccountTypeHelpers } from './accountTypeHelpers.js';
import { canSwitchAccountType, canSwitchToSmartAccount, wantedAccountType } from './accountTypeRules.js';
import {
  typeInUse,
  withAccountType,
  withSmartAccountNetworks,
  withSwitchedAccount,
} from './accountTypeUpdates.js';
import { smartAccountsEnabled } from './selectors.js';

export interface AccountTypeEnv {
  rt: Runtime;
  account: Pick<AccountActions, 'afterChange'>;
  /** The dApp's own eip155 account type option, when it gave one (decisions.md). */
  dappOption?: AccountType;
  /** Token balances and activity follow the account in use. */
  refreshAccountData(): void;
  helpers: AccountTypeHelpers;
}

/** Smart accounts are eip155's (§3). */
const namespace: ChainNamespace = 'eip155';

const isSwitchable = (type: AccountType): type is SwitchableAccountType =>
  type === 'eoa' || type === 'smartAccount';

/** The current eip155 connection's wallet, when it is connected and has smart accounts. */
function capableWallet(
  rt: Runtime,
  { currentConnection, hasSmartAccounts }: AccountTypeHelpers,
): { connectorId: string; source: SmartAccountCapability } | undefined {
  const state = rt.get();
  if (state.accounts[namespace]?.status !== 'connected') return undefined;
  const connection = currentConnection(state, namespace);
  const source = connection && rt.sources.get(connection.sourceId);
  return connection && hasSmartAccounts(source) ? { connectorId: connection.connectorId, source } : undefined;
}

const connectionKey =
  ({ currentConnection }: AccountTypeHelpers) =>
  (state: PorticoState) => {
    const connection = currentConnection(state, namespace);
    return connection && state.accounts[namespace]?.status === 'connected'
      ? `${connection.sourceId}\n${connection.connectorId}`
      : '';
  };

/**
 * The eip155 account type (§4 "Account type", decisions.md "Preferred account type"): once a wallet with smart
 * accounts connects, its smart-account-enabled networks (§7) and the type the connection should use; the
 * visitor's switch, asked of the wallet, followed by the account, and remembered.
 */
export function createAccountTypeActions(env: AccountTypeEnv): AccountTypeApi {
  const { rt, helpers } = env;
  const { get, set, storage } = rt;
  const { logger } = rt.options;
  const { keys, withAccount, errorMessage } = helpers;
  const keyOf = connectionKey(helpers);

  const switchTo = async (type: SwitchableAccountType, byVisitor: boolean) => {
    const wallet = capableWallet(rt, helpers);
    const state = get();
    const current = state.accounts[namespace]?.preferredAccountType ?? 'eoa';
    if (!wallet || state.accountType.switchingTo) return;
    if (type === current) {
      if (byVisitor) storage.set(keys.preferredAccountType, type);
      return;
    }
    if (!canSwitchAccountType(type, smartAccountsEnabled(state, namespace), current)) {
      logger.debug(`§4: the account cannot switch from ${current} to ${type} here`);
      return;
    }
    const { connectorId } = wallet;
    set((s) => withAccountType(s, { connectorId, switchingTo: type }));
    let switched: AccountTypeSwitch;
    try {
      switched = await wallet.source.setPreferredAccountType({ connectorId, type });
    } catch (error) {
      logger.error(`Switching the account to ${type} failed`, error);
      set((s) => withAccountType(s, { connectorId, ...(byVisitor ? { error: errorMessage(error) } : {}) }));
      return;
    }
    // The wallet disconnected meanwhile: nothing to follow.
    if (capableWallet(rt, helpers)?.connectorId !== connectorId) {
      set((s) => withAccountType(s, { connectorId: s.accountType.connectorId }));
      return;
    }
    if (byVisitor) storage.set(keys.preferredAccountType, switched.type);
    const connector = rt.findConnector(connectorId, namespace);
    set((s) =>
      withAccountType(withSwitchedAccount(helpers, s, namespace, switched, connector, rt.caipAddressOf), {
        connectorId,
      }),
    );
    await env.account.afterChange(namespace);
    env.refreshAccountData();
  };

  /** A wallet with smart accounts became the current eip155 connection: its networks, then the wanted type. */
  const follow = async () => {
    const wallet = capableWallet(rt, helpers);
    const key = keyOf(get());
    set((s) => withAccountType(s, wallet ? { connectorId: wallet.connectorId } : {}));
    if (!wallet) return;
    set((s) => withAccount(s, namespace, { preferredAccountType: typeInUse(helpers, s, namespace) }));
    try {
      const networks = await wallet.source.getSmartAccountEnabledNetworks({
        connectorId: wallet.connectorId,
      });
      if (keyOf(get()) !== key) return;
      const eip155 = networks.filter((id) => id.startsWith(`${namespace}:`));
      storage.set(
        keys.smartAccountEnabledNetworks,
        eip155.map((id) => id.slice(namespace.length + 1)),
      );
      set((s) => withSmartAccountNetworks(s, namespace, eip155));
    } catch (error) {
      // The stored list stands in until the wallet answers.
      logger.warn('The smart-account-enabled networks could not be read', error);
    }
    followed = key;
    await useWantedType();
  };
  /** The connection whose networks were read: network changes of it apply the wanted type again. */
  let followed = '';
  const useWantedType = () =>
    switchTo(
      wantedAccountType({
        remembered: storage.get(keys.preferredAccountType),
        ...(env.dappOption ? { dappOption: env.dappOption } : {}),
        smartAccountsEnabled: smartAccountsEnabled(get(), namespace),
      }),
      false,
    );

  rt.store.subscribe(keyOf, () => void follow());
  if (keyOf(get())) void follow();
  // Another network: a smart account is used only where smart accounts are enabled (§4), and comes back there.
  rt.store.subscribe(
    (state) => state.networks.byNamespace[namespace]?.caipNetwork?.caipNetworkId,
    () => {
      if (followed && followed === keyOf(get())) void useWantedType();
    },
  );

  return {
    async setPreferredAccountType(type, target = get().connection.activeNamespace) {
      if (target === namespace && capableWallet(rt, helpers)) {
        if (isSwitchable(type)) await switchTo(type, true);
        return;
      }
      // Without a wallet that has smart accounts only the preference is set, by the same §4 rule.
      const state = get();
      const account = state.accounts[target];
      if (!account) return;
      const enabled = smartAccountsEnabled(state, target);
      if (type === 'smartAccount' && !canSwitchToSmartAccount(enabled, account.preferredAccountType)) return;
      set((s) => withAccount(s, target, { preferredAccountType: type }));
    },
  };
}
