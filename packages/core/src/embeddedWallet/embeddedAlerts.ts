import { PorticoError } from '../errors/PorticoError.js';

/** §8 Session Expired: the embedded wallet's session is gone, so its connection is too. */
export const isSessionExpired = (error: unknown): boolean =>
  error instanceof PorticoError && error.code === 'SESSION_EXPIRED';
