/** A coin or token as the balance and price routes describe it. */
export interface TokenInfo {
  name: string;
  symbol: string;
  decimals: number;
  iconUrl?: string;
}

/** A listed ERC-20 contract (0x address) or SPL mint (base58). */
export interface ListedToken extends TokenInfo {
  address: string;
}

/** What the cloud reads for one chain: its native coin and the tokens whose balances it looks up. */
export interface ChainTokenList {
  native: TokenInfo;
  tokens: ListedToken[];
}

/** A token of a chain's list, named as `POST /v1/fungible/price` names it. */
export interface ChainToken extends TokenInfo {
  /** The `FungibleId`: `<chainId>:native` or `<chainId>:<address>`, the EVM address lower-cased. */
  id: string;
  chainId: string;
  /** Absent for the native coin. */
  address?: string;
}

/** EVM addresses compare case-insensitively; Solana's base58 addresses are case-sensitive. */
export const canonicalAddress = (chainId: string, address: string) =>
  chainId.startsWith('eip155:') ? address.toLowerCase() : address;

export const fungibleId = (chainId: string, address?: string) =>
  `${chainId}:${address === undefined ? 'native' : canonicalAddress(chainId, address)}`;

/** The native coin first, then the tokens, in the order configured. */
export function chainTokens(chainId: string, list: ChainTokenList): ChainToken[] {
  return [
    { ...list.native, id: fungibleId(chainId), chainId },
    ...list.tokens.map(({ address, ...info }) => ({
      ...info,
      address,
      id: fungibleId(chainId, address),
      chainId,
    })),
  ];
}
