import { Type, type Static } from '@sinclair/typebox';
import { Money, PageQuery, Timestamp } from '../../http/schemas.ts';
import { CLIENT_TIME_FORMS } from '../../lib/jst-time.ts';
import {
  ClientTime,
  DeliveryPossibility,
  DiscountRate,
  Id,
  Name,
  Nullable,
  Orientation,
  Sku,
  Status,
  StringEnum,
  strict,
  TaxRate,
} from './field-schemas.ts';
import {
  AxisInput,
  BundleInput,
  OptionSchema,
  Options,
  TicketCreateInput,
  TicketInput,
  TicketSchema,
  VariantAtCreation,
  VariantSchema,
} from './part-schemas.ts';

/**
 * Item request and response schemas. The body types (`CreateItemInput`, `UpdateItemInput`, …) are
 * the service's input types too, so the staff console and the demo seeder send what the API takes.
 * The parts' schemas (tickets, bundles, options, variants) are in part-schemas.ts.
 */

export const ITEM_KINDS = ['normal', 'gift', 'ticket', 'free_ticket', 'pre_sale_ticket', 'bundle'] as const;
export const TICKET_KINDS: readonly string[] = ['ticket', 'free_ticket', 'pre_sale_ticket'];
export type ItemKind = (typeof ITEM_KINDS)[number];

const Kind = StringEnum([...ITEM_KINDS], { description: 'Fixed at creation. Optional on create, default normal.' });
const Cancellation = Type.Object(
  {
    enabled: Type.Boolean({ description: 'Whether shoppers may cancel' }),
    cancel_by: Type.String({
      maxLength: 200,
      description: 'By when, as shown to shoppers (free text, "" when not applicable)',
    }),
  },
  strict,
);

const sharedFields = {
  detail_url: Type.Optional(Nullable(Type.String({ maxLength: 2048 }), { description: 'HTTPS only; null clears' })),
  price: Money,
  tax_rate: TaxRate,
  discount_rate: Type.Optional(DiscountRate),
  discount_title: Type.Optional(
    Nullable(Type.String({ maxLength: 12 }), { description: 'Up to 12 characters; null clears' }),
  ),
  status: Type.Optional(Status),
  main_image_orientation: Type.Optional(Orientation),
  sell_from: Type.Optional(Nullable(ClientTime)),
  sell_by: Type.Optional(Nullable(ClientTime, { description: 'Later than sell_from; null means no end' })),
  selling_limits: Type.Optional(
    Nullable(Type.Integer({ minimum: 1, maximum: 1_000_000 }), {
      description: 'Max quantity per shopper; null is no limit',
    }),
  ),
  shipping_date_estimate: Type.Optional(Type.String({ maxLength: 200 })),
  is_shipping: Type.Optional(
    Type.Boolean({ description: 'Default true, false for gift (true is 422 gift_must_not_ship)' }),
  ),
  shipping_cost: Type.Optional(Nullable(Money, { description: 'null uses the shop default' })),
  share_button_enabled: Type.Optional(Type.Boolean()),
  delivery_datetime_possibility: Type.Optional(DeliveryPossibility),
  restock_notification: Type.Optional(Type.Boolean()),
  number_of_sets: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 100,
      description: 'Tickets per unit; required for ticket kinds (422 number_of_sets_required); default 1',
    }),
  ),
  cancellation: Cancellation,
  bundle: Type.Optional(
    Nullable(BundleInput, { description: 'Required for bundle items; any other kind is 422 bundle_not_allowed' }),
  ),
  options: Type.Optional(Options),
};

export const CreateItemBody = Type.Object(
  {
    kind: Type.Optional(Kind),
    sku: Sku,
    inventory: Nullable(Type.Integer({ minimum: 0, maximum: 1_000_000_000 }), {
      description: 'Initial stock; null is unlimited; must be null for bundles',
    }),
    name: Name,
    category_id: Id,
    description: Type.String({ minLength: 1, maxLength: 2000 }),
    ...sharedFields,
    ticket: Type.Optional(Nullable(TicketCreateInput)),
    variation_axes: Type.Optional(Type.Array(AxisInput, { maxItems: 3, description: 'Creation only' })),
    variants: Type.Optional(
      Type.Array(VariantAtCreation, {
        maxItems: 200,
        description: 'Creation only, with variation_axes; stock starts at 0 (set it with the stock endpoint)',
      }),
    ),
    external_ref: Type.Optional(
      Nullable(Type.String({ minLength: 1, maxLength: 128 }), {
        description: "Places the item under the calling client's management",
      }),
    ),
  },
  {
    ...strict,
    description:
      'Requirement flags where the interface document is silent: kind (default normal), main_image_orientation (default square) and delivery_datetime_possibility (default nullable) are optional; status defaults to active.',
  },
);
export type CreateItemInput = Static<typeof CreateItemBody>;

const notEditable = (what: string) => Type.Optional(Type.Unknown({ description: `Not editable: 409 ${what}` }));

export const UpdateItemBody = Type.Object(
  {
    ...Type.Partial(Type.Object(sharedFields)).properties,
    name: Type.Optional(Name),
    category_id: Type.Optional(Id),
    description: Type.Optional(Type.String({ minLength: 1, maxLength: 4000 })),
    ticket: Type.Optional(Type.Partial(TicketInput, { ...strict, description: 'Only the fields sent change' })),
    external_ref: Type.Optional(
      Nullable(Type.String({ minLength: 1, maxLength: 128 }), {
        description: "null clears it; a value places the item under this client's management",
      }),
    ),
    managed_by: Type.Optional(
      Nullable(StringEnum(['self']), {
        description:
          "self places the item under this client's management (and clears the edited-by-hand mark); null releases it",
      }),
    ),
    archived: Type.Optional(
      Type.Boolean({ description: 'true hides the item from lists by default; status is unchanged' }),
    ),
    kind: notEditable('field_not_editable'),
    sku: notEditable('field_not_editable'),
    inventory: notEditable('field_not_editable (use PATCH /v1/items/{id}/stock)'),
    variants: notEditable('field_not_editable (use the variant endpoints)'),
    variation_axes: notEditable('variation_axes_locked'),
  },
  strict,
);
export type UpdateItemInput = Static<typeof UpdateItemBody>;

export const StockBody = Type.Object(
  {
    inventory: Type.Optional(
      Nullable(Type.Integer({ minimum: 0, maximum: 1_000_000_000 }), {
        description: 'Absolute stock; null is unlimited (items only)',
      }),
    ),
    adjustment: Type.Optional(
      Type.Integer({
        minimum: -1_000_000_000,
        maximum: 1_000_000_000,
        not: { const: 0 },
        description: 'Non-zero change; below 0 is 422 insufficient_stock',
      }),
    ),
    variant_id: Type.Optional(Id),
  },
  { ...strict, description: 'Exactly one of inventory or adjustment' },
);
export type StockInput = Static<typeof StockBody>;

export const ListItemsQuery = Type.Object(
  {
    ...PageQuery,
    category_id: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description: 'Only the items of this category (exact, not its children)',
      }),
    ),
    q: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description: 'Keyword contained in the name (case-insensitive; Japanese works)',
      }),
    ),
    status: Type.Optional(StringEnum(['active', 'inactive', 'all'], { default: 'all', description: 'Default all' })),
    sku: Type.Optional(Type.String({ minLength: 1, maxLength: 32, description: 'Exact match' })),
    external_ref: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 128,
        description: 'Exact match; needs write_items (else 403 insufficient_scope)',
      }),
    ),
    updated_since: Type.Optional(
      Type.Unsafe<string>({ ...ClientTime, description: `Inclusive lower bound on updated_at; ${CLIENT_TIME_FORMS}` }),
    ),
    archived: Type.Optional(
      StringEnum(['exclude', 'include', 'only'], {
        default: 'exclude',
        description:
          'Archived items: left out (exclude, the default), listed beside the others (include), or alone (only)',
      }),
    ),
  },
  strict,
);
export type ListItemsInput = Partial<Static<typeof ListItemsQuery>>;

// ---- responses ----

const Image = Type.Object({ id: Type.String(), url: Type.String(), sort: Type.Integer() });
const summaryFields = {
  id: Type.String(),
  sku: Type.String(),
  name: Type.String(),
  status: Status,
  kind: Type.String(),
  price: Money,
  inventory: Nullable(Type.Integer(), {
    description: 'null is unlimited; always null for bundles (see bundle.available_stock)',
  }),
  for_gift: Type.Boolean({ description: 'true for kind gift' }),
  category_id: Type.String(),
  main_image: Type.String({ description: 'URL of the image with the lowest sort; "" until the item has one' }),
  created_at: Timestamp,
  updated_at: Timestamp,
  sell_from: Nullable(Timestamp),
  sell_by: Nullable(Timestamp),
  external_ref: Nullable(Type.String()),
  managed_by: Nullable(StringEnum(['self', 'other']), {
    description: "self: under the calling client's management; other: under another client's; null: manual operation",
  }),
  archived: Type.Boolean(),
};
export const ItemSummarySchema = Type.Object(summaryFields, { title: 'ItemSummary' });
export const ItemSchema = Type.Object(
  {
    ...summaryFields,
    description: Type.String(),
    shipping_cost: Nullable(Money),
    detail_url: Nullable(Type.String()),
    main_image_orientation: Orientation,
    restock_notification: Type.Boolean(),
    cancellation: Type.Object({ enabled: Type.Boolean(), cancel_by: Type.String() }),
    ticket: Nullable(TicketSchema, {
      description: 'null for kinds other than ticket, free_ticket and pre_sale_ticket',
    }),
    bundle: Nullable(
      Type.Object({
        components: Type.Array(
          Type.Object({ item_id: Type.String(), quantity: Type.Integer(), selection_type: Type.String() }),
        ),
        available_stock: Nullable(Type.Integer(), {
          description:
            "Derived: the fewest whole bundles the components' stock allows (min of inventory ÷ quantity); null when every component is unlimited",
        }),
      }),
      { description: 'null for kinds other than bundle' },
    ),
    tax_rate: Type.Integer(),
    discount_rate: Type.Integer(),
    delivery_datetime_possibility: DeliveryPossibility,
    shipping_date_estimate: Type.String(),
    selling_limits: Nullable(Type.Integer()),
    discount_title: Nullable(Type.String()),
    is_shipping: Type.Boolean(),
    share_button_enabled: Type.Boolean(),
    number_of_sets: Type.Integer(),
    category_name: Type.String(),
    images: Type.Array(Image),
    variation_axes: Type.Array(
      Type.Object({
        id: Type.String(),
        name: Type.String(),
        values: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
      }),
    ),
    variants: Type.Array(VariantSchema),
    options: Type.Array(OptionSchema),
  },
  { title: 'Item' },
);
export type Item = Static<typeof ItemSchema>;
export type ItemSummary = Static<typeof ItemSummarySchema>;

export const HistoryEntrySchema = Type.Object(
  {
    id: Type.String(),
    item_id: Type.String(),
    actor: Type.Object({
      type: StringEnum(['client', 'staff']),
      id: Type.String({ description: 'Client id or staff id' }),
    }),
    created_at: Timestamp,
    changes: Type.Array(Type.Object({ field: Type.String(), old: Type.Unknown(), new: Type.Unknown() })),
  },
  { title: 'ItemHistoryEntry' },
);
export type HistoryEntry = Static<typeof HistoryEntrySchema>;

export const StockResultSchema = Type.Object(
  {
    item_id: Type.String(),
    variant_id: Nullable(Type.String()),
    inventory: Nullable(Type.Integer()),
  },
  { title: 'StockLevel' },
);
declare module '../../events/types.ts' {
  /** The objects these events carry (src/events/types.ts). */
  interface EventObjects {
    item: Item;
    stock: Static<typeof StockResultSchema>;
  }
}
