import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/**
 * Bodies are validated strictly (no type coercion, unknown fields refused, as Medusa's validators
 * do against mass assignment); query strings, params and headers are text and are coerced.
 */
export function registerValidators(app: FastifyInstance): void {
  const common = { allErrors: true, removeAdditional: false, useDefaults: true, strict: false } as const;
  const strict = new Ajv.default({ ...common, coerceTypes: false });
  const coercing = new Ajv.default({ ...common, coerceTypes: 'array' });
  for (const ajv of [strict, coercing]) {
    addFormats.default(ajv);
    ajv.addKeyword({ keyword: 'x-examples' });
  }
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema));
}
