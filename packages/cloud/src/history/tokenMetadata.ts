import { decodeAbiSmallUint, decodeAbiString, encodeUint256 } from './abiText.js';
import type { EvmReader } from './evmReader.js';

export interface TokenMetadata {
  name: string;
  symbol: string;
  /** 0 for NFT collections (they have no decimals()). */
  decimals: number;
}

export interface NftMetadata {
  name: string;
  /** The preview image URL; '' when the token URI gives none. */
  image: string;
}

const selectors = {
  name: '0x06fdde03',
  symbol: '0x95d89b41',
  decimals: '0x313ce567',
  tokenURI: '0xc87b56dd',
};

const ethCall = (to: string, data: string) => ({ method: 'eth_call', params: [{ to, data }, 'latest'] });
const text = (result: unknown) => (typeof result === 'string' ? decodeAbiString(result) : undefined);

/** name(), symbol() and decimals() of an ERC-20 (or ERC-721) contract; missing ones read as '' and 0. */
export async function readTokenMetadata(reader: EvmReader, address: string): Promise<TokenMetadata> {
  const [name, symbol, decimals] = await reader.batchSettled([
    ethCall(address, selectors.name),
    ethCall(address, selectors.symbol),
    ethCall(address, selectors.decimals),
  ]);
  return {
    name: text(name) ?? '',
    symbol: text(symbol) ?? '',
    decimals: (typeof decimals === 'string' ? decodeAbiSmallUint(decimals) : undefined) ?? 0,
  };
}

/** The JSON of a `data:application/json` URI (base64 or percent-encoded), else undefined. */
export function dataUriJson(uri: string): unknown {
  const match = /^data:application\/json(?:;charset=[^;,]+)?(;base64)?,(.*)$/s.exec(uri);
  if (!match) return undefined;
  const body = match[1]
    ? Buffer.from(match[2] as string, 'base64').toString('utf8')
    : decodeURIComponent(match[2] as string);
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * An ERC-721 token's name and image from its tokenURI when that is a data: JSON URI (nothing is fetched);
 * otherwise the collection's name and the token id.
 */
export async function readNftMetadata(
  reader: EvmReader,
  address: string,
  tokenId: string,
  collectionName: string,
): Promise<NftMetadata> {
  const fallback = { name: `${collectionName} #${tokenId}`.trim(), image: '' };
  const [uri] = await reader.batchSettled([
    ethCall(address, `${selectors.tokenURI}${encodeUint256(BigInt(tokenId))}`),
  ]);
  const json = dataUriJson(text(uri) ?? '');
  if (typeof json !== 'object' || json === null) return fallback;
  const { name, image } = json as { name?: unknown; image?: unknown };
  return {
    name: typeof name === 'string' && name !== '' ? name : fallback.name,
    image: typeof image === 'string' ? image : '',
  };
}
