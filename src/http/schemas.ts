import { Type, type TSchema } from '@sinclair/typebox';
import { MAX_AMOUNT, MAX_PRICE } from '../lib/money.ts';
import { ERROR_MEANINGS, ERROR_STATUS, type ErrorCode } from '../lib/errors.ts';
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

/** The error codes each error response schema made by errorResponses stands for (read by src/http/openapi.ts). */
const codesOfResponse = new WeakMap<object, ErrorCode[]>();

/**
 * Error responses of a route, from the codes it answers (beyond those every route of its kind
 * answers, which src/http/openapi.ts adds): one response per status, each the Error schema. The
 * document lists each status's codes as an enum; the catalogue (src/lib/errors.ts) gives the statuses.
 */
export function errorResponses(...codes: ErrorCode[]): Record<number, TSchema> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes))
    byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => {
      const schema = Type.Unsafe({
        $ref: 'Error#',
        description: list.map((code) => `${code}: ${ERROR_MEANINGS[code]}`).join('; '),
      });
      codesOfResponse.set(schema, list);
      return [status, schema];
    }),
  );
}

/** The codes of the error responses errorResponses made among these responses. */
export function declaredErrorCodes(responses: Record<string, unknown> | undefined): ErrorCode[] {
  return Object.values(responses ?? {}).flatMap((schema) =>
    schema && typeof schema === 'object' ? (codesOfResponse.get(schema) ?? []) : [],
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
  { additionalProperties: false, title: 'Money', description: 'Money: integer amount and currency' },
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
  { additionalProperties: false, title: 'MoneySum', description: 'Money that is a sum: integer amount and currency' },
);

export const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601 in UTC with a trailing Z' });

const Pagination = Type.Object(
  {
    limit: Type.Integer({ description: 'The limit applied' }),
    offset: Type.Integer({ description: 'The offset applied' }),
    total: Type.Integer({ description: 'How many entries match in all' }),
  },
  { title: 'Pagination' },
);

/** The schema (a response or a body) with one example for the OpenAPI document. */
export function withExample<T extends TSchema>(schema: T, example: unknown): T {
  return { ...schema, examples: [example] };
}

/** `{data: [T], pagination}`; given example entries, the document shows them as a first page of `total` entries. */
export function ListOf<T extends TSchema>(entry: T, example?: unknown[], total = example?.length ?? 0) {
  const schema = Type.Object(
    { data: Type.Array(entry), pagination: Pagination },
    entry.title ? { description: `A page of ${entry.title} entries` } : {},
  );
  return example === undefined
    ? schema
    : withExample(schema, { data: example, pagination: { limit: DEFAULT_PAGE_LIMIT, offset: 0, total } });
}

/** `{data: T}`, with an example of T for the document when given. */
export function DataOf<T extends TSchema>(entry: T, example?: unknown) {
  const schema = Type.Object({ data: entry }, entry.title ? { description: `The ${entry.title}` } : {});
  return example === undefined ? schema : withExample(schema, { data: example });
}

/**
 * A query parameter with a default: optional to the caller (left out of `required`, so the document
 * and generated clients let it be omitted), yet always present in the handler, where Ajv has filled
 * the default (`useDefaults`); hence the static type of the schema without `Optional`.
 */
function Defaulted<T extends TSchema>(schema: T): T {
  return Type.Optional(schema) as unknown as T;
}

/** limit 1-100 (default 20) and offset, for every list. */
export const PageQuery = {
  limit: Defaulted(
    Type.Integer({
      minimum: 1,
      maximum: 100,
      default: DEFAULT_PAGE_LIMIT,
      description: `1-100, default ${DEFAULT_PAGE_LIMIT}`,
    }),
  ),
  offset: Defaulted(
    Type.Integer({
      minimum: 0,
      maximum: 10_000_000,
      default: 0,
      description: 'Zero-based, default 0; entries updated mid-scan can be missed',
    }),
  ),
};

/** The query string of a list without filters: limit and offset only. */
export const PageQuerystring = Type.Object(PageQuery, { additionalProperties: false });

export const IdParam = Type.String({ minLength: 1, maxLength: 64 });

/** `/…/:id` path parameters. */
export const IdParams = Type.Object({ id: IdParam });
