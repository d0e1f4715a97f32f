import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';
import { COUNTER_SLOTS } from './0130_item_counts.ts';

/**
 * catalog_versions: a number per shop that grows with every committed change to what item lists
 * show (items, item_images), so a rendered page can be kept and served again while the number
 * stands (src/catalog/items/page-cache.ts). Triggers keep it in the same transaction as the write,
 * whoever writes. As with item_counts, PostgreSQL spreads the increments over COUNTER_SLOTS rows
 * so concurrent writers of one shop seldom wait on one row; the version is the sum of the slots.
 */
const SOURCES = ['items', 'item_images'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('catalog_versions')
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('catalog_versions_pk', ['shop_id', 'slot'])
    .execute();

  if (dialectOf(db) === 'postgres') {
    await sql`CREATE FUNCTION catalog_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO catalog_versions (shop_id, slot, version)
        VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.shop_id ELSE NEW.shop_id END, floor(random() * ${sql.lit(COUNTER_SLOTS)})::int, 1)
        ON CONFLICT (shop_id, slot) DO UPDATE SET version = catalog_versions.version + 1;
        RETURN NULL;
      END $$`.execute(db);
    for (const table of SOURCES) {
      await sql`CREATE TRIGGER ${sql.id(`${table}_catalog_version`)} AFTER INSERT OR UPDATE OR DELETE ON ${sql.id(table)}
        FOR EACH ROW EXECUTE FUNCTION catalog_version_bump()`.execute(db);
    }
  } else {
    const bump = (who: 'new' | 'old') =>
      sql.raw(`INSERT INTO catalog_versions (shop_id, slot, version) VALUES (${who}.shop_id, 0, 1)
      ON CONFLICT (shop_id, slot) DO UPDATE SET version = version + 1;`);
    for (const table of SOURCES) {
      await sql`CREATE TRIGGER ${sql.id(`${table}_catalog_version_ai`)} AFTER INSERT ON ${sql.id(table)} BEGIN ${bump('new')} END`.execute(
        db,
      );
      await sql`CREATE TRIGGER ${sql.id(`${table}_catalog_version_au`)} AFTER UPDATE ON ${sql.id(table)} BEGIN ${bump('new')} END`.execute(
        db,
      );
      await sql`CREATE TRIGGER ${sql.id(`${table}_catalog_version_ad`)} AFTER DELETE ON ${sql.id(table)} BEGIN ${bump('old')} END`.execute(
        db,
      );
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    for (const table of SOURCES)
      await sql`DROP TRIGGER ${sql.id(`${table}_catalog_version`)} ON ${sql.id(table)}`.execute(db);
    await sql`DROP FUNCTION catalog_version_bump()`.execute(db);
  } else {
    for (const table of SOURCES) {
      for (const op of ['ai', 'au', 'ad'])
        await sql`DROP TRIGGER ${sql.id(`${table}_catalog_version_${op}`)}`.execute(db);
    }
  }
  await db.schema.dropTable('catalog_versions').execute();
}
