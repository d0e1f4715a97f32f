import type { Tx } from '../db/database.ts';
import { recordEvents, type EventInput } from '../events/service.ts';
import { familyOf } from '../events/types.ts';

/**
 * recordEvents for a change to orders: the orders (and shippings) the events name take the
 * instant of the change record as their updated_at, written with the change (src/changes append's
 * `stamp`), so GET /v1/orders?updated_since walks them in commit order.
 */
export function recordOrderEvents(
  tx: Tx,
  shopId: string,
  events: EventInput[],
  options: { beforeClock?: () => Promise<void> } = {},
): Promise<string> {
  const ids = (pick: (e: EventInput) => string | undefined) => [...new Set(events.flatMap((e) => pick(e) ?? []))];
  return recordEvents(tx, shopId, events, {
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
