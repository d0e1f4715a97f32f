import type { Kysely } from 'kysely';

interface UnansweredKey {
  client_id: string;
  key: string;
  request_hash: string;
  recovery: string;
}

/**
 * A checkout sent with an Idempotency-Key is its own record: its pending order carries the key and
 * the request's hash (src/storefront/checkout-key.ts), unique per customer, so that a retry finds
 * that order and resumes it instead of placing another. The key rows no longer keep a recovery
 * point for it: the order named by the recovery point of a checkout still unanswered carries its
 * key from now on.
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
  const unanswered: UnansweredKey[] = await db
    .selectFrom('idempotency_keys')
    .select(['client_id', 'key', 'request_hash', 'recovery'])
    .where('state', '=', 'running')
    .where('recovery', 'is not', null)
    .execute();
  for (const k of unanswered) {
    const { order_id } = JSON.parse(k.recovery) as { order_id?: string };
    if (!order_id) continue;
    await db
      .updateTable('orders')
      .set({ idempotency_key: k.key, idempotency_hash: k.request_hash })
      .where('id', '=', order_id)
      .where('customer_id', '=', k.client_id.replace(/^shopper:/, ''))
      .execute();
  }
  await db.schema.alterTable('idempotency_keys').dropColumn('recovery').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('recovery', 'text').execute();
  await db.schema.dropIndex('orders_customer_idempotency_key').execute();
  await db.schema.alterTable('orders').dropColumn('idempotency_hash').execute();
  await db.schema.alterTable('orders').dropColumn('idempotency_key').execute();
}
