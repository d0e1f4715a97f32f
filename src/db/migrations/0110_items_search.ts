import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

/**
 * Keyword search on item names (GET /v1/items?q=) through a trigram index, so a substring of any
 * script (「コーヒー」 in 「ドリップコーヒー 200g」) is found without scanning every item:
 * - SQLite: an FTS5 table with the trigram tokenizer, fed from `item_search` (an ordinary table
 *   whose integer key is stable, unlike items' implicit rowid, which VACUUM may renumber); triggers
 *   on items keep both in step with every write, whoever makes it.
 * - PostgreSQL: a pg_trgm GIN index on items.name (ILIKE '%…%' uses it).
 * Also indexes the list order without an archived filter (archived=include) and variant skus.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('items_updated').on('items').columns(['shop_id', 'updated_at', 'id']).execute();
  // Variant skus are unique within the shop, like item skus (409 sku_taken).
  await db.schema.createIndex('item_variants_sku').unique().on('item_variants').columns(['shop_id', 'sku']).execute();

  if (dialectOf(db) === 'postgres') {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`CREATE INDEX items_name_trgm ON items USING gin (name ${await trigramOps(db)})`.execute(db);
    return;
  }
  await sql`CREATE TABLE item_search (id INTEGER PRIMARY KEY, item_id TEXT NOT NULL UNIQUE, name TEXT NOT NULL)`.execute(
    db,
  );
  await sql`CREATE VIRTUAL TABLE item_search_fts USING fts5(name, content='item_search', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  for (const statement of [
    sql`CREATE TRIGGER item_search_ai AFTER INSERT ON item_search BEGIN
      INSERT INTO item_search_fts(rowid, name) VALUES (new.id, new.name); END`,
    sql`CREATE TRIGGER item_search_au AFTER UPDATE ON item_search BEGIN
      INSERT INTO item_search_fts(item_search_fts, rowid, name) VALUES ('delete', old.id, old.name);
      INSERT INTO item_search_fts(rowid, name) VALUES (new.id, new.name); END`,
    sql`CREATE TRIGGER item_search_ad AFTER DELETE ON item_search BEGIN
      INSERT INTO item_search_fts(item_search_fts, rowid, name) VALUES ('delete', old.id, old.name); END`,
    sql`CREATE TRIGGER items_search_ai AFTER INSERT ON items BEGIN
      INSERT INTO item_search(item_id, name) VALUES (new.id, new.name); END`,
    sql`CREATE TRIGGER items_search_au AFTER UPDATE OF name ON items BEGIN
      UPDATE item_search SET name = new.name WHERE item_id = new.id; END`,
    sql`CREATE TRIGGER items_search_ad AFTER DELETE ON items BEGIN
      DELETE FROM item_search WHERE item_id = old.id; END`,
  ])
    await statement.execute(db);
  await sql`INSERT INTO item_search(item_id, name) SELECT id, name FROM items`.execute(db);
}

/** The schema holding pg_trgm (public, or wherever the deployment installed it), quoted for SQL. */
export async function trigramSchema(db: Kysely<any>): Promise<string> {
  const ext = await sql<{
    schema: string;
  }>`SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`.execute(
    db,
  );
  return `"${ext.rows[0]!.schema.replace(/"/g, '""')}"`;
}

/** pg_trgm's operator class, named with the extension's schema, which need not be on the search_path. */
export async function trigramOps(db: Kysely<any>) {
  return sql.raw(`${await trigramSchema(db)}.gin_trgm_ops`);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') await sql`DROP INDEX items_name_trgm`.execute(db);
  else {
    for (const t of ['items_search_ai', 'items_search_au', 'items_search_ad'])
      await sql`DROP TRIGGER ${sql.id(t)}`.execute(db);
    await sql`DROP TABLE item_search_fts`.execute(db);
    await sql`DROP TABLE item_search`.execute(db);
  }
  await db.schema.dropIndex('item_variants_sku').execute();
  await db.schema.dropIndex('items_updated').execute();
}
