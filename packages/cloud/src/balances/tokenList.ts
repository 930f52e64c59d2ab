import { isCaipNetworkId } from '@portico/core';
import { isAccountAddress } from './accountAddress.js';

/** A coin or token as the balance and price routes describe it. */
interface TokenInfo {
  name: string;
  symbol: string;
  decimals: number;
  iconUrl?: string;
}

/** A listed ERC-20 contract (0x address) or SPL mint (base58). */
interface ListedToken extends TokenInfo {
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

const fungibleId = (chainId: string, address?: string) =>
  `${chainId}:${address === undefined ? 'native' : canonicalAddress(chainId, address)}`;

function checkToken(chainId: string, token: Partial<ListedToken>, native: boolean): void {
  const where = `balances.tokens['${chainId}']`;
  const { name, symbol, decimals, address } = token;
  if (typeof name !== 'string' || typeof symbol !== 'string' || name === '' || symbol === '') {
    throw new Error(`${where}: every coin and token needs a name and a symbol`);
  }
  if (!Number.isInteger(decimals) || (decimals as number) < 0 || (decimals as number) > 255) {
    throw new Error(`${where}: ${symbol} needs decimals from 0 to 255`);
  }
  if (!native && !(typeof address === 'string' && isAccountAddress(chainId.split(':')[0] ?? '', address))) {
    throw new Error(`${where}: ${symbol} has no token address of its chain: ${String(address)}`);
  }
}

/** The native coin first, then the tokens, in the order configured. A malformed list is a configuration error. */
export function chainTokens(chainId: string, list: ChainTokenList): ChainToken[] {
  if (!isCaipNetworkId(chainId)) throw new Error(`balances.tokens: '${chainId}' is not a CAIP-2 network id`);
  checkToken(chainId, list.native ?? {}, true);
  for (const token of list.tokens ?? []) checkToken(chainId, token, false);
  return [
    { ...list.native, id: fungibleId(chainId), chainId },
    ...(list.tokens ?? []).map(({ address, ...info }) => ({
      ...info,
      address,
      id: fungibleId(chainId, address),
      chainId,
    })),
  ];
}
