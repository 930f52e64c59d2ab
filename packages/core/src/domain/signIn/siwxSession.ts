import type { CaipNetworkId } from '../caip/caipNetworkId.js';
import type { SignInMessageData } from './signInMessage.js';

/** §3 SIWX session: the message's fields, its text and signature; the verifier may add its id, token and end. */
export interface SIWXSession {
  data: SignInMessageData;
  message: string;
  signature: string;
  cacao?: Record<string, unknown>;
  /** The verifier's id of the session (Portico Cloud's is the `pci` of a revoke). */
  id?: string;
  /** A token the dApp's server checks (Portico Cloud: a JWT verified against its JWKS). */
  token?: string;
  /** ISO 8601. */
  expiresAt?: string;
}

/** Who is asked to sign in: the account (the namespace's address) on a CAIP-2 network. */
export interface SIWXMessageInput {
  accountAddress: string;
  chainId: CaipNetworkId;
}
