import { type Static, Type } from '@sinclair/typebox';
import { chainIdParameter } from './chainData.js';
import { CaipNetworkIdSchema, readonlyArray } from './schemaTypes.js';
import { sdkQueryWith } from './sdkQuery.js';

/** GET /v1/siwx/nonce: a single-use nonce for one sign-in message of this project, valid until `expiresAt` (ISO). */
export const SiwxNonceResponse = Type.Object({
  nonce: Type.String(),
  expiresAt: Type.String(),
});
export type SiwxNonceResponse = Static<typeof SiwxNonceResponse>;

/**
 * POST /v1/sessions: the signed sign-in message — EIP-4361 on eip155, its signature in hex (ERC-6492-wrapped for a
 * counterfactual account); Sign In With Solana on solana, its ed25519 signature in base58. The cloud reads the
 * session's data from the message itself and refuses a signature not in the message's encoding; `cacao` is kept as
 * given.
 */
export const SiwxSessionBody = Type.Object(
  {
    message: Type.String({ minLength: 1, maxLength: 8192 }),
    signature: Type.String({
      pattern: '^(0x[0-9a-fA-F]+|[1-9A-HJ-NP-Za-km-z]+)$',
      minLength: 4,
      maxLength: 32_768,
    }),
    cacao: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.Unknown())),
  },
  { additionalProperties: false },
);
export type SiwxSessionBody = Static<typeof SiwxSessionBody>;

/** §3 SIWX session `data`: what the signed message says. Times are ISO strings. */
export const SiwxMessageData = Type.Object({
  accountAddress: Type.String(),
  /** CAIP-2. */
  chainId: CaipNetworkIdSchema,
  domain: Type.String(),
  uri: Type.String(),
  version: Type.String(),
  nonce: Type.String(),
  statement: Type.Optional(Type.String()),
  issuedAt: Type.Optional(Type.String()),
  expirationTime: Type.Optional(Type.String()),
  notBefore: Type.Optional(Type.String()),
  requestId: Type.Optional(Type.String()),
  resources: Type.Optional(readonlyArray(Type.String())),
});
export type SiwxMessageData = Static<typeof SiwxMessageData>;

/** A §3 SIWX session as the cloud keeps it: `id` is the `pci` a revoke names; `expiresAt` is ISO. */
export const SiwxSession = Type.Object({
  id: Type.String(),
  data: SiwxMessageData,
  message: Type.String(),
  signature: Type.String(),
  cacao: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  expiresAt: Type.String(),
});
export type SiwxSession = Static<typeof SiwxSession>;

/**
 * POST /v1/sessions: the new session and its token, a JWT (ES256, the keys at GET /.well-known/jwks.json) whose
 * `aud` is the project, `sub` the CAIP-10 account, `chain` the CAIP-2 network, `sid` the session id and `exp` its end.
 */
export const SiwxSessionResponse = Type.Object({ session: SiwxSession, token: Type.String() });
export type SiwxSessionResponse = Static<typeof SiwxSessionResponse>;

/** The path parameter of /v1/sessions/{address}: an EVM or a Solana address. */
export const SiwxAddressParams = Type.Object({
  address: Type.String({ pattern: '^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$' }),
});
export type SiwxAddressParams = Static<typeof SiwxAddressParams>;

/** GET /v1/sessions/{address}'s query: `chainId` (CAIP-2) keeps the sessions of one network. */
export const SiwxSessionsQuery = sdkQueryWith({ chainId: Type.Optional(chainIdParameter) });
export type SiwxSessionsQuery = Static<typeof SiwxSessionsQuery>;

/** GET /v1/sessions/{address}: the project's live sessions of the address, newest first. */
export const SiwxSessionsResponse = Type.Object({ sessions: Type.Array(SiwxSession) });
export type SiwxSessionsResponse = Static<typeof SiwxSessionsResponse>;

/**
 * POST /v1/sessions/{address}/revoke (§7 `pci`, `signature`): `pci` is the session's id and `signature` the
 * session token POST /v1/sessions gave, which only the session's holder has.
 */
export const SiwxRevokeBody = Type.Object(
  {
    pci: Type.String({ minLength: 1, maxLength: 64 }),
    signature: Type.String({ minLength: 1, maxLength: 4096 }),
  },
  { additionalProperties: false },
);
export type SiwxRevokeBody = Static<typeof SiwxRevokeBody>;

/** The codes of the sign-in routes' refusals, beside the edge's; the body is `{ code, message }`. */
export type SiwxErrorCode =
  | 'BAD_REQUEST'
  | 'INVALID_MESSAGE'
  | 'INVALID_SIGNATURE'
  | 'INVALID_NONCE'
  | 'NONCE_USED'
  | 'MESSAGE_EXPIRED'
  | 'MESSAGE_NOT_YET_VALID'
  | 'DOMAIN_NOT_ALLOWED'
  | 'UNSUPPORTED_CHAIN'
  | 'INVALID_TOKEN'
  | 'SESSION_NOT_FOUND'
  | 'SERVER_ERROR';
