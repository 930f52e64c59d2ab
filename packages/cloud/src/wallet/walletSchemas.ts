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
