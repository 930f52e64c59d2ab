import type { AccountNft } from '../../cloud/wire/nfts.js';
import type { CaipAddress } from '../../domain/caip/caipAddress.js';

/** The NFTs tab's list: the active account's NFTs on the active network. */
export interface NftsState {
  /** Every NFT the cloud answered, spam included (`selectNftItems` hides it). */
  nfts: readonly AccountNft[];
  /** The account the list belongs to; a change of account or network resets the list. */
  caipAddress?: CaipAddress;
  loading: boolean;
  /** The list was answered (possibly empty: an unsupported network has none). */
  loaded: boolean;
  /** The last fetch failed. */
  failed: boolean;
}

export const initialNftsState: NftsState = { nfts: [], loading: false, loaded: false, failed: false };

declare module '../../instance/porticoState.js' {
  interface PorticoState {
    nfts: NftsState;
  }
}
