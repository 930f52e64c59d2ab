import { type Static, type TObject, type TProperties, Type } from '@sinclair/typebox';

/** §7: every cloud call carries these in the query string. */
const sdkQueryProperties = {
  projectId: Type.String({ minLength: 1, maxLength: 128 }),
  /** SDK type, e.g. `portico-react`. */
  st: Type.String({ minLength: 1, maxLength: 64 }),
  /** SDK version. */
  sv: Type.String({ minLength: 1, maxLength: 64 }),
};

/**
 * The query of a route: the §7 parameters every API route accepts, then the route's own; unknown parameters are
 * rejected (400).
 */
export function sdkQueryWith<T extends TProperties>(properties: T): TObject<typeof sdkQueryProperties & T> {
  return Type.Object({ ...sdkQueryProperties, ...properties }, { additionalProperties: false });
}

export const SdkQuery = sdkQueryWith({});
export type SdkQuery = Static<typeof SdkQuery>;
