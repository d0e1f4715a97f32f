import type { Kysely } from 'kysely';

/**
 * A shop's delivery settings (time slots, lead days, cutoff, closed dates, …: src/shop/delivery.ts)
 * as one JSON text, null while the shop keeps the defaults; and each order shipping's gift wrapping
 * or noshi as JSON, null for none. Both are read and written whole, never queried inside.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shops').addColumn('delivery_settings', 'text').execute();
  await db.schema.alterTable('order_shippings').addColumn('gift_wrapping', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_shippings').dropColumn('gift_wrapping').execute();
  await db.schema.alterTable('shops').dropColumn('delivery_settings').execute();
}
