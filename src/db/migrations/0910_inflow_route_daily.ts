import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

/**
 * inflow_route_daily: per shop, Japan calendar day (JST, +09:00) and inflow route, the visits its
 * link counted and the orders placed through it, so the console's home page draws the last 30 days
 * from a seek in this key whatever the number of visits. Kept by the inflow-routes repository in the
 * same transaction as the route's own totals (visit_count, order_count), on the day of the visit and
 * of the order's placing. Orders are backfilled from the orders table; earlier visits were only
 * counted as totals, so the days before this migration show none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('inflow_route_daily')
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('route_id', 'text', (c) => c.notNull())
    .addColumn('visits', 'integer', (c) => c.notNull())
    .addColumn('orders', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('inflow_route_daily_pk', ['shop_id', 'day', 'route_id'])
    .execute();
  const day =
    dialectOf(db) === 'postgres'
      ? sql`to_char(ordered_at::timestamptz AT TIME ZONE 'Asia/Tokyo', 'YYYY-MM-DD')`
      : sql`date(ordered_at, '+9 hours')`;
  // An order counts on its route once confirmed, that is past pending_payment (confirmPlacedOrder).
  await sql`INSERT INTO inflow_route_daily (shop_id, day, route_id, visits, orders)
    SELECT shop_id, ${day}, inflow_route_id, 0, count(*) FROM orders
    WHERE inflow_route_id IS NOT NULL AND status <> 'pending_payment'
    GROUP BY shop_id, ${day}, inflow_route_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('inflow_route_daily').execute();
}
