import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';
import { COUNTER_SLOTS } from './0230_orders_counts_trackings_index.ts';

/**
 * The console's home page (src/console/pages/dashboard.ts) reads a shop's figures from tallies and
 * narrow indexes only, so it costs the same for 100 or 1,000,000 orders:
 * - order_daily: per shop, Japan calendar day the order was placed on (JST, +09:00, no daylight
 *   saving) and status, the number of orders and the sum of their totals. Triggers on orders keep it
 *   in the same transaction as every write, as order_counts (0230) does, with its slots on PostgreSQL.
 *   A status change moves the order between rows, so a cancellation leaves the day's sales.
 * - orders_shop_payment_due: orders awaiting payment by their deadline.
 * - order_shippings_due: shippings still to arrive by their delivery date.
 * - items_stock: items with counted stock by their level (out of stock and low stock).
 * The triggers come before the backfill (see 0230).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_daily')
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('orders', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_daily_pk', ['shop_id', 'day', 'status', 'slot'])
    .execute();

  if (dialectOf(db) === 'postgres') {
    await sql`CREATE FUNCTION order_daily_add(p_shop text, p_at text, p_status text, p_orders bigint, p_amount bigint) RETURNS void LANGUAGE sql AS $$
      INSERT INTO order_daily (shop_id, day, status, slot, orders, amount)
      VALUES (p_shop, to_char(p_at::timestamptz AT TIME ZONE 'Asia/Tokyo', 'YYYY-MM-DD'), p_status,
        floor(random() * ${sql.lit(COUNTER_SLOTS)})::int, p_orders, p_amount)
      ON CONFLICT (shop_id, day, status, slot) DO UPDATE
      SET orders = order_daily.orders + excluded.orders, amount = order_daily.amount + excluded.amount $$`.execute(db);
    await sql`CREATE FUNCTION order_daily_follow() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM order_daily_add(OLD.shop_id, OLD.ordered_at, OLD.status, -1, -OLD.total); END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM order_daily_add(NEW.shop_id, NEW.ordered_at, NEW.status, 1, NEW.total); END IF;
        RETURN NULL;
      END $$`.execute(db);
    await sql`CREATE TRIGGER order_daily_insert_delete AFTER INSERT OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION order_daily_follow()`.execute(
      db,
    );
    await sql`CREATE TRIGGER order_daily_update AFTER UPDATE OF shop_id, status, ordered_at, total ON orders FOR EACH ROW
      WHEN (OLD.shop_id IS DISTINCT FROM NEW.shop_id OR OLD.status IS DISTINCT FROM NEW.status
        OR OLD.ordered_at IS DISTINCT FROM NEW.ordered_at OR OLD.total IS DISTINCT FROM NEW.total)
      EXECUTE FUNCTION order_daily_follow()`.execute(db);
  } else {
    const add = (who: 'new' | 'old', sign: '' | '-') =>
      sql.raw(`INSERT INTO order_daily (shop_id, day, status, slot, orders, amount)
      VALUES (${who}.shop_id, date(${who}.ordered_at, '+9 hours'), ${who}.status, 0, ${sign}1, ${sign}${who}.total)
      ON CONFLICT (shop_id, day, status, slot) DO UPDATE SET orders = orders + excluded.orders, amount = amount + excluded.amount;`);
    await sql`CREATE TRIGGER order_daily_ai AFTER INSERT ON orders BEGIN ${add('new', '')} END`.execute(db);
    await sql`CREATE TRIGGER order_daily_ad AFTER DELETE ON orders BEGIN ${add('old', '-')} END`.execute(db);
    await sql`CREATE TRIGGER order_daily_au AFTER UPDATE OF shop_id, status, ordered_at, total ON orders
      WHEN old.shop_id IS NOT new.shop_id OR old.status IS NOT new.status OR old.ordered_at IS NOT new.ordered_at OR old.total IS NOT new.total
      BEGIN ${add('old', '-')} ${add('new', '')} END`.execute(db);
  }
  const day =
    dialectOf(db) === 'postgres'
      ? sql`to_char(ordered_at::timestamptz AT TIME ZONE 'Asia/Tokyo', 'YYYY-MM-DD')`
      : sql`date(ordered_at, '+9 hours')`;
  await sql`INSERT INTO order_daily (shop_id, day, status, slot, orders, amount)
    SELECT shop_id, ${day}, status, 0, count(*), sum(total) FROM orders GROUP BY shop_id, ${day}, status`.execute(db);

  await sql`CREATE INDEX orders_shop_payment_due ON orders (shop_id, payment_due_at) WHERE status = 'init' AND payment_due_at IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX order_shippings_due ON order_shippings (shop_id, delivery_date)
    WHERE status IN ('unshipped', 'preparing', 'shipped') AND delivery_date IS NOT NULL`.execute(db);
  await sql`CREATE INDEX items_stock ON items (shop_id, inventory) WHERE archived = 0 AND inventory IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['items_stock', 'order_shippings_due', 'orders_shop_payment_due'])
    await db.schema.dropIndex(index).execute();
  if (dialectOf(db) === 'postgres') {
    await sql`DROP TRIGGER order_daily_insert_delete ON orders`.execute(db);
    await sql`DROP TRIGGER order_daily_update ON orders`.execute(db);
    await sql`DROP FUNCTION order_daily_follow()`.execute(db);
    await sql`DROP FUNCTION order_daily_add(text, text, text, bigint, bigint)`.execute(db);
  } else {
    for (const t of ['order_daily_ai', 'order_daily_ad', 'order_daily_au'])
      await sql`DROP TRIGGER ${sql.id(t)}`.execute(db);
  }
  await db.schema.dropTable('order_daily').execute();
}
