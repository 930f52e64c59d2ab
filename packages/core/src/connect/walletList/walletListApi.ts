/** The public actions of the wallet registry the AllWallets view pages and searches. */
export interface WalletListApi {
  /** Loads AllWallets page `page` of the registry (40 entries, §9); only the next page is loaded. */
  fetchWallets(page: number): Promise<void>;
  /** Searches the registry once the typing pauses for 300 ms (§9); an empty query clears the results. */
  searchWallets(query: string): void;
}

declare module '../../instance/portico.js' {
  interface Portico extends WalletListApi {}
}
