import type { CaipNetworkId } from '../../../domain/caip/caipNetworkId.js';
import { isRecord, jsonKey } from '../../../instance/storage/storageKey.js';

/** The token of a Portico Cloud session this browser signed in with, and whose it is. */
export interface HeldToken {
  token: string;
  chainId: CaipNetworkId;
  address: string;
}

const isHeldToken = (value: unknown): value is HeldToken =>
  isRecord(value) &&
  typeof value.token === 'string' &&
  typeof value.chainId === 'string' &&
  typeof value.address === 'string';

/** The held session tokens by session id (docs/sign-in.md). */
export const heldTokensKey = jsonKey(
  'siwx-tokens',
  (value: unknown): value is Record<string, HeldToken> =>
    isRecord(value) && Object.values(value).every(isHeldToken),
);
