import type { Kysely } from 'kysely';

/**
 * Indexes on two foreign keys whose parent rows are deleted, so that the database checks that no
 * row still refers to a deleted one by a look-up instead of reading the whole child table:
 * - order_line_shippings (order_shipping_id): a placed order whose payment is declined is deleted
 *   with its shippings (releasePlacedOrder). With the lines of 100,000 orders each shipping's
 *   check read all 300,000 rows: 7.5-8 ms on SQLite, under its write lock (0.01-0.02 ms with the
 *   index); on PostgreSQL about 11 ms of a delete's 13.8-14.7 ms (2.9-3.4 ms with it).
 * - item_option_choices (option_id): an edit of an item's options deletes its options
 *   (itemsRepo.replaceOptions), each checked against every item's choices: 35-39 ms an edit on
 *   SQLite with 100,000 items of two options of three choices, 0.03 ms with the index.
 * (docs/history/benchmarks-2026-11.md, "Maintenance under the write lock".)
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('order_line_shippings_shipping')
    .on('order_line_shippings')
    .column('order_shipping_id')
    .execute();
  await db.schema.createIndex('item_option_choices_option').on('item_option_choices').column('option_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('item_option_choices_option').execute();
  await db.schema.dropIndex('order_line_shippings_shipping').execute();
}
