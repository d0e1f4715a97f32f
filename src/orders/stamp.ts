import type { Tx } from '../db/database.ts';
import type { Write } from '../db/write-together.ts';
import { ordersRepo } from './repo/orders.ts';
import { shippingsRepo } from './repo/shippings.ts';

/**
 * The writes giving orders (and shippings) the change record's commit-ordered instant as
 * updated_at (run by src/changes/service.ts appendChanges with its own, in the changing
 * transaction). Kept apart from the orders service, which records changes itself, so that the two
 * areas import each other in one direction only.
 */
export function stampOrders(tx: Tx, shopId: string, orderIds: string[], shippingIds: string[], at: string): Write[] {
  return [
    ...(orderIds.length ? [ordersRepo(tx).stampUpdatedAt(shopId, orderIds, at)] : []),
    ...(shippingIds.length ? [shippingsRepo(tx).stampShippings(shopId, shippingIds, at)] : []),
  ];
}
