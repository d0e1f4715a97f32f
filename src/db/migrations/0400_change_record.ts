import type { Kysely } from 'kysely';

/**
 * The commit-ordered change record of each shop (src/changes): change_clocks holds one row per
 * shop, the last sequence number given out and the last instant stamped (milliseconds since the
 * epoch, so "one millisecond later" is plain arithmetic on both databases); changes holds one row
 * per change (what changed, and its number in the shop's commit order). Every transaction that
 * changes orders takes the clock row last and holds it to its commit, so numbers and stamps are
 * given out in commit order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('change_clocks')
    .addColumn('shop_id', 'text', (c) => c.primaryKey())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('last_ms', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('changes')
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('changes_pk', ['shop_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('changes').execute();
  await db.schema.dropTable('change_clocks').execute();
}
