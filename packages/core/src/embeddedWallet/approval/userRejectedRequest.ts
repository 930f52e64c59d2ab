import { walletErrorCodes } from '../../shared/errors/codes.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';

/** The EIP-1193 refusal a dApp receives when the visitor rejects a request: code 4001. */
export class UserRejectedRequestError extends Error {
  override readonly name = 'UserRejectedRequestError';
  readonly code = walletErrorCodes.userRejected;

  constructor() {
    super(new PorticoError('USER_REJECTED_REQUEST').message);
  }
}
