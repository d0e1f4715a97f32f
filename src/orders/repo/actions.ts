import type { Db } from '../../db/database.ts';
import type { OrderTables } from '../../db/tables/orders.ts';
import { ownTables } from '../../db/own-tables.ts';

export type OrderActionRow = OrderTables['order_actions'];

/** What staff and the operator did to an order. */
export function orderActionsRepo(handle: Db) {
  const db = ownTables<OrderTables>(handle);
  return {
    insertAction(row: OrderActionRow) {
      return db.insertInto('order_actions').values(row).execute();
    },
    /** An order's actions, oldest first (ids sort by time). */
    actions(shopId: string, orderId: string) {
      return db
        .selectFrom('order_actions')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();
    },
    /** Whether staff or the operator recorded the order's payment (it then came outside the gateway). */
    async paymentRecorded(orderId: string): Promise<boolean> {
      const row = await db
        .selectFrom('order_actions')
        .select('id')
        .where('order_id', '=', orderId)
        .where('action', '=', 'record_payment')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
