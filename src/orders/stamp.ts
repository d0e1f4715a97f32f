import type { Tx } from '../db/database.ts';
import { recordEvents, type EventInput } from '../events/service.ts';
import { familyOf } from '../events/types.ts';
import type { Actor } from '../lib/actor.ts';
import { actionRow, byShop, recordActions, type OrderAction } from './actions.ts';

/**
 * recordEvents for a change to orders `by` an actor: the orders (and shippings) the events name take
 * the instant of the change record as their updated_at, written with the change (src/changes
 * append's `stamp`), so GET /v1/orders?updated_since walks them in commit order. The order's
 * history (its actions, kept as long as the order) gains the order events of a client, a shopper or
 * the system; staff and the operator record their operations themselves, with a note and a reason
 * (recordAction).
 */
export async function recordOrderEvents(
  tx: Tx,
  shopId: string,
  by: Actor,
  events: EventInput[],
  options: { beforeClock?: () => Promise<void> } = {},
): Promise<string> {
  const ids = (pick: (e: EventInput) => string | undefined) => [...new Set(events.flatMap((e) => pick(e) ?? []))];
  if (!byShop(by))
    await recordActions(
      tx,
      events.flatMap((e, position) =>
        familyOf(e.type).changesOrder && e.orderId
          ? [
              actionRow(shopId, e.orderId, by, e.type as OrderAction, e.shippingId ? `shipping ${e.shippingId}` : '', {
                position,
              }),
            ]
          : [],
      ),
    );
  return recordEvents(tx, shopId, by, events, {
    ...options,
    stamp: orderStamps(
      ids((e) => (familyOf(e.type).changesOrder ? e.orderId : undefined)),
      ids((e) => e.shippingId),
    ),
  });
}

/** The rows of orders and shippings a change to them stamps. */
export function orderStamps(orderIds: string[], shippingIds: string[] = []) {
  return [
    { table: 'orders' as const, ids: orderIds },
    { table: 'order_shippings' as const, ids: shippingIds },
  ];
}
