import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { BuildCompilerFromPool, RouteDefinition } from '@fastify/ajv-compiler';

function newAjv(coerce: boolean, externalSchemas: Record<string, unknown>) {
  const ajv = new Ajv.default({ allErrors: true, removeAdditional: false, useDefaults: true, strict: false, coerceTypes: coerce ? 'array' : false });
  addFormats.default(ajv);
  for (const schema of Object.values(externalSchemas)) ajv.addSchema(schema as object);
  return ajv;
}

/**
 * Bodies are validated strictly (no type coercion, unknown fields refused, as Medusa's validators
 * do against mass assignment); query strings, params and headers are text and are coerced.
 * Given as the schema controller's factory, so every plugin context (also one that adds shared
 * schemas with addSchema, which makes Fastify build a new compiler) validates the same way.
 */
export const buildValidator: BuildCompilerFromPool = (externalSchemas) => {
  const strict = newAjv(false, externalSchemas);
  const coercing = newAjv(true, externalSchemas);
  // The published type describes ajv.compile; Fastify actually calls the result with a route definition.
  return (({ schema, httpPart }: RouteDefinition) => (httpPart === 'body' ? strict : coercing).compile(schema as object)) as ReturnType<BuildCompilerFromPool>;
};
