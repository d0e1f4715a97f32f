import type { Tx } from '../../db/database.ts';
import { recordEvents } from '../../events/service.ts';
import { ApiError, invalidField, notFound } from '../../lib/errors.ts';
import { adjustStocks, setStocks, stockEventsAt, type StockRef } from '../stock.ts';
import { itemsRepo } from './repo/items.ts';
import { MAX_INVENTORY } from './repo/stock.ts';
import { checkShape } from './field-rules.ts';
import type { Actor } from './rules.ts';
import { StockBody, type StockInput } from './schemas.ts';

/*
 * PATCH /v1/items/{id}/stock, for one change or many (a stock import's batch): the rules are
 * checked per change, then the changes are applied set-based. Changes apply in their order: those of
 * one stock record go in rounds (a record's first change in the first round, its second in the
 * second…), each round one guarded statement per kind and table, so a change sees the ones before
 * it; a record changed once (the common file) takes one round. A refused change writes nothing.
 */

/** One change: the item, and the body PATCH /v1/items/{id}/stock takes. */
export interface StockChange {
  itemId: string;
  body: StockInput | Record<string, unknown>;
}

/** A stock level as PATCH /v1/items/{id}/stock answers it. */
interface StockLevel {
  item_id: string;
  variant_id: string | null;
  inventory: number | null;
}

/** A change that passed the checks of its body and its item, as it will be written. */
interface Checked extends StockRef {
  index: number;
  set: boolean;
  value: number | null;
}

/** The checks of a body alone: its shape, exactly one of inventory or adjustment, a variant counted. */
function checkBody(body: StockChange['body']): Pick<Checked, 'variantId' | 'set' | 'value'> {
  const input = checkShape<StockInput>(StockBody, body);
  if ((input.inventory === undefined) === (input.adjustment === undefined)) {
    throw new ApiError('invalid_request', 'Send exactly one of inventory (absolute) or adjustment (change)', {
      details: [{ field: 'inventory', message: 'exactly one of inventory or adjustment is required' }],
    });
  }
  const variantId = input.variant_id ?? null;
  if (variantId && input.inventory === null)
    throw invalidField('inventory', 'variant stock is always counted; null (unlimited) is for items only');
  return input.adjustment !== undefined
    ? { variantId, set: false, value: input.adjustment }
    : { variantId, set: true, value: input.inventory! };
}

/**
 * Applies the changes in their order and answers, for each, the level it left or the ApiError it
 * was refused with (the endpoint's codes: invalid_request, not_found, field_not_editable for a
 * bundle, insufficient_stock). Adjustments are relative and guarded in their statement, so one made
 * meanwhile by another transaction (an order) is never lost. The events of every level changed, in
 * the changes' order, are recorded once at the end. Statements do not grow with the number of
 * changes, only with the times one record is changed.
 */
export async function changeStocks(
  tx: Tx,
  shopId: string,
  changes: StockChange[],
  by: Actor,
): Promise<(StockLevel | ApiError)[]> {
  const outcomes: (StockLevel | ApiError | undefined)[] = changes.map(() => undefined);
  const checked: Checked[] = [];
  changes.forEach(({ itemId, body }, index) => {
    try {
      checked.push({ index, itemId, ...checkBody(body) });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      outcomes[index] = err;
    }
  });
  // Locked in id order (PostgreSQL), so a batch never waits on a checkout in a cycle.
  const items = new Map(
    (
      await itemsRepo(tx).kindsOf(
        shopId,
        checked.map((c) => c.itemId),
        true,
      )
    ).map((r) => [r.id, r]),
  );
  const writable = checked.filter((c) => {
    const item = items.get(c.itemId);
    if (!item) outcomes[c.index] = notFound('item');
    else if (item.kind === 'bundle')
      outcomes[c.index] = new ApiError(
        'field_not_editable',
        "A bundle has no stock of its own: change its components' stock",
      );
    return outcomes[c.index] === undefined;
  });
  for (const round of rounds(writable)) {
    const sets = round.filter((c) => c.set);
    const moves = round.filter((c) => !c.set).map((c) => ({ ...c, delta: c.value! }));
    const setLevels = await setStocks(
      tx,
      shopId,
      sets.map((c) => ({ ...c, inventory: c.value })),
    );
    const { refused, levels } = await adjustStocks(tx, shopId, moves);
    const refusedIds = new Set(refused.map((m) => m.variantId ?? m.itemId));
    for (const c of round) {
      const id = c.variantId ?? c.itemId;
      outcomes[c.index] = outcomeOf(c, (c.set ? setLevels : levels).get(id), !c.set && refusedIds.has(id));
    }
  }
  const events = stockEventsAt(
    checked.flatMap((c) => {
      const outcome = outcomes[c.index];
      if (outcome instanceof ApiError) return [];
      return [{ ...c, inventory: outcome!.inventory, setToUnlimited: c.set && c.value === null }];
    }),
  );
  if (events.length) await recordEvents(tx, shopId, by, events);
  return outcomes as (StockLevel | ApiError)[];
}

/** What a written change did: its record's level, or why it was refused (the record missing, or the guard). */
function outcomeOf(c: Checked, inventory: number | null | undefined, refused: boolean): StockLevel | ApiError {
  if (inventory === undefined) return notFound('variant');
  if (!refused) return { item_id: c.itemId, variant_id: c.variantId, inventory };
  // The guard refuses a counted stock only: below 0, or above MAX_INVENTORY.
  return inventory! + c.value! > MAX_INVENTORY
    ? invalidField('adjustment', 'would take stock above 1000000000')
    : new ApiError('insufficient_stock', 'Not enough stock: the adjustment would take it below 0');
}

/** The changes in rounds: the nth round holds each record's nth change, so no round names a record twice. */
function rounds(changes: Checked[]): Checked[][] {
  const seen = new Map<string, number>();
  const out: Checked[][] = [];
  for (const c of changes) {
    const id = c.variantId ?? c.itemId;
    const n = seen.get(id) ?? 0;
    seen.set(id, n + 1);
    (out[n] ??= []).push(c);
  }
  return out;
}

/** PATCH /v1/items/{id}/stock: changeStocks of one change, its refusal thrown. */
export async function changeStock(
  tx: Tx,
  shopId: string,
  itemId: string,
  body: StockInput,
  by: Actor,
): Promise<StockLevel> {
  const [outcome] = await changeStocks(tx, shopId, [{ itemId, body }], by);
  if (outcome instanceof ApiError) throw outcome;
  return outcome!;
}
