import type { DatabaseHandle, Db } from '../db/database.ts';
import { recordEvents, type EventInput } from '../events/service.ts';
import { ApiError, invalidField, notFound } from '../lib/errors.ts';
import { CLIENT_TIME_FORMS, parseClientTime } from '../lib/jst-time.ts';
import { nowIso } from '../lib/time.ts';
import { money } from '../lib/money.ts';
import { pageOf } from '../lib/page.ts';
import { inflowRoutesByIds } from '../inflow-routes/service.ts';
import { answeredFields, PersonalDataFields, RecipientDataFields, type Person } from '../lib/personal-data.ts';
import { PAYMENT_METHODS } from '../payments/payment.ts';
import { recordAction, type OrderActor } from './actions.ts';
import {
  ordersRepo,
  type OrderHeaderRow,
  type OrderLineRow,
  type OrderListFilter,
  type ShippingRow,
  type TrackingRow,
} from './repo.ts';
import {
  ORDER_STATUSES,
  type OrderDetail,
  type OrderListEntry,
  type OrderStatus,
  type Shipping,
  type ShippingStatus,
  type Tracking,
} from './schemas.ts';

/** What the caller may see: personal data only with read_orders_pii. */
export interface OrderVisibility {
  pii: boolean;
}

function parseJson<T>(text: string): T {
  return JSON.parse(text) as T;
}

type InflowRoutes = Awaited<ReturnType<typeof inflowRoutesByIds>>;

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

/** Builds the list entry field by field from the row (never a spread), adding purchaser only with PII. */
function orderListEntry(row: OrderHeaderRow, view: OrderVisibility, routes: InflowRoutes): OrderListEntry {
  const route = row.inflow_route_id ? routes.get(row.inflow_route_id) : undefined;
  const entry: OrderListEntry = {
    id: row.id,
    number: Number(row.number), // every read leaves orders pending payment (the only unnumbered ones) out
    ordered_at: row.ordered_at,
    updated_at: row.updated_at,
    status: row.status as OrderStatus, // every read leaves orders pending payment out
    payment_method: row.payment_method,
    total: money(row.total),
    is_subscription: row.is_subscription === 1,
    inflow_route: route ? { id: route.id, code: route.code, name: route.name } : null,
    gift_status: row.gift_status,
    gift_source_order_id: row.gift_source_order_id,
  };
  if (view.pii) {
    entry.purchaser = answeredFields(PersonalDataFields, parseJson<Person>(row.purchaser));
  }
  return entry;
}

export function trackingView(row: TrackingRow): Tracking {
  return {
    tracking_id: row.id,
    order_id: row.order_id,
    order_shipping_id: row.order_shipping_id,
    carrier_id: row.carrier_id,
    tracking_number: row.tracking_number,
    delivery_date: row.delivery_date,
  };
}

function shippingView(row: ShippingRow, trackings: TrackingRow[], view: OrderVisibility): Shipping {
  const shipping: Shipping = {
    order_shipping_id: row.id,
    status: row.status,
    carrier_id: row.carrier_id,
    shipping_cost: money(row.shipping_cost),
    delivery_date: row.delivery_date,
    delivery_time_slot: row.delivery_time_slot,
    trackings: trackings.filter((t) => t.order_shipping_id === row.id).map(trackingView),
    updated_at: row.updated_at,
  };
  if (view.pii) {
    shipping.recipient = answeredFields(RecipientDataFields, parseJson<Person>(row.recipient));
  }
  return shipping;
}

/** An order's amounts as both the shop's and the shopper's views show them. */
export function orderAmounts(
  row: Pick<OrderHeaderRow, 'subtotal' | 'shipping_total' | 'discount_total' | 'tax_8' | 'tax_10' | 'total'>,
) {
  return {
    subtotal: money(row.subtotal),
    shipping_total: money(row.shipping_total),
    discount_total: money(row.discount_total),
    tax: [
      { rate: 8, amount: money(row.tax_8) },
      { rate: 10, amount: money(row.tax_10) },
    ],
    total: money(row.total),
  };
}

function lineView(row: OrderLineRow) {
  const options = parseJson<{ option_id: string; label: string; choice_id: string; text: string; price: number }[]>(
    row.options,
  );
  return {
    id: row.id,
    item_id: row.item_id,
    variant_id: row.variant_id,
    sku: row.sku,
    name: row.name,
    kind: row.kind,
    quantity: row.quantity,
    unit_price: money(row.unit_price),
    discount_rate: row.discount_rate,
    tax_rate: row.tax_rate,
    options: options.map((o) => ({
      option_id: o.option_id,
      label: o.label,
      choice_id: o.choice_id,
      text: o.text,
      price: money(o.price),
    })),
    subtotal: money(row.subtotal),
  };
}

export interface OrderListQuery {
  limit: number;
  offset: number;
  status?: string[];
  updated_since?: string;
  after_id?: string;
  number?: number;
}

/** `status=paid&status=init` and `status=paid,init` both mean "paid or init"; unknown values are refused. */
function parseStatuses(values: string[] | undefined): OrderStatus[] {
  const statuses = new Set<OrderStatus>();
  for (const value of (values ?? []).flatMap((v) => v.split(','))) {
    const s = value.trim();
    if (s === '') continue;
    if (!(ORDER_STATUSES as readonly string[]).includes(s))
      throw invalidField('status', `unknown order status "${s}"; one of ${ORDER_STATUSES.join(', ')}`);
    statuses.add(s as OrderStatus);
  }
  return [...statuses];
}

/** Turns list query parameters into a repository filter (shared by the plan check in the tests). */
export function orderListFilter(q: Omit<OrderListQuery, 'limit' | 'offset'>): OrderListFilter {
  const statuses = parseStatuses(q.status);
  if (q.after_id !== undefined && q.updated_since === undefined) {
    throw invalidField(
      'after_id',
      'is a cursor within updated_since; send the updated_at of the last entry received as updated_since',
    );
  }
  const number = q.number !== undefined ? { number: q.number } : {};
  if (q.updated_since === undefined) return { statuses, ...number };
  // The same time forms as every other client time; the stored form (UTC, milliseconds) makes text comparison exact.
  const since = parseClientTime(q.updated_since);
  if (!since) throw invalidField('updated_since', `must be ${CLIENT_TIME_FORMS}`);
  // No settle window: updated_at is stamped in commit order (src/changes), so no change can commit behind a cursor.
  return { statuses, ...number, since: { updatedAt: since, afterId: q.after_id ?? null } };
}

export async function listOrders(db: Db, shopId: string, q: OrderListQuery, view: OrderVisibility) {
  const filter = orderListFilter(q);
  const repo = ordersRepo(db);
  const [rows, total] = await Promise.all([
    repo.listQuery(shopId, filter, q.limit, q.offset).execute(),
    repo.count(shopId, filter),
  ]);
  const routes = await inflowRoutesOf(db, shopId, rows);
  return pageOf(
    rows.map((r) => orderListEntry(r, view, routes)),
    q,
    total,
  );
}

export async function listCustomerOrders(
  db: Db,
  shopId: string,
  customerId: string,
  page: { limit: number; offset: number },
  view: OrderVisibility,
) {
  const repo = ordersRepo(db);
  const [rows, total] = await Promise.all([
    repo.listForCustomer(shopId, customerId, page.limit, page.offset),
    repo.count(shopId, { statuses: [], customerId }),
  ]);
  const routes = await inflowRoutesOf(db, shopId, rows);
  return pageOf(
    rows.map((r) => orderListEntry(r, view, routes)),
    page,
    total,
  );
}

/** The staff list's filters; every one given must hold. */
export interface ShopOrderFilter {
  /** Any of these statuses. */
  statuses?: OrderStatus[];
  /** Any of these payment methods. */
  paymentMethods?: string[];
  /** Placed on or after this Japan calendar day (YYYY-MM-DD). */
  orderedFrom?: string;
  /** Placed on or before this Japan calendar day (YYYY-MM-DD), the whole day included. */
  orderedTo?: string;
  customerId?: string;
  /** The order's number (#1001 is 1001). */
  number?: number;
}

/** The instant a Japan calendar day starts (+09:00, no daylight saving). */
function jstDayStart(field: string, day: string, plusDays = 0): string {
  checkCalendarDate(field, day);
  return new Date(Date.parse(`${day}T00:00:00+09:00`) + plusDays * 86_400_000).toISOString();
}

/** Turns the staff list's filters into a repository filter (shared by the plan check in the tests). */
export function shopOrderFilter(f: ShopOrderFilter): OrderListFilter {
  for (const m of f.paymentMethods ?? [])
    if (!(PAYMENT_METHODS as readonly string[]).includes(m))
      throw invalidField('payment_method', `unknown payment method "${m}"; one of ${PAYMENT_METHODS.join(', ')}`);
  const from = f.orderedFrom !== undefined ? jstDayStart('ordered_from', f.orderedFrom) : undefined;
  const before = f.orderedTo !== undefined ? jstDayStart('ordered_to', f.orderedTo, 1) : undefined;
  if (from !== undefined && before !== undefined && from >= before)
    throw invalidField('ordered_to', 'must be the same day as ordered_from or later');
  return {
    statuses: parseStatuses(f.statuses),
    ...(f.paymentMethods?.length ? { paymentMethods: [...new Set(f.paymentMethods)] } : {}),
    ...(from !== undefined || before !== undefined ? { ordered: { from, before } } : {}),
    ...(f.customerId !== undefined ? { customerId: f.customerId } : {}),
    ...(f.number !== undefined ? { number: f.number } : {}),
  };
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
  const repo = ordersRepo(db);
  const [rows, total] = await Promise.all([
    repo.newestPlacedQuery(shopId, f, page.limit, page.offset).execute(),
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
  };
}

export type OrderEventType =
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
  tx: Db,
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

/** The shipping moves of DECISIONS.md section 5; anything else, including staying put, is refused. */
export const SHIPPING_TRANSITIONS: Record<ShippingStatus, readonly ShippingStatus[]> = {
  unshipped: ['preparing', 'cancelled'],
  preparing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** Where staff and integrators may move a shipping of an order in its state (a cancelled order's shippings only to cancelled). */
export function allowedShippingMoves(orderStatus: OrderStatus, from: ShippingStatus): readonly ShippingStatus[] {
  return SHIPPING_TRANSITIONS[from].filter((to) => orderStatus !== 'cancelled' || to === 'cancelled');
}

/** Tracking numbers are registered and corrected on any shipping but a cancelled one. */
export function acceptsTracking(status: ShippingStatus): boolean {
  return status !== 'cancelled';
}

/**
 * A paid order is fulfilled once every shipping that is not cancelled has shipped or been delivered.
 * An order whose shippings are all cancelled keeps its status: cancelling the order itself (and any
 * refund) is a separate decision. An unpaid (init) order is not fulfilled before it is paid.
 * The one place of this rule: shipping moves here and init → paid (markOrderPaid in ./lifecycle.ts, whose
 * shippings may all have shipped before the money arrived, e.g. cash on delivery) both call it.
 * Answers whether the order became fulfilled (order.fulfilled).
 */
export async function settleFulfilment(tx: Db, orderId: string, status: OrderStatus): Promise<boolean> {
  if (status !== 'paid') return false;
  const live = (await ordersRepo(tx).shippingStatuses(orderId)).filter((s) => s.status !== 'cancelled');
  if (live.length === 0 || !live.every((s) => s.status === 'shipped' || s.status === 'delivered')) return false;
  await ordersRepo(tx).setOrderStatus(orderId, 'fulfilled');
  return true;
}

/** Locks and touches the order, then loads the shipping; 404 when either is not the shop's. */
export async function lockShipping(tx: Db, shopId: string, orderId: string, shippingId: string) {
  const repo = ordersRepo(tx);
  const orderStatus = await repo.lockOrder(shopId, orderId);
  if (!orderStatus) throw notFound('order');
  const shipping = await repo.findShipping(shopId, orderId, shippingId);
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
 * Moves a shipping (POST /v1/orders/{id}/shippings/{order_shipping_id}/status); `by`, when staff or
 * the operator move it (src/orders/staff.ts), is recorded in the order's actions. The same for
 * registerTracking and correctTracking.
 */
export async function moveShippingStatus(
  database: DatabaseHandle,
  shopId: string,
  orderId: string,
  shippingId: string,
  to: ShippingStatus,
  by?: OrderActor,
): Promise<void> {
  await database.transaction(async (tx) => {
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
    if (!(await ordersRepo(tx).moveShipping(shipping.id, shipping.status, to, now))) {
      throw new ApiError('invalid_transition', `The shipping is no longer ${shipping.status}`);
    }
    const fulfilled = await settleFulfilment(tx, orderId, orderStatus);
    if (by)
      await recordAction(
        tx,
        shopId,
        orderId,
        by,
        'move_shipping',
        `shipping ${shipping.id}: ${shipping.status} → ${to}`,
      );
    await recordEvents(tx, shopId, [
      {
        type: 'shipping.status_changed',
        orderId,
        shippingId: shipping.id,
        object: () => getShipping(tx, shopId, orderId, shipping.id, { pii: true }),
        stamped: (s, stamp) => ({ ...(s as Shipping), updated_at: stamp }),
      },
      ...(fulfilled ? orderEvents(tx, shopId, orderId, ['order.fulfilled'], { shippingId: shipping.id }) : []),
    ]);
  });
}

/** A YYYY-MM-DD that names a real calendar day (the schema only checks the shape). */
export function checkCalendarDate(field: string, value: string | null | undefined): void {
  if (value === null || value === undefined) return;
  const d = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value)
    throw invalidField(field, `${value} is not a calendar date`);
}
