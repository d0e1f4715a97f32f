import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

/**
 * SQLite only: item_search (the FTS5 trigram table's content, migration 0110) also holds each
 * item's shop_id and archived flag, so GET /v1/items?q= counts its matches in the search tables
 * alone, never reading items: the FTS match alone when no row of item_search lies outside the shop
 * and archived scope asked for (four probes of the index on (shop_id, archived)), else the FTS
 * match joined to this narrow table by rowid.
 * Triggers on items keep both columns in step with every write, whoever makes it; the FTS entry
 * is rewritten only when the name really changes (an archive or a same-name edit leaves it alone).
 * PostgreSQL counts through the pg_trgm index on items.name and needs nothing here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  await sql`ALTER TABLE item_search ADD COLUMN shop_id TEXT NOT NULL DEFAULT ''`.execute(db);
  await sql`ALTER TABLE item_search ADD COLUMN archived INTEGER NOT NULL DEFAULT 0`.execute(db);
  for (const t of ['item_search_au', 'items_search_ai', 'items_search_au'])
    await sql`DROP TRIGGER ${sql.id(t)}`.execute(db);
  for (const statement of [
    sql`CREATE TRIGGER item_search_au AFTER UPDATE OF name ON item_search WHEN old.name IS NOT new.name BEGIN
      INSERT INTO item_search_fts(item_search_fts, rowid, name) VALUES ('delete', old.id, old.name);
      INSERT INTO item_search_fts(rowid, name) VALUES (new.id, new.name); END`,
    sql`CREATE TRIGGER items_search_ai AFTER INSERT ON items BEGIN
      INSERT INTO item_search(item_id, name, shop_id, archived) VALUES (new.id, new.name, new.shop_id, new.archived); END`,
    sql`CREATE TRIGGER items_search_au AFTER UPDATE OF name, shop_id, archived ON items
      WHEN old.name IS NOT new.name OR old.shop_id IS NOT new.shop_id OR old.archived IS NOT new.archived BEGIN
      UPDATE item_search SET name = new.name, shop_id = new.shop_id, archived = new.archived WHERE item_id = new.id; END`,
  ])
    await statement.execute(db);
  await sql`UPDATE item_search SET shop_id = i.shop_id, archived = i.archived FROM items i WHERE i.id = item_search.item_id`.execute(
    db,
  );
  // Tells in four index probes whether any row lies outside a shop's scope (then the count joins).
  await sql`CREATE INDEX item_search_scope ON item_search (shop_id, archived)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  await sql`DROP INDEX item_search_scope`.execute(db);
  for (const t of ['item_search_au', 'items_search_ai', 'items_search_au'])
    await sql`DROP TRIGGER ${sql.id(t)}`.execute(db);
  for (const statement of [
    sql`CREATE TRIGGER item_search_au AFTER UPDATE ON item_search BEGIN
      INSERT INTO item_search_fts(item_search_fts, rowid, name) VALUES ('delete', old.id, old.name);
      INSERT INTO item_search_fts(rowid, name) VALUES (new.id, new.name); END`,
    sql`CREATE TRIGGER items_search_ai AFTER INSERT ON items BEGIN
      INSERT INTO item_search(item_id, name) VALUES (new.id, new.name); END`,
    sql`CREATE TRIGGER items_search_au AFTER UPDATE OF name ON items BEGIN
      UPDATE item_search SET name = new.name WHERE item_id = new.id; END`,
  ])
    await statement.execute(db);
  await sql`ALTER TABLE item_search DROP COLUMN archived`.execute(db);
  await sql`ALTER TABLE item_search DROP COLUMN shop_id`.execute(db);
}
