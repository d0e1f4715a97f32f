import type Stripe from 'stripe';
import { SYSTEM } from '../lib/actor.ts';
import type { AppContext } from '../context.ts';
import { ApiError, notFound } from '../lib/errors.ts';
import { cancelOrder, markOrderPaid } from '../orders/lifecycle.ts';
import { nowIso } from '../lib/time.ts';
import { findOrder, findPendingOrder, overduePaymentsBefore } from '../orders/queries.ts';
import { shopStripeKeys } from '../shop/service.ts';
import { resumeCheckout } from './checkout.ts';
import { refundKey } from '../orders/refunds.ts';
import type { ShopPaymentRouter } from '../payments/router.ts';
import { stripeSdk } from '../payments/stripe.ts';

/** What a Stripe event did to its order. */
type StripeEventOutcome = 'paid' | 'cancelled' | 'refunded' | 'unchanged' | 'ignored';

/**
 * Stripe's webhook for a shop (POST /stripe/webhooks/:shopId): the event is verified with the
 * shop's webhook signing secret over the exact bytes received, then moves its order:
 * payment_intent.succeeded init → paid; payment_intent.payment_failed of a konbini voucher or a
 * transfer (expired) and payment_intent.canceled init → cancelled with its stock returned; a declined
 * card changes nothing (the shopper may try again until the confirmation deadline). Stripe
 * delivers at least once and in any order, so every move is decided from the order's state: a
 * replayed event changes nothing and records no event. Other event types are ignored.
 */
export async function receiveStripeEvent(
  ctx: AppContext,
  payments: ShopPaymentRouter,
  shopId: string,
  payload: Buffer,
  signature: string | undefined,
): Promise<StripeEventOutcome> {
  const secret = (await shopStripeKeys(ctx.db, ctx.secrets, shopId))?.webhookSecret;
  if (!secret) throw notFound('Stripe webhook endpoint');
  let event: Stripe.Event;
  try {
    event = (await stripeSdk()).webhooks.constructEvent(payload, signature ?? '', secret);
  } catch {
    throw new ApiError(
      'invalid_request',
      "The Stripe-Signature header does not match this body and the shop's webhook secret",
    );
  }
  switch (event.type) {
    case 'payment_intent.succeeded':
      return settleIntent(ctx, payments, shopId, event.data.object, 'succeeded');
    case 'payment_intent.payment_failed':
      // A declined card (or failed 3-D Secure) is an attempt, not the end: the shopper may try another
      // card with the same client secret until the confirmation deadline, when the sweep cancels the order.
      if (isCardIntent(event.data.object)) return 'unchanged';
      return settleIntent(ctx, payments, shopId, event.data.object, 'failed');
    case 'payment_intent.canceled':
      return settleIntent(ctx, payments, shopId, event.data.object, 'failed');
    default:
      return 'ignored';
  }
}

const isCardIntent = (pi: Stripe.PaymentIntent) => pi.payment_method_types.every((t) => t === 'card');

async function settleIntent(
  ctx: AppContext,
  payments: ShopPaymentRouter,
  shopId: string,
  pi: Stripe.PaymentIntent,
  result: 'succeeded' | 'failed',
  attempt = 1,
): Promise<StripeEventOutcome> {
  const orderId = pi.metadata?.order_id;
  if (!orderId || pi.metadata.shop_id !== shopId) return 'ignored';
  // The event may come before checkout's last step committed (or after its request died): that step
  // is finished first, as the sweeper would; the same idempotency key finds this PaymentIntent.
  if (await findPendingOrder(ctx.db, shopId, orderId))
    await resumeCheckout(ctx.database, { payments }, SYSTEM, shopId, orderId);
  const order = await findOrder(ctx.db, shopId, orderId);
  // Released at checkout (the decline is what this event reports), or not this order's intent.
  if (!order || order.payment_reference !== pi.id) return 'ignored';
  try {
    if (result === 'succeeded') {
      if (order.status === 'init') {
        await ctx.database.transaction((tx) => markOrderPaid(tx, { shopId, orderId, by: SYSTEM }));
        return 'paid';
      }
      if (order.status !== 'cancelled') return 'unchanged';
      // Money for an order cancelled meanwhile (expired, or cancelled by the shopper) goes back, once.
      await payments.refund({
        shopId,
        orderId,
        reference: pi.id,
        amount: pi.amount_received || pi.amount,
        idempotencyKey: refundKey(orderId),
      });
      return 'refunded';
    }
    if (order.status !== 'init') return 'unchanged';
    await ctx.database.transaction((tx) => cancelOrder(tx, { shopId, orderId, by: SYSTEM }));
  } catch (err) {
    // The order moved between the read and the move (a concurrent event, the shopper): decide again.
    if (err instanceof ApiError && err.code === 'invalid_transition' && attempt < 3) {
      return settleIntent(ctx, payments, shopId, pi, result, attempt + 1);
    }
    throw err;
  }
  // A failed intent may still be paid later (another card, the same voucher): nobody may pay a cancelled order.
  await payments.withdraw(shopId, pi.id);
  return 'cancelled';
}

/**
 * Orders whose Stripe payment is past its deadline (a card never confirmed, a voucher or transfer
 * never paid; Stripe's own event may have been lost): the intent is withdrawn first, so nobody pays
 * once the order is gone, then the order is cancelled with its stock returned, or made paid if the
 * money came after all. Run with the checkout sweeper (src/app.ts); answers how many it settled.
 */
export async function sweepOverduePayments(
  ctx: AppContext,
  payments: ShopPaymentRouter,
  now = nowIso(),
): Promise<number> {
  let settled = 0;
  for (const o of await overduePaymentsBefore(ctx.db, now, 100)) {
    const stripe = o.payment_reference?.startsWith('pi_') ? await payments.stripeFor(o.shop_id) : null;
    if (!stripe) continue;
    try {
      await stripe.withdraw(o.shop_id, o.payment_reference!);
      const pi = await stripe.retrieveIntent(o.payment_reference!);
      await settleIntent(ctx, payments, o.shop_id, pi, pi.status === 'succeeded' ? 'succeeded' : 'failed');
      settled++;
    } catch {
      // One shop's Stripe account failing (unreachable, key revoked) must not hold up the others: next sweep.
    }
  }
  return settled;
}
