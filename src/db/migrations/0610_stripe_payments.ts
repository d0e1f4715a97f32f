import { sql, type Kysely } from 'kysely';

/**
 * Payments through Stripe, per shop. The shop's secret key and webhook signing secret are sealed
 * (src/lib/sealed-secrets.ts) and the publishable key is public (the storefront needs it); null
 * means not set, and a shop without a secret key pays through the simulated processor. An order
 * waiting for a convenience store payment or a bank transfer keeps its deadline and what the
 * shopper needs to pay (display data the gateway answered, JSON), never card data; the sweeper
 * that cancels overdue ones finds them through a partial index (both databases).
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['stripe_secret_key', 'stripe_publishable_key', 'stripe_webhook_secret']) {
    await db.schema.alterTable('shops').addColumn(column, 'text').execute();
  }
  await db.schema.alterTable('orders').addColumn('payment_due_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('payment_instructions', 'text').execute();
  await sql`CREATE INDEX orders_payment_due ON orders (payment_due_at) WHERE status = 'init' AND payment_due_at IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_payment_due').execute();
  for (const column of ['stripe_secret_key', 'stripe_publishable_key', 'stripe_webhook_secret']) {
    await db.schema.alterTable('shops').dropColumn(column).execute();
  }
  await db.schema.alterTable('orders').dropColumn('payment_due_at').execute();
  await db.schema.alterTable('orders').dropColumn('payment_instructions').execute();
}
