import type { Kysely } from 'kysely';

/**
 * A claimed key's holder and recovery point (see src/http/idempotency/): `holder` is the running
 * process, `host:pid:nonce`, so that a retry after that process died takes the key over at once
 * instead of waiting out the lease; `recovery` is what a request committed in several steps (checkout)
 * stored with its first commit, so that a retry resumes it instead of starting anew.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('holder', 'text').execute();
  await db.schema.alterTable('idempotency_keys').addColumn('recovery', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').dropColumn('recovery').execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('holder').execute();
}
