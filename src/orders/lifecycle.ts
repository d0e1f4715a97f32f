import { bundleComponents, itemsByIds } from '../catalog/sales.ts';
import { adjustStocks, stockEvents, type StockEvent } from '../catalog/stock.ts';
import { addToOrderCounters, customerUpdated, customerUpdatedEvent } from '../customers/service.ts';
import type { Tx } from '../db/database.ts';
import { ApiError, notFound } from '../lib/errors.ts';
import { countInflowRouteOrder } from '../inflow-routes/service.ts';
import type { EventInput } from '../events/service.ts';
import { recordOrderEvents } from './stamp.ts';
import { nowIso } from '../lib/time.ts';
import { ordersRepo, type GiftRow, type LineShippingRow, type OrderLineRow, type OrderRow } from './repo/orders.ts';
import { shippingsRepo, type ShippingRow } from './repo/shippings.ts';
import type { Actor } from '../lib/actor.ts';
import { byShop, checkReason, recordAction } from './actions.ts';
import { queueRefund } from './refunds.ts';
import { orderDetailOf, orderEvents, settleFulfilment, type OrderWithParts } from './service.ts';
import { PENDING_PAYMENT } from '../db/tables/orders.ts';

/**
 * How an order moves from placed to confirmed or released, cancelled, paid: the moves the
 * storefront (checkout, shopper cancellation, gifts) and the demo seeder make. Functions taking `tx`
 * run inside the caller's transaction; every change ends with recordOrderEvents (./stamp.ts), which
 * records the change's events and stamps orders.updated_at in commit order so incremental syncs
 * (GET /v1/orders?updated_since) see it.
 */

export type { GiftRow, LineShippingRow, OrderLineRow, OrderRow, ShippingRow };

interface StockLine {
  item_id: string;
  variant_id: string | null;
  kind: string;
  quantity: number;
}

/**
 * Stock moves for lines: the variant's or the item's stock, or each bundle component × quantity.
 * Merged per stock record and sorted, so concurrent checkouts lock rows in one order (no deadlock).
 */
async function stockMoves(tx: Tx, lines: StockLine[]) {
  const bundles = lines.filter((l) => l.kind === 'bundle').map((l) => l.item_id);
  const components = await bundleComponents(tx, [...new Set(bundles)]);
  const moves = new Map<string, { itemId: string; variantId: string | null; quantity: number }>();
  const add = (itemId: string, variantId: string | null, quantity: number) => {
    const key = `${itemId}\u0000${variantId ?? ''}`;
    const m = moves.get(key) ?? { itemId, variantId, quantity: 0 };
    m.quantity += quantity;
    moves.set(key, m);
  };
  for (const l of lines) {
    if (l.kind === 'bundle') {
      for (const c of components.filter((c) => c.bundle_item_id === l.item_id))
        add(c.component_item_id, null, c.quantity * l.quantity);
    } else add(l.item_id, l.variant_id, l.quantity);
  }
  return [...moves.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, m]) => m);
}

/**
 * Takes stock for lines with guarded updates, one statement per table however many lines
 * (adjustStocks); throws 422 insufficient_stock naming the first stock refused (the caller's
 * transaction rolls back, undoing the moves made).
 */
async function takeStock(tx: Tx, shopId: string, lines: StockLine[]): Promise<void> {
  const moves = await stockMoves(tx, lines);
  const [refused] = (
    await adjustStocks(
      tx,
      shopId,
      moves.map((m) => ({ itemId: m.itemId, variantId: m.variantId, delta: -m.quantity })),
    )
  ).refused;
  if (refused) {
    throw new ApiError(
      'insufficient_stock',
      `Not enough stock for item ${refused.itemId}${refused.variantId ? ` variant ${refused.variantId}` : ''}`,
      {
        details: [{ field: 'item_id', message: refused.itemId }],
      },
    );
  }
}

/**
 * Puts stock back (cancellation, release) and answers the events of the stocks it moved. A variant
 * deleted since the order has nowhere to return to and is skipped.
 */
async function returnStock(tx: Tx, shopId: string, lines: StockLine[]): Promise<StockEvent[]> {
  const moves = await stockMoves(tx, lines);
  await adjustStocks(
    tx,
    shopId,
    moves.map((m) => ({ itemId: m.itemId, variantId: m.variantId, delta: m.quantity })),
  );
  return stockEvents(tx, shopId, moves);
}

/** What checkout records: the order (its status and number are set here), lines, shippings, line allocations and a gift's invitation. */
export interface NewOrder {
  order: Omit<OrderRow, 'status' | 'number'>;
  lines: OrderLineRow[];
  shippings: ShippingRow[];
  allocations: LineShippingRow[];
  gift?: GiftRow;
}

/**
 * Takes the stock of the lines and records the order pending payment, hidden from every reader
 * until confirmPlacedOrder (or gone after releasePlacedOrder).
 */
export async function placePendingOrder(tx: Tx, o: NewOrder): Promise<void> {
  await takeStock(tx, o.order.shop_id, o.lines);
  await ordersRepo(tx).insertOrder(
    { ...o.order, status: PENDING_PAYMENT, number: null },
    o.lines,
    o.shippings,
    o.allocations,
  );
  if (o.gift) await ordersRepo(tx).insertGift(o.gift);
}

/**
 * The shop's next order number for an order becoming visible, taken as late as it can be: after
 * the customer's row, after every read of the events, right before the shop's clock (recordOrderEvents'
 * `beforeClock`). Every numbering transaction locks in that order, and holds the shop's counter
 * only for the clock and the writes after it. `value` is the number once taken (for the events' objects).
 */
export function lateNumber(tx: Tx, shopId: string, orderId: string) {
  let number: number | undefined;
  return {
    take: async () => {
      number = await ordersRepo(tx).numberOrder(shopId, orderId);
    },
    value: () => number!,
  };
}

/**
 * A placed order's payment went through (paid) or is awaited (init): the order becomes visible and
 * takes the shop's next number (a declined checkout, deleted, leaves no gap), its customer's
 * counters and its inflow route's count move. Answers the order as this transaction leaves it
 * (numbered and stamped), or null when it is no longer pending: the guarded first update also
 * serializes two resumptions of one order. Its events: order.created (and order.paid), the stock it
 * took (announced now, when the order that took it appears) and customer.updated.
 */
export async function confirmPlacedOrder(
  tx: Tx,
  shopId: string,
  orderId: string,
  by: Actor,
  payment: {
    status: 'paid' | 'init';
    reference: string;
    /** When the shopper pays later: the deadline, and what they need to pay (JSON display data). */
    dueAt?: string;
    instructions?: string;
  },
): Promise<OrderWithParts | null> {
  const repo = ordersRepo(tx);
  const order = await repo.updateIf(
    orderId,
    { status: [PENDING_PAYMENT] },
    {
      status: payment.status,
      payment_reference: payment.reference,
      payment_due_at: payment.dueAt ?? null,
      payment_instructions: payment.instructions ?? null,
      updated_at: nowIso(),
    },
  );
  if (!order) return null;
  if (order.inflow_route_id) await countInflowRouteOrder(tx, order.inflow_route_id, order.ordered_at);
  const customer = (await addToOrderCounters(tx, order.customer_id, 1, order.total))!;
  // The order as its events carry it, read once after its last change here: its lines are the stock it took.
  const found = (await repo.findDetail(shopId, orderId))!;
  const shown = await orderDetailOf(tx, shopId, found, { pii: true });
  const taken = await stockEvents(tx, shopId, await stockMoves(tx, shown.line_items));
  const number = lateNumber(tx, shopId, orderId);
  const stamp = await recordOrderEvents(
    tx,
    shopId,
    by,
    [
      ...orderEvents(
        tx,
        shopId,
        orderId,
        payment.status === 'paid' ? ['order.created', 'order.paid'] : ['order.created'],
        { number: number.value, shown },
      ),
      ...taken,
      customerUpdatedEvent(customer),
    ],
    { beforeClock: number.take },
  );
  return { ...found, order: { ...found.order, number: number.value(), updated_at: stamp } };
}

/**
 * A placed order's payment was declined: its stock returns and it is deleted with everything
 * recorded with it. Answers the customer and the lines it held (for the cart), or null when it is
 * no longer pending (guarded as confirmPlacedOrder is).
 */
export async function releasePlacedOrder(
  tx: Tx,
  shopId: string,
  orderId: string,
  by: Actor,
): Promise<{ customerId: string; lines: OrderLineRow[] } | null> {
  const repo = ordersRepo(tx);
  const order = await repo.updateIf(orderId, { status: [PENDING_PAYMENT] }, { updated_at: nowIso() });
  if (!order) return null;
  const lines = await repo.lines(orderId);
  const returned = await returnStock(tx, shopId, lines);
  await repo.deleteOrder(orderId);
  // The order never showed; the stock it held did (stock.changed back to the level before it).
  if (returned.length) await recordOrderEvents(tx, shopId, by, returned);
  return { customerId: order.customer_id, lines };
}

interface CancelInput {
  shopId: string;
  orderId: string;
  /**
   * A shopper may cancel only their orders whose items all allow it; the shop may cancel any: staff
   * or the operator (recorded in the order's actions, with their reason), or the shop's own rules
   * (the system: a declined gift, the demo seeder).
   */
  by: Actor;
  /** Why: required from staff and the operator (1-500 characters), kept on the action and the order.cancelled events. */
  reason?: string;
}

/**
 * Why the shop cannot cancel an order in its state (null when it can): only init and paid orders,
 * not the receiving side of a gift, nothing shipped yet. cancellation checks it; the console asks
 * it (staffActions in ./staff.ts) to offer only what will work.
 */
export function cancelRefusal(
  order: Pick<OrderRow, 'status' | 'gift_source_order_id'>,
  shippings: Pick<ShippingRow, 'status'>[],
): string | null {
  if (order.status !== 'init' && order.status !== 'paid')
    return `An order in status ${order.status} cannot be cancelled`;
  if (order.gift_source_order_id !== '')
    return `This order was received as a gift; cancel the gift order ${order.gift_source_order_id}`;
  if (shippings.some((s) => s.status === 'shipped' || s.status === 'delivered'))
    return 'Part of this order has shipped; it can no longer be cancelled';
  return null;
}

/**
 * init or paid → cancelled: open shippings are cancelled, stock returns, the customer's counters
 * drop, an accepted gift's receiving order is cancelled too, and a payment taken through the
 * gateway is owed back (a pending refund, sent after commit: src/orders/refunds.ts). Refused (409
 * invalid_transition) once anything has shipped, or for the receiving side of a gift (the stock and
 * the money belong to the giver's order: cancel that one).
 */
export async function cancelOrder(tx: Tx, input: CancelInput): Promise<OrderRow> {
  await recordOrderEvents(tx, input.shopId, input.by, await cancellation(tx, input));
  // Read after recording: its updated_at is the events' instant.
  return (await ordersRepo(tx).find(input.shopId, input.orderId))!;
}

/** cancelOrder's checks and writes; answers the events for the caller to record last. */
export async function cancellation(tx: Tx, input: CancelInput): Promise<EventInput[]> {
  const repo = ordersRepo(tx);
  const order = await repo.find(input.shopId, input.orderId);
  if (!order || (input.by.type === 'shopper' && order.customer_id !== input.by.customerId)) throw notFound('order');
  const refusal = cancelRefusal(order, await shippingsRepo(tx).shippings(order.id));
  if (refusal) throw new ApiError('invalid_transition', refusal);
  const byStaff = byShop(input.by);
  const reason = byStaff ? checkReason(input.reason) : input.reason?.trim() || undefined;
  const lines = await repo.lines(order.id);
  if (input.by.type === 'shopper') {
    const items = await itemsByIds(tx, input.shopId, [...new Set(lines.map((l) => l.item_id))]);
    const fixed = items.find((i) => i.cancellation_enabled !== 1);
    if (fixed)
      throw new ApiError('invalid_transition', `${fixed.name} cannot be cancelled by the shopper; contact the shop`);
  }
  const now = nowIso();
  const customers = [order.customer_id];
  const cancelled = [order.id];
  if (!(await repo.updateIf(order.id, { status: ['init', 'paid'] }, { status: 'cancelled', updated_at: now }))) {
    throw new ApiError('invalid_transition', 'The order changed while cancelling; reload it');
  }
  await shippingsRepo(tx).setShippingsStatus(order.id, ['unshipped', 'preparing'], 'cancelled', now);
  const returned = await returnStock(tx, input.shopId, lines);
  await addToOrderCounters(tx, order.customer_id, -1, -order.total);
  if (order.gift_status === 'accepted') {
    const gift = await repo.findGift(input.shopId, order.id);
    const received = gift?.accepted_order_id ? await repo.find(input.shopId, gift.accepted_order_id) : undefined;
    if (
      received &&
      (await repo.updateIf(received.id, { status: ['init', 'paid'] }, { status: 'cancelled', updated_at: now }))
    ) {
      await shippingsRepo(tx).setShippingsStatus(received.id, ['unshipped', 'preparing'], 'cancelled', now);
      await addToOrderCounters(tx, received.customer_id, -1, -received.total);
      cancelled.push(received.id);
      customers.push(received.customer_id);
    }
  }
  const { refundId, note } = await queueRefund(tx, order, now);
  if (byStaff) await recordAction(tx, input.shopId, order.id, input.by, 'cancel', note, { refundId, reason });
  return [
    ...cancelled.flatMap((id) =>
      orderEvents(tx, input.shopId, id, ['order.cancelled']).map((e) => (reason ? { ...e, reason } : e)),
    ),
    ...returned,
    ...(await Promise.all([...new Set(customers)].map((id) => customerUpdated(tx, input.shopId, id)))),
  ];
}

/** Payment methods whose money arrives outside the gateway, so that staff record it. */
const RECORDED_PAYMENT_METHODS: readonly string[] = ['bank_transfer', 'convenience_store', 'cash_on_delivery'];

/** Why staff cannot record an order's payment (null when they can): an init order of a method paid outside the gateway. */
export function paymentRecordRefusal(order: Pick<OrderRow, 'status' | 'payment_method'>): string | null {
  if (!RECORDED_PAYMENT_METHODS.includes(order.payment_method))
    return `A ${order.payment_method} order is paid through the payment gateway; its payment cannot be recorded by hand`;
  if (order.status !== 'init') return `An order in status ${order.status} cannot be marked paid`;
  return null;
}

/**
 * init → paid: staff (or the operator) record that the money of a bank transfer, convenience store
 * or cash-on-delivery order arrived, recorded in the order's actions; or the payment gateway
 * (`by` the system: Stripe's webhook) confirms a payment of any method. Staff cannot record a payment
 * of a method the gateway takes, and other statuses cannot be paid: 409 invalid_transition.
 */
export async function markOrderPaid(tx: Tx, input: { shopId: string; orderId: string; by: Actor }): Promise<OrderRow> {
  const repo = ordersRepo(tx);
  const order = await repo.find(input.shopId, input.orderId);
  if (!order) throw notFound('order');
  const byStaff = byShop(input.by);
  const refusal = byStaff ? paymentRecordRefusal(order) : null;
  if (refusal) throw new ApiError('invalid_transition', refusal);
  if (!(await repo.updateIf(order.id, { status: ['init'] }, { status: 'paid', updated_at: nowIso() }))) {
    throw new ApiError('invalid_transition', `An order in status ${order.status} cannot be marked paid`);
  }
  // Its shippings may all have gone out before the money came (cash on delivery): then it is fulfilled at once.
  const fulfilled = await settleFulfilment(tx, order.id, 'paid');
  // A payment staff record is their action (and is refunded by hand); the gateway's confirmation is the system's order.paid.
  if (byStaff)
    await recordAction(
      tx,
      input.shopId,
      order.id,
      input.by,
      'record_payment',
      `payment of ${order.total} JPY received (${order.payment_method})`,
    );
  await recordOrderEvents(
    tx,
    input.shopId,
    input.by,
    orderEvents(tx, input.shopId, order.id, fulfilled ? ['order.paid', 'order.fulfilled'] : ['order.paid']),
  );
  return (await repo.find(input.shopId, order.id))!;
}
