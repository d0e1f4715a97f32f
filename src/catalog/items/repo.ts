import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { DialectName } from '../../db/types.ts';
import { dialectOf } from '../../db/dialect.ts';
import { jsonHelpers, jsonValue } from '../../db/json.ts';
import { memoizedQuery } from '../../db/prepared.ts';
import { fixedStatement, insertRow } from '../../db/compiled.ts';
import type { CatalogTables } from '../tables.ts';

export type ItemRow = CatalogTables['items'];
export type AxisRow = CatalogTables['item_variation_axes'];
export type AxisValueRow = CatalogTables['item_axis_values'];
export type VariantRow = CatalogTables['item_variants'];
export type OptionRow = CatalogTables['item_options'];
export type ChoiceRow = CatalogTables['item_option_choices'];
export type ComponentRow = CatalogTables['bundle_components'];
export type HistoryRow = CatalogTables['item_history'];

/** An item with its variants, options and option choices, each list ordered by sort (ties by id). */
export type ItemWithParts = ItemRow & { variants: VariantRow[]; options: OptionRow[]; choices: ChoiceRow[] };

// Every column of the parts, named: SQLite's json_object takes its keys one by one.
const VARIANT_COLUMNS = [
  'v.id',
  'v.shop_id',
  'v.item_id',
  'v.sku',
  'v.name',
  'v.price_amount',
  'v.inventory',
  'v.discount_rate',
  'v.status',
  'v.axis_values',
  'v.sort',
  'v.created_at',
  'v.updated_at',
] as const;
const OPTION_COLUMNS = [
  'o.id',
  'o.shop_id',
  'o.item_id',
  'o.type',
  'o.label',
  'o.description',
  'o.required',
  'o.price_amount',
  'o.sort',
] as const;
const CHOICE_COLUMNS = ['c.id', 'c.shop_id', 'c.item_id', 'c.option_id', 'c.text', 'c.price_amount', 'c.sort'] as const;

export interface ItemListFilter {
  shopId: string;
  limit: number;
  offset: number;
  categoryId?: string;
  q?: string;
  status?: 'active' | 'inactive';
  sku?: string;
  externalRef?: string;
  updatedSince?: string;
  archived: 'exclude' | 'include' | 'only';
}

/** The columns of an item summary (GET /v1/items entries). */
const SUMMARY_COLUMNS = [
  'items.id',
  'items.sku',
  'items.name',
  'items.status',
  'items.kind',
  'items.price_amount',
  'items.inventory',
  'items.for_gift',
  'items.category_id',
  'items.created_at',
  'items.updated_at',
  'items.sell_from',
  'items.sell_by',
  'items.external_ref',
  'items.managed_by_client_id',
  'items.archived',
] as const;
export type ItemSummaryRow = Pick<
  ItemRow,
  | 'id'
  | 'sku'
  | 'name'
  | 'status'
  | 'kind'
  | 'price_amount'
  | 'inventory'
  | 'for_gift'
  | 'category_id'
  | 'created_at'
  | 'updated_at'
  | 'sell_from'
  | 'sell_by'
  | 'external_ref'
  | 'managed_by_client_id'
  | 'archived'
>;

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

/** Largest stock a counter may hold (PostgreSQL integer columns stop at 2^31 − 1). */
export const MAX_INVENTORY = 1_000_000_000;

function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Per-shop item counts by category, status and archived (migration 0130; maintained by triggers on items). */
type CounterTables = {
  item_counts: { shop_id: string; category_id: string; status: string; archived: number; slot: number; n: number };
};

/** Per-shop catalogue versions (migration 0150; bumped by triggers on items and item_images). */
type VersionTables = { catalog_versions: { shop_id: string; slot: number; version: number } };

/**
 * The shop's catalogue version (the sum over its slots): it grows with every committed change to
 * items or their images. Read on every list request, so memoized until the next commit.
 */
export function catalogVersionQuery(db: Db): (shopId: string) => Promise<number> {
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

/** Trigram search needs three characters; shorter keywords scan the shop's items with LIKE instead. */
const TRIGRAM = 3;

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

/**
 * A keyword's match test for one row. SQLite's LIKE folds ASCII case; on PostgreSQL, LIKE where it
 * finds exactly what the trigram search finds (caseless), else ILIKE.
 */
function nameContains(db: Db, q: string): Expression<SqlBool> {
  return dialectOf(db) === 'sqlite' || caseless(q)
    ? sql<SqlBool>`items.name LIKE ${likePattern(q)} ESCAPE '\\'`
    : sql<SqlBool>`items.name ILIKE ${likePattern(q)} ESCAPE '\\'`;
}

/** q as an FTS5 phrase (SQLite): double quotes inside are doubled, so any keyword is taken literally. */
function ftsPhrase(q: string): string {
  return `"${q.replace(/"/g, '""')}"`;
}

/** PostgreSQL: the item is among the shop's candidates for q in the keyword keys index (migration 0800). */
function keywordKeys(shopId: string, q: string): Expression<SqlBool> {
  return sql<SqlBool>`tenpo_item_name_keys(items.shop_id, items.name) @> tenpo_keyword_keys(${shopId}, ${q})`;
}

/** The shop's items in a list's scope (archived flag, status, category), before ordering. */
type InScope = SelectQueryBuilder<Database, 'items', object>;

/** The number of the shop's items with the archived flag, status and category given (any when undefined), from item_counts. */
function countedItemsQuery(
  db: Db,
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
  db: Db,
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

/** Every item create and edit checks its category: compiled once. */
const categoryById = fixedStatement((db, p: { shopId: string; id: string }) =>
  db.selectFrom('categories').select(['id', 'name']).where('shop_id', '=', p.shopId).where('id', '=', p.id),
);

/** Everything about items that touches SQL. Pass a transaction for writes that must go together. */
export function itemsRepo(db: Db) {
  return {
    findItem(shopId: string, id: string) {
      return db.selectFrom('items').selectAll().where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst();
    },
    /** The item row locked for the rest of the transaction (PostgreSQL; SQLite's BEGIN IMMEDIATE already serialises writers). */
    findItemForUpdate(shopId: string, id: string) {
      const q = db.selectFrom('items').selectAll().where('shop_id', '=', shopId).where('id', '=', id);
      return (dialectOf(db) === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
    },
    findItems(shopId: string, ids: string[]) {
      if (ids.length === 0) return Promise.resolve([] as ItemRow[]);
      return db.selectFrom('items').selectAll().where('shop_id', '=', shopId).where('id', 'in', ids).execute();
    },
    insertItem(row: ItemRow) {
      return insertRow(db, 'items', row);
    },
    updateItem(shopId: string, id: string, patch: Partial<ItemRow>) {
      return db.updateTable('items').set(patch).where('shop_id', '=', shopId).where('id', '=', id).execute();
    },
    async findCategory(shopId: string, id: string) {
      return (await categoryById(db, { shopId, id })).rows[0];
    },
    categoryNames(shopId: string, ids: string[]) {
      if (ids.length === 0) return Promise.resolve([] as { id: string; name: string }[]);
      return db
        .selectFrom('categories')
        .select(['id', 'name'])
        .where('shop_id', '=', shopId)
        .where('id', 'in', ids)
        .execute();
    },
    images(itemIds: string[]) {
      if (itemIds.length === 0) return Promise.resolve([] as { id: string; item_id: string; sort: number }[]);
      return db
        .selectFrom('item_images')
        .select(['id', 'item_id', 'sort'])
        .where('item_id', 'in', itemIds)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },
    axes(itemId: string) {
      return db.selectFrom('item_variation_axes').selectAll().where('item_id', '=', itemId).orderBy('sort').execute();
    },
    axisValues(itemId: string) {
      return db
        .selectFrom('item_axis_values')
        .selectAll()
        .where('item_id', '=', itemId)
        .orderBy('axis_id')
        .orderBy('sort')
        .execute();
    },
    insertAxes(axes: AxisRow[], values: AxisValueRow[]) {
      return (async () => {
        if (axes.length) await db.insertInto('item_variation_axes').values(axes).execute();
        if (values.length) await db.insertInto('item_axis_values').values(values).execute();
      })();
    },
    variants(itemId: string) {
      return db.selectFrom('item_variants').selectAll().where('item_id', '=', itemId).orderBy('sort').execute();
    },
    findVariant(shopId: string, itemId: string, variantId: string) {
      return db
        .selectFrom('item_variants')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('item_id', '=', itemId)
        .where('id', '=', variantId)
        .executeTakeFirst();
    },
    async nextVariantSort(itemId: string): Promise<number> {
      const r = await db
        .selectFrom('item_variants')
        .select((eb) => eb.fn.max('sort').as('max'))
        .where('item_id', '=', itemId)
        .executeTakeFirst();
      return r?.max == null ? 0 : Number(r.max) + 1;
    },
    insertVariants(rows: VariantRow[]) {
      return rows.length ? db.insertInto('item_variants').values(rows).execute() : Promise.resolve();
    },
    updateVariant(id: string, patch: Partial<VariantRow>) {
      return db.updateTable('item_variants').set(patch).where('id', '=', id).execute();
    },
    options(itemId: string) {
      return db.selectFrom('item_options').selectAll().where('item_id', '=', itemId).orderBy('sort').execute();
    },
    choices(itemId: string) {
      return db
        .selectFrom('item_option_choices')
        .selectAll()
        .where('item_id', '=', itemId)
        .orderBy('option_id')
        .orderBy('sort')
        .execute();
    },
    async replaceOptions(itemId: string, options: OptionRow[], choices: ChoiceRow[]) {
      await db.deleteFrom('item_option_choices').where('item_id', '=', itemId).execute();
      await db.deleteFrom('item_options').where('item_id', '=', itemId).execute();
      await this.insertOptions(options, choices);
    },
    /** A new item's options (nothing to replace). */
    async insertOptions(options: OptionRow[], choices: ChoiceRow[]) {
      if (options.length) await db.insertInto('item_options').values(options).execute();
      if (choices.length) await db.insertInto('item_option_choices').values(choices).execute();
    },
    components(bundleItemId: string) {
      return db
        .selectFrom('bundle_components')
        .selectAll()
        .where('bundle_item_id', '=', bundleItemId)
        .orderBy('sort')
        .execute();
    },
    /** Inventory of each component (null = unlimited); variants' stock is not part of a bundle. */
    componentStock(bundleItemId: string) {
      return db
        .selectFrom('bundle_components as b')
        .innerJoin('items as i', 'i.id', 'b.component_item_id')
        .select(['b.quantity', 'i.inventory'])
        .where('b.bundle_item_id', '=', bundleItemId)
        .execute();
    },
    async replaceComponents(bundleItemId: string, rows: ComponentRow[]) {
      await db.deleteFrom('bundle_components').where('bundle_item_id', '=', bundleItemId).execute();
      await this.insertComponents(rows);
    },
    /** A new bundle's components (nothing to replace). */
    async insertComponents(rows: ComponentRow[]) {
      if (rows.length) await db.insertInto('bundle_components').values(rows).execute();
    },
    /**
     * Adds each delta to its item's counted stock, in one statement (each id once), guarded so it stays
     * within 0 and MAX_INVENTORY: answers the new stock of each item moved (the guard, or an unlimited or
     * missing item, leaves one out). On PostgreSQL the rows are locked in id order first, so concurrent
     * multi-item moves never wait in a cycle.
     */
    async addStocks(shopId: string, moves: { id: string; delta: number }[], now: string): Promise<Map<string, number>> {
      if (moves.length === 0) return new Map();
      const values = sql.join(moves.map((m) => sql`(${m.id}, cast(${m.delta} as bigint))`));
      const lock =
        dialectOf(db) === 'postgres'
          ? sql`, l as (select i.id from items i join m on m.id = i.id where i.shop_id = ${shopId} order by i.id for update of i)`
          : sql``;
      const { rows } = await sql<{ id: string; inventory: number }>`with m(id, delta) as (values ${values})${lock}
        update items set inventory = items.inventory + m.delta, updated_at = ${now}
        from m where items.id = m.id and items.shop_id = ${shopId} and items.inventory is not null
        and items.inventory + m.delta between 0 and ${MAX_INVENTORY}
        ${dialectOf(db) === 'postgres' ? sql`and items.id in (select id from l)` : sql``}
        returning items.id, items.inventory`.execute(db);
      return new Map(rows.map((r) => [r.id, r.inventory]));
    },
    /** addStocks for variants (whose stock is always counted); their items' updated_at moves too. */
    async addVariantStocks(
      shopId: string,
      moves: { itemId: string; id: string; delta: number }[],
      now: string,
    ): Promise<Map<string, number>> {
      if (moves.length === 0) return new Map();
      const values = sql.join(moves.map((m) => sql`(${m.itemId}, ${m.id}, cast(${m.delta} as bigint))`));
      const lock =
        dialectOf(db) === 'postgres'
          ? sql`, l as (select v.id from item_variants v join m on m.id = v.id where v.shop_id = ${shopId} order by v.id for update of v)`
          : sql``;
      const { rows } = await sql<{
        id: string;
        item_id: string;
        inventory: number;
      }>`with m(item_id, id, delta) as (values ${values})${lock}
        update item_variants set inventory = item_variants.inventory + m.delta, updated_at = ${now}
        from m where item_variants.id = m.id and item_variants.item_id = m.item_id and item_variants.shop_id = ${shopId}
        and item_variants.inventory + m.delta between 0 and ${MAX_INVENTORY}
        ${dialectOf(db) === 'postgres' ? sql`and item_variants.id in (select id from l)` : sql``}
        returning item_variants.id, item_variants.item_id, item_variants.inventory`.execute(db);
      const items = [...new Set(rows.map((r) => r.item_id))].sort();
      if (items.length)
        await db
          .updateTable('items')
          .set({ updated_at: now })
          .where('shop_id', '=', shopId)
          .where('id', 'in', items)
          .execute();
      return new Map(rows.map((r) => [r.id, r.inventory]));
    },
    /**
     * The stock level (null = unlimited) of each stock record that exists, by item or variant id, in one
     * read per table: a variant only under the item it is named with.
     */
    async stockLevels(shopId: string, stocks: { itemId: string; variantId: string | null }[]) {
      const read = async (table: 'items' | 'item_variants', ids: string[]) =>
        ids.length === 0
          ? []
          : db
              .selectFrom(table)
              .select(['id', 'inventory', table === 'items' ? 'id as item_id' : 'item_id'])
              .where('shop_id', '=', shopId)
              .where('id', 'in', ids)
              .execute();
      const itemIds = stocks.flatMap((s) => (s.variantId ? [] : s.itemId));
      const variantIds = stocks.flatMap((s) => s.variantId ?? []);
      const rows = [...(await read('items', itemIds)), ...(await read('item_variants', variantIds))];
      const itemOf = new Map(stocks.map((s) => [s.variantId ?? s.itemId, s.itemId]));
      return new Map(rows.filter((r) => itemOf.get(r.id) === r.item_id).map((r) => [r.id, r.inventory]));
    },
    /** Sets an item's stock (null = unlimited): the row as written, or undefined when the shop has no such item. */
    setStock(shopId: string, itemId: string, inventory: number | null, now: string) {
      return db
        .updateTable('items')
        .set({ inventory, updated_at: now })
        .where('id', '=', itemId)
        .where('shop_id', '=', shopId)
        .returning('inventory')
        .executeTakeFirst();
    },
    /** setStock for a variant. */
    async setVariantStock(
      shopId: string,
      itemId: string,
      variantId: string,
      inventory: number,
      now: string,
    ): Promise<number | undefined> {
      const row = await db
        .updateTable('item_variants')
        .set({ inventory, updated_at: now })
        .where('id', '=', variantId)
        .where('item_id', '=', itemId)
        .where('shop_id', '=', shopId)
        .returning('inventory')
        .executeTakeFirst();
      return row?.inventory;
    },
    /** The staff console's list: newest update first, name containing q (any case) when given. */
    listForStaff(shopId: string, q: string, limit: number, offset: number): Promise<StaffItemRow[]> {
      let query = db.selectFrom('items').select(STAFF_COLUMNS).where('shop_id', '=', shopId);
      if (q) query = query.where(sql<boolean>`lower(name) like lower(${likePattern(q)}) escape '\\'`);
      return query.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
    },

    // What selling reads of many items at once (src/catalog/sales.ts: the storefront, orders, the demo seeder).
    /**
     * The shop's items among ids (unknown ids are left out) with their variants, options and
     * choices, in one statement: each list a JSON array aggregated in the database.
     */
    async itemsWithParts(shopId: string, ids: string[]): Promise<ItemWithParts[]> {
      if (ids.length === 0) return [];
      const { jsonArrayFrom } = jsonHelpers(db);
      const rows = await db
        .selectFrom('items as i')
        .selectAll('i')
        .select((eb) => [
          jsonArrayFrom(
            eb
              .selectFrom('item_variants as v')
              .select(VARIANT_COLUMNS)
              .whereRef('v.item_id', '=', 'i.id')
              .orderBy('v.sort')
              .orderBy('v.id'),
          ).as('variants'),
          jsonArrayFrom(
            eb
              .selectFrom('item_options as o')
              .select(OPTION_COLUMNS)
              .whereRef('o.item_id', '=', 'i.id')
              .orderBy('o.sort')
              .orderBy('o.id'),
          ).as('options'),
          jsonArrayFrom(
            eb
              .selectFrom('item_option_choices as c')
              .select(CHOICE_COLUMNS)
              .whereRef('c.item_id', '=', 'i.id')
              .orderBy('c.sort')
              .orderBy('c.id'),
          ).as('choices'),
        ])
        .where('i.shop_id', '=', shopId)
        .where('i.id', 'in', ids)
        .execute();
      return rows.map((r) => ({
        ...r,
        variants: jsonValue<VariantRow[]>(r.variants),
        options: jsonValue<OptionRow[]>(r.options),
        choices: jsonValue<ChoiceRow[]>(r.choices),
      }));
    },
    componentsOfBundles(bundleItemIds: string[]) {
      if (bundleItemIds.length === 0) return Promise.resolve([] as ComponentRow[]);
      return db
        .selectFrom('bundle_components')
        .selectAll()
        .where('bundle_item_id', 'in', bundleItemIds)
        .orderBy('sort')
        .execute();
    },
    /** Items on sale now without a per-shopper limit, by id. */
    unlimitedItemsOnSale(shopId: string, now: string) {
      return db
        .selectFrom('items')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('status', '=', 'active')
        .where('archived', '=', 0)
        .where('selling_limits', 'is', null)
        .where((eb) => eb.or([eb('sell_from', 'is', null), eb('sell_from', '<=', now)]))
        .where((eb) => eb.or([eb('sell_by', 'is', null), eb('sell_by', '>=', now)]))
        .orderBy('id')
        .execute();
    },
    /** Stock records (counted items, variants) holding less than `below`. */
    async lowStock(shopId: string, below: number) {
      const [items, variants] = await Promise.all([
        db.selectFrom('items').select(['id']).where('shop_id', '=', shopId).where('inventory', '<', below).execute(),
        db
          .selectFrom('item_variants')
          .select(['id', 'item_id'])
          .where('shop_id', '=', shopId)
          .where('inventory', '<', below)
          .execute(),
      ]);
      return { items, variants };
    },
    insertHistory(row: HistoryRow) {
      return db.insertInto('item_history').values(row).execute();
    },
    async history(itemId: string, limit: number, offset: number) {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('item_history')
          .selectAll()
          .where('item_id', '=', itemId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('item_history')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('item_id', '=', itemId)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

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
    async listByKeyword(
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
        return this.listByKeyword(f, f.q, archived);
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
