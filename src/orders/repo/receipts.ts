import type { Db } from '../../db/database.ts';
import type { OrderTables } from '../../db/tables/orders.ts';
import { ownTables } from '../../db/own-tables.ts';

type ReceiptRow = OrderTables['order_receipts'];

/** Statuses an order's receipt may be issued in: the money has come in. */
const RECEIPT_STATUSES = ['paid', 'fulfilled'] as const;

/** Issues of orders' receipts (src/orders/receipts.ts). */
export function receiptsRepo(handle: Db) {
  const db = ownTables<OrderTables>(handle);
  return {
    /**
     * Counts one more issue of the order's receipt when it is paid or fulfilled (and, given
     * customerId, that customer's), in one statement that also holds the order's row on
     * PostgreSQL until the commit, so concurrent issues get consecutive numbers. The new count, or
     * undefined when no such order could take one.
     */
    async countIssue(shopId: string, orderId: string, customerId: string | null): Promise<number | undefined> {
      let q = db
        .updateTable('orders')
        .set((eb) => ({ receipts_issued: eb('receipts_issued', '+', 1) }))
        .where('shop_id', '=', shopId)
        .where('id', '=', orderId)
        .where('status', 'in', RECEIPT_STATUSES);
      if (customerId !== null) q = q.where('customer_id', '=', customerId);
      const res = await q.executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) return undefined;
      const row = await db
        .selectFrom('orders')
        .select('receipts_issued')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      return Number(row.receipts_issued);
    },
    insertReceipt(row: ReceiptRow) {
      return db.insertInto('order_receipts').values(row).execute();
    },
  };
}
