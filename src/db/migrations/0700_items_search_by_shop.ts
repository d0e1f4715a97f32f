import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';
import { trigramOps } from './0110_items_search.ts';

/**
 * PostgreSQL only: GET /v1/items?q= finds a shop's matches in one GIN index over (shop_id, name
 * trigrams) (btree_gin supplies shop_id's operator class), so neither the page nor the exact total
 * reads another shop's matches, whatever the deployment's other shops hold. It replaces the
 * name-only trigram index of migration 0110. SQLite restricts its FTS5 matches to the shop through
 * item_search (migration 0140) and needs nothing here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`CREATE EXTENSION IF NOT EXISTS btree_gin`.execute(db);
  await sql`CREATE INDEX items_shop_name_trgm ON items USING gin (shop_id, name ${await trigramOps(db)})`.execute(db);
  await sql`DROP INDEX items_name_trgm`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`CREATE INDEX items_name_trgm ON items USING gin (name ${await trigramOps(db)})`.execute(db);
  await sql`DROP INDEX items_shop_name_trgm`.execute(db);
}
