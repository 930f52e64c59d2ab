import { errorCatalogue } from '../../shared/errors/catalogue.js';

// The cloud's refusals — their codes, body and wording — kept apart from `errorCodes.ts`, which a dApp's initial
// JavaScript carries (reading a cloud error's alert), so that the dApp does not ship them.

/** The `code` of a cloud error response body (`CloudErrorBody`), by HTTP status. */
const cloudErrorCodes = [
  // 403
  'INVALID_PROJECT_ID',
  'ORIGIN_NOT_ALLOWED',
  'JWT_NOT_YET_VALID',
  'INVALID_KEY',
  'FEATURE_DISABLED',
  // 400, 404, 413, 415
  'BAD_REQUEST',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  // 429
  'RATE_LIMITED',
  // 5xx
  'SERVER_ERROR',
] as const;

export type CloudErrorCode = (typeof cloudErrorCodes)[number];

/** Every non-2xx cloud response has this JSON body. */
export interface CloudErrorBody {
  code: CloudErrorCode;
  message: string;
}

export function isCloudErrorBody(value: unknown): value is CloudErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const { code, message } = value as Record<string, unknown>;
  return typeof message === 'string' && (cloudErrorCodes as readonly unknown[]).includes(code);
}

/** The §8 server messages, verbatim from the catalogue; other codes carry a message naming the problem. */
export const cloudServerMessages = {
  ORIGIN_NOT_ALLOWED: errorCatalogue.ORIGIN_NOT_ALLOWED,
  JWT_NOT_YET_VALID: errorCatalogue.JWT_NOT_YET_VALID,
  INVALID_KEY: errorCatalogue.INVALID_KEY,
} as const satisfies Partial<Record<CloudErrorCode, string>>;

/**
 * §8 the swaps' network refusals, verbatim: the cloud answers them, the Swap view shows them. They are not in the
 * error catalogue, which a dApp's initial JavaScript carries, but here, loaded with the swap's actions.
 */
export const swapNetworkMessages = {
  GAS_PRICE_NETWORK_UNSUPPORTED: 'Network not supported for Gas Price',
  SWAPS_NETWORK_UNSUPPORTED: 'Network not supported for Swaps',
} as const;

/** §8 messages of the chain-data API's refusals, verbatim from the catalogue (the swaps' from `swapNetworkMessages`). */
export const chainDataMessages = {
  UNSUPPORTED_CHAIN: errorCatalogue.UNSUPPORTED_CHAIN,
  ...swapNetworkMessages,
  NAME_RESOLVE_FAILED: errorCatalogue.NAME_RESOLVE_FAILED,
  NAMES_FOR_ADDRESS_FAILED: errorCatalogue.NAMES_FOR_ADDRESS_FAILED,
} as const;
