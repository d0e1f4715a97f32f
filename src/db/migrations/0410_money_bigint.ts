import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

/**
 * Money and counters as 64-bit integers. PostgreSQL's `integer` stops at 2,147,483,647, which three
 * units of a 1,000,000,000 JPY item already pass; every column holding an amount, a sum of amounts,
 * stock or a counter that only grows becomes `bigint`. The storefront's limits (src/storefront/pricing.ts)
 * keep every sum below 2^53 − 1, the largest integer the driver's Number results hold exactly.
 * SQLite's INTEGER is already 64-bit: nothing to do there.
 */
export const MONEY_COLUMNS: Record<string, string[]> = {
  orders: ['subtotal', 'shipping_total', 'discount_total', 'tax_8', 'tax_10', 'total'],
  order_lines: ['unit_price', 'subtotal'],
  order_shippings: ['shipping_cost'],
  customers: ['order_count', 'total_spent'],
  inflow_routes: ['order_count'],
  items: ['price_amount', 'shipping_cost_amount', 'inventory'],
  item_variants: ['price_amount', 'inventory'],
  item_options: ['price_amount'],
  item_option_choices: ['price_amount'],
  shops: ['default_shipping_cost'],
};

async function setType(db: Kysely<any>, type: 'bigint' | 'integer'): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const [table, columns] of Object.entries(MONEY_COLUMNS)) {
    // One statement per table: PostgreSQL rewrites the table once for all its columns.
    const changes = columns.map((c) => sql`ALTER COLUMN ${sql.id(c)} TYPE ${sql.raw(type)}`);
    await sql`ALTER TABLE ${sql.id(table)} ${sql.join(changes)}`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await setType(db, 'bigint');
}

export async function down(db: Kysely<any>): Promise<void> {
  await setType(db, 'integer');
}
