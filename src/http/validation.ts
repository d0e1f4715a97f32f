import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { BuildCompilerFromPool, RouteDefinition } from '@fastify/ajv-compiler';

/**
 * Every problem of an input is listed (details) while it holds at most this many values (keys and
 * array items); a larger invalid input is refused with its first problem only, found without
 * reading the rest: listing 60,000 unknown keys would cost more than the refusal is worth.
 */
const LIST_EVERY_PROBLEM_UP_TO = 1000;

/**
 * The all-errors instance compiles only schemas its first-problem twin has already compiled and so
 * checked against the meta-schema: it skips that check, whose meta-schema compile is most of an
 * instance's cost at start.
 */
function newAjv(coerce: boolean, allErrors: boolean, externalSchemas: Record<string, unknown>) {
  const ajv = new Ajv.default({
    allErrors,
    validateSchema: !allErrors,
    removeAdditional: false,
    useDefaults: true,
    strict: false,
    coerceTypes: coerce ? 'array' : false,
  });
  addFormats.default(ajv);
  for (const schema of Object.values(externalSchemas)) ajv.addSchema(schema as object);
  return ajv;
}

type AjvInstance = ReturnType<typeof newAjv>;

/** Whether the value holds at most `limit` values, counted without recursion and stopping past the limit. */
function valuesAtMost(value: unknown, limit: number): boolean {
  const stack = [value];
  let n = 0;
  while (stack.length > 0) {
    const v = stack.pop();
    if (!v || typeof v !== 'object') continue;
    for (const key in v) {
      if (++n > limit) return false;
      stack.push((v as Record<string, unknown>)[key]);
    }
  }
  return true;
}

/** Stops at the first problem; only a small invalid input is validated again to list them all (compiled when first needed). */
function boundedValidator(firstOnly: AjvInstance, every: AjvInstance, schema: object) {
  const first = firstOnly.compile(schema);
  let all: ReturnType<AjvInstance['compile']> | undefined;
  const validate = (data: unknown): boolean => {
    if (first(data)) return true;
    if (valuesAtMost(data, LIST_EVERY_PROBLEM_UP_TO)) {
      all ??= every.compile(schema);
      void all(data); // run for its errors, read just below (the schemas are synchronous, so it answers at once)
      validate.errors = all.errors;
    } else validate.errors = first.errors;
    return false;
  };
  validate.errors = null as typeof first.errors;
  return validate;
}

type Pools = Record<'strict' | 'coercing', { first: AjvInstance; every: AjvInstance }>;

/**
 * The Ajv instances of each set of shared schemas, kept for the process: Fastify builds a compiler
 * for each plugin context (15 per app), and an instance's first compile checks the meta-schema
 * (25-50 ms of CPU), so one set per context made the first request of each area pay it again. Ajv
 * keeps what it compiled per schema object, so a route's validator is compiled once per process.
 */
const poolsBySchemas: { schemas: unknown[]; pools: Pools }[] = [];

function poolsFor(externalSchemas: Record<string, unknown>): Pools {
  const schemas = Object.values(externalSchemas);
  const same = (kept: unknown[]) => kept.length === schemas.length && kept.every((s, i) => s === schemas[i]);
  let entry = poolsBySchemas.find((e) => same(e.schemas));
  if (!entry) {
    entry = {
      schemas,
      pools: {
        strict: { first: newAjv(false, false, externalSchemas), every: newAjv(false, true, externalSchemas) },
        coercing: { first: newAjv(true, false, externalSchemas), every: newAjv(true, true, externalSchemas) },
      },
    };
    poolsBySchemas.push(entry);
  }
  return entry.pools;
}

/**
 * Bodies are validated strictly (no type coercion, unknown fields refused, as Medusa's validators
 * do against mass assignment); query strings, params and headers are text and are coerced.
 * Given as the schema controller's factory, so every plugin context (also one that adds shared
 * schemas with addSchema, which makes Fastify build a new compiler) validates the same way.
 */
export const buildValidator: BuildCompilerFromPool = (externalSchemas) => {
  // The published type describes ajv.compile; Fastify actually calls the result with a route definition.
  return (({ schema, httpPart }: RouteDefinition) => {
    let validator: ReturnType<typeof boundedValidator> | undefined;
    // Compiled at the route's first request, not at start: most routes of a process are never called.
    const validate = (data: unknown): boolean => {
      if (!validator) {
        const pools = poolsFor(externalSchemas);
        // HttpParts is declared as an enum but the package exports no such value: compared as the string it is.
        const ajv = (httpPart as string) === 'body' ? pools.strict : pools.coercing;
        validator = boundedValidator(ajv.first, ajv.every, schema as object);
      }
      const valid = validator(data);
      validate.errors = validator.errors;
      return valid;
    };
    validate.errors = null as ReturnType<typeof boundedValidator>['errors'];
    return validate;
  }) as unknown as ReturnType<BuildCompilerFromPool>;
};
