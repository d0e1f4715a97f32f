import type { Db } from '../../db/database.ts';
import type { OrderTables } from '../../db/tables/orders.ts';
import { ownTables } from '../../db/own-tables.ts';
import { partialIndexed } from '../../db/plans.ts';

export type RefundRow = OrderTables['refunds'];

/** Refunds and their attempts. */
export function refundsRepo(handle: Db) {
  const db = ownTables<OrderTables>(handle);
  return {
    insertRefund(row: RefundRow) {
      return db.insertInto('refunds').values(row).execute();
    },
    findRefund(id: string) {
      return db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();
    },
    refundsByIds(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([] as RefundRow[]);
      return db.selectFrom('refunds').selectAll().where('id', 'in', ids).execute();
    },
    refundOfOrder(shopId: string, orderId: string) {
      return db
        .selectFrom('refunds')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('order_id', '=', orderId)
        .executeTakeFirst();
    },
    /** Pending refunds due at `now`, any shop, the longest waiting first (served by refunds_pending). */
    dueRefunds(now: string, limit: number) {
      return db
        .selectFrom('refunds')
        .select('id')
        .where('status', '=', partialIndexed('pending'))
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .limit(limit)
        .execute();
    },
    /** Guarded: a refund already done (by another process's attempt) stays as it is. */
    async refundDone(id: string, gatewayReference: string, now: string): Promise<boolean> {
      const r = await db
        .updateTable('refunds')
        .set((eb) => ({
          status: 'done',
          attempts: eb('attempts', '+', 1),
          gateway_reference: gatewayReference,
          last_error: null,
          updated_at: now,
        }))
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async refundFailed(id: string, error: string, nextAttemptAt: string, now: string) {
      await db
        .updateTable('refunds')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          last_error: error,
          next_attempt_at: nextAttemptAt,
          updated_at: now,
        }))
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .execute();
    },
  };
}
