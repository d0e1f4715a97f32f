import type { Db } from '../db/database.ts';
import { nowIso } from '../lib/time.ts';

export type StockResult =
  | { ok: true; inventory: number | null }
  | { ok: false; reason: 'not_found' | 'insufficient_stock' | 'too_large' };

/** Largest stock a counter may hold (PostgreSQL integer columns stop at 2^31 − 1). */
export const MAX_INVENTORY = 1_000_000_000;

/**
 * Adds delta (negative to take) to an item's or a variant's stock in one atomic statement, guarded
 * so stock never goes below zero: concurrent adjustments never lose an update nor oversell
 * (the counter-example is Medusa's read-modify-write). Unlimited stock (null) stays null.
 * Bundles have no stock of their own: callers adjust their components. A result above
 * MAX_INVENTORY is refused ('too_large') rather than overflowing the column.
 */
export async function adjustInventory(db: Db, input: { shopId: string; itemId: string; variantId?: string | null; delta: number }): Promise<StockResult> {
  const now = nowIso();
  if (input.variantId) {
    const row = await db.updateTable('item_variants')
      .set((eb) => ({ inventory: eb('inventory', '+', input.delta), updated_at: now }))
      .where('id', '=', input.variantId).where('item_id', '=', input.itemId).where('shop_id', '=', input.shopId)
      .where((eb) => eb(eb('inventory', '+', input.delta), '>=', 0))
      .where((eb) => eb(eb('inventory', '+', input.delta), '<=', MAX_INVENTORY))
      .returning('inventory').executeTakeFirst();
    if (row) {
      await db.updateTable('items').set({ updated_at: now }).where('id', '=', input.itemId).execute();
      return { ok: true, inventory: row.inventory };
    }
    const variant = await db.selectFrom('item_variants').select('inventory')
      .where('id', '=', input.variantId).where('item_id', '=', input.itemId).where('shop_id', '=', input.shopId).executeTakeFirst();
    if (!variant) return { ok: false, reason: 'not_found' };
    return { ok: false, reason: variant.inventory + input.delta > MAX_INVENTORY ? 'too_large' : 'insufficient_stock' };
  }
  const row = await db.updateTable('items')
    .set((eb) => ({ inventory: eb('inventory', '+', input.delta), updated_at: now }))
    .where('id', '=', input.itemId).where('shop_id', '=', input.shopId)
    .where('inventory', 'is not', null)
    .where((eb) => eb(eb('inventory', '+', input.delta), '>=', 0))
    .where((eb) => eb(eb('inventory', '+', input.delta), '<=', MAX_INVENTORY))
    .returning('inventory').executeTakeFirst();
  if (row) return { ok: true, inventory: row.inventory };
  const item = await db.selectFrom('items').select('inventory').where('id', '=', input.itemId).where('shop_id', '=', input.shopId).executeTakeFirst();
  if (!item) return { ok: false, reason: 'not_found' };
  if (item.inventory === null) return { ok: true, inventory: null };
  return { ok: false, reason: item.inventory + input.delta > MAX_INVENTORY ? 'too_large' : 'insufficient_stock' };
}

/**
 * Sets an item's or a variant's stock to an absolute value (null = unlimited, items only) in one
 * statement; an adjustment racing with it lands wholly before or after, never in between.
 */
export async function setInventory(db: Db, input: { shopId: string; itemId: string; variantId?: string | null; inventory: number | null }): Promise<StockResult> {
  const now = nowIso();
  if (input.variantId) {
    if (input.inventory === null) throw new Error('variant stock is always counted');
    const row = await db.updateTable('item_variants').set({ inventory: input.inventory, updated_at: now })
      .where('id', '=', input.variantId).where('item_id', '=', input.itemId).where('shop_id', '=', input.shopId)
      .returning('inventory').executeTakeFirst();
    if (!row) return { ok: false, reason: 'not_found' };
    await db.updateTable('items').set({ updated_at: now }).where('id', '=', input.itemId).execute();
    return { ok: true, inventory: row.inventory };
  }
  const row = await db.updateTable('items').set({ inventory: input.inventory, updated_at: now })
    .where('id', '=', input.itemId).where('shop_id', '=', input.shopId)
    .returning('inventory').executeTakeFirst();
  return row ? { ok: true, inventory: row.inventory } : { ok: false, reason: 'not_found' };
}
