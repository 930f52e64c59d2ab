import type { SdkQuery } from '@portico/core';

/**
 * The §7 query parameters every API route accepts. Routes build their querystring schema with
 * `querySchema({ ...their own properties })`; unknown parameters are rejected (400).
 */
const sdkQueryProperties = {
  projectId: { type: 'string', minLength: 1, maxLength: 128 },
  st: { type: 'string', minLength: 1, maxLength: 64 },
  sv: { type: 'string', minLength: 1, maxLength: 64 },
} as const satisfies Record<keyof SdkQuery, object>;

export function querySchema(
  properties: Record<string, object> = {},
  required: readonly string[] = [],
): Record<string, unknown> {
  return {
    type: 'object',
    properties: { ...sdkQueryProperties, ...properties },
    required: ['projectId', 'st', 'sv', ...required],
    additionalProperties: false,
  };
}
