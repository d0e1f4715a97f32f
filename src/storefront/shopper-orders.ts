import { giftWrappingOf } from '../orders/wrapping.ts';
import type { Db, UnitOfWork } from '../db/database.ts';
import { notFound } from '../lib/errors.ts';
import { money } from '../lib/money.ts';
import type { Person } from '../lib/personal-data.ts';
import { cancelOrder } from '../orders/lifecycle.ts';
import { settleCancelledPayment } from '../orders/refunds.ts';
import { customerOrderIds, findOrder, findOrderWithParts } from '../orders/queries.ts';
import type { OrderWithParts } from '../orders/service.ts';
import { orderAmounts } from '../orders/views.ts';
import type { PaymentInstructions } from '../payments/payment.ts';
import type { ShopPaymentRouter } from '../payments/router.ts';
import { shopperOf, type Shopper } from './session.ts';

/** The shopper's own orders: what they see of them, and cancelling one. */

/**
 * One of the shopper's orders as they see it (their own personal data included; a received gift
 * shows the gift's message, nothing of the giver's order). 404 for another customer's order.
 */
export async function shopperOrderView(db: Db, s: Shopper, orderId: string) {
  return shopperOrderOf(s, await findOrderWithParts(db, s.shopId, orderId));
}

/** shopperOrderView of an order already read. */
export function shopperOrderOf(s: Shopper, found: OrderWithParts | undefined) {
  if (!found || found.order.customer_id !== s.customerId) throw notFound('order');
  const { order: o, lines, shippings, allocations, trackings, gift } = found;
  return {
    id: o.id,
    number: Number(o.number), // a visible order is numbered
    status: o.status,
    payment_method: o.payment_method,
    payment: paymentView(o),
    ordered_at: o.ordered_at,
    updated_at: o.updated_at,
    gift_status: o.gift_status,
    gift_source_order_id: o.gift_source_order_id,
    gift: gift
      ? {
          recipient_line_user_id: gift.recipient_line_user_id,
          message: gift.message,
          accepted_order_id: gift.accepted_order_id,
        }
      : null,
    purchaser: JSON.parse(o.purchaser) as Required<Person>,
    line_items: lines.map((l) => ({
      id: l.id,
      item_id: l.item_id,
      variant_id: l.variant_id,
      sku: l.sku,
      name: l.name,
      kind: l.kind,
      quantity: l.quantity,
      unit_price: money(l.unit_price),
      discount_rate: l.discount_rate,
      tax_rate: l.tax_rate,
      options: (
        JSON.parse(l.options) as { option_id: string; label: string; choice_id: string; text: string; price: number }[]
      ).map((c) => ({ ...c, price: money(c.price) })),
      subtotal: money(l.subtotal),
      order_shipping_id: allocations.find((a) => a.order_line_id === l.id)?.order_shipping_id ?? null,
    })),
    shippings: shippings.map((sh) => ({
      order_shipping_id: sh.id,
      status: sh.status,
      carrier_id: sh.carrier_id,
      shipping_cost: money(sh.shipping_cost),
      delivery_date: sh.delivery_date,
      delivery_time_slot: sh.delivery_time_slot,
      gift_wrapping: giftWrappingOf(sh.gift_wrapping),
      recipient: JSON.parse(sh.recipient) as Required<Omit<Person, 'email'>>,
      trackings: trackings
        .filter((t) => t.order_shipping_id === sh.id)
        .map((t) => ({
          tracking_id: t.id,
          carrier_id: t.carrier_id,
          tracking_number: t.tracking_number,
          delivery_date: t.delivery_date,
        })),
    })),
    ...orderAmounts(o),
  };
}

/** What the shopper needs to pay an order that waits for the money, while it does. */
function paymentView(o: { status: string; payment_due_at: string | null; payment_instructions: string | null }) {
  const waiting = o.status === 'init';
  const instructions =
    waiting && o.payment_instructions ? (JSON.parse(o.payment_instructions) as PaymentInstructions) : {};
  return {
    due_at: waiting ? o.payment_due_at : null,
    konbini: instructions.konbini ?? null,
    bank_transfer: instructions.bank_transfer ?? null,
  };
}

/** The shopper's orders, newest first. */
export async function listShopperOrders(db: Db, s: Shopper, limit: number, offset: number) {
  const { ids, total } = await customerOrderIds(db, s.shopId, s.customerId, limit, offset);
  const data = [];
  for (const id of ids) data.push(await shopperOrderView(db, s, id));
  return { data, pagination: { limit, offset, total } };
}

/**
 * The shopper cancels their order (every item must allow it; see cancelOrder); once that committed,
 * a paid order is refunded through its gateway and an awaited payment is withdrawn.
 */
export async function cancelByShopper(unit: UnitOfWork, payments: ShopPaymentRouter, s: Shopper, orderId: string) {
  const before = await unit.transaction(async (tx) => {
    const order = await findOrder(tx, s.shopId, orderId);
    await cancelOrder(tx, { shopId: s.shopId, orderId, by: shopperOf(s) });
    return order!;
  });
  await settleCancelledPayment(unit, payments, before);
  return shopperOrderView(unit.db, s, orderId);
}
