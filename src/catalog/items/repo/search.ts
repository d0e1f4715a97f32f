import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { CatalogTables } from '../../../db/tables/catalog.ts';
import type { DialectName } from '../../../db/types.ts';
import { dialectOf } from '../../../db/dialect.ts';
import { likePattern } from '../../../lib/like.ts';
import { SUMMARY_COLUMNS, type ItemListFilter, type ItemSummaryRow } from './items.ts';

// Keyword search (q) of a shop's items: how a keyword matches a name on each database, and the
// list's fast path for keywords of three characters or more (listByKeyword).

/** The handle as the catalogue's repositories narrow it (itemListRepo): its tables only. */
type CatalogDb = Kysely<CatalogTables>;

/** Per-shop item counts by category, status and archived (migration 0130; maintained by triggers on items). */
type CounterTables = {
  item_counts: { shop_id: string; category_id: string; status: string; archived: number; slot: number; n: number };
};

/** Trigram search needs three characters; shorter keywords scan the shop's items with LIKE instead. */
export const TRIGRAM = 3;

/**
 * A keyword of caseless characters only (kana, kanji, hangul, digits, punctuation, spaces): for it
 * LIKE (which folds ASCII letters only) finds exactly the names the trigram index finds (which folds
 * case across Unicode), so a row can be tested on its name alone.
 */
function caseless(q: string): boolean {
  return (
    /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Common}]+$/u.test(q) &&
    [...q].every((c) => c.toLowerCase() === c && c.toUpperCase() === c)
  );
}

/**
 * q (listByKeyword): the list index is walked while the expected walk, (offset+limit)·N/M rows for
 * M matches among N items, stays under WALK_PER_MATCH·M rows; past that every match is fetched and
 * sorted. Walking wins up to about WALK_PER_MATCH rows per match: the cost of a fetched and sorted
 * match over that of a walked row (LIKE, or on SQLite the FTS match set, which costs a little per
 * match to build). Measured on SQLite at 100,000 items; on PostgreSQL at 1,000,000, a walked row
 * 0.4 µs and a fetched match 0.7 µs (docs/BENCHMARKS.md). The walk stops after WALK_SLACK expected
 * walks (matches bunched at the end of the order) and the page then comes from the matches, so no
 * page costs much more than both paths.
 */
const WALK_PER_MATCH: Record<DialectName, number> = { sqlite: 8, postgres: 2 };
/** The walk's cap, in expected walks (the matches' spread along the list order is not known). */
const WALK_SLACK = 4;

/** How a keyword is tested on a name: SQLite's LIKE folds ASCII case; on PostgreSQL, LIKE where it finds exactly what the trigram search finds (caseless), else ILIKE. */
type NameMatch = 'like' | 'ilike';
export function nameMatch(db: CatalogDb, q: string): NameMatch {
  return dialectOf(db) === 'sqlite' || caseless(q) ? 'like' : 'ilike';
}

/** The test of a name against a LIKE pattern (likePattern), as match says. */
export function nameLike(match: NameMatch, pattern: string): Expression<SqlBool> {
  return match === 'like'
    ? sql<SqlBool>`items.name LIKE ${pattern} ESCAPE '\\'`
    : sql<SqlBool>`items.name ILIKE ${pattern} ESCAPE '\\'`;
}

/** A keyword's match test for one row. */
function nameContains(db: CatalogDb, q: string): Expression<SqlBool> {
  return nameLike(nameMatch(db, q), likePattern(q));
}

/** q as an FTS5 phrase (SQLite): double quotes inside are doubled, so any keyword is taken literally. */
export function ftsPhrase(q: string): string {
  return `"${q.replace(/"/g, '""')}"`;
}

/** PostgreSQL: the item is among the shop's candidates for q in the keyword keys index (migration 0800). */
function keywordKeys(shopId: string, q: string): Expression<SqlBool> {
  return sql<SqlBool>`tenpo_item_name_keys(items.shop_id, items.name) @> tenpo_keyword_keys(${shopId}, ${q})`;
}

/** The shop's items in a list's scope (archived flag, status, category), before ordering. */
type InScope = SelectQueryBuilder<CatalogTables, 'items', object>;

/** The number of the shop's items with the archived flag, status and category given (any when undefined), from item_counts. */
export function countedItemsQuery(
  db: CatalogDb,
  shopId: string,
  archived: 0 | 1 | undefined,
  status: string | undefined,
  categoryId: string | undefined,
) {
  return db
    .withTables<CounterTables>()
    .selectFrom('item_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'))
    .where('shop_id', '=', shopId)
    .$if(archived !== undefined, (qb) => qb.where('archived', '=', archived!))
    .$if(status !== undefined, (qb) => qb.where('status', '=', status!))
    .$if(categoryId !== undefined, (qb) => qb.where('category_id', '=', categoryId!));
}

/**
 * How listByKeyword finds a keyword's matches (q of 3+ characters) among the items in scope, on
 * each database: `count` them exactly (with, in the same statement, the number of items in scope,
 * `scopeSize`), test a `walked` row, and serve a `page` from them in list order.
 */
function keywordMatching(
  db: CatalogDb,
  shopId: string,
  q: string,
  archived: 0 | 1 | undefined,
  inScope: InScope,
  scopeSize: ReturnType<typeof countedItemsQuery>,
) {
  const counted = (r: { n: number | string; size: number | string | null }) => ({
    total: Number(r.n),
    scopeSize: Number(r.size ?? 0),
  });
  if (dialectOf(db) === 'postgres') {
    const matches = inScope.where(keywordKeys(shopId, q)).where(nameContains(db, q));
    return {
      count: async () =>
        counted(
          await matches
            .select((eb) => [eb.fn.countAll<number>().as('n'), scopeSize.as('size')])
            .executeTakeFirstOrThrow(),
        ),
      walked: nameContains(db, q),
      page: (limit: number, offset: number) =>
        matches
          .select(SUMMARY_COLUMNS)
          .orderBy('items.updated_at')
          .orderBy('items.id')
          .limit(limit)
          .offset(offset)
          .execute(),
    };
  }
  const phrase = ftsPhrase(q);
  const searchScope = archived === undefined ? sql`` : sql` AND s.archived = ${archived}`;
  return {
    async count() {
      // When no item_search row lies outside the scope (other shops, the other archived state; four
      // probes of its (shop_id, archived) index), the FTS match alone counts; else each match is joined.
      const outside = sql`EXISTS (SELECT 1 FROM item_search WHERE shop_id < ${shopId}) OR EXISTS (SELECT 1 FROM item_search WHERE shop_id > ${shopId})${
        archived === undefined
          ? sql``
          : sql` OR EXISTS (SELECT 1 FROM item_search WHERE shop_id = ${shopId} AND archived < ${archived}) OR EXISTS (SELECT 1 FROM item_search WHERE shop_id = ${shopId} AND archived > ${archived})`
      }`;
      const r = await sql<{ n: number; size: number }>`SELECT CASE WHEN ${outside}
        THEN (SELECT count(*) FROM item_search_fts CROSS JOIN item_search s
          WHERE item_search_fts MATCH ${phrase} AND s.id = item_search_fts.rowid AND s.shop_id = ${shopId}${searchScope})
        ELSE (SELECT count(*) FROM item_search_fts WHERE item_search_fts MATCH ${phrase}) END AS n, (${scopeSize}) AS size`.execute(
        db,
      );
      return counted(r.rows[0]!);
    },
    walked: caseless(q)
      ? nameContains(db, q)
      : sql<SqlBool>`(SELECT s.id FROM item_search s WHERE s.item_id = items.id) IN (SELECT rowid FROM item_search_fts WHERE item_search_fts MATCH ${phrase})`,
    async page(limit: number, offset: number) {
      const columns = sql.join(SUMMARY_COLUMNS.map((c) => sql.ref(c)));
      const rows =
        await sql<ItemSummaryRow>`SELECT ${columns} FROM item_search_fts CROSS JOIN item_search s CROSS JOIN items
        WHERE item_search_fts MATCH ${phrase} AND s.id = item_search_fts.rowid AND s.shop_id = ${shopId}${searchScope}
          AND items.id = s.item_id AND items.shop_id = ${shopId}${archived === undefined ? sql`` : sql` AND items.archived = ${archived}`}
        ORDER BY items.updated_at, items.id LIMIT ${limit} OFFSET ${offset}`.execute(db);
      return rows.rows;
    },
  };
}

/**
 * q of 3+ characters with no filter but archived (and on PostgreSQL status and category, whose
 * counts item_counts holds as SQLite's search tables do not): the exact total first, then the page without
 * materialising and sorting every match unless the matches are few. The page is walked along the
 * list index (stopping at offset+limit matches) or served from the matches: see WALK_PER_MATCH.
 * Same rows and order as the general query. Where the matches come from (keywordMatching):
 * - SQLite: the FTS5 trigram match (migration 0140). It is counted alone when item_search holds
 *   no row outside the shop and archived scope, else joined to each match's item_search row by
 *   rowid for its shop and archived flag (dearer per match, and every shop's matches;
 *   docs/BENCHMARKS.md).
 * - PostgreSQL: the shop's keyword keys (migration 0800), each candidate rechecked with LIKE.
 */
export async function listByKeyword(
  db: CatalogDb,
  f: ItemListFilter,
  q: string,
  archived: 0 | 1 | undefined,
): Promise<{ rows: ItemSummaryRow[]; total: number }> {
  let inScope = db.selectFrom('items').where('items.shop_id', '=', f.shopId);
  if (archived !== undefined) inScope = inScope.where('items.archived', '=', archived);
  if (f.status) inScope = inScope.where('items.status', '=', f.status);
  if (f.categoryId) inScope = inScope.where('items.category_id', '=', f.categoryId);
  const matching = keywordMatching(
    db,
    f.shopId,
    q,
    archived,
    inScope,
    countedItemsQuery(db, f.shopId, archived, f.status, f.categoryId),
  );
  const { total, scopeSize: shopSize } = await matching.count();
  if (f.offset >= total) return { rows: [], total };
  const wanted = Math.min(f.limit, total - f.offset);
  const walk = ((f.offset + wanted) * shopSize) / total;
  if (walk <= WALK_PER_MATCH[dialectOf(db)] * total) {
    // The walk ends at the cap-th row of the list (found in the index alone), in case the matches
    // bunch towards the end of the order; the matches then serve the page.
    const cap = Math.ceil(WALK_SLACK * walk) + f.limit;
    const end =
      cap < shopSize
        ? await inScope
            .select(['items.updated_at', 'items.id'])
            .orderBy('items.updated_at')
            .orderBy('items.id')
            .limit(1)
            .offset(cap - 1)
            .executeTakeFirst()
        : undefined;
    const rows = await inScope
      .select(SUMMARY_COLUMNS)
      .$if(end !== undefined, (qb) =>
        qb.where((eb) => eb(eb.refTuple('items.updated_at', 'items.id'), '<=', eb.tuple(end!.updated_at, end!.id))),
      )
      .where(matching.walked)
      .orderBy('items.updated_at')
      .orderBy('items.id')
      .limit(f.limit)
      .offset(f.offset)
      .execute();
    if (rows.length === wanted) return { rows, total };
  }
  return { rows: await matching.page(f.limit, f.offset), total };
}
