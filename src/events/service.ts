import { append, type AppendOptions, type PendingChange } from '../changes/service.ts';
import type { Db, Tx } from '../db/database.ts';
import { actorOf, actorView, type Actor } from '../lib/actor.ts';
import { invalidField } from '../lib/errors.ts';
import { eventsRepo, type EventFilter, type EventRow } from './repo.ts';
import {
  familyOf,
  isEventType,
  objectAsSeen,
  readScopesOf,
  visibleTypes,
  type Event,
  type EventObject,
  type EventReader,
  type EventType,
} from './types.ts';

/**
 * One event to record. `object` is the resource exactly as its endpoint shows it, with every field
 * (personal data included: readers without the PII scope get it removed), or a function reading it;
 * either way it is read before the shop's clock is taken. `stamped` answers the object as it is once
 * the change has its instant (an order's updated_at is that instant). Events of orders, shippings
 * and trackings name the order they change, and those of shippings and trackings the shipping:
 * the orders area has them stamped with the instant (src/orders/stamp.ts recordOrderEvents).
 */
export type EventInput = {
  [T in EventType]: {
    type: T;
    object: EventObject<T> | (() => Promise<EventObject<T>>);
    stamped?: (object: EventObject<T>, stamp: string) => EventObject<T>;
    orderId?: string;
    shippingId?: string;
    /** The client the event belongs to, which alone sees it: required by the types without a read scope (webhook_endpoint.deleted). */
    clientId?: string;
    /** Why, when staff gave a reason (a cancellation's): shown as the event's data.reason. */
    reason?: string;
  };
}[EventType];

/**
 * Records the events of a change `by` an actor (API routes: the client; the console: staff; the
 * CLI: the operator; the storefront: the shopper; workers, sweeps and the payment gateway's
 * webhooks: the system) in the change record (src/changes append: its lock rule, its sinks), in the
 * caller's transaction; answers the instant stamped. Call it last in the transaction: the events
 * are then numbered in commit order, and exist if and only if the change commits. The objects are
 * read first; `beforeClock` then runs, and `stamp` names rows to stamp (see append).
 */
export async function recordEvents(
  tx: Tx,
  shopId: string,
  by: Actor,
  events: EventInput[],
  options: AppendOptions = {},
): Promise<string> {
  const changes: PendingChange[] = [];
  for (const e of events) {
    const family = familyOf(e.type);
    if (family.changesOrder && !e.orderId)
      throw new Error(`recordEvents: a ${e.type} event names the order it changes (orderId)`);
    if (family.readScope === null && !e.clientId)
      throw new Error(`recordEvents: a ${e.type} event names the client it belongs to (clientId)`);
    const object: unknown = typeof e.object === 'function' ? await (e.object as () => Promise<unknown>)() : e.object;
    changes.push({
      type: e.type,
      objectType: family.objectType,
      objectId: String((object as Record<string, unknown>)[family.idField]),
      event: { object, ...(e.stamped ? { stamped: e.stamped } : {}) },
      ...(e.clientId ? { clientId: e.clientId } : {}),
      ...(e.reason ? { reason: e.reason } : {}),
    });
  }
  return (await append(tx, shopId, by, changes, options)).stamp;
}

/** An event as this client sees it. */
export function eventAsSeen(row: EventRow, reader: EventReader): Event {
  const type = row.type as EventType;
  return {
    id: row.event_id!,
    type,
    created_at: row.created_at,
    shop_id: row.shop_id,
    actor: actorView(actorOf(row.actor_type, row.actor_id)),
    data: {
      object: objectAsSeen(type, JSON.parse(row.payload!), reader),
      ...(row.reason !== null ? { reason: row.reason } : {}),
    },
  };
}

interface EventListQuery {
  after?: string;
  types?: string;
  object_id?: string;
  limit: number;
}

/** Types asked for in a `types` list (comma separated), each known and visible to the scopes; all visible ones when none. */
export function typesAsked(list: string | undefined, scopes: ReadonlySet<string>, field: string): EventType[] {
  const visible = visibleTypes(scopes);
  const asked = (list ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  if (asked.length === 0) return visible;
  for (const t of asked) {
    if (!isEventType(t)) throw invalidField(field, `unknown event type "${t}"`);
    if (!visible.includes(t)) throw invalidField(field, `${t} needs the ${readScopesOf(t).join(' or ')} scope`);
  }
  return [...new Set(asked)] as EventType[];
}

/** GET /v1/events: oldest first after the cursor; total counts the visible events after it. */
export async function listEvents(db: Db, shopId: string, reader: EventReader, q: EventListQuery) {
  const types = typesAsked(q.types, reader.scopes, 'types');
  const repo = eventsRepo(db);
  let seq = 0;
  if (q.after !== undefined) {
    const found = await repo.seqOf(shopId, q.after);
    if (found === null)
      throw invalidField('after', 'is not an event of this shop (unknown, or older than the 30 days events are kept)');
    seq = found;
  }
  if (types.length === 0) return { data: [], pagination: { limit: q.limit, offset: 0, total: 0 } };
  const filter = { types, clientId: reader.clientId, objectId: q.object_id };
  const [rows, total] = await Promise.all([
    repo.after(shopId, seq, filter, q.limit),
    repo.countAfter(shopId, seq, filter),
  ]);
  return { data: rows.map((r) => eventAsSeen(r, reader)), pagination: { limit: q.limit, offset: 0, total } };
}

export type { EventFilter, EventRow };

/** Events by id (the webhook worker reads the events of the deliveries it sends). */
export function eventsByIds(db: Db, ids: string[]): Promise<EventRow[]> {
  return eventsRepo(db).byIds(ids);
}

/**
 * The shop's events of these types that the client sees, from one of them on, in commit order
 * (resending from an event); null when it is not the shop's.
 */
export async function eventsFrom(
  db: Db,
  shopId: string,
  eventId: string,
  filter: EventFilter,
  limit: number,
): Promise<EventRow[] | null> {
  const repo = eventsRepo(db);
  const seq = await repo.seqOf(shopId, eventId);
  return seq === null ? null : repo.after(shopId, seq - 1, filter, limit);
}

/** The shop's events of these types that the client sees, recorded in [from, to), in commit order (at most limit). */
export function eventsBetween(
  db: Db,
  shopId: string,
  period: { from: string; to: string },
  filter: EventFilter,
  limit: number,
): Promise<EventRow[]> {
  return eventsRepo(db).between(shopId, period, filter, limit);
}
