import type { Tx } from '../db/database.ts';
import { writeTogether, type Write } from '../db/write-together.ts';
import { idAt } from '../lib/ids.ts';
import { stampOrders } from '../orders/stamp.ts';
import { changesRepo, type ChangeRow } from './repo.ts';

/**
 * The commit-ordered change record of a shop. Every transaction that changes orders (their rows,
 * shippings, trackings, gifts) ends with recordEvents (src/events), which writes its events into
 * this record through appendChanges: it advances the shop's clock row, numbers the changes,
 * writes them to `changes` and stamps the orders' (and shippings') updated_at with the clock's
 * instant. The clock row stays locked until the transaction commits (PostgreSQL row lock; SQLite's
 * single writer), so the next transaction of the shop is stamped only after this one is visible:
 * numbers and stamps grow strictly in commit order, and a reader that sees a change sees every
 * earlier one. That is what lets GET /v1/orders?updated_since&after_id walk without a window, and
 * GET /v1/events walk by number. Every other writer of the shop waits from the clock to the
 * commit, so nothing is read while it is held: the events' objects come read, each given the
 * instant in memory (`stamped`), and the writes that follow the clock (stamps, changes, the
 * caller's own) go together in one statement on PostgreSQL (writeTogether). Call it last.
 */
/** One change to append, its event's object already read. */
export interface PendingChange {
  type: string;
  objectType: string;
  /** The order whose updated_at takes the change's instant, when the change is to an order. */
  orderId?: string;
  /** A shipping whose updated_at takes the instant too (a shipping or tracking change). */
  shippingId?: string;
  objectId: string;
  /** The event's object; `stamped` answers it as it is once the change has its instant. */
  event?: { object: unknown; stamped?: (object: never, stamp: string) => unknown };
}

export interface AppendedChange {
  seq: number;
  type: string;
  eventId: string | null;
}

/**
 * Numbers and writes the changes, stamping their orders; answers the stamp and the rows' numbers.
 * `alsoWrite` gives writes that need the numbers (webhook deliveries of the events): they go with
 * the change record's own.
 */
export async function appendChanges(
  tx: Tx,
  shopId: string,
  changes: PendingChange[],
  alsoWrite: (stamp: string, appended: AppendedChange[]) => Write[] = () => [],
): Promise<{ stamp: string; appended: AppendedChange[] }> {
  const repo = changesRepo(tx);
  const { seq, lastMs } = await repo.advanceClock(shopId, changes.length, Date.now());
  const stamp = new Date(lastMs).toISOString();
  const first = seq - changes.length + 1;
  const ids = (pick: (c: PendingChange) => string | undefined) => [...new Set(changes.flatMap((c) => pick(c) ?? []))];
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
  }));
  const appended = rows.map((r) => ({ seq: r.seq, type: r.type, eventId: r.event_id }));
  await writeTogether(tx, [
    ...stampOrders(
      tx,
      shopId,
      ids((c) => c.orderId),
      ids((c) => c.shippingId),
      stamp,
    ),
    repo.insertChanges(rows),
    ...alsoWrite(stamp, appended),
  ]);
  return { stamp, appended };
}
