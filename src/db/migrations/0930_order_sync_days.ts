import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';
import { COUNTER_SLOTS } from './0230_orders_counts_trackings_index.ts';

/**
 * order_sync_days: per shop, UTC day of updated_at (its first ten characters) and status, the number
 * of orders. GET /v1/orders with the sync cursor answers pagination.total = the entries from the
 * cursor on; counted on the sync index that cost every page the rest of the order book, so a walk
 * over n orders read n²/200 index entries. With this tally a page counts the cursor's own day in the
 * index and sums the later days' rows (src/orders/repo/lists.ts). Kept by triggers in every write's
 * transaction, with slots on PostgreSQL, as order_counts (0230) and order_daily (0870) are; an
 * update moves the order only when its day or status changes, so most writes to a recent order
 * (same day) leave it alone. Triggers come before the backfill (see 0230).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_sync_days')
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_sync_days_pk', ['shop_id', 'day', 'status', 'slot'])
    .execute();

  if (dialectOf(db) === 'postgres') {
    await sql`CREATE FUNCTION order_sync_days_add(p_shop text, p_at text, p_status text, p_delta bigint) RETURNS void LANGUAGE sql AS $$
      INSERT INTO order_sync_days (shop_id, day, status, slot, n)
      VALUES (p_shop, substr(p_at, 1, 10), p_status, floor(random() * ${sql.lit(COUNTER_SLOTS)})::int, p_delta)
      ON CONFLICT (shop_id, day, status, slot) DO UPDATE SET n = order_sync_days.n + excluded.n $$`.execute(db);
    await sql`CREATE FUNCTION order_sync_days_follow() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM order_sync_days_add(OLD.shop_id, OLD.updated_at, OLD.status, -1); END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM order_sync_days_add(NEW.shop_id, NEW.updated_at, NEW.status, 1); END IF;
        RETURN NULL;
      END $$`.execute(db);
    await sql`CREATE TRIGGER order_sync_days_insert_delete AFTER INSERT OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION order_sync_days_follow()`.execute(
      db,
    );
    await sql`CREATE TRIGGER order_sync_days_update AFTER UPDATE OF shop_id, status, updated_at ON orders FOR EACH ROW
      WHEN (OLD.shop_id IS DISTINCT FROM NEW.shop_id OR OLD.status IS DISTINCT FROM NEW.status
        OR substr(OLD.updated_at, 1, 10) IS DISTINCT FROM substr(NEW.updated_at, 1, 10))
      EXECUTE FUNCTION order_sync_days_follow()`.execute(db);
  } else {
    const add = (who: 'new' | 'old', sign: '' | '-') =>
      sql.raw(`INSERT INTO order_sync_days (shop_id, day, status, slot, n)
      VALUES (${who}.shop_id, substr(${who}.updated_at, 1, 10), ${who}.status, 0, ${sign}1)
      ON CONFLICT (shop_id, day, status, slot) DO UPDATE SET n = n + excluded.n;`);
    await sql`CREATE TRIGGER order_sync_days_ai AFTER INSERT ON orders BEGIN ${add('new', '')} END`.execute(db);
    await sql`CREATE TRIGGER order_sync_days_ad AFTER DELETE ON orders BEGIN ${add('old', '-')} END`.execute(db);
    await sql`CREATE TRIGGER order_sync_days_au AFTER UPDATE OF shop_id, status, updated_at ON orders
      WHEN old.shop_id IS NOT new.shop_id OR old.status IS NOT new.status
        OR substr(old.updated_at, 1, 10) IS NOT substr(new.updated_at, 1, 10)
      BEGIN ${add('old', '-')} ${add('new', '')} END`.execute(db);
  }
  await sql`INSERT INTO order_sync_days (shop_id, day, status, slot, n)
    SELECT shop_id, substr(updated_at, 1, 10), status, 0, count(*) FROM orders
    GROUP BY shop_id, substr(updated_at, 1, 10), status`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`DROP TRIGGER order_sync_days_insert_delete ON orders`.execute(db);
    await sql`DROP TRIGGER order_sync_days_update ON orders`.execute(db);
    await sql`DROP FUNCTION order_sync_days_follow()`.execute(db);
    await sql`DROP FUNCTION order_sync_days_add(text, text, text, bigint)`.execute(db);
  } else {
    for (const t of ['order_sync_days_ai', 'order_sync_days_ad', 'order_sync_days_au'])
      await sql`DROP TRIGGER ${sql.id(t)}`.execute(db);
  }
  await db.schema.dropTable('order_sync_days').execute();
}
