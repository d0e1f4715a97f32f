import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

/**
 * - trackings by order: GET /v1/orders/{id} and the storefront order view read
 *   `trackings WHERE order_id = ? ORDER BY created_at, id`; the only index was by shipping.
 * - order_counts: the number of a shop's orders per status, so GET /v1/orders answers
 *   pagination.total by summing a handful of rows instead of counting the orders. Triggers on
 *   orders keep it in the same transaction as every write (the storefront's checkout, the orders
 *   service, the demo seeder, test and bench fixtures alike). On PostgreSQL each change goes to one
 *   of COUNTER_SLOTS rows at random, so concurrent checkouts of one shop seldom wait on the same
 *   counter row; the total is the sum over the slots (a slot may be negative). SQLite serialises
 *   writers anyway and uses slot 0.
 * The triggers are created before the backfill: on PostgreSQL CREATE TRIGGER locks out writers of
 * orders until this migration commits, so no write falls between the backfill and the triggers.
 */
export const COUNTER_SLOTS = 8;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('trackings_order').on('trackings').columns(['order_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('order_counts')
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_counts_pk', ['shop_id', 'status', 'slot'])
    .execute();

  if (dialectOf(db) === 'postgres') {
    await sql`CREATE FUNCTION order_counts_add(p_shop text, p_status text, p_delta bigint) RETURNS void LANGUAGE sql AS $$
      INSERT INTO order_counts (shop_id, status, slot, n) VALUES (p_shop, p_status, floor(random() * ${sql.lit(COUNTER_SLOTS)})::int, p_delta)
      ON CONFLICT (shop_id, status, slot) DO UPDATE SET n = order_counts.n + excluded.n $$`.execute(db);
    await sql`CREATE FUNCTION order_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN PERFORM order_counts_add(NEW.shop_id, NEW.status, 1);
        ELSIF TG_OP = 'DELETE' THEN PERFORM order_counts_add(OLD.shop_id, OLD.status, -1);
        ELSE
          PERFORM order_counts_add(OLD.shop_id, OLD.status, -1);
          PERFORM order_counts_add(NEW.shop_id, NEW.status, 1);
        END IF;
        RETURN NULL;
      END $$`.execute(db);
    await sql`CREATE TRIGGER order_counts_insert_delete AFTER INSERT OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION order_counts_follow()`.execute(
      db,
    );
    await sql`CREATE TRIGGER order_counts_update AFTER UPDATE OF shop_id, status ON orders FOR EACH ROW
      WHEN (OLD.shop_id IS DISTINCT FROM NEW.shop_id OR OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION order_counts_follow()`.execute(
      db,
    );
  } else {
    const add = (who: 'new' | 'old', delta: 1 | -1) =>
      sql.raw(`INSERT INTO order_counts (shop_id, status, slot, n) VALUES (${who}.shop_id, ${who}.status, 0, ${delta})
      ON CONFLICT (shop_id, status, slot) DO UPDATE SET n = n + ${delta};`);
    await sql`CREATE TRIGGER order_counts_ai AFTER INSERT ON orders BEGIN ${add('new', 1)} END`.execute(db);
    await sql`CREATE TRIGGER order_counts_ad AFTER DELETE ON orders BEGIN ${add('old', -1)} END`.execute(db);
    await sql`CREATE TRIGGER order_counts_au AFTER UPDATE OF shop_id, status ON orders
      WHEN old.shop_id IS NOT new.shop_id OR old.status IS NOT new.status BEGIN ${add('old', -1)} ${add('new', 1)} END`.execute(
      db,
    );
  }
  await sql`INSERT INTO order_counts (shop_id, status, slot, n) SELECT shop_id, status, 0, count(*) FROM orders GROUP BY shop_id, status`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`DROP TRIGGER order_counts_insert_delete ON orders`.execute(db);
    await sql`DROP TRIGGER order_counts_update ON orders`.execute(db);
    await sql`DROP FUNCTION order_counts_follow()`.execute(db);
    await sql`DROP FUNCTION order_counts_add(text, text, bigint)`.execute(db);
  } else {
    for (const t of ['order_counts_ai', 'order_counts_ad', 'order_counts_au'])
      await sql`DROP TRIGGER ${sql.id(t)}`.execute(db);
  }
  await db.schema.dropTable('order_counts').execute();
  await db.schema.dropIndex('trackings_order').execute();
}
