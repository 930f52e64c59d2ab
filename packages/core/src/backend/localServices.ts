import { selectActiveAccount, selectIsConnected } from '../account/selectors.js';
import { checkProjectId } from '../options/projectId.js';
import type { Runtime } from '../portico/runtime.js';
import type { PorticoOptions } from '../portico/types.js';
import type { TokenBalanceActions } from '../tokenBalances/tokenBalanceActions.js';
import { cloudOnlyFeaturesRequested } from './localFeatures.js';

/** The connector id (and source id) `@portico/walletconnect` registers under. */
const walletConnectSourceId = 'walletConnect';

/**
 * The cloud services' fallbacks of an instance without Portico Cloud that need wiring (docs/decisions.md
 * "Without a backend"): balances from the chain adapter, read again on each change of account or network; and in
 * development one console notice of what is missing. The others are options and selectors: the cloud-only features
 * off (`featuresWithoutCloud`), the Account view's tabs, the fiat total and Send's names (`backend/selectors.ts`).
 */
export function startLocalServices(
  rt: Runtime,
  portico: PorticoOptions,
  showBalanceUnavailable: () => void,
): TokenBalanceActions {
  const { options } = rt;
  // Development only: production pages never load the notice's text.
  if (options.development) {
    const missing = {
      cloudUrlWithoutProjectId: !!options.cloudUrl && !checkProjectId(options.projectId).ok,
      cloudOnlyFeatures: cloudOnlyFeaturesRequested({ ...options.features, ...portico.features }),
      walletConnectMissing: !rt.sources.has(walletConnectSourceId),
    };
    import('./developmentNotice.js').then(
      (m) => m.noteMissingBackend(options.logger, missing),
      (error: unknown) => options.logger.error('The development notice failed to load', error),
    );
  }

  // The local reads load with the first connection, as the cloud's identity does.
  let local: Promise<TokenBalanceActions> | undefined;
  const tokens: TokenBalanceActions = {
    async fetchTokenBalances() {
      if (!local && !rt.isConnected(rt.get())) return;
      local ??= import('./localTokenBalances.js').then((m) =>
        m.createLocalTokenBalanceActions({ rt, showUnavailable: showBalanceUnavailable }),
      );
      await (await local).fetchTokenBalances();
    },
  };
  rt.store.subscribe(
    (state) => (selectIsConnected(state) ? selectActiveAccount(state)?.caipAddress : undefined),
    () => void tokens.fetchTokenBalances(),
  );
  void tokens.fetchTokenBalances();
  return tokens;
}
