import type { Kysely } from 'kysely';

/**
 * Who runs a claimed key (SQLite: a key is claimed in its own commit so that other processes see it
 * in use; see src/http/idempotency.ts): `host:pid:nonce` of the process, so that a retry after that
 * process died takes the key over at once instead of waiting out the lease.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('holder', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').dropColumn('holder').execute();
}
