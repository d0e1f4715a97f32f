import { Type, type Static } from '@sinclair/typebox';
import { Money, Timestamp } from '../../http/schemas.ts';
import { ClientTime, DiscountRate, Id, Name, Nullable, Sku, Status, StringEnum, strict } from './field-schemas.ts';

/**
 * The schemas of an item's parts, as sent and as answered: a ticket's details, a bundle's
 * components, options with their choices, variation axes and variants (the variant endpoints' bodies).
 */

const Lottery = Type.Object(
  { date: Type.String({ maxLength: 40 }), capacity: Type.Integer({ minimum: 0, maximum: 10_000_000 }) },
  strict,
);

/** Ticket fields as sent: all optional in the schema; the service names missing required ones (422 ticket_info_required). */
export const TicketInput = Type.Object(
  {
    event_group: Type.String({ maxLength: 200, description: 'Required on create' }),
    venue_name: Type.String({ maxLength: 200, description: 'Required on create' }),
    venue_address: Type.String({ maxLength: 400 }),
    doors_open_at: ClientTime,
    entry_start_at: ClientTime,
    valid_from: Type.Unsafe<string>({ ...ClientTime, description: 'Required on create' }),
    valid_by: Type.Unsafe<string>({ ...ClientTime, description: 'Required on create; later than valid_from' }),
    term_and_condition: Type.String({ maxLength: 4000 }),
    allow_continuous_use: Type.Boolean(),
    default_seat_label: Type.String({ maxLength: 64 }),
    background_color: Type.String({ pattern: '^#[0-9A-Fa-f]{6}$', description: '#RRGGBB' }),
    lottery: Nullable(Lottery),
  },
  { ...strict, description: 'Ticket details. Required for ticket kinds; on edit only the fields sent change.' },
);
export const TicketCreateInput = Type.Partial(TicketInput, strict);
export type TicketInputT = Static<typeof TicketCreateInput>;

const BundleComponentInput = Type.Object(
  {
    item_id: Id,
    quantity: Type.Integer({ minimum: 1, maximum: 999 }),
    selection_type: Type.Optional(StringEnum(['fixed'], { description: 'Only fixed; default fixed' })),
  },
  strict,
);
export const BundleInput = Type.Object(
  {
    components: Type.Array(BundleComponentInput, {
      maxItems: 50,
      description: 'At least one existing, non-bundle item of the shop, each once',
    }),
  },
  strict,
);
export type BundleInputT = Static<typeof BundleInput>;

const ChoiceInput = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: 64 }), price: Type.Optional(Money) },
  strict,
);
export const OptionInput = Type.Object(
  {
    type: StringEnum(['choice']),
    label: Type.String({ minLength: 1, maxLength: 64 }),
    description: Type.Optional(Type.String({ maxLength: 500 })),
    required: Type.Optional(Type.Boolean()),
    price: Type.Optional(Money),
    choices: Type.Array(ChoiceInput, { minItems: 1, maxItems: 50 }),
  },
  strict,
);
export type OptionInputT = Static<typeof OptionInput>;
/** Options of one item; a cart line chooses at most one choice of each (the storefront's price limits count on it). */
export const MAX_ITEM_OPTIONS = 20;
export const Options = Type.Array(OptionInput, {
  maxItems: MAX_ITEM_OPTIONS,
  description: 'Replaces every option of the item (choice ids change)',
});

export const AxisInput = Type.Object(
  { name: Name, values: Type.Array(Type.Object({ name: Name }, strict), { minItems: 1, maxItems: 100 }) },
  strict,
);
/** Names at creation; names or the returned ids afterwards. */
const AxisValueRef = Type.Object({ axis: Id, value: Id }, strict);
const VariantCommon = {
  sku: Sku,
  name: Name,
  price: Type.Optional(Nullable(Money, { description: 'null falls back to the item price' })),
  discount_rate: Type.Optional(DiscountRate),
  status: Type.Optional(Status),
};
export const VariantAtCreation = Type.Object(
  {
    ...VariantCommon,
    axis_values: Type.Array(AxisValueRef, { minItems: 1, maxItems: 3, description: 'One value per axis, by name' }),
  },
  strict,
);
export const CreateVariantBody = Type.Object(
  {
    ...VariantCommon,
    axis_values: Type.Array(AxisValueRef, {
      minItems: 1,
      maxItems: 3,
      description: 'One existing value per axis, by name or id',
    }),
    inventory: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 1_000_000_000, description: 'Initial stock, default 0' }),
    ),
  },
  strict,
);
export type CreateVariantInput = Static<typeof CreateVariantBody>;
export const UpdateVariantBody = Type.Object(
  {
    sku: Type.Optional(Sku),
    name: Type.Optional(Name),
    price: Type.Optional(Nullable(Money, { description: 'null falls back to the item price' })),
    discount_rate: Type.Optional(DiscountRate),
    status: Type.Optional(Status),
    inventory: Type.Optional(
      Type.Unknown({
        description: 'Not editable here (409 field_not_editable): use PATCH /v1/items/{id}/stock with variant_id',
      }),
    ),
    axis_values: Type.Optional(Type.Unknown({ description: 'Not editable (409 variation_axes_locked)' })),
  },
  strict,
);
export type UpdateVariantInput = Static<typeof UpdateVariantBody>;

const AxisValueOut = Type.Object({
  axis: Type.String({ description: 'Axis name' }),
  value: Type.String({ description: 'Value name' }),
});
const variantFields = {
  id: Type.String(),
  sku: Type.String(),
  name: Type.String(),
  price: Nullable(Money),
  inventory: Type.Integer(),
  discount_rate: Type.Integer(),
  status: Status,
  axis_values: Type.Array(AxisValueOut),
};
export const VariantSchema = Type.Object(variantFields, { title: 'Variant' });
export const StandaloneVariantSchema = Type.Object(
  { item_id: Type.String(), ...variantFields },
  { title: 'VariantOfItem' },
);
export const OptionSchema = Type.Object(
  {
    id: Type.String(),
    type: Type.String(),
    label: Type.String(),
    description: Type.String(),
    required: Type.Boolean(),
    price: Money,
    choices: Type.Array(Type.Object({ id: Type.String(), text: Type.String(), price: Money })),
  },
  { title: 'Option' },
);
export const TicketSchema = Type.Object(
  {
    event_group: Type.String(),
    venue_name: Type.String(),
    venue_address: Type.String(),
    doors_open_at: Timestamp,
    entry_start_at: Timestamp,
    valid_from: Timestamp,
    valid_by: Timestamp,
    term_and_condition: Type.String(),
    allow_continuous_use: Type.Boolean(),
    default_seat_label: Type.String(),
    background_color: Type.String(),
    lottery: Nullable(Type.Object({ date: Type.String(), capacity: Type.Integer() })),
  },
  { title: 'Ticket' },
);
export type Ticket = Static<typeof TicketSchema>;
export type Variant = Static<typeof StandaloneVariantSchema>;
