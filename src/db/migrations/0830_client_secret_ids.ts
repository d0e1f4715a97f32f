import { sql, type Kysely } from 'kysely';

/**
 * Each client secret gets an id, carried by the access tokens it obtains (client credentials), so
 * that what such a token set up can end with its secret: a webhook endpoint records the secret of
 * the token that set it, and deliveries stop once that secret is replaced and its grace has passed.
 * Existing secrets get ids derived from their client's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('oauth_clients').addColumn('secret_id', 'text').execute();
  await db.schema.alterTable('oauth_clients').addColumn('previous_secret_id', 'text').execute();
  await sql`UPDATE oauth_clients SET secret_id = 'sec_' || id`.execute(db);
  await sql`UPDATE oauth_clients SET previous_secret_id = 'sec_previous_' || id WHERE previous_secret_hash IS NOT NULL`.execute(
    db,
  );
  await db.schema.alterTable('webhook_endpoints').addColumn('client_secret_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('webhook_endpoints').dropColumn('client_secret_id').execute();
  await db.schema.alterTable('oauth_clients').dropColumn('previous_secret_id').execute();
  await db.schema.alterTable('oauth_clients').dropColumn('secret_id').execute();
}
