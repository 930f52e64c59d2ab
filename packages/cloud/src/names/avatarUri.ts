/**
 * The avatar the cloud answers for an `avatar` text record (ENSIP-12): an image `data:` URI as it is, an
 * http(s) URL as it is (the modal loads it; the cloud never fetches it), anything else (`ipfs://`, NFT
 * references such as `eip155:1/erc721:…`, which need metadata fetched to become an image) `null`.
 */
export function avatarUri(record: string | null): string | null {
  if (record === null) return null;
  const value = record.trim();
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(value)) return value;
  if (/^https?:\/\//i.test(value) && URL.canParse(value)) return value;
  return null;
}
