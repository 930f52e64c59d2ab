import { selectActiveAccount, selectIsConnected } from '../../connected/account/selectors.js';
import type { Slice } from '../../instance/slice.js';
import { checkTokensOption } from '../../instance/tokensOption.js';
import { startLocalBalances } from './localBalances.js';
import { createTokenBalanceActions, type TokenBalanceActions } from './tokenBalanceActions.js';

declare module '../../instance/ports.js' {
  interface PorticoPorts {
    tokenBalances: TokenBalanceActions;
  }
}

/**
 * The active account's token balances: §7 from Portico Cloud, or read from the chain without it; again on each
 * change of account or network.
 */
export const tokenBalancesSlice: Slice = {
  name: 'tokenBalances',
  resolveOptions: (given) => ({ tokens: checkTokensOption(given.tokens) }),
  create({ rt, ports }) {
    const { client, supportedChains } = ports.cloud;
    const showUnavailable = ports.account.showBalanceUnavailable;
    let tokens: TokenBalanceActions;
    if (client && supportedChains) {
      tokens = createTokenBalanceActions({ rt, client, supportedChains, showUnavailable });
      rt.store.subscribe(
        (state) => (selectIsConnected(state) ? selectActiveAccount(state)?.caipAddress : undefined),
        () => void tokens.fetchTokenBalances(),
      );
      void tokens.fetchTokenBalances();
    } else tokens = startLocalBalances(rt, showUnavailable);
    return {
      port: { tokenBalances: tokens },
      actions: {
        async refreshTokenBalances() {
          await Promise.all([ports.account.refreshBalance(), tokens.fetchTokenBalances(true)]);
        },
      },
    };
  },
};
