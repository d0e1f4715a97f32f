import { Type, type TSchema } from '@sinclair/typebox';
import { CLIENT_TIME_FORMS } from '../../lib/jst-time.ts';

// The field types of the item schemas (schemas.ts and part-schemas.ts, which share most of them).

export function StringEnum<T extends string[]>(values: [...T], options: Record<string, unknown> = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: values, ...options });
}
function IntegerEnum<T extends number[]>(values: [...T], options: Record<string, unknown> = {}) {
  return Type.Unsafe<T[number]>({ type: 'integer', enum: values, ...options });
}
export const Nullable = <T extends TSchema>(schema: T, options: Record<string, unknown> = {}) =>
  Type.Union([schema, Type.Null()], options);

export const Status = StringEnum(['active', 'inactive']);
export const Orientation = StringEnum(['landscape', 'portrait', 'square'], {
  description: 'Optional on create, default square.',
});
export const DeliveryPossibility = StringEnum(['nullable', 'required', 'not_available'], {
  description:
    'Whether shoppers may (nullable), must (required) or cannot (not_available) pick a delivery date and time. Optional on create, default nullable.',
});
export const TaxRate = IntegerEnum([0, 8, 10], { description: 'Percent: 0, 8 (reduced rate) or 10' });
export const DiscountRate = Type.Integer({
  minimum: 0,
  maximum: 100,
  description: 'Percent; the discounted price floor(amount × (100 − rate) / 100) must be at least 50 JPY',
});
export const Name = Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' });
export const Sku = Type.String({
  minLength: 1,
  maxLength: 32,
  pattern: '\\S',
  description: '1-32 characters, unique within the shop',
});
export const Id = Type.String({ minLength: 1, maxLength: 64 });
export const ClientTime = Type.String({
  minLength: 1,
  maxLength: 40,
  description: `${CLIENT_TIME_FORMS}; answered in UTC with Z`,
});
export const strict = { additionalProperties: false } as const;
