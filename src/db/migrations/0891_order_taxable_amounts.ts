import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

/**
 * The tax-included amount each consumption-tax rate applies to (a qualified invoice shows it beside
 * the tax): the order's lines at that rate after discounts, and at 10 % also its shipping. Orders
 * placed before are filled from their lines and shipping, which never change after checkout, so the
 * figures are exact; their stored tax_8 and tax_10 were already computed once per rate on these sums.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const type = dialectOf(db) === 'postgres' ? 'bigint' : 'integer';
  await db.schema
    .alterTable('orders')
    .addColumn('taxable_8', type, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('taxable_10', type, (c) => c.notNull().defaultTo(0))
    .execute();
  const atRate = (rate: number) =>
    sql`COALESCE((SELECT SUM(l.subtotal) FROM order_lines l WHERE l.order_id = orders.id AND l.tax_rate = ${sql.lit(rate)}), 0)`;
  await sql`UPDATE orders SET taxable_8 = ${atRate(8)}, taxable_10 = ${atRate(10)} + shipping_total`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('taxable_10').execute();
  await db.schema.alterTable('orders').dropColumn('taxable_8').execute();
}
