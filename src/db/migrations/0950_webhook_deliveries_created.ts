import type { Kysely } from 'kysely';

/**
 * webhook_deliveries_created: the hourly prune of deliveries past the events' retention
 * (webhooksRepo.pruneDeliveries) finds them by their creation time instead of reading every
 * delivery. On SQLite the prune runs under the write lock: with 1,000,000 deliveries (30 days of a
 * busy shop) it held every other write back 112-123 ms an hour, and 2.1-2.5 ms with the index
 * (docs/history/benchmarks-2026-11.md, "Maintenance under the write lock").
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('webhook_deliveries_created').on('webhook_deliveries').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('webhook_deliveries_created').execute();
}
