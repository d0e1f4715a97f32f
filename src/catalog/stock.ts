import type { Db } from '../db/database.ts';
import { nowIso } from '../lib/time.ts';

export type StockResult =
  | { ok: true; inventory: number | null }
  | { ok: false; reason: 'not_found' | 'insufficient_stock' };

/**
 * Adds delta (negative to take) to an item's or a variant's stock in one atomic statement, guarded
 * so stock never goes below zero: concurrent adjustments never lose an update nor oversell
 * (the counter-example is Medusa's read-modify-write). Unlimited stock (null) stays null.
 * Bundles have no stock of their own: callers adjust their components.
 */
export async function adjustInventory(db: Db, input: { shopId: string; itemId: string; variantId?: string | null; delta: number }): Promise<StockResult> {
  const now = nowIso();
  if (input.variantId) {
    const row = await db.updateTable('item_variants')
      .set((eb) => ({ inventory: eb('inventory', '+', input.delta), updated_at: now }))
      .where('id', '=', input.variantId).where('item_id', '=', input.itemId).where('shop_id', '=', input.shopId)
      .where((eb) => eb(eb('inventory', '+', input.delta), '>=', 0))
      .returning('inventory').executeTakeFirst();
    if (row) {
      await db.updateTable('items').set({ updated_at: now }).where('id', '=', input.itemId).execute();
      return { ok: true, inventory: row.inventory };
    }
    const exists = await db.selectFrom('item_variants').select('id')
      .where('id', '=', input.variantId).where('item_id', '=', input.itemId).where('shop_id', '=', input.shopId).executeTakeFirst();
    return { ok: false, reason: exists ? 'insufficient_stock' : 'not_found' };
  }
  const row = await db.updateTable('items')
    .set((eb) => ({ inventory: eb('inventory', '+', input.delta), updated_at: now }))
    .where('id', '=', input.itemId).where('shop_id', '=', input.shopId)
    .where('inventory', 'is not', null)
    .where((eb) => eb(eb('inventory', '+', input.delta), '>=', 0))
    .returning('inventory').executeTakeFirst();
  if (row) return { ok: true, inventory: row.inventory };
  const item = await db.selectFrom('items').select('inventory').where('id', '=', input.itemId).where('shop_id', '=', input.shopId).executeTakeFirst();
  if (!item) return { ok: false, reason: 'not_found' };
  if (item.inventory === null) return { ok: true, inventory: null };
  return { ok: false, reason: 'insufficient_stock' };
}
