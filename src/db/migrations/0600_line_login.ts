import type { Kysely } from 'kysely';

/**
 * LINE Login: each shop's channel (`line_channel_id`, '' = not configured; `line_channel_secret`,
 * sealed by src/lib/sealed-secrets.ts, '' = not set), and the customer's LINE profile picture
 * (`picture_url`, '' = none), which the ID token's `picture` claim fills.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['line_channel_id', 'line_channel_secret']) {
    await db.schema
      .alterTable('shops')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db.schema
    .alterTable('customers')
    .addColumn('picture_url', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customers').dropColumn('picture_url').execute();
  for (const column of ['line_channel_secret', 'line_channel_id']) {
    await db.schema.alterTable('shops').dropColumn(column).execute();
  }
}
