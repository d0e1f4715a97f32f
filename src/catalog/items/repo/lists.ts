import { sql, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { dialectOf } from '../../../db/dialect.ts';
import type { CatalogTables } from '../../../db/tables/catalog.ts';
import { memoizedQuery } from '../../../db/prepared.ts';
import { SUMMARY_COLUMNS, type ItemListFilter, type ItemRow, type ItemSummaryRow } from './items.ts';
import { countedItemsQuery, ftsPhrase, listByKeyword, nameLike, nameMatch, TRIGRAM } from './search.ts';
import { likePattern } from '../../../lib/like.ts';
import { shapedStatement } from '../../../db/compiled.ts';
import { ownTables } from '../../../db/own-tables.ts';

/** The columns the staff console shows of an item (src/catalog/items/views.ts staffItemView). */
const STAFF_COLUMNS = [
  'id',
  'sku',
  'name',
  'kind',
  'status',
  'archived',
  'price_amount',
  'discount_rate',
  'tax_rate',
  'inventory',
  'description',
  'managed_by_client_id',
  'edited_by_hand',
  'updated_at',
] as const;
export type StaffItemRow = Pick<ItemRow, (typeof STAFF_COLUMNS)[number]>;

/** Items with counted stock at or below this (and above 0) are low in stock. */
export const LOW_STOCK = 5;
export type StockLevel = 'out' | 'low';
export interface StaffItemFilter {
  q?: string;
  stock?: StockLevel;
}

/** The condition of a stock level, written as the partial index items_stock (migration 0870) is, so both planners use it. */
function stockLevel<Q extends SelectQueryBuilder<Pick<CatalogTables, 'items'>, 'items', object>>(
  q: Q,
  level: StockLevel,
): Q {
  // A literal, as items_stock's condition: SQLite uses a partial index only for the very condition it names.
  const counted = q.where('archived', '=', sql.lit(0)).where('inventory', 'is not', null) as Q;
  return (
    level === 'out'
      ? counted.where('inventory', '=', 0)
      : counted.where('inventory', '>', 0).where('inventory', '<=', LOW_STOCK)
  ) as Q;
}

/** Per-shop catalogue versions (migration 0150; bumped by triggers on items and item_images). */
type VersionTables = { catalog_versions: { shop_id: string; slot: number; version: number } };

/**
 * The shop's catalogue version (the sum over its slots): it grows with every committed change to
 * items or their images. Read on every list request, so memoized until the next commit.
 */
export function catalogVersionQuery(handle: Db): (shopId: string) => Promise<number> {
  const db = ownTables<CatalogTables>(handle);
  const query = memoizedQuery(
    db,
    db
      .withTables<VersionTables>()
      .selectFrom('catalog_versions')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('version'), eb.lit(0)).as('v'))
      .where('shop_id', '=', ''),
  );
  return async (shopId) => Number((await query(shopId))?.v ?? 0);
}

/** The lists of a shop's items (GET /v1/items with its filters, the staff console's list); keyword search is in search.ts. */
export function itemListRepo(handle: Db) {
  const db = ownTables<CatalogTables>(handle);
  return {
    /**
     * The staff console's list: newest update first, name containing q (any case) when given; with
     * `stock`, only the unarchived items whose counted stock is out (0) or low (1 to LOW_STOCK),
     * lowest first (served by items_stock, migration 0870).
     */
    listForStaff(shopId: string, f: StaffItemFilter, limit: number, offset: number): Promise<StaffItemRow[]> {
      let query = db.selectFrom('items').select(STAFF_COLUMNS).where('shop_id', '=', shopId);
      if (f.q) query = query.where(sql<boolean>`lower(name) like lower(${likePattern(f.q)}) escape '\\'`);
      if (f.stock) query = stockLevel(query, f.stock).orderBy('inventory');
      return query.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
    },
    /** How many unarchived items are out of stock and how many low (the home page's alerts). */
    async stockAlerts(shopId: string): Promise<Record<StockLevel, number>> {
      const count = async (level: StockLevel) =>
        Number(
          (
            await stockLevel(db.selectFrom('items').where('shop_id', '=', shopId), level)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const [out, low] = await Promise.all([count('out'), count('low')]);
      return { out, low };
    },
    /**
     * One page of a shop's items, ordered by updated_at then id (summary columns only), and the
     * total. Each filter is served by an index: (shop_id, archived|status|category_id, updated_at, id),
     * the unique (shop_id, sku), (shop_id, external_ref), and for q a trigram index (FTS5 on SQLite,
     * migration 0110; the shop's keyword keys on PostgreSQL, migration 0800). Pages past
     * the first seek to their first row, found in the filter's index alone. The total of the archived/status/category filters is
     * the sum of the shop's item_counts rows (kept by triggers; migration 0130); sku and
     * external_ref match at most a few rows, and updated_since (incremental reads) and q count
     * their matches exactly, without sorting or reading the items' rows beyond the match.
     * q without sku, external_ref and updated_since is served by listByKeyword (on SQLite, without
     * status and category too).
     */
    async list(f: ItemListFilter): Promise<{ rows: ItemSummaryRow[]; total: number }> {
      const postgres = dialectOf(db) === 'postgres';
      const archived = f.archived === 'include' ? undefined : f.archived === 'only' ? 1 : 0;
      if (
        f.q !== undefined &&
        [...f.q].length >= TRIGRAM &&
        ((f.status === undefined && f.categoryId === undefined) || postgres) &&
        f.sku === undefined &&
        f.externalRef === undefined &&
        f.updatedSince === undefined
      )
        return listByKeyword(db, f, f.q, archived);
      const q = f.q;
      const match = q === undefined ? undefined : !postgres && [...q].length >= TRIGRAM ? 'fts' : nameMatch(db, q);
      const shape = listShape({
        archived: archived !== undefined,
        status: f.status !== undefined,
        category: f.categoryId !== undefined,
        sku: f.sku !== undefined,
        externalRef: f.externalRef !== undefined,
        updatedSince: f.updatedSince !== undefined,
        fts: match === 'fts',
        like: match === 'like',
        ilike: match === 'ilike',
        deep: f.offset > 0,
      });
      const p: ListParameters = {
        shopId: f.shopId,
        archived: archived ?? 0,
        status: f.status ?? '',
        categoryId: f.categoryId ?? '',
        sku: f.sku ?? '',
        externalRef: f.externalRef ?? '',
        updatedSince: f.updatedSince ?? '',
        q: q === undefined ? '' : match === 'fts' ? ftsPhrase(q) : likePattern(q),
        offset: f.offset,
        limit: f.limit,
      };
      const counted =
        f.sku === undefined && f.externalRef === undefined && f.updatedSince === undefined && f.q === undefined;
      const [rows, total] = await Promise.all([
        listPage(db, shape, p).then((r) => r.rows),
        (counted ? countedInScope : countMatches)(db, shape, p).then((r) => Number(r.rows[0]!.n)),
      ]);
      return { rows, total };
    },
  };
}

/** The filters an item list request gives and how its keyword matches: the shape of its statements. */
const SHAPE_FLAGS = [
  'archived',
  'status',
  'category',
  'sku',
  'externalRef',
  'updatedSince',
  'fts',
  'like',
  'ilike',
  'deep',
] as const;
type ShapeFlag = (typeof SHAPE_FLAGS)[number];
const listShape = (flags: Record<ShapeFlag, boolean>) => SHAPE_FLAGS.filter((flag) => flags[flag]).join(',');
const has = (shape: string, flag: ShapeFlag) => shape.split(',').includes(flag);

/** A list request's values; those its shape leaves out are not in its statements. q is the FTS phrase or LIKE pattern. */
interface ListParameters extends Record<string, unknown> {
  shopId: string;
  archived: 0 | 1;
  status: string;
  categoryId: string;
  sku: string;
  externalRef: string;
  updatedSince: string;
  q: string;
  offset: number;
  limit: number;
}

/** The shop's items that pass the shape's filters, before ordering (see itemListRepo.list). */
function inList(db: Kysely<CatalogTables>, shape: string, p: ListParameters) {
  let base = db.selectFrom('items').where('items.shop_id', '=', p.shopId);
  if (has(shape, 'archived')) base = base.where('items.archived', '=', p.archived);
  if (has(shape, 'status')) base = base.where('items.status', '=', p.status as 'active' | 'inactive');
  if (has(shape, 'category')) base = base.where('items.category_id', '=', p.categoryId);
  if (has(shape, 'sku')) base = base.where('items.sku', '=', p.sku);
  if (has(shape, 'externalRef')) base = base.where('items.external_ref', '=', p.externalRef);
  if (has(shape, 'updatedSince')) base = base.where('items.updated_at', '>=', p.updatedSince);
  // SQLite matches 3+ characters in its FTS table. Otherwise each row is tested on its name: on
  // PostgreSQL few rows get here (one sku, one external_ref, changes since a time, or a keyword
  // too short for trigrams).
  if (has(shape, 'fts'))
    base = base.where(
      sql<SqlBool>`items.id IN (SELECT s.item_id FROM item_search s WHERE s.id IN (SELECT rowid FROM item_search_fts WHERE item_search_fts MATCH ${p.q}))`,
    );
  if (has(shape, 'like') || has(shape, 'ilike'))
    base = base.where(nameLike(has(shape, 'like') ? 'like' : 'ilike', p.q));
  return base;
}

// Each compiled once per dialect and shape: an item page runs them on every uncached request.
const listPage = shapedStatement((db: Kysely<CatalogTables>, shape: string, p: ListParameters) => {
  const ordered = inList(db, shape, p).orderBy('items.updated_at').orderBy('items.id');
  // A deep page does not read the rows it skips: its first row's (updated_at, id) is found by
  // walking the filter's index alone (each holds updated_at and id), and the page seeks there.
  const start = ordered.select(['items.updated_at', 'items.id']).limit(sql.lit(1)).offset(p.offset);
  return (has(shape, 'deep') ? ordered.where(sql<SqlBool>`(items.updated_at, items.id) >= (${start})`) : ordered)
    .select(SUMMARY_COLUMNS)
    .limit(p.limit);
});
const countMatches = shapedStatement((db: Kysely<CatalogTables>, shape: string, p: ListParameters) =>
  inList(db, shape, p).select((eb) => eb.fn.countAll<number>().as('n')),
);
const countedInScope = shapedStatement((db: Kysely<CatalogTables>, shape: string, p: ListParameters) =>
  countedItemsQuery(
    db,
    p.shopId,
    has(shape, 'archived') ? p.archived : undefined,
    has(shape, 'status') ? p.status : undefined,
    has(shape, 'category') ? p.categoryId : undefined,
  ),
);
