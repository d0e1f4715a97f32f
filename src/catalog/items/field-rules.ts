import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { TSchema } from '@sinclair/typebox';
import { isUniqueViolation } from '../../db/errors.ts';
import { ApiError, invalidField, type ErrorDetail } from '../../lib/errors.ts';
import { CLIENT_TIME_FORMS, parseClientTime } from '../../lib/jst-time.ts';

// Checks of an input's shape and of single fields, shared by the item rules (rules.ts, part-rules.ts)
// and the service. Pure: no database.

// The service checks its input's shape itself, so the console, the CLI and the seeder get the same
// refusals as the API (whose routes already validated with the same schemas).
const ajv = new Ajv.default({ allErrors: true, coerceTypes: false, useDefaults: false, strict: false });
addFormats.default(ajv);
const validators = new Map<TSchema, ValidateFunction>();

export function checkShape<T>(schema: TSchema, input: unknown): T {
  let validate = validators.get(schema);
  if (!validate) validators.set(schema, (validate = ajv.compile(schema)));
  if (validate(input)) return input as T;
  const details = (validate.errors ?? []).map(detailOf);
  throw new ApiError('invalid_request', `${details[0]!.field} ${details[0]!.message}`, { details });
}

function detailOf(e: ErrorObject): ErrorDetail {
  const base = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const extra = e.params as { missingProperty?: string; additionalProperty?: string };
  const field = [base, extra.missingProperty ?? extra.additionalProperty].filter(Boolean).join('.') || 'body';
  const message =
    e.keyword === 'additionalProperties'
      ? 'is not a known field'
      : e.keyword === 'required'
        ? 'is required'
        : e.keyword === 'enum'
          ? `must be one of ${(e.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`
          : (e.message ?? 'is invalid');
  return { field, message };
}

/** A client time (Japan time without an offset) as stored: UTC text; 400 naming the field otherwise. */
export function storedTime(field: string, value: string): string {
  const parsed = parseClientTime(value);
  if (!parsed) throw invalidField(field, `must be ${CLIENT_TIME_FORMS}`);
  return parsed;
}
export const optionalTime = (field: string, value: string | null | undefined) =>
  value == null ? value : storedTime(field, value);

export function checkDetailUrl(url: string | null | undefined): void {
  if (url == null) return;
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    /* not a URL: refused below */
  }
  if (!parsed || parsed.protocol !== 'https:' || !parsed.hostname)
    throw invalidField('detail_url', 'must be an absolute https:// URL');
}

export function checkSellingPeriod(from: string | null, by: string | null): void {
  if (from && by && by <= from) throw invalidField('sell_by', 'must be later than sell_from');
}

/** A unique violation on insert or update of an item or variant is the shop's sku already in use. */
export function skuTaken(err: unknown): never {
  if (isUniqueViolation(err))
    throw new ApiError('sku_taken', 'This sku is already used by another item or variant of the shop');
  throw err;
}
