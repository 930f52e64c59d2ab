import { selectActiveAccount, selectIsConnected } from '../../connected/account/selectors.js';
import type { Runtime } from '../../instance/runtime.js';
import type { TokenBalanceActions } from './tokenBalanceActions.js';

/**
 * Balances without Portico Cloud (docs/decisions.md "Without a backend"): read from the chain adapter (native and
 * the `tokens` option), again on each change of account or network. The reads load with the first connection.
 */
export function startLocalBalances(rt: Runtime, showUnavailable: () => void): TokenBalanceActions {
  let local: Promise<TokenBalanceActions> | undefined;
  const tokens: TokenBalanceActions = {
    async fetchTokenBalances() {
      if (!local && !rt.isConnected(rt.get())) return;
      local ??= import('./localTokenBalances.js').then((m) =>
        m.createLocalTokenBalanceActions({ rt, showUnavailable }),
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
