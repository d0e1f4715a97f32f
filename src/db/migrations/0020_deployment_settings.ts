import type { Kysely } from 'kysely';

/**
 * Settings of the deployment as a whole, one row per name: `issuer`, the OAuth issuer recorded at
 * the first start, so that a process started with another BASE_URL (whose tokens the others would
 * refuse) says so. API clients' secrets rotate with a grace period: the previous secret's hash and
 * until when it still authenticates; a deleted client is kept (its grants, keys and deliveries name
 * it) but never listed or authenticated again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('deployment_settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('oauth_clients').addColumn('previous_secret_hash', 'text').execute();
  await db.schema.alterTable('oauth_clients').addColumn('previous_secret_until', 'text').execute();
  await db.schema.alterTable('oauth_clients').addColumn('deleted_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('oauth_clients').dropColumn('deleted_at').execute();
  await db.schema.alterTable('oauth_clients').dropColumn('previous_secret_until').execute();
  await db.schema.alterTable('oauth_clients').dropColumn('previous_secret_hash').execute();
  await db.schema.dropTable('deployment_settings').execute();
}
