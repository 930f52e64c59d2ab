/** The public actions of the NFTs tab. */
export interface NftsApi {
  /**
   * The NFTs tab: loads the active account's NFTs on the active network (eip155 networks the cloud serves;
   * others have none), reusing an answer for 30 s. Nothing when no account is connected.
   */
  fetchNfts(): Promise<void>;
}

declare module '../../instance/portico.js' {
  interface Portico extends NftsApi {}
}
