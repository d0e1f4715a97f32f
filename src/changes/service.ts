import type { Db } from '../db/database.ts';
import { stampOrdersUpdatedAt } from '../orders/stamp.ts';
import { changesRepo, type ChangeRow } from './repo.ts';

/**
 * The commit-ordered change record of a shop. Every transaction that changes orders (their rows,
 * shippings, trackings, gifts) ends with recordOrderChanges: it advances the shop's clock row,
 * numbers the changes, writes them to `changes` and stamps the orders' updated_at with the clock's
 * instant. The clock row stays locked until the transaction commits (PostgreSQL row lock; SQLite's
 * single writer), so the next transaction of the shop is stamped only after this one is visible:
 * numbers and stamps grow strictly in commit order, and a reader that sees a change sees every
 * earlier one. That is what lets GET /v1/orders?updated_since&after_id walk without a window, and
 * what events will walk by number. Call it last (bar giving rows already written the same stamp):
 * the lock is held from here to the commit.
 */
export type OrderChangeType = 'order.created' | 'order.updated';

export interface OrderChange {
  type: OrderChangeType;
  orderId: string;
}

/** Records the changes and answers their stamp (the orders' new updated_at). */
export async function recordOrderChanges(tx: Db, shopId: string, changes: OrderChange[]): Promise<string> {
  const unique = [...new Map(changes.map((c) => [`${c.type} ${c.orderId}`, c])).values()];
  const repo = changesRepo(tx);
  const { seq, lastMs } = await repo.advanceClock(shopId, unique.length, Date.now());
  const stamp = new Date(lastMs).toISOString();
  const first = seq - unique.length + 1;
  const rows: ChangeRow[] = unique.map((c, i) => ({
    shop_id: shopId, seq: first + i, type: c.type, object_type: 'order', object_id: c.orderId, created_at: stamp,
  }));
  await repo.insertChanges(rows);
  await stampOrdersUpdatedAt(tx, shopId, [...new Set(unique.map((c) => c.orderId))], stamp);
  return stamp;
}
