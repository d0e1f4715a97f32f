import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('customers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull().references('shops.id'))
    .addColumn('line_user_id', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('order_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_spent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tel', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('postal_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('gender', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('customers_line_user', ['shop_id', 'line_user_id'])
    .execute();
  await db.schema.createIndex('customers_list').on('customers').columns(['shop_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('inflow_routes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull().references('shops.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('order_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('inflow_routes_code', ['shop_id', 'code'])
    .execute();

  await db.schema
    .createTable('carts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull().references('shops.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('inflow_route_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('carts_customer', ['shop_id', 'customer_id'])
    .execute();

  await db.schema
    .createTable('cart_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('cart_id', 'text', (c) => c.notNull().references('carts.id'))
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id'))
    .addColumn('variant_id', 'text')
    .addColumn('option_choice_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('dropped_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cart_lines_cart').on('cart_lines').columns(['cart_id', 'created_at']).execute();
  await db.schema.createIndex('cart_lines_item').on('cart_lines').columns(['item_id']).execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull().references('shops.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('payment_reference', 'text')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .addColumn('shipping_total', 'integer', (c) => c.notNull())
    .addColumn('discount_total', 'integer', (c) => c.notNull())
    .addColumn('tax_8', 'integer', (c) => c.notNull())
    .addColumn('tax_10', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('is_subscription', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('inflow_route_id', 'text', (c) => c.references('inflow_routes.id'))
    .addColumn('gift_status', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('gift_source_order_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('purchaser', 'text', (c) => c.notNull())
    .addColumn('ordered_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The sync cursor walks (updated_at, id); the status filter keeps the same order.
  await db.schema.createIndex('orders_sync').on('orders').columns(['shop_id', 'updated_at', 'id']).execute();
  await db.schema
    .createIndex('orders_status_sync')
    .on('orders')
    .columns(['shop_id', 'status', 'updated_at', 'id'])
    .execute();
  await db.schema
    .createIndex('orders_customer')
    .on('orders')
    .columns(['shop_id', 'customer_id', 'ordered_at'])
    .execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('variant_id', 'text')
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('discount_rate', 'integer', (c) => c.notNull())
    .addColumn('tax_rate', 'integer', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_lines_order').on('order_lines').columns(['order_id', 'sort']).execute();
  await db.schema.createIndex('order_lines_item').on('order_lines').columns(['item_id']).execute();

  await db.schema
    .createTable('order_shippings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('carrier_id', 'text')
    .addColumn('shipping_cost', 'integer', (c) => c.notNull())
    .addColumn('delivery_date', 'text')
    .addColumn('delivery_time_slot', 'text')
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_shippings_order').on('order_shippings').columns(['order_id', 'sort']).execute();

  await db.schema
    .createTable('trackings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('order_shipping_id', 'text', (c) => c.notNull().references('order_shippings.id'))
    .addColumn('carrier_id', 'text', (c) => c.notNull())
    .addColumn('tracking_number', 'text', (c) => c.notNull())
    .addColumn('delivery_date', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('trackings_shipping')
    .on('trackings')
    .columns(['order_shipping_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'trackings',
    'order_shippings',
    'order_lines',
    'orders',
    'cart_lines',
    'carts',
    'inflow_routes',
    'customers',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
