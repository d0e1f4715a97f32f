import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { dialectOf } from '../../../db/dialect.ts';
import type { CatalogTables } from '../../../db/tables/catalog.ts';
import { memoizedQuery } from '../../../db/prepared.ts';
import { SUMMARY_COLUMNS, type ItemListFilter, type ItemRow, type ItemSummaryRow } from './items.ts';
import { countedItemsQuery, ftsPhrase, listByKeyword, nameContains, TRIGRAM } from './search.ts';
import { likePattern } from '../../../lib/like.ts';
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
  const counted = q.where('archived', '=', 0).where('inventory', 'is not', null) as Q;
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
    /** countedItemsQuery's number. */
    async countedItems(
      shopId: string,
      archived: 0 | 1 | undefined,
      status?: string,
      categoryId?: string,
    ): Promise<number> {
      return Number((await countedItemsQuery(db, shopId, archived, status, categoryId).executeTakeFirstOrThrow()).n);
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
      let base = db.selectFrom('items').where('items.shop_id', '=', f.shopId);
      if (archived !== undefined) base = base.where('items.archived', '=', archived);
      if (f.status) base = base.where('items.status', '=', f.status);
      if (f.categoryId) base = base.where('items.category_id', '=', f.categoryId);
      if (f.sku) base = base.where('items.sku', '=', f.sku);
      if (f.externalRef) base = base.where('items.external_ref', '=', f.externalRef);
      if (f.updatedSince) base = base.where('items.updated_at', '>=', f.updatedSince);
      if (f.q) {
        const q = f.q;
        // SQLite matches 3+ characters in its FTS table. Otherwise each row is tested on its name: on
        // PostgreSQL few rows get here (one sku, one external_ref, changes since a time, or a keyword
        // too short for trigrams).
        base =
          !postgres && [...q].length >= TRIGRAM
            ? base.where(
                sql<SqlBool>`items.id IN (SELECT s.item_id FROM item_search s WHERE s.id IN (SELECT rowid FROM item_search_fts WHERE item_search_fts MATCH ${ftsPhrase(q)}))`,
              )
            : base.where(nameContains(db, q));
      }
      const counted =
        f.sku === undefined && f.externalRef === undefined && f.updatedSince === undefined && f.q === undefined;
      const ordered = base.orderBy('items.updated_at').orderBy('items.id');
      // A deep page does not read the rows it skips: its first row's (updated_at, id) is found by
      // walking the filter's index alone (each holds updated_at and id), and the page seeks there.
      const start = ordered.select(['items.updated_at', 'items.id']).limit(1).offset(f.offset);
      const [rows, total] = await Promise.all([
        (f.offset === 0 ? ordered : ordered.where(sql<SqlBool>`(items.updated_at, items.id) >= (${start})`))
          .select(SUMMARY_COLUMNS)
          .limit(f.limit)
          .execute(),
        counted
          ? this.countedItems(f.shopId, archived, f.status, f.categoryId)
          : base
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
              .then((r) => Number(r.n)),
      ]);
      return { rows, total };
    },
  };
}
