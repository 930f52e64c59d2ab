/** JSON schemas of the wallet API's bodies. */
export const emailSchema = { type: 'string', format: 'email', minLength: 3, maxLength: 254 } as const;
export const otpSchema = { type: 'string', pattern: '^[0-9]{6}$' } as const;

export function bodySchema(properties: Record<string, object>): Record<string, unknown> {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
  };
}

const base64 = '^[A-Za-z0-9+/]+={0,2}$';

export const storeWalletBody = bodySchema({
  addresses: bodySchema({
    eip155: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
    solana: { type: 'string', pattern: '^[1-9A-HJ-NP-Za-km-z]{32,44}$' },
  }),
  authShare: { type: 'string', pattern: base64, minLength: 4, maxLength: 1024 },
  recoveryShare: bodySchema({
    ciphertext: { type: 'string', pattern: base64, minLength: 4, maxLength: 4096 },
    iv: { type: 'string', pattern: base64, minLength: 4, maxLength: 64 },
    salt: { type: 'string', pattern: base64, minLength: 4, maxLength: 128 },
    // Its bounds are checked by `recoveryShareProblem`, which names them.
    iterations: { type: 'integer' },
  }),
});
