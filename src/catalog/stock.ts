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

/** A stock record moved by delta (negative to take). */
export interface StockMove extends StockRef {
  delta: number;
}

/**
 * adjustInventory for many stock records at once (each record once), in set-based statements: one
 * for items' own stock, one for variants' (and one moving their items' updated_at), however many
 * records. Each move is guarded as adjustInventory's; rows are locked in id order, items before
 * variants, so concurrent checkouts never wait on each other in a cycle. Unlimited stock (null)
 * does not move and is no refusal. Answers the moves refused (not enough stock, too large, no such
 * record); the others are made, so a caller that needs them all throws and its transaction rolls back.
 */
export async function adjustStocks(db: Db, shopId: string, moves: StockMove[]): Promise<StockMove[]> {
  const repo = itemsRepo(db);
  const now = nowIso();
  const own = moves.filter((m) => !m.variantId);
  const ofVariants = moves.filter((m) => m.variantId);
  const moved = await repo.addStocks(
    shopId,
    own.map((m) => ({ id: m.itemId, delta: m.delta })),
    now,
  );
  const movedVariants = await repo.addVariantStocks(
    shopId,
    ofVariants.map((m) => ({ itemId: m.itemId, id: m.variantId!, delta: m.delta })),
    now,
  );
  const missed = own.filter((m) => !moved.has(m.itemId));
  const refused = ofVariants.filter((m) => !movedVariants.has(m.variantId!));
  if (missed.length === 0) return refused;
  // An item's own stock not moved: refused, unless it is unlimited (read after the fact).
  const { items } = await repo.stockLevels(
    shopId,
    missed.map((m) => m.itemId),
    [],
  );
  const unlimited = new Set(items.filter((i) => i.inventory === null).map((i) => i.id));
  return [...missed.filter((m) => !unlimited.has(m.itemId)), ...refused];
}

/**
 * The events of stocks that moved, for the moving transaction's recordEvents call: stock.changed
 * with the level read now (all of them in one read per table), and stock.out beside it at 0. Every
 * stock move (the stock endpoint, checkout, release, cancellation) builds its events here. An
 * unlimited stock does not move when adjusted, so it is left out unless it was just set to
 * unlimited (`setToUnlimited`). The events are recorded with the rest of the change at its end, not
 * at each move: recordEvents takes the shop's clock lock, and taking it before the next stock row's
 * lock would let two checkouts wait on each other (PostgreSQL).
 */
export async function stockEvents(
  db: Db,
  shopId: string,
  stocks: StockRef[],
  setToUnlimited = false,
): Promise<StockEvent[]> {
  const { items, variants } = await itemsRepo(db).stockLevels(
    shopId,
    stocks.filter((s) => !s.variantId).map((s) => s.itemId),
    stocks.flatMap((s) => s.variantId ?? []),
  );
  const levels = new Map([
    ...items.map((i) => [i.id, i.inventory] as const),
    ...variants.map((v) => [v.id, v.inventory] as const),
  ]);
  const events: StockEvent[] = [];
  for (const { itemId, variantId } of stocks) {
    const inventory = levels.get(variantId ?? itemId);
    // A variant deleted since (nothing returned to it) has no stock to announce.
    if (inventory === undefined || (inventory === null && !setToUnlimited)) continue;
    const object = { item_id: itemId, variant_id: variantId, inventory };
    events.push({ type: 'stock.changed', object });
    if (inventory === 0) events.push({ type: 'stock.out', object });
  }
  return events;
}
