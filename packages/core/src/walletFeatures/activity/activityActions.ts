import type { ErrorReport } from '../../cloud/analytics/analytics.js';
import type { ChainDataClient } from '../../cloud/client/chainDataClient.js';
import type { SupportedChains } from '../../cloud/client/supportedChains.js';
import type { CaipNetworkId } from '../../domain/caip/caipNetworkId.js';
import type { PorticoState } from '../../instance/porticoState.js';
import type { ToastInput } from '../../modal/alerts/types.js';
import { errorCatalogue } from '../../shared/errors/catalogue.js';
import type { Logger } from '../../shared/logger/logger.js';
import { filterTransactions } from '../transactions/spamFilter.js';
import { assertTransactionsAccount } from '../transactions/transactionsAccount.js';
import { connectedAddress } from './activityAccount.js';
import { type ActivityState, initialActivityState } from './activityState.js';
import { groupTransactionsByYear } from './transactionsByYear.js';

export interface ActivityEnv {
  /** Absent when no cloud is configured: every network then has the empty list. */
  client: Pick<ChainDataClient, 'getAccountHistory'> | undefined;
  /** §7 the chain-data API's networks, shared with the other chain-data calls of the instance. */
  supportedChains: SupportedChains | undefined;
  get(): PorticoState;
  set(update: (state: PorticoState) => PorticoState): void;
  subscribe<T>(selector: (state: PorticoState) => T, listener: (value: T) => void): void;
  showToast(toast: ToastInput): void;
  reportError(report: ErrorReport): void;
  logger: Pick<Logger, 'error'>;
}

export interface ActivityActions {
  /**
   * Loads the active account's activity on the active network: the first page, then the page after the
   * last one loaded (`next`); nothing while a page is loading or once the last page arrived. Throws
   * 'Transactions can't be fetched without an accountAddress' when no account is connected.
   */
  fetchTransactions(): Promise<void>;
  /** Empties the list so that the next fetch starts from the newest page (a transaction was just sent). */
  restartTransactions(): void;
}

/** What the list belongs to: the active network and account. */
const listKey = (state: PorticoState) =>
  `${state.networks.activeCaipNetwork.caipNetworkId} ${connectedAddress(state) ?? ''}`;

/**
 * §3/§5/§8 activity: pages of `GET /v1/account/{address}/history` on networks the cloud supports (eip155
 * only, §9), filtered (§5 spam, active network), grouped by year and month. A failure shows 'Failed to
 * fetch transactions', reports an error event and leaves the list empty. A change of account or network
 * resets the list.
 */
export function createActivityActions(env: ActivityEnv): ActivityActions {
  const { client, get, set } = env;
  // Bumped by every reset, so that a page of a previous account or network is dropped when it arrives.
  let generation = 0;
  // Whether the list of the current generation was asked for (its first page fetched or under way).
  let started = false;

  const update = (change: Partial<ActivityState>) =>
    set((state) => ({ ...state, activity: { ...state.activity, ...change } }));
  /** The empty list of §5 (unsupported network, or after an error): no cursor. */
  const setEmpty = (chainId: CaipNetworkId) =>
    set((state) => ({
      ...state,
      activity: { ...initialActivityState, lastNetworkInView: chainId, empty: true },
    }));

  const restart = () => {
    generation += 1;
    started = false;
    set((state) => ({
      ...state,
      activity: {
        ...initialActivityState,
        lastNetworkInView: state.networks.activeCaipNetwork.caipNetworkId,
      },
    }));
  };
  env.subscribe(listKey, restart);

  async function isSupported(caipNetworkId: CaipNetworkId): Promise<boolean> {
    if (!client || !env.supportedChains || !caipNetworkId.startsWith('eip155:')) return false;
    return env.supportedChains.serves(caipNetworkId);
  }

  async function fetchPage(address: string, chainId: CaipNetworkId, cursor: string | undefined) {
    const current = generation;
    const stale = () => current !== generation;
    update({ loading: true, lastNetworkInView: chainId });
    try {
      if (!client || !(await isSupported(chainId))) {
        if (!stale()) setEmpty(chainId);
        return;
      }
      const page = await client.getAccountHistory({ address, chainId, cursor });
      if (stale()) return;
      const kept = filterTransactions(page.data, { activeCaipNetworkId: chainId });
      const transactions = [...get().activity.transactions, ...kept];
      const { next: _previous, ...activity } = get().activity;
      set((state) => ({
        ...state,
        activity: {
          ...activity,
          transactions,
          transactionsByYear: groupTransactionsByYear(transactions),
          loading: false,
          empty: transactions.length === 0,
          ...(page.next ? { next: page.next } : {}),
        },
      }));
    } catch (error) {
      if (stale()) return;
      fail(chainId, error);
    }
  }

  function fail(chainId: CaipNetworkId, error: unknown) {
    const message = errorCatalogue.FAILED_TO_FETCH_TRANSACTIONS;
    env.logger.error(message, error);
    // The next fetch starts the list over.
    started = false;
    setEmpty(chainId);
    env.showToast({ message, variant: 'error' });
    env.reportError({
      event: 'ERROR_FETCH_TRANSACTIONS',
      errorType: error instanceof Error ? error.name : 'Error',
      errorMessage: error instanceof Error ? error.message : String(error),
      stackTrace: error instanceof Error ? (error.stack ?? '') : '',
    });
  }

  return {
    restartTransactions: restart,
    async fetchTransactions() {
      const state = get();
      const address = connectedAddress(state);
      assertTransactionsAccount(address);
      if (state.activity.loading) return;
      if (started && state.activity.next === undefined) return;
      const cursor = started ? state.activity.next : undefined;
      started = true;
      await fetchPage(address, state.networks.activeCaipNetwork.caipNetworkId, cursor);
    },
  };
}
