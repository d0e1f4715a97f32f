import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { dialectOf } from '../../../db/dialect.ts';
import type { CatalogTables } from '../../../db/tables/catalog.ts';
import { ownTables } from '../../../db/own-tables.ts';

/** Largest stock a counter may hold (PostgreSQL integer columns stop at 2^31 − 1). */
export const MAX_INVENTORY = 1_000_000_000;

/** The stock counters of items and variants (src/catalog/stock.ts moves them). */
export function itemStockRepo(handle: Db) {
  const db = ownTables<CatalogTables>(handle);
  return {
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
