import type { Kysely } from 'kysely';

/** A staff account the operator disabled (`tenpo staff disable`): it cannot sign in and its sessions are gone. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff').addColumn('disabled_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff').dropColumn('disabled_at').execute();
}
