import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OrderTables } from '../../db/tables/orders.ts';
import { ownTables } from '../../db/own-tables.ts';
import { partialIndexed } from '../../db/plans.ts';

/** Shipping statuses of a parcel still on its way to the recipient. */
export const UNDELIVERED = ['unshipped', 'preparing', 'shipped'] as const;

/**
 * The reads of the console's home page: each a seek in a tally or a narrow index (migration 0870),
 * so none grows with the number of the shop's orders.
 */
export function orderDailyRepo(handle: Db) {
  const db = ownTables<OrderTables>(handle);
  return {
    /** Orders and their totals per Japan day and status, for the days in [fromDay, toDay]. */
    async days(shopId: string, fromDay: string, toDay: string) {
      const rows = await db
        .selectFrom('order_daily')
        .select(['day', 'status'])
        .select((eb) => [eb.fn.sum<number>('orders').as('orders'), eb.fn.sum<number>('amount').as('amount')])
        .where('shop_id', '=', shopId)
        .where('day', '>=', fromDay)
        .where('day', '<=', toDay)
        .groupBy(['day', 'status'])
        .execute();
      return rows.map((r) => ({ day: r.day, status: r.status, orders: Number(r.orders), amount: Number(r.amount) }));
    },
    /** Orders awaiting payment with the nearest deadlines first (orders_shop_payment_due). */
    paymentsDue(shopId: string, limit: number) {
      return (
        db
          .selectFrom('orders')
          .select(['id', 'number', 'payment_method', 'payment_due_at', 'total'])
          .where('shop_id', '=', shopId)
          // A literal: SQLite uses a partial index only where the query names its very condition.
          .where('status', '=', sql.lit('init'))
          .where('payment_due_at', 'is not', null)
          .orderBy('payment_due_at')
          .limit(limit)
          .execute()
      );
    },
    /** Shippings not yet delivered whose delivery date is before `day` (order_shippings_due): its cost grows with those only. */
    async lateShippings(shopId: string, day: string): Promise<number> {
      const row = await db
        .selectFrom('order_shippings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('shop_id', '=', shopId)
        // Literals, as the partial index's condition names them.
        .where('status', 'in', UNDELIVERED.map(partialIndexed))
        .where('delivery_date', 'is not', null)
        .where('delivery_date', '<', day)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
