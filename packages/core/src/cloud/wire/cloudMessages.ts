import { errorCatalogue } from '../../shared/errors/catalogue.js';
import type { CloudErrorCode } from './errorCodes.js';

// The cloud's own wording of its refusals: kept apart from `errorCodes.ts`, which a dApp's initial JavaScript
// carries (reading a cloud error's alert), so that the dApp does not ship the cloud's messages.

/** The §8 server messages, verbatim from the catalogue; other codes carry a message naming the problem. */
export const cloudServerMessages = {
  ORIGIN_NOT_ALLOWED: errorCatalogue.ORIGIN_NOT_ALLOWED,
  JWT_NOT_YET_VALID: errorCatalogue.JWT_NOT_YET_VALID,
  INVALID_KEY: errorCatalogue.INVALID_KEY,
} as const satisfies Partial<Record<CloudErrorCode, string>>;

/** §8 messages of the chain-data API's refusals, verbatim from the catalogue. */
export const chainDataMessages = {
  UNSUPPORTED_CHAIN: errorCatalogue.UNSUPPORTED_CHAIN,
  GAS_PRICE_NETWORK_UNSUPPORTED: errorCatalogue.GAS_PRICE_NETWORK_UNSUPPORTED,
  SWAPS_NETWORK_UNSUPPORTED: errorCatalogue.SWAPS_NETWORK_UNSUPPORTED,
  NAME_RESOLVE_FAILED: errorCatalogue.NAME_RESOLVE_FAILED,
  NAMES_FOR_ADDRESS_FAILED: errorCatalogue.NAMES_FOR_ADDRESS_FAILED,
} as const;
