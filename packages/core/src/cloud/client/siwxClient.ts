import type { CaipNetworkId } from '../../domain/caip/caipNetworkId.js';
import type {
  SiwxNonceResponse,
  SiwxRevokeBody,
  SiwxSessionBody,
  SiwxSessionResponse,
  SiwxSessionsResponse,
} from '../wire/siwx.js';

/** Portico Cloud's sign-in routes (docs/sign-in.md): nonces, verification, sessions and their revocation. */
export interface SiwxClient {
  /** GET /v1/siwx/nonce. */
  getSiwxNonce(): Promise<SiwxNonceResponse>;
  /** POST /v1/sessions: the session and its token, or the refusal as HTTP_STATUS with the cloud's `{ code, message }`. */
  createSiwxSession(body: SiwxSessionBody): Promise<SiwxSessionResponse>;
  /** GET /v1/sessions/{address}: the address's live sessions on `chainId`. */
  getSiwxSessions(address: string, chainId: CaipNetworkId): Promise<SiwxSessionsResponse>;
  /** POST /v1/sessions/{address}/revoke. */
  revokeSiwxSession(address: string, body: SiwxRevokeBody): Promise<void>;
}
