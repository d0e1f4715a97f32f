import type { Kysely } from 'kysely';

/**
 * The console's language per staff member (Japanese unless they choose English), the shop's
 * storefront URL that inflow links redirect to ('' until set), and each inflow link's visits.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('staff')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('ja'))
    .execute();
  await db.schema
    .alterTable('shops')
    .addColumn('storefront_url', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('inflow_routes')
    .addColumn('visit_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('inflow_routes').dropColumn('visit_count').execute();
  await db.schema.alterTable('shops').dropColumn('storefront_url').execute();
  await db.schema.alterTable('staff').dropColumn('locale').execute();
}
