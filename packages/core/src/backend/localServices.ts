import { selectActiveAccount, selectIsConnected } from '../account/selectors.js';
import { checkProjectId } from '../options/projectId.js';
import type { Runtime } from '../portico/runtime.js';
import type { PorticoOptions } from '../portico/types.js';
import type { TokenBalanceActions } from '../tokenBalances/tokenBalanceActions.js';
import { noteMissingBackend } from './developmentNotice.js';
import { cloudOnlyFeaturesRequested } from './localFeatures.js';
import { createLocalTokenBalanceActions } from './localTokenBalances.js';

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
  if (options.development)
    noteMissingBackend(options.logger, {
      cloudUrlWithoutProjectId: !!options.cloudUrl && !checkProjectId(options.projectId).ok,
      cloudOnlyFeatures: cloudOnlyFeaturesRequested({ ...options.features, ...portico.features }),
      walletConnectMissing: !rt.sources.has(walletConnectSourceId),
    });

  const tokens = createLocalTokenBalanceActions({ rt, showUnavailable: showBalanceUnavailable });
  rt.store.subscribe(
    (state) => (selectIsConnected(state) ? selectActiveAccount(state)?.caipAddress : undefined),
    () => void tokens.fetchTokenBalances(),
  );
  void tokens.fetchTokenBalances();
  return tokens;
}
