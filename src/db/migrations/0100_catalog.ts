import type { Kysely } from 'kysely';
import { binaryType } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull().references('shops.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'text', (c) => c.references('categories.id'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('categories_shop').on('categories').columns(['shop_id', 'sort', 'id']).execute();

  await db.schema
    .createTable('delivery_companies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull().references('shops.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tracking_url_template', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('delivery_companies_code', ['shop_id', 'code'])
    .execute();

  await db.schema
    .createTable('items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull().references('shops.id'))
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('price_amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('inventory', 'integer')
    .addColumn('for_gift', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('detail_url', 'text')
    .addColumn('shipping_cost_amount', 'integer')
    .addColumn('main_image_orientation', 'text', (c) => c.notNull())
    .addColumn('restock_notification', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancellation_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancellation_cancel_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ticket', 'text')
    .addColumn('tax_rate', 'integer', (c) => c.notNull())
    .addColumn('discount_rate', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_datetime_possibility', 'text', (c) => c.notNull())
    .addColumn('shipping_date_estimate', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('selling_limits', 'integer')
    .addColumn('discount_title', 'text')
    .addColumn('is_shipping', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('share_button_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('number_of_sets', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sell_from', 'text')
    .addColumn('sell_by', 'text')
    .addColumn('external_ref', 'text')
    .addColumn('managed_by_client_id', 'text')
    .addColumn('edited_by_hand', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('items_sku', ['shop_id', 'sku'])
    .execute();
  // List order is updated_at, id within a shop; each filter has an index that starts with it.
  await db.schema.createIndex('items_list').on('items').columns(['shop_id', 'archived', 'updated_at', 'id']).execute();
  await db.schema
    .createIndex('items_status')
    .on('items')
    .columns(['shop_id', 'status', 'archived', 'updated_at', 'id'])
    .execute();
  await db.schema
    .createIndex('items_category')
    .on('items')
    .columns(['shop_id', 'category_id', 'archived', 'updated_at', 'id'])
    .execute();
  await db.schema.createIndex('items_external_ref').on('items').columns(['shop_id', 'external_ref']).execute();

  await db.schema
    .createTable('item_variation_axes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('item_variation_axes_item')
    .on('item_variation_axes')
    .columns(['item_id', 'sort'])
    .execute();

  await db.schema
    .createTable('item_axis_values')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id'))
    .addColumn('axis_id', 'text', (c) => c.notNull().references('item_variation_axes.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('item_axis_values_item')
    .on('item_axis_values')
    .columns(['item_id', 'axis_id', 'sort'])
    .execute();

  await db.schema
    .createTable('item_variants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id'))
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_amount', 'integer')
    .addColumn('inventory', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_rate', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('axis_values', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('item_variants_item').on('item_variants').columns(['item_id', 'sort']).execute();

  await db.schema
    .createTable('item_options')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('item_options_item').on('item_options').columns(['item_id', 'sort']).execute();

  await db.schema
    .createTable('item_option_choices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id'))
    .addColumn('option_id', 'text', (c) => c.notNull().references('item_options.id'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('price_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('item_option_choices_item')
    .on('item_option_choices')
    .columns(['item_id', 'option_id', 'sort'])
    .execute();

  await db.schema
    .createTable('bundle_components')
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('bundle_item_id', 'text', (c) => c.notNull().references('items.id'))
    .addColumn('component_item_id', 'text', (c) => c.notNull().references('items.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('selection_type', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('bundle_components_pk', ['bundle_item_id', 'component_item_id'])
    .execute();
  await db.schema
    .createIndex('bundle_components_component')
    .on('bundle_components')
    .column('component_item_id')
    .execute();

  await db.schema
    .createTable('item_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('item_images_item').on('item_images').columns(['item_id', 'sort', 'id']).execute();

  await db.schema
    .createTable('image_blobs')
    .addColumn('image_id', 'text', (c) => c.primaryKey())
    .addColumn('data', binaryType(db), (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('item_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id'))
    .addColumn('actor_type', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('item_history_item')
    .on('item_history')
    .columns(['item_id', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'item_history',
    'image_blobs',
    'item_images',
    'bundle_components',
    'item_option_choices',
    'item_options',
    'item_variants',
    'item_axis_values',
    'item_variation_axes',
    'items',
    'delivery_companies',
    'categories',
  ])
    await db.schema.dropTable(t).execute();
}
