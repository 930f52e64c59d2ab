import type { CaipNetworkId } from '../caip/caipNetworkId.js';

/**
 * The fields of a sign-in message (CAIP-122, §3 SIWX session `data`): who signs (`accountAddress` on the CAIP-2
 * `chainId`), for which site (`domain` is the page's host, `uri` its origin), the verifier's single-use `nonce`,
 * and the times, ISO 8601. A chain adapter writes them as its namespace's text: EIP-4361 on eip155, Sign In With
 * Solana on solana.
 */
export interface SignInMessageData {
  accountAddress: string;
  chainId: CaipNetworkId;
  domain: string;
  uri: string;
  version: '1';
  nonce: string;
  statement?: string;
  issuedAt: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  resources?: readonly string[];
}

/** What a wallet signed to sign in: the message's text and its signature, in the namespace's encoding. */
export interface SignedSignInMessage {
  message: string;
  /** Hex on eip155 (ERC-6492-wrapped for an account not deployed yet), base58 on solana. */
  signature: string;
}
