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

/**
 * A sign-in asked together with the connection (WalletConnect one-click auth, CAIP-222): the wallet picks the account
 * and network among those requested and signs the message these fields make.
 */
export interface SignInRequest {
  /** The message's fields but the signer's (a fresh nonce from the dApp's verifier, the page, the times). */
  fields(): Promise<Omit<SignInMessageData, 'accountAddress' | 'chainId'>>;
}

/** A sign-in a wallet did while connecting: the fields, the text it signed, the signature and its CACAO. */
export interface SignedSignIn extends SignedSignInMessage {
  data: SignInMessageData;
  cacao?: Record<string, unknown>;
}

/** What a wallet signed to sign in: the message's text and its signature, in the namespace's encoding. */
export interface SignedSignInMessage {
  message: string;
  /** Hex on eip155 (ERC-6492-wrapped for an account not deployed yet), base58 on solana. */
  signature: string;
}
