import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Timestamp } from '../http/schemas.ts';
import { ACTOR_TYPES, type ActorType } from '../lib/actor.ts';
import type { Scope } from '../lib/scopes.ts';

/**
 * The event types of DECISIONS.md section 6. Each names the resource its `data.object` is (as that
 * resource's endpoint shows it), the read scope that lets a client see it, and the scope that lets
 * it see the personal data inside (the scope the resource's own endpoints ask for).
 */
interface Family {
  /** What changed, as stored in the change record's object_type; its object's type is EventObjects[objectType]. */
  objectType: string;
  /** The field of the object holding its id (the change record's object_id). */
  idField: string;
  /** null: the event belongs to one client (recordEvents' clientId), which alone sees it, whatever its scopes. */
  readScope: Scope | null;
  /** Other scopes that let a client see it too (a job's: each job type needs its own scope). */
  alsoReadWith?: readonly Scope[];
  piiScope: Scope | null;
  /**
   * Where the personal data sits in the object (purchaser, recipient, profile: the fields of
   * src/lib/personal-data.ts), removed for readers without piiScope; `*` is each element of an array.
   * test/events/events-list.test.ts checks them against the object's schema.
   */
  piiPaths: readonly (readonly string[])[];
  /** Events that change an order: the order's updated_at is stamped with the event's instant (the orders sync cursor). */
  changesOrder: boolean;
  /**
   * A field the endpoint shows relative to the reading client: stored as the client id it names (or
   * null), shown as "self" to that client and "other" to the rest (an item's managed_by).
   */
  readerRelative?: string;
}

const order = {
  objectType: 'order',
  idField: 'id',
  readScope: 'read_orders',
  piiScope: 'read_orders_pii',
  piiPaths: [['purchaser'], ['shippings', '*', 'recipient']],
  changesOrder: true,
} as const satisfies Family;
const shipping = {
  objectType: 'shipping',
  idField: 'order_shipping_id',
  readScope: 'read_orders',
  piiScope: 'read_orders_pii',
  piiPaths: [['recipient']],
  changesOrder: true,
} as const satisfies Family;
const tracking = {
  objectType: 'tracking',
  idField: 'tracking_id',
  readScope: 'read_orders',
  piiScope: 'read_orders_pii',
  piiPaths: [],
  changesOrder: true,
} as const satisfies Family;
const item = {
  objectType: 'item',
  idField: 'id',
  readScope: 'read_items',
  piiScope: null,
  piiPaths: [],
  changesOrder: false,
  readerRelative: 'managed_by',
} as const satisfies Family;
const stock = {
  objectType: 'stock',
  idField: 'item_id',
  readScope: 'read_items',
  piiScope: null,
  piiPaths: [],
  changesOrder: false,
} as const satisfies Family;
const customer = {
  objectType: 'customer',
  idField: 'id',
  readScope: 'read_customers',
  piiScope: 'read_customers_pii',
  piiPaths: [['profile']],
  changesOrder: false,
} as const satisfies Family;
const inflowRoute = {
  objectType: 'inflow_route',
  idField: 'id',
  readScope: 'write_inflow_routes',
  piiScope: null,
  piiPaths: [],
  changesOrder: false,
} as const satisfies Family;

/** A deleted object: `{id}`, and the id of what it belonged to where there is one (an image's item_id). */
const deleted = <T extends string>(objectType: T, readScope: Scope | null) =>
  ({
    objectType,
    idField: 'id',
    readScope,
    piiScope: null,
    piiPaths: [],
    changesOrder: false,
  }) as const satisfies Family;
const image = deleted('image', 'read_items');
const category = deleted('category', 'read_items');
const webhookEndpoint = deleted('webhook_endpoint', null);
const job = {
  objectType: 'job',
  idField: 'id',
  readScope: 'read_items',
  alsoReadWith: ['write_items', 'read_orders', 'write_shipping'],
  piiScope: null,
  piiPaths: [],
  changesOrder: false,
} as const satisfies Family;

const FAMILIES = {
  'order.created': order,
  'order.paid': order,
  'order.cancelled': order,
  'order.fulfilled': order,
  'order.gift_accepted': order,
  'order.gift_declined': order,
  'shipping.status_changed': shipping,
  'tracking.registered': tracking,
  'tracking.corrected': tracking,
  'item.created': item,
  'item.updated': item,
  'item.archived': item,
  'stock.changed': stock,
  'stock.out': stock,
  'customer.created': customer,
  'customer.updated': customer,
  'inflow_route.created': inflowRoute,
  'image.deleted': image,
  'category.deleted': category,
  'webhook_endpoint.deleted': webhookEndpoint,
  'job.finished': job,
} as const satisfies Record<string, Family>;

export type EventType = keyof typeof FAMILIES;
export const EVENT_TYPES = Object.keys(FAMILIES) as EventType[];

const DESCRIPTIONS: Record<EventType, string> = {
  'order.created': 'An order was placed (the order as GET /v1/orders/{id} shows it).',
  'order.paid': 'An order moved from init to paid (payment confirmed or recorded by staff).',
  'order.cancelled': 'An order was cancelled (stock returned, refunded when it was paid).',
  'order.fulfilled': 'Every shipping of a paid order that is not cancelled has shipped or been delivered.',
  'order.gift_accepted': 'The recipient of a gift order accepted it.',
  'order.gift_declined': 'The recipient of a gift order declined it.',
  'shipping.status_changed': 'A shipping moved to another status (the shipping as the status endpoint answers it).',
  'tracking.registered': 'A tracking number was registered on a shipping.',
  'tracking.corrected': 'A tracking number was corrected.',
  'item.created': 'An item was created (the item as GET /v1/items/{id} shows it).',
  'item.updated': 'An item was edited.',
  'item.archived': 'An item was archived.',
  'stock.changed': "An item's or a variant's stock changed (the new level, as the stock endpoint answers it).",
  'stock.out': 'A stock reached 0 (sent beside stock.changed).',
  'customer.created': 'A customer was created (the customer as GET /v1/customers/{id} shows it).',
  'customer.updated': 'A customer changed (tags, profile, order count).',
  'inflow_route.created': 'An inflow route link was created.',
  'image.deleted':
    "An item image was deleted: {id, item_id}. When it was the item's main_image, an item.updated event follows.",
  'category.deleted': 'A category was deleted: {id}.',
  'webhook_endpoint.deleted':
    "One of this client's webhook endpoints was deleted (by the client, or by the shop's staff): {id}. Seen only by that client.",
  'job.finished': 'An import or export job finished (succeeded or failed; the job as GET /v1/jobs/{id} shows it).',
};

export function familyOf(type: EventType): (typeof FAMILIES)[EventType] {
  return FAMILIES[type];
}

export function isEventType(value: string): value is EventType {
  return Object.hasOwn(FAMILIES, value);
}

/**
 * The object each family of events carries, by objectType. Each area declares its own beside its
 * schema (a module augmentation, as in orders/schemas.ts), so this catalogue imports no area above
 * it; webhooks/openapi.ts pairs each with the schema the document shows.
 */
export interface EventObjects {
  image: Static<typeof DeletedImage>;
  category: Static<typeof Deleted>;
  webhook_endpoint: Static<typeof Deleted>;
}

/** The objects of deletion events: what is gone, and the item an image was of. */
export const Deleted = Type.Object(
  { id: Type.String({ description: 'The id of what was deleted' }) },
  { title: 'Deleted' },
);
export const DeletedImage = Type.Object(
  { id: Type.String({ description: "The deleted image's id" }), item_id: Type.String({ description: 'Its item' }) },
  { title: 'DeletedImage' },
);

export type ObjectType = (typeof FAMILIES)[EventType]['objectType'];

/** The object an event of this type carries. */
export type EventObject<T extends EventType> = EventObjects[(typeof FAMILIES)[T]['objectType']];

/**
 * The types a client holding these scopes may see (GET /v1/events) and subscribe to (webhook
 * topics); of a type without a read scope, only the events that belong to the client.
 */
export function visibleTypes(scopes: ReadonlySet<string>): EventType[] {
  return EVENT_TYPES.filter((t) => FAMILIES[t].readScope === null || readScopesOf(t).some((s) => scopes.has(s)));
}

/** The scopes any one of which lets a client see events of this type (none: only the client it belongs to). */
export function readScopesOf(type: EventType): readonly Scope[] {
  const family: Family = FAMILIES[type];
  return family.readScope === null ? [] : [family.readScope, ...(family.alsoReadWith ?? [])];
}

/** An event as listed and delivered. */
export interface Event {
  id: string;
  type: EventType;
  created_at: string;
  shop_id: string;
  actor: { type: ActorType; id: string | null };
  data: { object: unknown; reason?: string };
}

/** Who made the change an event records (src/lib/actor.ts). */
const EventActorSchema = Type.Object(
  {
    type: Type.Unsafe<ActorType>({
      type: 'string',
      enum: [...ACTOR_TYPES],
      description:
        'client: an API client (an app); staff: a staff member in the console; operator: the operator at the CLI; shopper: a shopper at the storefront; system: Tenpo itself (workers, sweeps, the payment gateway confirming a payment)',
    }),
    id: Type.Union([Type.String(), Type.Null()], {
      description:
        "The client id (client), the staff id (staff), the shopper's customer id (shopper, when known); null for operator and system",
    }),
  },
  { title: 'EventActor' },
);

const EventReason = Type.Optional(
  Type.String({
    description: 'Why, as staff or the operator gave it (their cancellations: 1-500 characters); absent otherwise',
  }),
);

export const EventSchema = Type.Object(
  {
    id: Type.String({
      description:
        'evt_…; the webhook-id header of its deliveries. The event ids of a shop sort in commit order (a receiver orders concurrent deliveries by it)',
    }),
    type: Type.Unsafe<EventType>({ type: 'string', enum: EVENT_TYPES }),
    created_at: Timestamp,
    shop_id: Type.String(),
    actor: EventActorSchema,
    data: Type.Object({
      object: Type.Unknown({
        description: 'The resource as its endpoint shows it to this client (see the webhooks section for each type)',
      }),
      reason: EventReason,
    }),
  },
  { title: 'Event' },
);

/** The document's name of an event type's payload: order.gift_accepted → OrderGiftAcceptedEvent. */
function eventSchemaName(type: EventType): string {
  return `${type
    .split(/[._]/)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('')}Event`;
}

/** The schema of one event type carrying an object of this schema, for the OpenAPI webhooks section. */
export function eventSchemaOf(type: EventType, object: TSchema): TSchema {
  const family: Family = FAMILIES[type];
  const note = family.piiScope ? ` Personal data inside the object only for clients holding ${family.piiScope}.` : '';
  return Type.Object(
    {
      id: Type.String(),
      type: Type.Literal(type),
      created_at: Timestamp,
      shop_id: Type.String(),
      actor: EventActorSchema,
      data: Type.Object({ object, reason: EventReason }),
    },
    {
      title: eventSchemaName(type),
      description: `${DESCRIPTIONS[type]}${family.readScope ? ` Visible with ${readScopesOf(type).join(' or ')}.` : ''}${note}`,
    },
  );
}

/** A copy of value without the key at path (copied only along the path; the rest is shared). */
function without(value: unknown, path: readonly string[]): unknown {
  if (value === null || typeof value !== 'object') return value;
  const [head, ...rest] = path;
  if (head === '*') return Array.isArray(value) ? value.map((v) => without(v, rest)) : value;
  const record = value as Record<string, unknown>;
  if (!(head! in record)) return value;
  if (rest.length === 0) {
    const { [head!]: _removed, ...kept } = record;
    return kept;
  }
  return { ...record, [head!]: without(record[head!], rest) };
}

/** Who reads an event: the client and the scopes of its token (GET /v1/events) or endpoint (deliveries). */
export interface EventReader {
  clientId: string;
  scopes: ReadonlySet<string>;
}

/** The stored object (with every field) as this client sees it. */
export function objectAsSeen(type: EventType, object: unknown, reader: EventReader): unknown {
  const family: Family = FAMILIES[type];
  let seen = object;
  if (family.readerRelative) {
    const named = (object as Record<string, unknown>)[family.readerRelative];
    seen = {
      ...(object as Record<string, unknown>),
      [family.readerRelative]: named === null ? null : named === reader.clientId ? 'self' : 'other',
    };
  }
  if (!family.piiScope || reader.scopes.has(family.piiScope)) return seen;
  return family.piiPaths.reduce(without, seen);
}

/** The personal-data paths of each type's object (tests check them against its schema and the endpoints). */
export function personalDataPathsOf(type: EventType): readonly (readonly string[])[] {
  return familyOf(type).piiPaths;
}
