import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';
import { trigramOps, trigramSchema } from './0110_items_search.ts';

/**
 * PostgreSQL only: GET /v1/items?q= finds a shop's matches through keys that belong to the shop.
 * Each item is indexed (GIN, array_ops) under its name's pg_trgm trigrams, each prefixed with its
 * shop id, plus the bare shop id (`tenpo_item_name_keys`). A keyword is looked up by the trigrams
 * every name containing it must have (`tenpo_keyword_keys`), so the index hands over only this
 * shop's candidates, and each is rechecked with LIKE.
 *
 * It replaces migration 0700's GIN index over (shop_id, name trigrams). There, every lookup also
 * walked the shop_id entry, a posting tree of all the shop's items: 0.45 ms of a rare keyword's
 * 0.5 ms at 1,000,000 items, against 0.01 ms here (docs/BENCHMARKS.md).
 *
 * The trigrams a name containing q must have are those of q that are not padding at its two ends
 * (where q may sit inside a longer word). pg_trgm shows multibyte trigrams only as hashes, so the
 * padded ones cannot be told apart by looking. They are found as the trigrams of q that are also
 * trigrams of q wrapped in letters on both sides, with two different wrappers: a wrapper that q
 * itself starts or ends with cannot then keep a padded trigram.
 *
 * A keyword with no such trigram ("a..", punctuation) gets the bare shop id instead: every item of
 * the shop, rechecked.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  const showTrgm = sql.raw(`${await trigramSchema(db)}.show_trgm`);
  await sql`CREATE FUNCTION tenpo_item_name_keys(shop_id text, name text) RETURNS text[]
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$ SELECT shop_id || array(SELECT shop_id || '/' || t FROM unnest(${showTrgm}(name)) t) $$`.execute(db);
  await sql`CREATE FUNCTION tenpo_keyword_keys(shop_id text, q text) RETURNS text[]
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$ SELECT coalesce(nullif(array(
      SELECT shop_id || '/' || t FROM unnest(${showTrgm}(q)) t
      INTERSECT SELECT shop_id || '/' || t FROM unnest(${showTrgm}('x' || q || 'x')) t
      INTERSECT SELECT shop_id || '/' || t FROM unnest(${showTrgm}('y' || q || 'y')) t), '{}'), ARRAY[shop_id]) $$`.execute(
    db,
  );
  await sql`CREATE INDEX items_keyword_keys ON items USING gin (tenpo_item_name_keys(shop_id, name))`.execute(db);
  await sql`DROP INDEX items_shop_name_trgm`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`CREATE INDEX items_shop_name_trgm ON items USING gin (shop_id, name ${await trigramOps(db)})`.execute(db);
  await sql`DROP INDEX items_keyword_keys`.execute(db);
  await sql`DROP FUNCTION tenpo_keyword_keys(text, text)`.execute(db);
  await sql`DROP FUNCTION tenpo_item_name_keys(text, text)`.execute(db);
}
