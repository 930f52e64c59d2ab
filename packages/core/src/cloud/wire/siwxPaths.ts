/** Portico Cloud's sign-in routes (docs/sign-in.md); only the cloud client's chunk needs them. */
export const siwxPaths = {
  /** GET: a single-use nonce for one sign-in message (`SiwxNonceResponse`). */
  nonce: '/v1/siwx/nonce',
  /** POST: verifies a signed sign-in message and opens its session (`SiwxSessionResponse`). */
  sessions: '/v1/sessions',
  /** GET: an address's live sessions (`SiwxSessionsResponse`). */
  addressSessions: (address: string) => `/v1/sessions/${encodeURIComponent(address)}`,
  /** POST: revokes one session of an address (`SiwxRevokeBody`). */
  revoke: (address: string) => `/v1/sessions/${encodeURIComponent(address)}/revoke`,
} as const;
