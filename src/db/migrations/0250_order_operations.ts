import { sql, type Kysely } from 'kysely';

/**
 * Staff order operations and order numbers (src/orders/staff.ts, src/orders/refunds.ts):
 * - orders.number: the short per-shop number (#1001, #1002, …) given when an order becomes
 *   visible (src/orders/lifecycle.ts); null only while an order is pending payment. Existing orders
 *   are numbered here in the order they were placed. order_number_counters holds each shop's last
 *   number: the transaction that numbers an order updates its row, so concurrent checkouts queue on
 *   it and never share a number (the unique index would refuse one anyway).
 * - order_actions: who (staff member or operator) did what to an order, and when.
 * - refunds: the refunds a cancellation owes through the payment gateway (an outbox: written in the
 *   cancelling transaction, sent after commit, retried while pending).
 * - orders_placed and orders_status_placed: the staff list, newest placed first, with or without a
 *   status filter (the date range is a range of the same index).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('number', 'bigint').execute();
  await sql`UPDATE orders SET number = numbered.number
    FROM (SELECT id, 1000 + row_number() OVER (PARTITION BY shop_id ORDER BY ordered_at, id) AS number
          FROM orders WHERE status <> 'pending_payment') AS numbered
    WHERE orders.id = numbered.id`.execute(db);
  await db.schema.createIndex('orders_number').unique().on('orders').columns(['shop_id', 'number']).execute();
  await db.schema
    .createTable('order_number_counters')
    .addColumn('shop_id', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'bigint', (c) => c.notNull())
    .execute();
  await sql`INSERT INTO order_number_counters (shop_id, last_number)
    SELECT shop_id, max(number) FROM orders WHERE number IS NOT NULL GROUP BY shop_id`.execute(db);

  await db.schema.createIndex('orders_placed').on('orders').columns(['shop_id', 'ordered_at', 'id']).execute();
  await db.schema
    .createIndex('orders_status_placed')
    .on('orders')
    .columns(['shop_id', 'status', 'ordered_at', 'id'])
    .execute();

  await db.schema
    .createTable('order_actions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('actor_kind', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'text')
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('refund_id', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_actions_order').on('order_actions').columns(['order_id', 'id']).execute();

  await db.schema
    .createTable('refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull().unique().references('orders.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('payment_reference', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('gateway_reference', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The retry loop reads the due pending refunds of every shop; done ones are left out of the index.
  await sql`CREATE INDEX refunds_pending ON refunds (next_attempt_at) WHERE status = 'pending'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('refunds').execute();
  await db.schema.dropTable('order_actions').execute();
  await db.schema.dropTable('order_number_counters').execute();
  await db.schema.dropIndex('orders_status_placed').execute();
  await db.schema.dropIndex('orders_placed').execute();
  await db.schema.dropIndex('orders_number').execute();
  await db.schema.alterTable('orders').dropColumn('number').execute();
}
