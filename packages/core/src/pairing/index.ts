export { isPairingExpired, pairingExpiry } from './pairingExpiry.js';
export { canRetryPairing } from './pairingRetry.js';
