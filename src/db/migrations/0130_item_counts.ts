import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

/**
 * item_counts: the number of a shop's items per (category_id, status, archived), so GET /v1/items
 * answers pagination.total by summing a few rows instead of counting the items. Triggers on items
 * keep it in the same transaction as every write (item service, storefront, demo seeder, test and
 * bench fixtures alike). On PostgreSQL each change goes to one of COUNTER_SLOTS rows at random, so
 * concurrent writes to one shop and category seldom wait on the same counter row; the count is the
 * sum over the slots (a slot may be negative). SQLite serialises writers anyway and uses slot 0.
 * The triggers are created before the backfill: on PostgreSQL CREATE TRIGGER locks out writers of
 * items until this migration commits, so no write falls between the backfill and the triggers.
 */
export const COUNTER_SLOTS = 8;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('item_counts')
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('archived', 'integer', (c) => c.notNull())
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_counts_pk', ['shop_id', 'category_id', 'status', 'archived', 'slot'])
    .execute();

  if (dialectOf(db) === 'postgres') {
    await sql`CREATE FUNCTION item_counts_add(p_shop text, p_category text, p_status text, p_archived integer, p_delta bigint) RETURNS void LANGUAGE sql AS $$
      INSERT INTO item_counts (shop_id, category_id, status, archived, slot, n)
      VALUES (p_shop, p_category, p_status, p_archived, floor(random() * ${sql.lit(COUNTER_SLOTS)})::int, p_delta)
      ON CONFLICT (shop_id, category_id, status, archived, slot) DO UPDATE SET n = item_counts.n + excluded.n $$`.execute(
      db,
    );
    await sql`CREATE FUNCTION item_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN PERFORM item_counts_add(NEW.shop_id, NEW.category_id, NEW.status, NEW.archived, 1);
        ELSIF TG_OP = 'DELETE' THEN PERFORM item_counts_add(OLD.shop_id, OLD.category_id, OLD.status, OLD.archived, -1);
        ELSE
          PERFORM item_counts_add(OLD.shop_id, OLD.category_id, OLD.status, OLD.archived, -1);
          PERFORM item_counts_add(NEW.shop_id, NEW.category_id, NEW.status, NEW.archived, 1);
        END IF;
        RETURN NULL;
      END $$`.execute(db);
    await sql`CREATE TRIGGER item_counts_insert_delete AFTER INSERT OR DELETE ON items FOR EACH ROW EXECUTE FUNCTION item_counts_follow()`.execute(
      db,
    );
    await sql`CREATE TRIGGER item_counts_update AFTER UPDATE OF shop_id, category_id, status, archived ON items FOR EACH ROW
      WHEN (OLD.shop_id IS DISTINCT FROM NEW.shop_id OR OLD.category_id IS DISTINCT FROM NEW.category_id
        OR OLD.status IS DISTINCT FROM NEW.status OR OLD.archived IS DISTINCT FROM NEW.archived) EXECUTE FUNCTION item_counts_follow()`.execute(
      db,
    );
  } else {
    const add = (who: 'new' | 'old', delta: 1 | -1) =>
      sql.raw(`INSERT INTO item_counts (shop_id, category_id, status, archived, slot, n)
      VALUES (${who}.shop_id, ${who}.category_id, ${who}.status, ${who}.archived, 0, ${delta})
      ON CONFLICT (shop_id, category_id, status, archived, slot) DO UPDATE SET n = n + ${delta};`);
    await sql`CREATE TRIGGER item_counts_ai AFTER INSERT ON items BEGIN ${add('new', 1)} END`.execute(db);
    await sql`CREATE TRIGGER item_counts_ad AFTER DELETE ON items BEGIN ${add('old', -1)} END`.execute(db);
    await sql`CREATE TRIGGER item_counts_au AFTER UPDATE OF shop_id, category_id, status, archived ON items
      WHEN old.shop_id IS NOT new.shop_id OR old.category_id IS NOT new.category_id OR old.status IS NOT new.status OR old.archived IS NOT new.archived
      BEGIN ${add('old', -1)} ${add('new', 1)} END`.execute(db);
  }
  await sql`INSERT INTO item_counts (shop_id, category_id, status, archived, slot, n)
    SELECT shop_id, category_id, status, archived, 0, count(*) FROM items GROUP BY shop_id, category_id, status, archived`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`DROP TRIGGER item_counts_insert_delete ON items`.execute(db);
    await sql`DROP TRIGGER item_counts_update ON items`.execute(db);
    await sql`DROP FUNCTION item_counts_follow()`.execute(db);
    await sql`DROP FUNCTION item_counts_add(text, text, text, integer, bigint)`.execute(db);
  } else {
    for (const t of ['item_counts_ai', 'item_counts_ad', 'item_counts_au'])
      await sql`DROP TRIGGER ${sql.id(t)}`.execute(db);
  }
  await db.schema.dropTable('item_counts').execute();
}
