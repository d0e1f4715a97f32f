import type { Kysely } from 'kysely';

/**
 * A checkout sent with an Idempotency-Key is its own record: its pending order carries the key and
 * the request's hash (src/storefront/checkout-key.ts), unique per customer, so that a retry finds
 * that order and resumes it instead of placing another. The key rows no longer keep a recovery
 * point for it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('idempotency_key', 'text').execute();
  await db.schema.alterTable('orders').addColumn('idempotency_hash', 'text').execute();
  await db.schema
    .createIndex('orders_customer_idempotency_key')
    .unique()
    .on('orders')
    .columns(['customer_id', 'idempotency_key'])
    .execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('recovery').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('recovery', 'text').execute();
  await db.schema.dropIndex('orders_customer_idempotency_key').execute();
  await db.schema.alterTable('orders').dropColumn('idempotency_hash').execute();
  await db.schema.alterTable('orders').dropColumn('idempotency_key').execute();
}
