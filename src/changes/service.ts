import type { Read, Tx } from '../db/database.ts';
import { databaseOf } from '../db/dialect.ts';
import { actorId, type Actor } from '../lib/actor.ts';
import { idAt } from '../lib/ids.ts';
import { changesRepo, type ChangeRow, type Stamp } from './repo.ts';

export type { Stamp };

/**
 * The commit-ordered change record of a shop, and the owner of event ids. A transaction that
 * changes what integrators follow (orders, items, customers…) ends with append, directly or
 * through recordEvents (src/events).
 *
 * The lock rule: append takes the shop's clock row (advanceClock: a PostgreSQL row lock, SQLite's
 * single writer) and the transaction holds it to its commit, so the next transaction of the shop
 * is numbered and stamped only after this one is visible: numbers and stamps grow strictly in
 * commit order, and a reader that sees a change sees every earlier one. That is what lets
 * GET /v1/orders?updated_since&after_id walk without a window, and GET /v1/events walk by number.
 * Every other writer of the shop waits from the clock to the commit, so the transaction reads
 * nothing once it holds the clock: everything is read before append, the sinks read in their
 * first step (before the clock), and the rows the change stamps with its instant (an order's
 * updated_at) are named by the caller as data (`stamp`), written with the changes. Call it last.
 */

/** One change to append. */
export interface PendingChange {
  type: string;
  objectType: string;
  objectId: string;
  /** The event's object, when the change is an event; `stamped` answers it as it is once the change has its instant. */
  event?: { object: unknown; stamped?: (object: never, stamp: string) => unknown };
  /** The client an event belongs to, which alone sees it; none: every client whose scopes cover its type. */
  clientId?: string;
  /** Why, when staff gave a reason (a cancellation's). */
  reason?: string;
}

/** An appended event: its number and id. */
export interface AppendedEvent {
  seq: number;
  type: string;
  eventId: string;
  clientId: string | null;
}

/**
 * What takes appended events further, in the appending transaction (the webhook fan-out queues
 * their deliveries): called before the clock, it reads what it needs and answers the writes to
 * make once the events are numbered and stamped.
 */
export type ChangeSink = (tx: Tx, shopId: string) => Promise<(events: AppendedEvent[], stamp: string) => Promise<void>>;

/** The sinks registered per database (src/app.ts, the CLI), by name: of one name the last registered runs. */
const sinksByDatabase = new WeakMap<object, { name: string; sink: ChangeSink }[]>();

/** Registers a sink of the database `db` reads under a name (one per name runs: the latest); answers its removal. */
export function addChangeSink(db: Read, name: string, sink: ChangeSink): () => void {
  const database = databaseOf(db);
  let sinks = sinksByDatabase.get(database);
  if (!sinks) sinksByDatabase.set(database, (sinks = []));
  const entry = { name, sink };
  sinks.push(entry);
  return () => {
    const i = sinks.indexOf(entry);
    if (i >= 0) sinks.splice(i, 1);
  };
}

function sinksOf(tx: Tx): ChangeSink[] {
  const sinks = sinksByDatabase.get(databaseOf(tx)) ?? [];
  return [...new Map(sinks.map((e) => [e.name, e.sink])).values()];
}

export interface AppendOptions {
  beforeClock?: () => Promise<void>;
  /** Rows that take the changes' instant as updated_at (an order and its shipping): their owner names them. */
  stamp?: Stamp[];
}

/**
 * Numbers and writes the changes of `by` (the actor, kept with each) under the shop's clock (see
 * the lock rule above), stamps the rows `stamp` names, and hands the events to the sinks; answers the instant stamped and the events.
 * `beforeClock` runs after every read, right before the clock (where a caller takes another lock
 * held to the commit, the order number: as late as it can).
 */
export async function append(
  tx: Tx,
  shopId: string,
  by: Actor,
  changes: PendingChange[],
  options: AppendOptions = {},
): Promise<{ stamp: string; events: AppendedEvent[] }> {
  const repo = changesRepo(tx);
  const sinkWrites = [];
  if (changes.some((c) => c.event)) for (const sink of sinksOf(tx)) sinkWrites.push(await sink(tx, shopId));
  await options.beforeClock?.();
  const { seq, lastMs } = await repo.advanceClock(shopId, changes.length, Date.now());
  const stamp = new Date(lastMs).toISOString();
  const first = seq - changes.length + 1;
  const rows: ChangeRow[] = changes.map((c, i) => ({
    shop_id: shopId,
    seq: first + i,
    type: c.type,
    object_type: c.objectType,
    object_id: c.objectId,
    created_at: stamp,
    event_id: c.event ? idAt('evt', lastMs, i) : null,
    payload: c.event
      ? JSON.stringify(c.event.stamped ? c.event.stamped(c.event.object as never, stamp) : c.event.object)
      : null,
    client_id: c.clientId ?? null,
    actor_type: by.type,
    actor_id: actorId(by),
    reason: c.reason ?? null,
  }));
  await repo.insertChanges(shopId, stamp, rows, options.stamp ?? []);
  const events = rows.flatMap((r) =>
    r.event_id ? [{ seq: r.seq, type: r.type, eventId: r.event_id, clientId: r.client_id }] : [],
  );
  for (const write of sinkWrites) await write(events, stamp);
  return { stamp, events };
}

/** Events are kept this long, then pruned (pruneChanges). */
export const EVENT_RETENTION_MS = 30 * 24 * 3600 * 1000;

/** Deletes the events past their 30 days; answers how many. */
export function pruneChanges(tx: Tx, nowMs: number): Promise<number> {
  return changesRepo(tx).pruneEvents(new Date(nowMs - EVENT_RETENTION_MS).toISOString());
}
