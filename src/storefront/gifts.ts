import { findCustomer } from '../customers/service.ts';
import type { Db, UnitOfWork } from '../db/database.ts';
import { ApiError, notFound } from '../lib/errors.ts';
import { acceptGiftOrder, declineGiftOrder, type Destination } from '../orders/gifts.ts';
import { findGift, findOrder } from '../orders/queries.ts';
import { settleCancelledPayment } from '../orders/refunds.ts';
import type { ShopPaymentRouter } from '../payments/router.ts';
import { shopDeliverySettings } from '../shop/delivery.ts';
import { checkDeliveryWish } from './delivery.ts';
import type { Shopper } from './session.ts';

/** The recipient's answer to a gift: who may answer it here, what answering does in src/orders/gifts.ts. */

/** The pending gift this shopper may answer; others (and the giver's own link) see 404 / 409. */
async function answerableGift(db: Db, s: Shopper, orderId: string) {
  const order = await findOrder(db, s.shopId, orderId);
  const gift = order && order.gift_source_order_id === '' ? await findGift(db, s.shopId, orderId) : undefined;
  if (!order || !gift || (gift.recipient_line_user_id !== null && gift.recipient_line_user_id !== s.lineUserId))
    throw notFound('gift');
  if (order.customer_id === s.customerId)
    throw new ApiError('invalid_transition', 'The giver cannot answer their own gift');
  if (order.gift_status !== 'pending')
    throw new ApiError('invalid_transition', `This gift is already ${order.gift_status}`);
  if (order.status !== 'paid')
    throw new ApiError(
      'invalid_transition',
      order.status === 'init' ? 'This gift is not paid yet' : `This gift's order is ${order.status}`,
    );
  return order;
}

/** The recipient accepts with their address; answers the id of the order they receive. */
export async function acceptGift(
  unit: UnitOfWork,
  s: Shopper,
  orderId: string,
  destination: Destination,
): Promise<string> {
  return unit.transaction(async (tx) => {
    const order = await answerableGift(tx, s, orderId);
    const recipient = (await findCustomer(tx, s.shopId, s.customerId))!;
    checkDeliveryWish((await shopDeliverySettings(tx, s.shopId))!, destination, [], Date.now(), '');
    return acceptGiftOrder(tx, order, { customerId: recipient.id, email: recipient.email }, destination);
  });
}

/**
 * The recipient declines: the gift order is declined and cancelled (stock back), and once that
 * committed the giver is refunded through the gateway that took the payment.
 */
export async function declineGift(
  unit: UnitOfWork,
  payments: ShopPaymentRouter,
  s: Shopper,
  orderId: string,
): Promise<void> {
  const declined = await unit.transaction(async (tx) => {
    const order = await answerableGift(tx, s, orderId);
    await declineGiftOrder(tx, order, s.customerId);
    return order;
  });
  await settleCancelledPayment(unit, payments, declined);
}
