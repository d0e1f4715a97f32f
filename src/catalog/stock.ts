import type { Db } from '../db/database.ts';
import { nowIso } from '../lib/time.ts';
import { itemStockRepo } from './items/repo/stock.ts';

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
interface StockMove extends StockRef {
  delta: number;
}

/** What adjustStocks did: the moves refused, and the level of each record that exists, by item or variant id. */
interface StockMoved {
  refused: StockMove[];
  levels: Map<string, number | null>;
}

/**
 * Adds each move's delta (negative to take) to its stock record (each record once) in set-based
 * statements: one for items' own stock, one for variants' (and one moving their items' updated_at),
 * per chunk of a few hundred records (src/db/chunks.ts). Each move is guarded in its statement so stock stays within 0 and
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
  const levels = await repo.writeStocks(
    shopId,
    'add',
    moves.map((m) => ({ itemId: m.itemId, variantId: m.variantId, value: m.delta })),
    nowIso(),
  );
  const missed = moves.filter((m) => !levels.has(m.variantId ?? m.itemId));
  if (missed.length === 0) return { refused: [], levels };
  for (const [id, inventory] of await repo.stockLevels(shopId, missed)) levels.set(id, inventory);
  return { refused: missed.filter((m) => levels.get(m.variantId ?? m.itemId) !== null), levels };
}

/** A stock record set to an absolute level (null = unlimited, items only). */
interface StockSet extends StockRef {
  inventory: number | null;
}

/**
 * Sets each record's stock (each record once) in set-based statements, as adjustStocks moves them;
 * an adjustment racing with a set lands wholly before or after it, never in between. Answers the
 * new level of each record that exists, by item or variant id (one missing is left out).
 */
export function setStocks(db: Db, shopId: string, sets: StockSet[]): Promise<Map<string, number | null>> {
  return itemStockRepo(db).writeStocks(
    shopId,
    'set',
    sets.map((s) => ({ itemId: s.itemId, variantId: s.variantId, value: s.inventory })),
    nowIso(),
  );
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
  return stockEventsAt(stocks.map((s) => ({ ...s, inventory: levels.get(s.variantId ?? s.itemId), setToUnlimited })));
}

/**
 * stockEvents of levels already known, in their order (a batch of changes announces each level it
 * went through): undefined is a record gone (a variant deleted since), with nothing to announce.
 */
export function stockEventsAt(
  stocks: (StockRef & { inventory: number | null | undefined; setToUnlimited: boolean })[],
): StockEvent[] {
  const events: StockEvent[] = [];
  for (const { itemId, variantId, inventory, setToUnlimited } of stocks) {
    if (inventory === undefined || (inventory === null && !setToUnlimited)) continue;
    const object = { item_id: itemId, variant_id: variantId, inventory };
    events.push({ type: 'stock.changed', object });
    if (inventory === 0) events.push({ type: 'stock.out', object });
  }
  return events;
}
