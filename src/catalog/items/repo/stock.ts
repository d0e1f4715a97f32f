import { sql, type Kysely } from 'kysely';
import { chunks } from '../../../db/chunks.ts';
import type { Db } from '../../../db/database.ts';
import { dialectOf } from '../../../db/dialect.ts';
import type { CatalogTables } from '../../../db/tables/catalog.ts';
import { inShop } from '../../../db/plans.ts';
import { ownTables } from '../../../db/own-tables.ts';
import { fixedStatement, shapedStatement } from '../../../db/compiled.ts';

/** Largest stock a counter may hold (PostgreSQL integer columns stop at 2^31 − 1). */
export const MAX_INVENTORY = 1_000_000_000;

const idOf = (r: { itemId: string; variantId: string | null }) => r.variantId ?? r.itemId;

type StockTable = 'items' | 'item_variants';

/**
 * One writeStocks statement: a table's counters of these records (at most a chunk's), compiled once
 * per table, operation and count of records.
 */
const counterWrite = shapedStatement(
  (
    db: Kysely<CatalogTables>,
    shape: `${StockTable}:${'add' | 'set'}`,
    p: { shopId: string; now: string; records: { itemId: string; id: string; value: number | null }[] },
  ) => {
    const [table, op] = shape.split(':') as [StockTable, 'add' | 'set'];
    const postgres = dialectOf(db) === 'postgres';
    const col = (name: string) => sql.ref(`${table}.${name}`);
    const values = sql.join(p.records.map((r) => sql`(${r.itemId}, ${r.id}, cast(${r.value} as bigint))`));
    const lock = postgres
      ? sql`, l as (select t.id from ${sql.table(table)} t join m on m.id = t.id where t.shop_id = ${p.shopId} order by t.id for update of t)`
      : sql``;
    const statement = sql<{
      id: string;
      item_id: string;
      inventory: number | null;
    }>`with m(item_id, id, value) as (values ${values})${lock}
      update ${sql.table(table)} set inventory = ${op === 'add' ? sql`${col('inventory')} + m.value` : sql`m.value`}, updated_at = ${p.now}
      from m where ${col('id')} = m.id and ${col(table === 'items' ? 'id' : 'item_id')} = m.item_id and ${col('shop_id')} = ${p.shopId}
      ${op === 'add' ? sql`and ${col('inventory')} + m.value between 0 and ${sql.lit(MAX_INVENTORY)}` : sql``}
      ${postgres ? sql`and ${col('id')} in (select id from l)` : sql``}
      returning ${col('id')} as id, ${col(table === 'items' ? 'id' : 'item_id')} as item_id, ${col('inventory')} as inventory`;
    return { compile: () => statement.compile(db) };
  },
);

/** Stock levels by id (itemStockRepo.stockLevels), compiled once per table and count of ids. */
const levelsById = shapedStatement(
  (db: Kysely<CatalogTables>, table: StockTable, p: { shopId: string; ids: string[] }) =>
    db
      .selectFrom(table)
      .select(['id', 'inventory', table === 'items' ? 'id as item_id' : 'item_id'])
      .where(inShop('shop_id', p.shopId))
      .where('id', 'in', p.ids),
);

/** A variant's stock moved: its item's updated_at too (writeStocks), compiled once per count of items. */
const itemsTouched = fixedStatement((db: Kysely<CatalogTables>, p: { shopId: string; now: string; ids: string[] }) =>
  db.updateTable('items').set({ updated_at: p.now }).where(inShop('shop_id', p.shopId)).where('id', 'in', p.ids),
);

/** The stock counters of items and variants (src/catalog/stock.ts moves them). */
export function itemStockRepo(handle: Db) {
  const db = ownTables<CatalogTables>(handle);
  return {
    /**
     * Writes stock counters in one statement per table and chunk of records (src/db/chunks.ts; each
     * record once):
     * `add` adds each value (negative to take), guarded so the stock stays within 0 and MAX_INVENTORY,
     * and leaves an unlimited stock alone; `set` writes each value (null = unlimited, items only).
     * Answers the new stock of each record written, by item or variant id: the guard, or a missing
     * record, leaves one out. On PostgreSQL the rows are locked in id order first (records go in id
     * order, items before variants), so concurrent multi-record moves never wait in a cycle. Variants'
     * items have their updated_at moved too.
     */
    async writeStocks(
      shopId: string,
      op: 'add' | 'set',
      records: { itemId: string; variantId: string | null; value: number | null }[],
      now: string,
    ): Promise<Map<string, number | null>> {
      const levels = new Map<string, number | null>();
      const byId = [...records].sort((a, b) => (idOf(a) < idOf(b) ? -1 : 1));
      const variantItems = new Set<string>();
      for (const table of ['items', 'item_variants'] as const)
        for (const piece of chunks(
          byId.filter((r) => (table === 'items') === !r.variantId),
          3,
        ))
          for (const row of (
            await counterWrite(db, `${table}:${op}`, {
              shopId,
              now,
              records: piece.map((r) => ({ itemId: r.itemId, id: idOf(r), value: r.value })),
            })
          ).rows) {
            levels.set(row.id, row.inventory);
            if (table === 'item_variants') variantItems.add(row.item_id);
          }
      for (const piece of chunks([...variantItems].sort())) await itemsTouched(db, { shopId, now, ids: piece });
      return levels;
    },
    /**
     * The stock level (null = unlimited) of each stock record that exists, by item or variant id, in one
     * read per table (and chunk of ids): a variant only under the item it is named with.
     */
    async stockLevels(shopId: string, stocks: { itemId: string; variantId: string | null }[]) {
      const read = async (table: StockTable, ids: string[]) => {
        const rows = [];
        for (const piece of chunks(ids)) rows.push(...(await levelsById(db, table, { shopId, ids: piece })).rows);
        return rows;
      };
      const itemIds = stocks.flatMap((s) => (s.variantId ? [] : s.itemId));
      const variantIds = stocks.flatMap((s) => s.variantId ?? []);
      const rows = [...(await read('items', itemIds)), ...(await read('item_variants', variantIds))];
      const itemOf = new Map(stocks.map((s) => [s.variantId ?? s.itemId, s.itemId]));
      return new Map(rows.filter((r) => itemOf.get(r.id) === r.item_id).map((r) => [r.id, r.inventory]));
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
  };
}
