import type { Kysely } from 'kysely';

/**
 * The shop as the sender (ご依頼主) of its parcels: the name, phone, postal code and address a
 * carrier's label file prints (Yamato B2 Cloud's upload needs them). One row per shop that set
 * it, apart from `shops` so a shop without a sender has no row rather than empty columns.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shop_senders')
    .addColumn('shop_id', 'text', (c) => c.primaryKey().references('shops.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shop_senders').execute();
}
