import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const shared: Options = {
  useDefaults: true,
  // Unknown parameters are an error (400), not silently dropped.
  removeAdditional: false,
  // All errors at once would let a crafted body cost quadratic time.
  allErrors: false,
  addUsedSchema: false,
};

/**
 * Query strings and path parameters are text, so `?page=2` is coerced to a number; JSON bodies are
 * validated as sent (`"address": 5` is a 400, not the string "5").
 */
export function installValidatorCompiler(app: FastifyInstance): void {
  const textAjv = addFormats(new Ajv({ ...shared, coerceTypes: 'array' }));
  const bodyAjv = addFormats(new Ajv({ ...shared, coerceTypes: false }));
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodyAjv : textAjv).compile(schema),
  );
}
