import { sql, type Insertable, type Kysely, type QueryResult } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { chunks } from '../../../db/chunks.ts';
import { dialectOf } from '../../../db/dialect.ts';
import { fixedStatement, insertRow, shapedStatement } from '../../../db/compiled.ts';
import type { CatalogTables } from '../../../db/tables/catalog.ts';
import { inShop } from '../../../db/plans.ts';
import { ownTables } from '../../../db/own-tables.ts';
import { updateManyById } from '../../../db/update-many.ts';
import { allPartsOf, editedPartsOf, imagesOf, variationPartsOf, type ItemParts } from './parts.ts';

export type ItemRow = CatalogTables['items'];
export type AxisRow = CatalogTables['item_variation_axes'];
export type AxisValueRow = CatalogTables['item_axis_values'];
export type VariantRow = CatalogTables['item_variants'];
export type OptionRow = CatalogTables['item_options'];
export type ChoiceRow = CatalogTables['item_option_choices'];
export type ComponentRow = CatalogTables['bundle_components'];
export type HistoryRow = CatalogTables['item_history'];

// What every list of items shares (lists.ts, search.ts): its filter and the columns of an entry.
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
export const SUMMARY_COLUMNS = [
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
/** An item summary's row: the columns SUMMARY_COLUMNS names. */
export type ItemSummaryRow = Pick<ItemRow, (typeof SUMMARY_COLUMNS)[number] extends `items.${infer C}` ? C : never>;

/** What a sku names: an item, or a variant of one. */
export interface SkuOwner {
  itemId: string;
  variantId: string | null;
}

/** The rows of an item's parts, besides its own row: what a new item writes and a full item's view reads. */
export interface ItemPartRows {
  axes: AxisRow[];
  values: AxisValueRow[];
  variants: VariantRow[];
  options: OptionRow[];
  choices: ChoiceRow[];
  components: ComponentRow[];
}

/** A new item's rows (rules.ts newItemRows). */
interface NewItemRows extends ItemPartRows {
  row: ItemRow;
}

/** Every item create and edit checks its category: compiled once. */
const categoryById = fixedStatement((db: Kysely<CatalogTables>, p: { shopId: string; id: string }) =>
  db.selectFrom('categories').select(['id', 'name']).where('shop_id', '=', p.shopId).where('id', '=', p.id),
);

/** The shop's items among ids. */
const amongIds = (db: Kysely<CatalogTables>, p: { shopId: string; ids: string[] }) =>
  db.selectFrom('items').where(inShop('shop_id', p.shopId)).where('id', 'in', p.ids);
/** With `lock`, on PostgreSQL, the rows' locks taken in id order for the rest of the transaction. */
const lockedIf = <Q extends { orderBy(column: 'id'): Q; forUpdate(): Q }>(
  db: Kysely<CatalogTables>,
  lock: string,
  q: Q,
) => (lock && dialectOf(db) === 'postgres' ? q.orderBy('id').forUpdate() : q);

/** Items by id (itemsRepo.findItems), compiled once per count of ids: every item edit reads its items so. */
const itemsById = shapedStatement(
  (db: Kysely<CatalogTables>, lock: 'lock' | '', p: { shopId: string; ids: string[] }) =>
    lockedIf(db, lock, amongIds(db, p).selectAll()),
);

/** The kinds of items by id (itemsRepo.kindsOf), compiled once per count of ids: every stock change reads them. */
const kindsById = shapedStatement(
  (db: Kysely<CatalogTables>, lock: 'lock' | '', p: { shopId: string; ids: string[] }) =>
    lockedIf(db, lock, amongIds(db, p).select(['id', 'kind'])),
);

/**
 * One item and its parts (category, images, axes, variants, options, bundle components, history):
 * the reads and writes of creating, editing and showing it. Pass a transaction for writes that must
 * go together. Lists are in lists.ts (keyword search in search.ts), stock in stock.ts, and
 * what selling reads of many items at once in sales.ts.
 */
export function itemsRepo(handle: Db) {
  const db = ownTables<CatalogTables>(handle);
  /**
   * Rows of one table in as few inserts as its columns allow (LIST_PARAMS per statement); a lone row
   * through the compiled single-row insert, as an item's endpoint writes its parts.
   */
  const insertMany = async <T extends keyof CatalogTables>(table: T, rows: Insertable<CatalogTables[T]>[]) => {
    if (rows.length === 0) return;
    if (rows.length === 1) return insertRow(db, table, rows[0]!);
    for (const piece of chunks(rows, Object.keys(rows[0]!).length)) await db.insertInto(table).values(piece).execute();
  };
  /**
   * Rows read by item id (none for none), in pieces of LIST_PARAMS ids: many items or their parts
   * in a statement or a few, as an items file's batch or an export page reads them.
   */
  const ofItems = async <R>(itemIds: string[], read: (piece: string[]) => Promise<R[]>): Promise<R[]> => {
    const rows: R[] = [];
    for (const piece of chunks([...new Set(itemIds)])) rows.push(...(await read(piece)));
    return rows;
  };
  const parts = <R>(
    read: (db: Kysely<CatalogTables>, p: { ids: string[] }) => Promise<QueryResult<R>>,
    itemIds: string[],
  ) => ofItems(itemIds, async (piece) => (await read(db, { ids: piece })).rows);
  return {
    async findItem(shopId: string, id: string): Promise<ItemRow | undefined> {
      return (await itemsById(db, '', { shopId, ids: [id] })).rows[0];
    },
    /** The item row locked for the rest of the transaction (PostgreSQL; SQLite's BEGIN IMMEDIATE already serialises writers). */
    findItemForUpdate(shopId: string, id: string) {
      const q = db.selectFrom('items').selectAll().where('shop_id', '=', shopId).where('id', '=', id);
      return (dialectOf(db) === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
    },
    /**
     * The item or variant each sku names (an item's first), by sku, for imports matching rows by sku:
     * one statement per chunk of skus (a round trip on PostgreSQL).
     */
    async findBySkus(shopId: string, skus: string[]): Promise<Map<string, SkuOwner>> {
      const found = new Map<string, SkuOwner>();
      for (const piece of chunks([...new Set(skus)], 2)) {
        const rows = await db
          .selectFrom('items')
          .select([
            'sku',
            'id as itemId',
            sql<string | null>`cast(null as text)`.as('variantId'),
            sql<number>`0`.as('rank'),
          ])
          .where('shop_id', '=', shopId)
          .where('sku', 'in', piece)
          .unionAll(
            db
              .selectFrom('item_variants')
              .select(['sku', 'item_id as itemId', 'id as variantId', sql<number>`1`.as('rank')])
              .where('shop_id', '=', shopId)
              .where('sku', 'in', piece),
          )
          .execute();
        for (const r of rows)
          if (Number(r.rank) === 0 || !found.has(r.sku)) found.set(r.sku, { itemId: r.itemId, variantId: r.variantId });
      }
      return found;
    },
    /** A page of the shop's item rows that are not archived, by id after afterId (exports). */
    pageAfter(shopId: string, afterId: string, limit: number) {
      return db
        .selectFrom('items')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('archived', '=', 0)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
    },
    /** The shop's items of these ids; `lock`ed for the rest of the transaction in id order (PostgreSQL, as findItemForUpdate). */
    async findItems(shopId: string, ids: string[], lock = false): Promise<ItemRow[]> {
      // Sorted: PostgreSQL takes the locks in id order across the pieces too.
      return ofItems(
        [...ids].sort(),
        async (piece) => (await itemsById(db, lock ? 'lock' : '', { shopId, ids: piece })).rows,
      );
    },
    /** findItems' id and kind alone: what a stock change checks (reading every column was 3 % of its CPU). */
    async kindsOf(shopId: string, ids: string[], lock = false): Promise<Pick<ItemRow, 'id' | 'kind'>[]> {
      return ofItems(
        [...ids].sort(),
        async (piece) => (await kindsById(db, lock ? 'lock' : '', { shopId, ids: piece })).rows,
      );
    },
    /**
     * New items with their parts, each table in multi-row inserts (insertMany). A sku already taken
     * (items', or variants' among themselves) rejects the statement: `onSkuTaken` answers what to throw.
     */
    async insertItems(items: NewItemRows[], onSkuTaken: (err: unknown) => never): Promise<void> {
      await insertMany(
        'items',
        items.map((i) => i.row),
      ).catch(onSkuTaken);
      await insertMany(
        'item_variation_axes',
        items.flatMap((i) => i.axes),
      );
      await insertMany(
        'item_axis_values',
        items.flatMap((i) => i.values),
      );
      await insertMany(
        'item_variants',
        items.flatMap((i) => i.variants),
      ).catch(onSkuTaken);
      await insertMany(
        'item_options',
        items.flatMap((i) => i.options),
      );
      await insertMany(
        'item_option_choices',
        items.flatMap((i) => i.choices),
      );
      await insertMany(
        'bundle_components',
        items.flatMap((i) => i.components),
      );
    },
    updateItem(shopId: string, id: string, patch: Partial<ItemRow>) {
      return db.updateTable('items').set(patch).where('shop_id', '=', shopId).where('id', '=', id).execute();
    },
    /** Edited item rows written over the stored ones, in one statement on PostgreSQL (updateManyById). */
    updateItems(shopId: string, rows: ItemRow[]) {
      return updateManyById(db, 'items', shopId, rows);
    },
    async findCategory(shopId: string, id: string) {
      return (await categoryById(db, { shopId, id })).rows[0];
    },
    /** The names of the shop's categories among ids, by id (one id: the compiled look-up every create and edit makes). */
    async categoryNamesById(shopId: string, ids: string[]): Promise<Map<string, string>> {
      const distinct = [...new Set(ids)];
      const rows =
        distinct.length === 1
          ? (await categoryById(db, { shopId, id: distinct[0]! })).rows
          : (await Promise.all(chunks(distinct).map((piece) => this.categoryNames(shopId, piece)))).flat();
      return new Map(rows.map((r) => [r.id, r.name]));
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
      return parts(imagesOf, itemIds);
    },
    /** Every part of the items: their images, variations, options, bundle components and category names. */
    allParts(itemIds: string[]): Promise<ItemParts> {
      return allPartsOf(db, itemIds);
    },
    /** The parts an edit checks its input against: variants, options, choices and a bundle's components. */
    editedParts(itemIds: string[]) {
      return editedPartsOf(db, itemIds);
    },
    /** The parts a variant's write checks and answers with: the variation axes, their values and the variants. */
    variationParts(itemIds: string[]) {
      return variationPartsOf(db, itemIds);
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
    insertVariants(rows: VariantRow[]) {
      return insertMany('item_variants', rows);
    },
    updateVariant(id: string, patch: Partial<VariantRow>) {
      return db.updateTable('item_variants').set(patch).where('id', '=', id).execute();
    },
    async replaceOptions(itemId: string, options: OptionRow[], choices: ChoiceRow[]) {
      await db.deleteFrom('item_option_choices').where('item_id', '=', itemId).execute();
      await db.deleteFrom('item_options').where('item_id', '=', itemId).execute();
      await this.insertOptions(options, choices);
    },
    /** A new item's options (nothing to replace). */
    async insertOptions(options: OptionRow[], choices: ChoiceRow[]) {
      await insertMany('item_options', options);
      await insertMany('item_option_choices', choices);
    },
    async replaceComponents(bundleItemId: string, rows: ComponentRow[]) {
      await db.deleteFrom('bundle_components').where('bundle_item_id', '=', bundleItemId).execute();
      await this.insertComponents(rows);
    },
    /** A new bundle's components (nothing to replace). */
    insertComponents(rows: ComponentRow[]) {
      return insertMany('bundle_components', rows);
    },
    insertHistory(rows: HistoryRow[]) {
      return insertMany('item_history', rows);
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
  };
}
