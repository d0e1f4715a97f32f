import type { Kysely } from 'kysely';

/**
 * An export resumes where it stopped: `export_after` is where its next page starts (the page
 * cursor of src/jobs/exports.ts), moved in the transaction that writes a page of its file. Null
 * until its first page is written.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('export_after', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').dropColumn('export_after').execute();
}
