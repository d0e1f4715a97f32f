import { appendChanges, type PendingChange } from '../changes/service.ts';
import type { Db, Tx } from '../db/database.ts';
import { invalidField } from '../lib/errors.ts';
import { deliveryQueue } from '../webhooks/fan-out.ts';
import { eventsRepo, type EventRow } from './repo.ts';
import {
  familyOf,
  isEventType,
  objectAsSeen,
  visibleTypes,
  type Event,
  type EventObject,
  type EventReader,
  type EventType,
} from './types.ts';

/** Events are kept this long, then pruned (by the delivery worker). */
export const EVENT_RETENTION_MS = 30 * 24 * 3600 * 1000;

/**
 * One event to record. `object` is the resource exactly as its endpoint shows it, with every field
 * (personal data included: readers without the PII scope get it removed), or a function reading it;
 * either way it is read before the shop's clock is taken. `stamped` answers the object as it is once
 * the change has its instant (an order's updated_at is that instant). Events of orders, shippings
 * and trackings name the order they change (its updated_at takes the instant), and those of
 * shippings and trackings the shipping (which takes it too).
 */
export type EventInput = {
  [T in EventType]: {
    type: T;
    object: EventObject<T> | (() => Promise<EventObject<T>>);
    stamped?: (object: EventObject<T>, stamp: string) => EventObject<T>;
    orderId?: string;
    shippingId?: string;
  };
}[EventType];

/**
 * Records events in the change record, in the caller's transaction, and queues their webhook
 * deliveries; answers the instant stamped (the new updated_at of the orders they change). Call it
 * last in the transaction (it takes the shop's clock, held to the commit): the events are then
 * numbered in commit order, and exist if and only if the change commits. Everything is read first;
 * `beforeClock` then runs (where a caller takes another lock held to the commit, the order
 * number: as late as it can), and after the clock one statement writes the rest (PostgreSQL).
 */
export async function recordEvents(
  tx: Tx,
  shopId: string,
  events: EventInput[],
  options: { beforeClock?: () => Promise<void> } = {},
): Promise<string> {
  const changes: PendingChange[] = [];
  for (const e of events) {
    const family = familyOf(e.type);
    if (family.changesOrder && !e.orderId)
      throw new Error(`recordEvents: a ${e.type} event names the order it changes (orderId)`);
    const object: unknown = typeof e.object === 'function' ? await (e.object as () => Promise<unknown>)() : e.object;
    changes.push({
      type: e.type,
      objectType: family.objectType,
      objectId: String((object as Record<string, unknown>)[family.idField]),
      ...(family.changesOrder ? { orderId: e.orderId } : {}),
      ...(e.shippingId ? { shippingId: e.shippingId } : {}),
      event: { object, ...(e.stamped ? { stamped: e.stamped } : {}) },
    });
  }
  const deliveries = await deliveryQueue(tx, shopId);
  await options.beforeClock?.();
  const { stamp } = await appendChanges(tx, shopId, changes, (at, appended) =>
    deliveries.writes(
      appended.map((a) => ({ eventId: a.eventId!, type: a.type as EventType })),
      at,
    ),
  );
  deliveries.handOver();
  return stamp;
}

/** An event as this client sees it. */
export function eventAsSeen(row: EventRow, reader: EventReader): Event {
  const type = row.type as EventType;
  return {
    id: row.event_id!,
    type,
    created_at: row.created_at,
    shop_id: row.shop_id,
    data: { object: objectAsSeen(type, JSON.parse(row.payload!), reader) },
  };
}

export interface EventListQuery {
  after?: string;
  types?: string;
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
    if (!visible.includes(t)) throw invalidField(field, `${t} needs the ${familyOf(t).readScope} scope`);
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
  const [rows, total] = await Promise.all([
    repo.after(shopId, seq, types, q.limit),
    repo.countAfter(shopId, seq, types),
  ]);
  return { data: rows.map((r) => eventAsSeen(r, reader)), pagination: { limit: q.limit, offset: 0, total } };
}

export type { EventRow };

/** Events by id (the webhook worker reads the events of the deliveries it sends). */
export function eventsByIds(db: Db, ids: string[]): Promise<EventRow[]> {
  return eventsRepo(db).byIds(ids);
}

/** The shop's events of these types from one of them on, in commit order (resending from an event); null when it is not the shop's. */
export async function eventsFrom(
  db: Db,
  shopId: string,
  eventId: string,
  types: string[],
  limit: number,
): Promise<EventRow[] | null> {
  const repo = eventsRepo(db);
  const seq = await repo.seqOf(shopId, eventId);
  return seq === null ? null : repo.after(shopId, seq - 1, types, limit);
}

/** Deletes the events past their 30 days. */
export function pruneEvents(db: Db, nowMs: number): Promise<number> {
  return eventsRepo(db).prune(new Date(nowMs - EVENT_RETENTION_MS).toISOString());
}
