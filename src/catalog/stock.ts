import type { Db } from '../db/database.ts';
import { nowIso } from '../lib/time.ts';
import { itemsRepo, MAX_INVENTORY } from './items/repo.ts';

export type StockResult =
  { ok: true; inventory: number | null } | { ok: false; reason: 'not_found' | 'insufficient_stock' | 'too_large' };

/**
 * Adds delta (negative to take) to an item's or a variant's stock in one atomic statement, guarded
 * so stock never goes below zero: concurrent adjustments never lose an update nor oversell
 * (the counter-example is Medusa's read-modify-write). Unlimited stock (null) stays null.
 * Bundles have no stock of their own: callers adjust their components. A result above
 * MAX_INVENTORY is refused ('too_large') rather than overflowing the column.
 */
export async function adjustInventory(
  db: Db,
  input: { shopId: string; itemId: string; variantId?: string | null; delta: number },
): Promise<StockResult> {
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
export async function setInventory(
  db: Db,
  input: { shopId: string; itemId: string; variantId?: string | null; inventory: number | null },
): Promise<StockResult> {
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

/** A stock record: an item's, or one of its variants'. */
export interface StockRef {
  itemId: string;
  variantId: string | null;
}

/** A stock event's object: the level as PATCH /v1/items/{id}/stock answers it. */
export interface StockEvent {
  type: 'stock.changed' | 'stock.out';
  object: { item_id: string; variant_id: string | null; inventory: number | null };
}

/**
 * The events of stocks that moved, for the moving transaction's recordEvents call: stock.changed
 * with the level read now, and stock.out beside it at 0. Every stock move (the stock endpoint,
 * checkout, release, cancellation) builds its events here. An unlimited stock does not move when
 * adjusted, so it is left out unless it was just set to unlimited (`setToUnlimited`). The events
 * are recorded with the rest of the change at its end, not at each move: recordEvents takes the
 * shop's clock lock, and taking it before the next stock row's lock would let two checkouts wait
 * on each other (PostgreSQL).
 */
export async function stockEvents(
  db: Db,
  shopId: string,
  stocks: StockRef[],
  setToUnlimited = false,
): Promise<StockEvent[]> {
  const repo = itemsRepo(db);
  const events: StockEvent[] = [];
  for (const { itemId, variantId } of stocks) {
    const inventory = variantId
      ? await repo.variantStockOf(shopId, itemId, variantId)
      : (await repo.stockOf(shopId, itemId))?.inventory;
    // A variant deleted since (nothing returned to it) has no stock to announce.
    if (inventory === undefined || (inventory === null && !setToUnlimited)) continue;
    const object = { item_id: itemId, variant_id: variantId, inventory };
    events.push({ type: 'stock.changed', object });
    if (inventory === 0) events.push({ type: 'stock.out', object });
  }
  return events;
}
