import type { Kysely } from 'kysely';

/**
 * The grant (authorization-code approval) whose token last set an endpoint's topics or enabled it:
 * deliveries stop once it is revoked. Null for endpoints set with a client-credentials token (the
 * client's own state decides) and for endpoints made before this migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('webhook_endpoints').addColumn('grant_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('webhook_endpoints').dropColumn('grant_id').execute();
}
