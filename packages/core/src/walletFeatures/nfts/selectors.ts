import type { AccountNft } from '../../cloud/wire/nfts.js';
import type { PorticoState } from '../../instance/porticoState.js';

/** An NFT as the NFTs tab shows it. */
export interface NftItem {
  /** Unique in the list: the network, the contract and the token id. */
  key: string;
  name: string;
  collectionName: string;
  imageUrl?: string;
}

// One items list per answer, so that a subscriber comparing by identity re-renders only when the NFTs change.
const itemsByNfts = new WeakMap<readonly AccountNft[], readonly NftItem[]>();

/** The NFTs tab's items: the account's NFTs with spam collections hidden. */
export function selectNftItems({ nfts }: Pick<PorticoState, 'nfts'>): readonly NftItem[] {
  let items = itemsByNfts.get(nfts.nfts);
  if (!items) {
    items = nfts.nfts.filter((nft) => !nft.spam).map(toItem);
    itemsByNfts.set(nfts.nfts, items);
  }
  return items;
}

function toItem(nft: AccountNft): NftItem {
  return {
    key: `${nft.chainId}:${nft.contractAddress}:${nft.tokenId}`,
    name: nft.name,
    collectionName: nft.collectionName,
    ...(nft.imageUrl ? { imageUrl: nft.imageUrl } : {}),
  };
}

/** Whether the list was not asked for yet: the NFTs tab then loads it. */
export const selectNftsUnloaded = ({ nfts }: Pick<PorticoState, 'nfts'>): boolean =>
  !nfts.loading && !nfts.loaded;

/** The list was answered and shows nothing (no NFTs, only spam, an unsupported network, or a failure). */
export const selectNftsEmpty = (state: Pick<PorticoState, 'nfts'>): boolean =>
  state.nfts.loaded && !state.nfts.loading && selectNftItems(state).length === 0;
