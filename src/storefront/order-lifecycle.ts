import { adjustInventory } from '../catalog/stock.ts';
import type { DatabaseHandle, Db } from '../db/database.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { nowIso } from '../lib/time.ts';
import { recordOrderChanges } from '../changes/service.ts';
import { settleFulfilment } from '../orders/service.ts';
import { storefrontRepo, type OrderRow, type StorefrontRepo } from './repo.ts';

/**
 * Order moves shared by the storefront, the shop side (src/orders) and the demo seeder. Every
 * function taking `tx` must run inside `ctx.database.transaction`; every change ends with
 * recordOrderChanges (src/changes), which stamps orders.updated_at in commit order so incremental
 * syncs (GET /v1/orders?updated_since) and events see it.
 */

export interface StockLine {
  item_id: string;
  variant_id: string | null;
  kind: string;
  quantity: number;
}

/**
 * Stock moves for lines: the variant's or the item's stock, or each bundle component × quantity.
 * Merged per stock record and sorted, so concurrent checkouts lock rows in one order (no deadlock).
 */
async function stockMoves(repo: StorefrontRepo, lines: StockLine[]) {
  const bundles = lines.filter((l) => l.kind === 'bundle').map((l) => l.item_id);
  const components = await repo.componentsOfBundles([...new Set(bundles)]);
  const moves = new Map<string, { itemId: string; variantId: string | null; quantity: number }>();
  const add = (itemId: string, variantId: string | null, quantity: number) => {
    const key = `${itemId}\u0000${variantId ?? ''}`;
    const m = moves.get(key) ?? { itemId, variantId, quantity: 0 };
    m.quantity += quantity;
    moves.set(key, m);
  };
  for (const l of lines) {
    if (l.kind === 'bundle') {
      for (const c of components.filter((c) => c.bundle_item_id === l.item_id)) add(c.component_item_id, null, c.quantity * l.quantity);
    } else add(l.item_id, l.variant_id, l.quantity);
  }
  return [...moves.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, m]) => m);
}

/** Takes stock for lines with guarded atomic updates; throws 422 insufficient_stock (the caller's transaction rolls back). */
export async function takeStock(tx: Db, shopId: string, lines: StockLine[]): Promise<void> {
  for (const m of await stockMoves(storefrontRepo(tx), lines)) {
    const r = await adjustInventory(tx, { shopId, itemId: m.itemId, variantId: m.variantId, delta: -m.quantity });
    if (!r.ok) {
      throw new ApiError('insufficient_stock', `Not enough stock for item ${m.itemId}${m.variantId ? ` variant ${m.variantId}` : ''}`, {
        details: [{ field: 'item_id', message: m.itemId }],
      });
    }
  }
}

/** Puts stock back (cancellation). A variant deleted since the order has nowhere to return to and is skipped. */
export async function returnStock(tx: Db, shopId: string, lines: StockLine[]): Promise<void> {
  for (const m of await stockMoves(storefrontRepo(tx), lines)) {
    await adjustInventory(tx, { shopId, itemId: m.itemId, variantId: m.variantId, delta: m.quantity });
  }
}

export interface CancelInput {
  shopId: string;
  orderId: string;
  /** A shopper may cancel only orders whose items all allow it; the shop may cancel any. */
  by: { shopper: string } | 'shop';
}

/**
 * init or paid → cancelled, inside the caller's transaction: open shippings are cancelled, stock
 * returns, the customer's counters drop, and an accepted gift's receiving order is cancelled too.
 * Refused (409 invalid_transition) once anything has shipped, or for the receiving side of a gift
 * (the stock and the money belong to the giver's order: cancel that one).
 */
export async function cancelOrderWithin(tx: Db, input: CancelInput): Promise<OrderRow> {
  const repo = storefrontRepo(tx);
  const order = await repo.order(input.shopId, input.orderId);
  if (!order || (input.by !== 'shop' && order.customer_id !== input.by.shopper)) throw notFound('order');
  if (order.status !== 'init' && order.status !== 'paid') {
    throw new ApiError('invalid_transition', `An order in status ${order.status} cannot be cancelled`);
  }
  if (order.gift_source_order_id !== '') {
    throw new ApiError('invalid_transition', `This order was received as a gift; cancel the gift order ${order.gift_source_order_id}`);
  }
  const shippings = await repo.orderShippings(order.id);
  if (shippings.some((s) => s.status === 'shipped' || s.status === 'delivered')) {
    throw new ApiError('invalid_transition', 'Part of this order has shipped; it can no longer be cancelled');
  }
  const lines = await repo.orderLines(order.id);
  if (input.by !== 'shop') {
    const items = await repo.itemsByIds(input.shopId, [...new Set(lines.map((l) => l.item_id))]);
    const fixed = items.find((i) => i.cancellation_enabled !== 1);
    if (fixed) throw new ApiError('invalid_transition', `${fixed.name} cannot be cancelled by the shopper; contact the shop`);
  }
  const now = nowIso();
  const changed = [order.id];
  if (!(await repo.updateOrderIf(order.id, { status: ['init', 'paid'] }, { status: 'cancelled', updated_at: now }))) {
    throw new ApiError('invalid_transition', 'The order changed while cancelling; reload it');
  }
  await repo.setShippingsStatus(order.id, ['unshipped', 'preparing'], 'cancelled', now);
  await returnStock(tx, input.shopId, lines);
  await repo.addToCustomerCounters(order.customer_id, -1, -order.total, now);
  if (order.gift_status === 'accepted') {
    const gift = await repo.gift(input.shopId, order.id);
    const received = gift?.accepted_order_id ? await repo.order(input.shopId, gift.accepted_order_id) : undefined;
    if (received && (await repo.updateOrderIf(received.id, { status: ['init', 'paid'] }, { status: 'cancelled', updated_at: now }))) {
      await repo.setShippingsStatus(received.id, ['unshipped', 'preparing'], 'cancelled', now);
      await repo.addToCustomerCounters(received.customer_id, -1, -received.total, now);
      changed.push(received.id);
    }
  }
  await recordOrderChanges(tx, input.shopId, changed.map((orderId) => ({ type: 'order.updated', orderId })));
  return (await repo.order(input.shopId, order.id))!;
}

/** Cancels in its own transaction (see cancelOrderWithin). */
export function cancelOrder(database: DatabaseHandle, input: CancelInput): Promise<OrderRow> {
  return database.transaction((tx) => cancelOrderWithin(tx, input));
}

/** init → paid: the money of a bank transfer, convenience store or cash-on-delivery order arrived. */
export async function markOrderPaid(database: DatabaseHandle, input: { shopId: string; orderId: string }): Promise<OrderRow> {
  return database.transaction((tx) => markOrderPaidWithin(tx, input));
}

/** markOrderPaid inside the caller's transaction (the demo seeder batches many). */
export async function markOrderPaidWithin(tx: Db, input: { shopId: string; orderId: string }): Promise<OrderRow> {
  const repo = storefrontRepo(tx);
  const order = await repo.order(input.shopId, input.orderId);
  if (!order) throw notFound('order');
  if (!(await repo.updateOrderIf(order.id, { status: ['init'] }, { status: 'paid', updated_at: nowIso() }))) {
    throw new ApiError('invalid_transition', `An order in status ${order.status} cannot be marked paid`);
  }
  // Its shippings may all have gone out before the money came (cash on delivery): then it is fulfilled at once.
  await settleFulfilment(tx, order.id, 'paid');
  await recordOrderChanges(tx, input.shopId, [{ type: 'order.updated', orderId: order.id }]);
  return (await repo.order(input.shopId, order.id))!;
}
