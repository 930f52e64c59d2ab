import { type Static, type TSchema, type TUnsafe, Type } from '@sinclair/typebox';
import type { CaipNetworkId } from '../../domain/caip/caipNetworkId.js';

/** A string of one of `values`, as JSON Schema's `enum` (Ajv's message: "must be equal to one of the allowed values"). */
export function stringEnum<const T extends readonly string[]>(values: T): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });
}

/** A CAIP-2 network id the cloud answers with: a string on the wire, `CaipNetworkId` to the client. */
export const CaipNetworkIdSchema = Type.Unsafe<CaipNetworkId>(Type.String());

/** A text field of at most `maxLength` characters. */
export const text = (maxLength: number) => Type.String({ maxLength });

/** An array of `items` that the client may hold as a readonly array. */
export function readonlyArray<T extends TSchema>(items: T): TUnsafe<readonly Static<T>[]> {
  return Type.Unsafe<readonly Static<T>[]>(Type.Array(items));
}
