import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

/**
 * Receipts (領収書, qualified invoices) of orders: one row per issue, numbered from 1 per order, so
 * that every issue after the first is printed as a reissue (再発行) with its count. The order keeps
 * the count (`receipts_issued`), raised in the issuing transaction under the order's row lock, so
 * the order detail shows it without another read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('receipts_issued', dialectOf(db) === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('order_receipts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull().references('shops.id'))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('issue_number', 'integer', (c) => c.notNull())
    .addColumn('issued_by', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'text')
    .addColumn('addressee', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('order_receipts_order_issue', ['order_id', 'issue_number'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_receipts').execute();
  await db.schema.alterTable('orders').dropColumn('receipts_issued').execute();
}
