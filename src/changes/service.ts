import type { Db } from '../db/database.ts';
import { idAt } from '../lib/ids.ts';
import { stampOrdersUpdatedAt } from '../orders/stamp.ts';
import { changesRepo, type ChangeRow } from './repo.ts';

/**
 * The commit-ordered change record of a shop. Every transaction that changes orders (their rows,
 * shippings, trackings, gifts) ends with recordEvents (src/events), which writes its events into
 * this record through appendChanges: it advances the shop's clock row, numbers the changes,
 * writes them to `changes` and stamps the orders' updated_at with the clock's instant. The clock row
 * stays locked until the transaction commits (PostgreSQL row lock; SQLite's single writer), so the
 * next transaction of the shop is stamped only after this one is visible: numbers and stamps grow
 * strictly in commit order, and a reader that sees a change sees every earlier one. That is what
 * lets GET /v1/orders?updated_since&after_id walk without a window, and GET /v1/events walk by
 * number. Call it last (bar giving rows already written the same stamp): the lock is held from
 * here to the commit.
 */
/**
 * One change to append; an event also carries its object (read once the stamp is known). Its id is
 * made from the stamp and its place in the transaction, so event ids of a shop sort in commit order.
 */
export interface PendingChange {
  type: string;
  objectType: string;
  /** The order whose updated_at takes the change's instant, when the change is to an order. */
  orderId?: string;
  /** The changed object's id, or, for an event whose object is read after stamping, found in it. */
  objectId: string | ((object: unknown) => string);
  /** The event's object, or a function of the change's instant that builds it: (stamp: string) => Promise<unknown>. */
  event?: { object: unknown };
}

export interface AppendedChange {
  seq: number;
  type: string;
  eventId: string | null;
}

/** Numbers and writes the changes, stamping their orders; answers the stamp and the rows' numbers. */
export async function appendChanges(
  tx: Db,
  shopId: string,
  changes: PendingChange[],
): Promise<{ stamp: string; appended: AppendedChange[] }> {
  const repo = changesRepo(tx);
  const { seq, lastMs } = await repo.advanceClock(shopId, changes.length, Date.now());
  const stamp = new Date(lastMs).toISOString();
  const first = seq - changes.length + 1;
  const orderIds = [...new Set(changes.flatMap((c) => (c.orderId ? [c.orderId] : [])))];
  if (orderIds.length) await stampOrdersUpdatedAt(tx, shopId, orderIds, stamp);
  const rows: ChangeRow[] = [];
  for (const [i, c] of changes.entries()) {
    const object =
      typeof c.event?.object === 'function'
        ? await (c.event.object as (stamp: string) => Promise<unknown>)(stamp)
        : c.event?.object;
    rows.push({
      shop_id: shopId,
      seq: first + i,
      type: c.type,
      object_type: c.objectType,
      object_id: typeof c.objectId === 'function' ? c.objectId(object) : c.objectId,
      created_at: stamp,
      event_id: c.event ? idAt('evt', lastMs, i) : null,
      payload: c.event ? JSON.stringify(object) : null,
    });
  }
  await repo.insertChanges(rows);
  return { stamp, appended: rows.map((r) => ({ seq: r.seq, type: r.type, eventId: r.event_id })) };
}
