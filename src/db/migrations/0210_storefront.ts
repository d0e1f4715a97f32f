import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shopper_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull().references('shops.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shopper_sessions_customer').on('shopper_sessions').columns(['customer_id']).execute();
  await db.schema.createIndex('shopper_sessions_expiry').on('shopper_sessions').columns(['expires_at']).execute();

  await db.schema
    .createTable('order_line_shippings')
    .addColumn('order_line_id', 'text', (c) => c.primaryKey().references('order_lines.id'))
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('order_shipping_id', 'text', (c) => c.notNull().references('order_shippings.id'))
    .execute();
  await db.schema.createIndex('order_line_shippings_order').on('order_line_shippings').columns(['order_id']).execute();

  await db.schema
    .createTable('gifts')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id'))
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('recipient_line_user_id', 'text')
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('accepted_order_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['gifts', 'order_line_shippings', 'shopper_sessions']) await db.schema.dropTable(t).execute();
}
