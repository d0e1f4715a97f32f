import { sql, type Kysely } from 'kysely';

/**
 * Orders checkout placed and has not yet confirmed (status pending_payment) are few and short-lived;
 * the sweeper that resumes the abandoned ones finds them through this partial index (both databases).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX orders_pending_payment ON orders (ordered_at) WHERE status = 'pending_payment'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_pending_payment').execute();
}
