import { type CaipNetworkId, type ChainNamespace, parseCaipNetworkId } from '@portico/core';

/** The slice of `localStorage` the frame uses (a Map-backed one in Node tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const CHAIN_KEY = 'portico-wallet:chainId';

/** A chain id as CAIP-2 ('Invalid CAIP-2 network id' otherwise): a bare reference is one of `namespace`. */
export function toCaipNetworkId(
  chainId: string | number,
  namespace: ChainNamespace = 'eip155',
): CaipNetworkId {
  const text = String(chainId);
  const caip = text.includes(':') ? text : `${namespace}:${text}`;
  parseCaipNetworkId(caip);
  return caip as CaipNetworkId;
}

/** GET_CHAIN_ID / SWITCH_NETWORK: the active network, kept in the frame's localStorage. */
export class ActiveChain {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly initial: string,
  ) {}

  get(): { chainId: string } {
    return { chainId: this.storage.getItem(CHAIN_KEY) ?? this.initial };
  }

  switchTo(chainId: string | number): { chainId: string } {
    const caip = toCaipNetworkId(chainId);
    this.storage.setItem(CHAIN_KEY, caip);
    return { chainId: caip };
  }
}
