import type { Db, Tx } from '../db/database.ts';
import type { EventInput } from '../events/service.ts';
import { recordOrderEvents } from './stamp.ts';
import { ApiError, notFound } from '../lib/errors.ts';
import { nowIso } from '../lib/time.ts';
import { pageOf } from '../lib/page.ts';
import { findCustomer } from '../customers/service.ts';
import { inflowRoutesByIds } from '../inflow-routes/service.ts';
import type { Actor } from '../lib/actor.ts';
import { byShop, recordAction } from './actions.ts';
import { orderListsRepo, type OrderHeaderRow } from './repo/lists.ts';
import { ordersRepo } from './repo/orders.ts';
import { shippingsRepo } from './repo/shippings.ts';
import {
  allowedShippingMoves,
  orderListFilter,
  shopOrderFilter,
  SHIPPING_TRANSITIONS,
  type OrderListQuery,
  type ShopOrderFilter,
} from './rules.ts';
import type { OrderDetail, OrderStatus, Shipping, ShippingStatus } from './schemas.ts';
import {
  lineView,
  orderAmounts,
  orderListEntry,
  shippingView,
  type InflowRoutes,
  type OrderVisibility,
} from './views.ts';

/** The inflow routes of order rows, read in one query (none when no order came through one). */
function inflowRoutesOf(
  db: Db,
  shopId: string,
  rows: Pick<OrderHeaderRow, 'inflow_route_id'>[],
): Promise<InflowRoutes> {
  return inflowRoutesByIds(
    db,
    shopId,
    rows.flatMap((r) => (r.inflow_route_id ? [r.inflow_route_id] : [])),
  );
}

export async function listOrders(db: Db, shopId: string, q: OrderListQuery, view: OrderVisibility) {
  const filter = orderListFilter(q);
  const repo = orderListsRepo(db);
  const [rows, total] = await Promise.all([
    repo.list(shopId, filter, q.limit, q.offset, view.pii),
    repo.count(shopId, filter),
  ]);
  const routes = await inflowRoutesOf(db, shopId, rows);
  return pageOf(
    rows.map((r) => orderListEntry(r, view, routes)),
    q,
    total,
  );
}

/** GET /v1/customers/{id}/orders: the customer's orders, newest placed first (404 for a customer not of the shop). */
export async function listCustomerOrders(
  db: Db,
  shopId: string,
  customerId: string,
  page: { limit: number; offset: number },
  view: OrderVisibility,
) {
  if (!(await findCustomer(db, shopId, customerId))) throw notFound('customer');
  const repo = orderListsRepo(db);
  const [rows, total] = await Promise.all([
    repo.listForCustomer(shopId, customerId, page.limit, page.offset, view.pii),
    repo.count(shopId, { statuses: [], customerId }),
  ]);
  const routes = await inflowRoutesOf(db, shopId, rows);
  return pageOf(
    rows.map((r) => orderListEntry(r, view, routes)),
    page,
    total,
  );
}

/**
 * The staff console's order list: the shop's orders that pass the filter, newest placed first,
 * with the purchaser (staff see personal data) and the total for pagination. Bad filter values are
 * 400 invalid_request naming the field (status, payment_method, ordered_from, ordered_to).
 */
export async function listShopOrders(
  db: Db,
  shopId: string,
  filter: ShopOrderFilter,
  page: { limit: number; offset: number },
) {
  const f = shopOrderFilter(filter);
  const repo = orderListsRepo(db);
  const [rows, total] = await Promise.all([
    repo.newestPlaced(shopId, f, page.limit, page.offset),
    repo.count(shopId, f),
  ]);
  const routes = await inflowRoutesOf(db, shopId, rows);
  return pageOf(
    rows.map((r) => orderListEntry(r, { pii: true }, routes)),
    page,
    total,
  );
}

/** An order with everything its detail shows, as one read answers it (ordersRepo's findDetail). */
export type OrderWithParts = NonNullable<Awaited<ReturnType<ReturnType<typeof ordersRepo>['findDetail']>>>;

export async function getOrder(db: Db, shopId: string, orderId: string, view: OrderVisibility): Promise<OrderDetail> {
  const found = await ordersRepo(db).findDetail(shopId, orderId);
  if (!found) throw notFound('order');
  return orderDetailOf(db, shopId, found, view);
}

/** getOrder's answer for an order already read. */
export async function orderDetailOf(
  db: Db,
  shopId: string,
  found: OrderWithParts,
  view: OrderVisibility,
): Promise<OrderDetail> {
  const { order: header, lines, shippings, trackings } = found;
  // The inflow route is the inflow-routes area's to read: a second statement, only when there is one.
  const routes = await inflowRoutesOf(db, shopId, [header]);
  return {
    ...orderListEntry(header, view, routes),
    line_items: lines.map(lineView),
    shippings: shippings.map((s) => shippingView(s, trackings, view)),
    amounts: orderAmounts(header),
    receipts_issued: Number(header.receipts_issued),
  };
}

type OrderEventType =
  | 'order.created'
  | 'order.paid'
  | 'order.cancelled'
  | 'order.fulfilled'
  | 'order.gift_accepted'
  | 'order.gift_declined';

/**
 * Events about one order, each carrying the order as GET /v1/orders/{id} shows it with personal
 * data: read once before the change record's clock (or `also.shown`, when the caller read it in tx
 * after its last change to the order), then given the change's instant as its updated_at (and, as
 * the change writes them with it, the updated_at of the shipping it moves and the number it takes:
 * `also`).
 */
export function orderEvents(
  tx: Tx,
  shopId: string,
  orderId: string,
  types: OrderEventType[],
  also: { shippingId?: string; number?: () => number; shown?: OrderDetail } = {},
): EventInput[] {
  let read: Promise<OrderDetail> | undefined;
  const object = () =>
    (read ??= also.shown ? Promise.resolve(also.shown) : getOrder(tx, shopId, orderId, { pii: true }));
  // The object is the order getOrder read (events of orders carry it untyped).
  const stamped = (object: unknown, stamp: string): OrderDetail => {
    const o = object as OrderDetail;
    return {
      ...o,
      ...(also.number ? { number: also.number() } : {}),
      updated_at: stamp,
      shippings: o.shippings.map((s) => (s.order_shipping_id === also.shippingId ? { ...s, updated_at: stamp } : s)),
    };
  };
  return types.map((type) => ({ type, orderId, object, stamped }));
}

/**
 * A paid order is fulfilled once every shipping that is not cancelled has shipped or been delivered.
 * An order whose shippings are all cancelled keeps its status: cancelling the order itself (and any
 * refund) is a separate decision. An unpaid (init) order is not fulfilled before it is paid.
 * The one place of this rule: shipping moves here and init → paid (markOrderPaid in ./lifecycle.ts, whose
 * shippings may all have shipped before the money arrived, e.g. cash on delivery) both call it.
 * Answers whether the order became fulfilled (order.fulfilled).
 */
export async function settleFulfilment(tx: Tx, orderId: string, status: OrderStatus): Promise<boolean> {
  if (status !== 'paid') return false;
  const live = (await shippingsRepo(tx).shippingStatuses(orderId)).filter((s) => s.status !== 'cancelled');
  if (live.length === 0 || !live.every((s) => s.status === 'shipped' || s.status === 'delivered')) return false;
  await ordersRepo(tx).setOrderStatus(orderId, 'fulfilled');
  return true;
}

/** Locks the order for the rest of the transaction (ordersRepo.lockOrder) and answers its status; 404 when it is not the shop's. */
export async function lockOrderOf(tx: Tx, shopId: string, orderId: string): Promise<OrderStatus> {
  const orderStatus = await ordersRepo(tx).lockOrder(shopId, orderId);
  if (!orderStatus) throw notFound('order');
  return orderStatus;
}

/** Locks and touches the order, then loads the shipping; 404 when either is not the shop's. */
async function lockShipping(tx: Tx, shopId: string, orderId: string, shippingId: string) {
  const orderStatus = await lockOrderOf(tx, shopId, orderId);
  const shipping = await shippingsRepo(tx).findShipping(shopId, orderId, shippingId);
  return { orderStatus, shipping };
}

/** One shipping of an order as the order detail shows it. */
export async function getShipping(
  db: Db,
  shopId: string,
  orderId: string,
  shippingId: string,
  view: OrderVisibility,
): Promise<Shipping> {
  const shipping = (await getOrder(db, shopId, orderId, view)).shippings.find(
    (s) => s.order_shipping_id === shippingId,
  );
  if (!shipping) throw notFound('shipping');
  return shipping;
}

/**
 * Moves a shipping (POST /v1/orders/{id}/shippings/{order_shipping_id}/status) `by` an actor: staff
 * and the operator (src/orders/staff.ts) record it in the order's actions with a note; a client's
 * move enters them as its event (recordOrderEvents). The same for registerTracking and correctTracking.
 */
export async function moveShippingStatus(
  tx: Tx,
  shopId: string,
  orderId: string,
  shippingId: string,
  to: ShippingStatus,
  by: Actor,
): Promise<void> {
  const now = nowIso();
  const { orderStatus, shipping } = await lockShipping(tx, shopId, orderId, shippingId);
  if (!shipping) throw notFound('shipping');
  if (!allowedShippingMoves(orderStatus, shipping.status).includes(to)) {
    throw new ApiError(
      'invalid_transition',
      SHIPPING_TRANSITIONS[shipping.status].includes(to)
        ? 'The order is cancelled; its shippings can only be cancelled'
        : `A shipping cannot move from ${shipping.status} to ${to}`,
    );
  }
  if (!(await shippingsRepo(tx).moveShipping(shipping.id, shipping.status, to, now))) {
    throw new ApiError('invalid_transition', `The shipping is no longer ${shipping.status}`);
  }
  const fulfilled = await settleFulfilment(tx, orderId, orderStatus);
  if (byShop(by))
    await recordAction(tx, shopId, orderId, by, 'move_shipping', `shipping ${shipping.id}: ${shipping.status} → ${to}`);
  await recordOrderEvents(tx, shopId, by, [
    {
      type: 'shipping.status_changed',
      orderId,
      shippingId: shipping.id,
      object: () => getShipping(tx, shopId, orderId, shipping.id, { pii: true }),
      stamped: (s, stamp) => ({ ...s, updated_at: stamp }),
    },
    ...(fulfilled ? orderEvents(tx, shopId, orderId, ['order.fulfilled'], { shippingId: shipping.id }) : []),
  ]);
}

/** Moves when an order counts as placed (the demo data's orders, spread over past days); the per-day tally follows by trigger. */
export async function backdateOrder(tx: Tx, shopId: string, orderId: string, orderedAt: string): Promise<void> {
  await ordersRepo(tx).setOrderedAt(shopId, orderId, orderedAt);
}
