import type { Db } from '../db/database.ts';
import { nowIso } from '../lib/time.ts';
import { itemsRepo } from './items/repo/items.ts';
import { itemStockRepo, MAX_INVENTORY } from './items/repo/stock.ts';

export type StockResult =
  { ok: true; inventory: number | null } | { ok: false; reason: 'not_found' | 'insufficient_stock' | 'too_large' };

/**
 * Adds delta (negative to take) to an item's or a variant's stock: adjustStocks of one move, whose
 * levels answer both the new stock and, when refused, why.
 */
export async function adjustInventory(
  db: Db,
  input: { shopId: string; itemId: string; variantId?: string | null; delta: number },
): Promise<StockResult> {
  const { shopId, itemId, variantId = null, delta } = input;
  const { refused, levels } = await adjustStocks(db, shopId, [{ itemId, variantId, delta }]);
  const inventory = levels.get(variantId ?? itemId);
  if (inventory === undefined) return { ok: false, reason: 'not_found' };
  if (refused.length === 0) return { ok: true, inventory };
  // Refused by the guard (never an unlimited stock): below 0, or above MAX_INVENTORY.
  return { ok: false, reason: inventory! + delta > MAX_INVENTORY ? 'too_large' : 'insufficient_stock' };
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
  const repo = itemStockRepo(db);
  const now = nowIso();
  if (variantId) {
    if (inventory === null) throw new Error('variant stock is always counted');
    const written = await repo.setVariantStock(shopId, itemId, variantId, inventory, now);
    if (written === undefined) return { ok: false, reason: 'not_found' };
    await itemsRepo(db).updateItem(shopId, itemId, { updated_at: now });
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

/** What adjustStocks did: the moves refused, and the level of each record that exists, by item or variant id. */
export interface StockMoved {
  refused: StockMove[];
  levels: Map<string, number | null>;
}

/**
 * Adds each move's delta (negative to take) to its stock record (each record once) in set-based
 * statements: one for items' own stock, one for variants' (and one moving their items' updated_at),
 * however many records. Each move is guarded in its statement so stock stays within 0 and
 * MAX_INVENTORY: concurrent moves never lose an update nor oversell (the counter-example is Medusa's
 * read-modify-write). Rows are locked in id order, items before variants, so concurrent checkouts
 * never wait on each other in a cycle. Unlimited stock (null) does not move and is no refusal; bundles
 * have no stock of their own (callers move their components). Answers the moves refused (not enough
 * stock, too large, no such record) and the levels: a moved record's new one, the others' read after
 * the fact. The other moves are made, so a caller that needs them all throws and its transaction
 * rolls back.
 */
export async function adjustStocks(db: Db, shopId: string, moves: StockMove[]): Promise<StockMoved> {
  const repo = itemStockRepo(db);
  const now = nowIso();
  const own = moves.filter((m) => !m.variantId);
  const ofVariants = moves.filter((m) => m.variantId);
  const levels = new Map<string, number | null>([
    ...(await repo.addStocks(
      shopId,
      own.map((m) => ({ id: m.itemId, delta: m.delta })),
      now,
    )),
    ...(await repo.addVariantStocks(
      shopId,
      ofVariants.map((m) => ({ itemId: m.itemId, id: m.variantId!, delta: m.delta })),
      now,
    )),
  ]);
  const missed = [...own, ...ofVariants].filter((m) => !levels.has(m.variantId ?? m.itemId));
  if (missed.length === 0) return { refused: [], levels };
  for (const [id, inventory] of await repo.stockLevels(shopId, missed)) levels.set(id, inventory);
  return { refused: missed.filter((m) => levels.get(m.variantId ?? m.itemId) !== null), levels };
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
  const levels = await itemStockRepo(db).stockLevels(shopId, stocks);
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
