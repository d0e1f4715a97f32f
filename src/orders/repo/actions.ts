import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OrderTables } from '../../db/tables/orders.ts';
import { ownTables } from '../../db/own-tables.ts';
import { fixedStatement } from '../../db/compiled.ts';

export type OrderActionRow = OrderTables['order_actions'];

/** Actions recorded (orderActionsRepo.insertActions), compiled once per count of rows: every order event records one. */
const actionsInsert = fixedStatement((db: Kysely<OrderTables>, p: { rows: OrderActionRow[] }) =>
  db.insertInto('order_actions').values(p.rows),
);

/** Who did what to an order: staff and the operator's operations, and the order events of clients, shoppers and the system. */
export function orderActionsRepo(handle: Db) {
  const db = ownTables<OrderTables>(handle);
  return {
    async insertActions(rows: OrderActionRow[]) {
      await actionsInsert(db, { rows });
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
