import { ERROR_MEANINGS, ERROR_STATUS, type ErrorCode } from '../lib/errors.ts';

// What the document @fastify/swagger builds gets before it is served (src/http/openapi.ts): the
// rate-limit headers, each operation's error codes, named schemas and parameter notes.

const integer = (description: string) => ({ description, schema: { type: 'integer', minimum: 0 } });
/** The rate-limit headers of every /v1 answer (src/http/rate-limit.ts), declared once and referenced by each response. */
const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': integer('Requests allowed in the current one-minute window'),
  'RateLimit-Remaining': integer('Requests left in the current window'),
  'RateLimit-Reset': integer('Seconds until the window restarts'),
  'Retry-After': integer('Seconds to wait before retrying (429 only)'),
};

/** What withRateLimitHeaders reads and writes of the document, whichever OpenAPI version @fastify/swagger types it as. */
interface ResponseHeadersOf {
  components?: { headers?: Record<string, unknown> };
  paths?: Record<string, Record<string, { responses?: Record<string, { headers?: Record<string, unknown> }> }>>;
}

/** Adds the rate-limit headers to every response of every /v1 operation, Retry-After to 429s. */
export function withRateLimitHeaders<Doc extends object>(document: Doc): Doc {
  const doc = document as ResponseHeadersOf;
  doc.components = { ...doc.components, headers: { ...doc.components?.headers, ...RATE_LIMIT_HEADERS } };
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    if (!path.startsWith('/v1/')) continue;
    for (const operation of Object.values(operations)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const names = [
          'RateLimit-Limit',
          'RateLimit-Remaining',
          'RateLimit-Reset',
          ...(status === '429' ? ['Retry-After'] : []),
        ];
        response.headers = { ...response.headers };
        for (const name of names) response.headers[name] = { $ref: `#/components/headers/${name}` };
      }
    }
  }
  return document;
}

const ERROR_REF = '#/components/schemas/Error';
const NAME = /^[A-Z][A-Za-z0-9]*$/;

interface OperationObject {
  operationId?: string;
  parameters?: { in: string; name: string; description?: string }[];
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string }; example?: unknown }> }>;
}
interface DocumentParts {
  paths?: Record<string, Record<string, OperationObject>>;
  webhooks?: Record<string, unknown>;
  components?: { schemas?: Record<string, unknown> };
}

/** Header parameters as the API documents them; the route schemas name them in lower case. */
const HEADER_NAMES: Record<string, string> = { 'idempotency-key': 'Idempotency-Key' };

/** What a path's segment names, where its plural does not say it ({orderId} of /gifts is the gift order's). */
const NOUNS: Record<string, string> = { gifts: 'gift order', lines: 'cart line' };

/** A path parameter's description when its schema gives none: the id of what the segment before it names. */
function pathParameterNote(path: string, name: string): string {
  const segments = path.split('/');
  const plural = segments[segments.indexOf(`{${name}}`) - 1] ?? '';
  const noun = NOUNS[plural] ?? plural.replace(/ies$/, 'y').replace(/s$/, '').replaceAll('_', ' ');
  return `The ${noun}'s id, as the API answers it`;
}

export function withParameterNotes<Doc extends object>(document: Doc): Doc {
  for (const [path, operations] of Object.entries((document as DocumentParts).paths ?? {}))
    for (const operation of Object.values(operations))
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'header') parameter.name = HEADER_NAMES[parameter.name] ?? parameter.name;
        if (parameter.in === 'path') parameter.description ??= pathParameterNote(path, parameter.name);
      }
  return document;
}

/**
 * Each error response of an operation: the Error schema with `code` narrowed to the codes the
 * operation answers with that status, and an example of the first.
 */
export function withErrorCodes<Doc extends object>(document: Doc, codesOf: Map<string, ErrorCode[]>): Doc {
  for (const operations of Object.values((document as DocumentParts).paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const codes = codesOf.get(operation.operationId ?? '');
      if (!codes) continue;
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const media = response.content?.['application/json'];
        if (media?.schema?.$ref !== ERROR_REF) continue;
        const list = codes.filter((code) => String(ERROR_STATUS[code]) === status);
        if (list.length === 0) continue;
        const code = list[0]!;
        response.content!['application/json'] = {
          schema: {
            allOf: [
              { $ref: ERROR_REF },
              {
                type: 'object',
                required: ['error'],
                properties: {
                  error: {
                    type: 'object',
                    required: ['code'],
                    properties: { code: { type: 'string', enum: list } },
                  },
                },
              },
            ],
          } as { $ref?: string },
          example: {
            error: {
              code,
              message: ERROR_MEANINGS[code],
              request_id: 'req_8fKq2n1xTz0aBcDe000001',
              ...(code === 'invalid_request'
                ? { details: [{ field: 'body.name', message: 'must NOT have fewer than 1 characters' }] }
                : {}),
            },
          },
        };
      }
    }
  }
  return document;
}

/**
 * Schemas with a `title` (Item, Order, Money, …) become components.schemas entries, referenced by
 * $ref wherever they appear. The routes keep them inline, so validators, response serializers and
 * the personal-data paths of events (src/events/types.ts) read plain schemas; only the document
 * names them. Two different schemas with one title are a mistake this refuses.
 */
export function withNamedSchemas<Doc extends object>(document: Doc): Doc {
  const doc = document as DocumentParts;
  const named: Record<string, unknown> = {};
  const json = new Map<string, string>();
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = Object.fromEntries(
      Object.entries(node as Record<string, unknown>).map(([key, value]) => [
        key,
        key === 'example' || key === 'examples' ? value : visit(value),
      ]),
    );
    // @fastify/swagger writes the routes' `const` as a one-value enum; the webhooks section is written as is.
    if ('const' in out && !('enum' in out)) {
      out.enum = [out.const];
      delete out.const;
    }
    const title = out.title;
    if (typeof title !== 'string' || !NAME.test(title)) return out;
    // A use may describe the schema in its own words ({...Money, description}): the description
    // stays beside the $ref, and the schema is compared without it.
    const { title: _title, description, ...shape } = out;
    const text = canonicalJson(shape);
    const first = json.get(title);
    if (first === undefined) {
      json.set(title, text);
      named[title] = out;
      delete out.title;
    } else if (first !== text) {
      throw new Error(`OpenAPI: two different schemas are titled ${title}:\n${first}\n${text}`);
    }
    const ref = `#/components/schemas/${title}`;
    const own = (named[title] as { description?: unknown }).description;
    return description === undefined || description === own ? { $ref: ref } : { $ref: ref, description };
  };
  doc.paths = visit(doc.paths) as DocumentParts['paths'];
  if (doc.webhooks) doc.webhooks = visit(doc.webhooks) as DocumentParts['webhooks'];
  const schemas = { ...doc.components?.schemas, ...named };
  doc.components = {
    ...doc.components,
    schemas: Object.fromEntries(
      Object.keys(schemas)
        .sort()
        .map((name) => [name, schemas[name]]),
    ),
  };
  return document;
}

/** JSON with every object's keys sorted, so two equal schemas written in another key order compare equal. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
