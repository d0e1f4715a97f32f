import type { Tx, UnitOfWork } from '../db/database.ts';
import type { PaymentProcessor } from '../payments/payment.ts';
import type { OrderActor } from './actions.ts';
import { cancelOrder, cancelRefusal, markOrderPaid, paymentRecordRefusal } from './lifecycle.ts';
import { findOrder } from './queries.ts';
import { settleCancelledPayment, type RefundView } from './refunds.ts';
import type { OrderDetail, Shipping, ShippingStatus, Tracking } from './schemas.ts';
import { acceptsTracking, allowedShippingMoves } from './rules.ts';
import { getOrder, getShipping, moveShippingStatus } from './service.ts';
import {
  correctTracking,
  registerTracking,
  type RegisteredTracking,
  type TrackingInput,
  type TrackingPatch,
} from './trackings.ts';

/**
 * What shop staff do to an order, from the console's order page (`by: { type: 'staff', staffId }`)
 * or the CLI (`tenpo orders …`, `by: OPERATOR`). One function per operation; each runs
 * the same rules as the API (errors are ApiErrors: 404 not_found, 409 invalid_transition, 400
 * invalid_request), records who and when in the order's actions (orderActions, in ./actions.ts) in
 * the changing transaction, and that transaction records the change's events, which move the
 * order's updated_at. Staff see personal data, so orders come back as GET /v1/orders/{id} shows
 * them with read_orders_pii.
 * The console's other reads: listShopOrders (./service.ts: filters and pagination), orderActions
 * (./actions.ts) and refundOfOrder (./refunds.ts).
 */

export type { OrderActor };

/** What staff may do to an order as it stands: the console offers only these (each operation checks again when run). */
interface StaffActions {
  recordPayment: boolean;
  cancel: boolean;
  /** By shipping id: the statuses it may move to, and whether tracking numbers may be registered or corrected on it. */
  shippings: Map<string, { moves: readonly ShippingStatus[]; tracking: boolean }>;
}

export function staffActions(order: OrderDetail): StaffActions {
  return {
    recordPayment: paymentRecordRefusal(order) === null,
    cancel: cancelRefusal(order, order.shippings) === null,
    shippings: new Map(
      order.shippings.map((s) => [
        s.order_shipping_id,
        { moves: allowedShippingMoves(order.status, s.status), tracking: acceptsTracking(s.status) },
      ]),
    ),
  };
}

/** init → paid for a bank transfer, convenience store or cash-on-delivery order whose money arrived. */
export async function recordPayment(tx: Tx, shopId: string, orderId: string, by: OrderActor): Promise<OrderDetail> {
  await markOrderPaid(tx, { shopId, orderId, by });
  return getOrder(tx, shopId, orderId, { pii: true });
}

/**
 * init or paid → cancelled, with the reason staff give (1-500 characters: 400 invalid_request
 * naming reason otherwise), kept on the action and the order.cancelled event (stock returned, the customer's counters corrected, open shippings
 * cancelled). An order paid through the gateway is refunded: the refund is written as pending in
 * the cancelling transaction and sent to the gateway after its commit; when the gateway fails it
 * stays pending (`refund.status`, `refund.last_error`) and the retry loop sends it again. Orders
 * paid outside the gateway (payment recorded by staff) get no refund call; the action's note says so.
 * A payment still awaited (a konbini voucher, a card not yet confirmed) is withdrawn at the gateway.
 */
export async function cancelAsStaff(
  unit: UnitOfWork,
  payments: PaymentProcessor,
  shopId: string,
  orderId: string,
  by: OrderActor,
  reason: string,
): Promise<{ order: OrderDetail; refund: RefundView | null }> {
  const before = await unit.transaction(async (tx) => {
    const order = await findOrder(tx, shopId, orderId);
    await cancelOrder(tx, { shopId, orderId, by, reason });
    return order!;
  });
  const refund = await settleCancelledPayment(unit, payments, before);
  return { order: await getOrder(unit.db, shopId, orderId, { pii: true }), refund: refund ?? null };
}

/** Moves a shipping, as POST /v1/orders/{id}/shippings/{order_shipping_id}/status does. */
export async function moveShippingAsStaff(
  tx: Tx,
  shopId: string,
  orderId: string,
  shippingId: string,
  to: ShippingStatus,
  by: OrderActor,
): Promise<Shipping> {
  await moveShippingStatus(tx, shopId, orderId, shippingId, to, by);
  return getShipping(tx, shopId, orderId, shippingId, { pii: true });
}

/** Registers a tracking number on a shipping, as POST /v1/orders/{id}/trackings does. */
export function registerTrackingAsStaff(
  tx: Tx,
  shopId: string,
  orderId: string,
  input: TrackingInput,
  by: OrderActor,
): Promise<RegisteredTracking> {
  return registerTracking(tx, shopId, orderId, input, by);
}

/** Corrects a tracking number, as PATCH /v1/orders/{id}/trackings/{tracking_id} does. */
export function correctTrackingAsStaff(
  tx: Tx,
  shopId: string,
  orderId: string,
  trackingId: string,
  patch: TrackingPatch,
  by: OrderActor,
): Promise<Tracking> {
  return correctTracking(tx, shopId, orderId, trackingId, patch, by);
}
