import type { TokensOption } from '../../instance/tokensOption.js';
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

declare module '../../instance/porticoOptions.js' {
  interface PorticoOptions {
    /**
     * Tokens whose balances are read from the chain through the chain adapter when no Portico Cloud is configured,
     * per CAIP-2 network id: `{ 'eip155:1': [{ address, symbol, decimals, name?, iconUrl? }] }` (ERC-20 contracts,
     * SPL mints). Checked at creation: a fault throws 'Invalid `tokens` option at <path>: <reason>'.
     */
    tokens?: TokensOption;
  }
  interface ResolvedPorticoOptions {
    /** The checked `tokens` option; `{}` when absent. */
    tokens: TokensOption;
  }
}
