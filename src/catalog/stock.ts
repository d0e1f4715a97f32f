import type { Db } from '../db/database.ts';
import { nowIso } from '../lib/time.ts';
import { itemsRepo, MAX_INVENTORY } from './items/repo.ts';

export type StockResult =
  | { ok: true; inventory: number | null }
  | { ok: false; reason: 'not_found' | 'insufficient_stock' | 'too_large' };

/**
 * Adds delta (negative to take) to an item's or a variant's stock in one atomic statement, guarded
 * so stock never goes below zero: concurrent adjustments never lose an update nor oversell
 * (the counter-example is Medusa's read-modify-write). Unlimited stock (null) stays null.
 * Bundles have no stock of their own: callers adjust their components. A result above
 * MAX_INVENTORY is refused ('too_large') rather than overflowing the column.
 */
export async function adjustInventory(db: Db, input: { shopId: string; itemId: string; variantId?: string | null; delta: number }): Promise<StockResult> {
  const { shopId, itemId, variantId, delta } = input;
  const repo = itemsRepo(db);
  const now = nowIso();
  if (variantId) {
    const inventory = await repo.addVariantStock(shopId, itemId, variantId, delta, now);
    if (inventory !== undefined) {
      await repo.updateItem(shopId, itemId, { updated_at: now });
      return { ok: true, inventory };
    }
    // Refused by the guard, or no such variant: which one, read after the fact.
    const current = await repo.variantStockOf(shopId, itemId, variantId);
    return current === undefined ? { ok: false, reason: 'not_found' } : refusal(current, delta);
  }
  const inventory = await repo.addStock(shopId, itemId, delta, now);
  if (inventory !== undefined) return { ok: true, inventory };
  const item = await repo.stockOf(shopId, itemId);
  if (!item) return { ok: false, reason: 'not_found' };
  if (item.inventory === null) return { ok: true, inventory: null };
  return refusal(item.inventory, delta);
}

function refusal(current: number, delta: number): StockResult {
  return { ok: false, reason: current + delta > MAX_INVENTORY ? 'too_large' : 'insufficient_stock' };
}

/**
 * Sets an item's or a variant's stock to an absolute value (null = unlimited, items only) in one
 * statement; an adjustment racing with it lands wholly before or after, never in between.
 */
export async function setInventory(db: Db, input: { shopId: string; itemId: string; variantId?: string | null; inventory: number | null }): Promise<StockResult> {
  const { shopId, itemId, variantId, inventory } = input;
  const repo = itemsRepo(db);
  const now = nowIso();
  if (variantId) {
    if (inventory === null) throw new Error('variant stock is always counted');
    const written = await repo.setVariantStock(shopId, itemId, variantId, inventory, now);
    if (written === undefined) return { ok: false, reason: 'not_found' };
    await repo.updateItem(shopId, itemId, { updated_at: now });
    return { ok: true, inventory: written };
  }
  const row = await repo.setStock(shopId, itemId, inventory, now);
  return row ? { ok: true, inventory: row.inventory } : { ok: false, reason: 'not_found' };
}
