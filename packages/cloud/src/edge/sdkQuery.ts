import { SdkQuery } from '@portico/core/wire';

/**
 * The §7 query parameters every API route accepts, as the wire contract defines them. Routes whose query is not
 * in the contract build their querystring schema with `querySchema({ ...their own properties })`; unknown
 * parameters are rejected (400).
 */
export const sdkQueryProperties = SdkQuery.properties;

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
