import type { Db } from '../db/database.ts';
import { groupBy } from '../lib/group.ts';
import { orderListsRepo } from './repo/lists.ts';
import { ordersRepo, type GiftRow, type OrderRow } from './repo/orders.ts';
import { shippingsRepo } from './repo/shippings.ts';
import { lineView } from './views.ts';

/**
 * Reads of orders that other areas make: the storefront's views of a shopper's orders and its
 * selling limits, checkout's recovery, the demo seeder's summary. Orders pending payment are left
 * out of every read but the recovery's.
 */

export function findOrder(db: Db, shopId: string, orderId: string): Promise<OrderRow | undefined> {
  return ordersRepo(db).find(shopId, orderId);
}

/**
 * An order (not pending payment) with its lines, shippings, line allocations, trackings, and the
 * gift it is or came from (when it is a gift order), in one read.
 */
export function findOrderWithParts(db: Db, shopId: string, orderId: string) {
  return ordersRepo(db).findDetail(shopId, orderId);
}

export function findGift(db: Db, shopId: string, orderId: string): Promise<GiftRow | undefined> {
  return ordersRepo(db).findGift(shopId, orderId);
}

/** A customer's order ids, newest placed first, and how many they have. */
export async function customerOrderIds(db: Db, shopId: string, customerId: string, limit: number, offset: number) {
  const repo = orderListsRepo(db);
  const [rows, total] = await Promise.all([
    repo.listForCustomer(shopId, customerId, limit, offset, false),
    repo.count(shopId, { statuses: [], customerId }),
  ]);
  return { ids: rows.map((r) => r.id), total };
}

/** Quantity of each item the customer holds in orders that are not cancelled (selling limits; pending orders count). */
export function orderedQuantities(
  db: Db,
  shopId: string,
  customerId: string,
  itemIds: string[],
): Promise<Map<string, number>> {
  return ordersRepo(db).orderedQuantities(shopId, customerId, itemIds);
}

/** An order placed by checkout and still pending payment. */
export function findPendingOrder(db: Db, shopId: string, orderId: string): Promise<OrderRow | undefined> {
  return ordersRepo(db).findPending(shopId, orderId);
}

/** The order (pending payment or not) that a customer's checkout placed under an Idempotency-Key, with its request's hash. */
export function findOrderByIdempotencyKey(db: Db, customerId: string, key: string) {
  return ordersRepo(db).findByIdempotencyKey(customerId, key);
}

/** Orders pending payment since before `before`, any shop, oldest first. */
export function pendingOrdersBefore(db: Db, before: string, limit: number) {
  return ordersRepo(db).pendingBefore(before, limit);
}

/** Orders awaiting a payment whose deadline passed before `before`, any shop, the longest overdue first. */
export function overduePaymentsBefore(db: Db, before: string, limit: number) {
  return ordersRepo(db).overdueBefore(before, limit);
}

/** The line items of several of the shop's orders in one read, by order id (each order's in their place's order). */
export async function lineItemsOfOrders(db: Db, shopId: string, orderIds: string[]) {
  return groupBy(await ordersRepo(db).linesOfOrders(shopId, orderIds), (row) => row.order_id, lineView);
}

/** The shippings of several orders in one read, by order then sort. */
export function shippingsOfOrders(db: Db, orderIds: string[]) {
  return shippingsRepo(db).shippingsOfOrders(orderIds);
}

/** The shop's orders by status, gift orders by gift status, shippings by status, and its trackings. */
export async function orderTallies(db: Db, shopId: string) {
  const t = await orderListsRepo(db).tallies(shopId);
  const tally = <R extends { n: number }>(rows: R[], key: (r: R) => string) =>
    Object.fromEntries(rows.map((r) => [key(r), Number(r.n)]));
  return {
    orders: tally(t.orders, (r) => r.status),
    gifts: tally(t.gifts, (r) => r.gift_status),
    shippings: tally(t.shippings, (r) => r.status),
    trackings: t.trackings,
  };
}

/** Shippings awaiting shipment (statuses given) of orders that are to ship, a page by id after afterId: carrier label files. */
export function shippingsAwaitingShipment(db: Db, shopId: string, statuses: string[], afterId: string, limit: number) {
  return shippingsRepo(db).awaitingShipment(shopId, statuses, afterId, limit);
}

/** The shipping at place `sort` (0 the first) of the shop's order numbered `number`, as carrier files name it. */
export function shippingByOrderNumber(db: Db, shopId: string, number: number, sort: number) {
  return shippingsRepo(db).byOrderNumber(shopId, number, sort);
}

/** The shop's shipping with this id and its order, or undefined. */
export function shippingOrder(db: Db, shopId: string, shippingId: string) {
  return shippingsRepo(db).orderOf(shopId, shippingId);
}
