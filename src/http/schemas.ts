import { Type, type TSchema } from '@sinclair/typebox';
import { MAX_AMOUNT, MAX_PRICE } from '../lib/money.ts';
import { DEFAULT_PAGE_LIMIT } from '../lib/page.ts';

/** Shared schema pieces: one definition of each, used by every area. */

export const ErrorBody = Type.Object(
  {
    error: Type.Object({
      code: Type.String({ description: 'Stable machine-readable code' }),
      message: Type.String({ description: 'Human-readable explanation' }),
      request_id: Type.String({ description: 'Same as the X-Request-Id header' }),
      details: Type.Optional(
        Type.Array(Type.Object({ field: Type.String(), message: Type.String() }), {
          maxItems: 100,
          description: 'Validation errors: one entry per problem, at most 100',
        }),
      ),
      details_total: Type.Optional(
        Type.Integer({
          description: 'Only when there were more than 100 problems: how many there were (details lists the first 100)',
        }),
      ),
    }),
  },
  {
    $id: 'Error',
    description:
      'Every error on a resource endpoint. Validation errors add details (at most 100 entries; when a request has more problems, ' +
      'details_total counts them all, so `details_total ?? details.length` is the number of problems).',
  },
);

export const ErrorRef = Type.Unsafe<{ error: { code: string; message: string; request_id: string } }>(
  Type.Ref('Error'),
);

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'invalid_request (with details), idempotency_key_required',
  401: 'invalid_token',
  403: 'insufficient_scope',
  404: 'not_found',
  409: 'conflict',
  408: 'request_timeout',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
  431: 'headers_too_large',
  500: 'internal_error',
  503: 'service_unavailable',
};

/** Response schemas for the given error statuses, for a route's `response`. */
export function errorResponses(...statuses: number[]): Record<number, TSchema> {
  return Object.fromEntries(
    statuses.map((s) => [s, Type.Unsafe({ $ref: 'Error#', description: ERROR_DESCRIPTIONS[s] ?? 'error' })]),
  );
}

/** A price: what a client may set (0 to 1,000,000,000 JPY). */
export const Money = Type.Object(
  {
    amount: Type.Integer({
      minimum: 0,
      maximum: MAX_PRICE,
      description: 'Integer amount in the currency unit (JPY has no minor unit)',
    }),
    currency: Type.Literal('JPY'),
  },
  { additionalProperties: false, description: 'Money: integer amount and currency' },
);

/** A sum of prices (line and order amounts, tax, a customer's total_spent): past one price's limit, never past 2^53 − 1. */
export const MoneySum = Type.Object(
  {
    amount: Type.Integer({
      minimum: 0,
      maximum: MAX_AMOUNT,
      description:
        'Integer amount in the currency unit; a sum, so above the 1,000,000,000 of one price, but always an exact JSON number (at most 2^53 − 1)',
    }),
    currency: Type.Literal('JPY'),
  },
  { additionalProperties: false, description: 'Money that is a sum: integer amount and currency' },
);

export const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601 in UTC with a trailing Z' });

export const Pagination = Type.Object({
  limit: Type.Integer(),
  offset: Type.Integer(),
  total: Type.Integer(),
});

/** The schema (a response or a body) with one example for the OpenAPI document. */
export function withExample<T extends TSchema>(schema: T, example: unknown): T {
  return { ...schema, examples: [example] };
}

/** `{data: [T], pagination}`; given example entries, the document shows them as a first page of `total` entries. */
export function ListOf<T extends TSchema>(entry: T, example?: unknown[], total = example?.length ?? 0) {
  const schema = Type.Object({ data: Type.Array(entry), pagination: Pagination });
  return example === undefined
    ? schema
    : withExample(schema, { data: example, pagination: { limit: DEFAULT_PAGE_LIMIT, offset: 0, total } });
}

/** `{data: T}`, with an example of T for the document when given. */
export function DataOf<T extends TSchema>(entry: T, example?: unknown) {
  const schema = Type.Object({ data: entry });
  return example === undefined ? schema : withExample(schema, { data: example });
}

/** limit 1-100 (default 20) and offset, for every list. */
export const PageQuery = {
  limit: Type.Integer({
    minimum: 1,
    maximum: 100,
    default: DEFAULT_PAGE_LIMIT,
    description: `1-100, default ${DEFAULT_PAGE_LIMIT}`,
  }),
  offset: Type.Integer({
    minimum: 0,
    maximum: 10_000_000,
    default: 0,
    description: 'Zero-based; entries updated mid-scan can be missed',
  }),
};

/** The query string of a list without filters: limit and offset only. */
export const PageQuerystring = Type.Object(PageQuery, { additionalProperties: false });

export const IdParam = Type.String({ minLength: 1, maxLength: 64 });

/** `/…/:id` path parameters. */
export const IdParams = Type.Object({ id: IdParam });
