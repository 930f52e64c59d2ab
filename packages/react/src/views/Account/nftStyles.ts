export const nftStyles = `
.nfts { text-align: start; color: var(--p-fg); }
.nft-grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); gap: 12px; }
.nft-card { display: grid; gap: 2px; min-width: 0; }
.nft-image { display: block; width: 100%; aspect-ratio: 1; object-fit: cover; border-radius: calc(var(--p-radius) * 3); background: var(--p-surface); }
.nft-name { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.nft-collection { font-size: 0.85em; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.nfts-state { text-align: center; }
`;
