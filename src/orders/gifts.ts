import { addToOrderCounters, customerUpdatedEvent } from '../customers/service.ts';
import { SYSTEM, type Actor } from '../lib/actor.ts';
import type { Tx } from '../db/database.ts';
import { recordOrderEvents } from './stamp.ts';
import { ApiError } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import type { Person } from '../lib/personal-data.ts';
import { nowIso } from '../lib/time.ts';
import { cancellation, lateNumber } from './lifecycle.ts';
import { ordersRepo, type OrderRow } from './repo/orders.ts';
import { orderEvents } from './service.ts';

/** Where a parcel goes: the recipient and, when the items allow it, a delivery wish. */
export interface Destination {
  recipient: Required<Omit<Person, 'email'>>;
  delivery_date?: string;
  delivery_time_slot?: string;
}

/** Marks the pending gift answered; a concurrent answer makes it refuse. */
async function answer(tx: Tx, giftOrder: OrderRow, giftStatus: 'accepted' | 'declined', now: string): Promise<void> {
  if (
    !(await ordersRepo(tx).updateIf(
      giftOrder.id,
      { status: ['paid'], giftStatus: 'pending' },
      { gift_status: giftStatus, updated_at: now },
    ))
  ) {
    throw new ApiError('invalid_transition', 'This gift was answered meanwhile');
  }
}

/**
 * The recipient accepts with their address: a zero-priced order of theirs is created
 * (gift_source_order_id = the gift, status paid, shipping to them), both orders become accepted.
 * Stock was taken by the gift order and is not taken again. Answers the receiving order's id.
 */
export async function acceptGiftOrder(
  tx: Tx,
  giftOrder: OrderRow,
  recipient: { customerId: string; email: string },
  destination: Destination,
): Promise<string> {
  const by: Actor = { type: 'shopper', customerId: recipient.customerId };
  const repo = ordersRepo(tx);
  const { shop_id: shopId } = giftOrder;
  const now = nowIso();
  await answer(tx, giftOrder, 'accepted', now);
  const lines = await repo.lines(giftOrder.id);
  const id = newId('ord');
  const shippingId = newId('osh');
  // The receiving order is the recipient's own: its purchaser is the recipient (the address they gave,
  // their e-mail), never the giver, whose personal data stays on the giver's order.
  const { last_name, first_name, tel, postal_code, address } = destination.recipient;
  const received: OrderRow = {
    id,
    shop_id: shopId,
    customer_id: recipient.customerId,
    status: 'paid',
    payment_method: 'free',
    payment_reference: null,
    payment_due_at: null,
    payment_instructions: null,
    currency: 'JPY',
    subtotal: 0,
    shipping_total: 0,
    discount_total: 0,
    tax_8: 0,
    tax_10: 0,
    taxable_8: 0,
    taxable_10: 0,
    total: 0,
    is_subscription: 0,
    inflow_route_id: null,
    gift_status: 'accepted',
    gift_source_order_id: giftOrder.id,
    purchaser: JSON.stringify({ last_name, first_name, tel, email: recipient.email, postal_code, address }),
    ordered_at: now,
    updated_at: now,
    number: null, // numbered below, after the recipient's row (the lock order of lateNumber)
    idempotency_key: null,
    idempotency_hash: null,
    receipts_issued: 0,
  };
  const copies = lines.map((l) => ({
    ...l,
    id: newId('oli'),
    order_id: id,
    unit_price: 0,
    discount_rate: 0,
    subtotal: 0,
    options: JSON.stringify((JSON.parse(l.options) as { price: number }[]).map((c) => ({ ...c, price: 0 }))),
  }));
  await repo.insertOrder(
    received,
    copies,
    [
      {
        id: shippingId,
        shop_id: shopId,
        order_id: id,
        status: 'unshipped',
        carrier_id: null,
        shipping_cost: 0,
        delivery_date: destination.delivery_date ?? null,
        delivery_time_slot: destination.delivery_time_slot ?? null,
        recipient: JSON.stringify(destination.recipient),
        gift_wrapping: null,
        sort: 0,
        created_at: now,
        updated_at: now,
      },
    ],
    copies.map((l) => ({ order_line_id: l.id, shop_id: shopId, order_id: id, order_shipping_id: shippingId })),
  );
  await repo.setGiftAccepted(giftOrder.id, id, now);
  const recipientRow = (await addToOrderCounters(tx, recipient.customerId, 1, 0))!;
  const number = lateNumber(tx, shopId, id);
  await recordOrderEvents(
    tx,
    shopId,
    by,
    [
      ...orderEvents(tx, shopId, giftOrder.id, ['order.gift_accepted']),
      ...orderEvents(tx, shopId, id, ['order.created'], { number: number.value }),
      customerUpdatedEvent(recipientRow),
    ],
    { beforeClock: number.take },
  );
  return id;
}

/**
 * The recipient (a shopper: their customer id) declines: the gift order is declined and cancelled
 * by the shop's rules (stock back, the giver refunded); the events are the recipient's.
 */
export async function declineGiftOrder(tx: Tx, giftOrder: OrderRow, recipientId: string): Promise<void> {
  await answer(tx, giftOrder, 'declined', nowIso());
  const events = await cancellation(tx, { shopId: giftOrder.shop_id, orderId: giftOrder.id, by: SYSTEM });
  await recordOrderEvents(tx, giftOrder.shop_id, { type: 'shopper', customerId: recipientId }, [
    ...orderEvents(tx, giftOrder.shop_id, giftOrder.id, ['order.gift_declined']),
    ...events,
  ]);
}
