/** The public actions of the Activity tab. */
export interface ActivityApi {
  /**
   * §5 the Activity tab: loads the first page of the active account's transactions on the active network,
   * then the next page on each call while there is one. Throws 'Transactions can't be fetched without an
   * accountAddress' when no account is connected.
   */
  fetchTransactions(): Promise<void>;
}

declare module '../../instance/portico.js' {
  interface Portico extends ActivityApi {}
}
