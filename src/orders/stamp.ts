import type { Db } from '../db/database.ts';
import { recordEvents, type EventInput } from '../events/service.ts';
import { familyOf } from '../events/types.ts';
import { ordersRepo } from './repo/orders.ts';

/**
 * recordEvents for a change to orders: the orders (and shippings) the events name take the
 * instant the change record answers as their updated_at, in the same transaction (a write after
 * the clock, as its lock rule allows), so GET /v1/orders?updated_since walks them in commit order.
 */
export async function recordOrderEvents(
  tx: Db,
  shopId: string,
  events: EventInput[],
  options: { beforeClock?: () => Promise<void> } = {},
): Promise<string> {
  const stamp = await recordEvents(tx, shopId, events, options);
  const ids = (pick: (e: EventInput) => string | undefined) => [...new Set(events.flatMap((e) => pick(e) ?? []))];
  await stampOrders(
    tx,
    shopId,
    stamp,
    ids((e) => (familyOf(e.type).changesOrder ? e.orderId : undefined)),
    ids((e) => e.shippingId),
  );
  return stamp;
}

/** Gives orders and shippings the change record's instant as updated_at (one statement on PostgreSQL). */
export async function stampOrders(
  tx: Db,
  shopId: string,
  stamp: string,
  orderIds: string[],
  shippingIds: string[] = [],
): Promise<void> {
  if (orderIds.length || shippingIds.length) await ordersRepo(tx).stamp(shopId, orderIds, shippingIds, stamp);
}
