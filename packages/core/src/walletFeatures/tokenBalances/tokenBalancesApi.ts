/** The public actions of the account's token balances. */
export interface TokenBalancesApi {
  /**
   * Refetches the active account's native balance and, when a cloud is configured, its §7 token balances past
   * the 30 s cache (after a send).
   */
  refreshTokenBalances(): Promise<void>;
}

declare module '../../instance/portico.js' {
  interface Portico extends TokenBalancesApi {}
}
