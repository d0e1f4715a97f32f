import { itemsByIds } from '../catalog/sales.ts';
import { SYSTEM, type Actor } from '../lib/actor.ts';
import type { Tx, UnitOfWork } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { ApiError } from '../lib/errors.ts';
import { inUse, reused } from '../http/idempotency/keys.ts';
import { confirmPlacedOrder, releasePlacedOrder } from '../orders/lifecycle.ts';
import { findOrder, findOrderByIdempotencyKey, findPendingOrder, pendingOrdersBefore } from '../orders/queries.ts';
import type { OrderWithParts } from '../orders/service.ts';
import { putBackInCart } from './cart.ts';
import { SimulatedPaymentProcessor, type PaymentMethod } from '../payments/payment.ts';
import type { StorefrontServices } from './providers.ts';
import { shopperOf, type Shopper } from './session.ts';
import { payerOf, placeOrder, type CheckoutOptions, type CheckoutRequest, type PlacedOrder } from './place-order.ts';

/**
 * Turns the cart into an order in three steps, so that no retried transaction ever calls the
 * payment gateway (PostgreSQL runs a transaction again after a deadlock or serialization failure):
 * 1. one transaction checks every rule, takes the stock with guarded updates (no oversell), records
 *    the order hidden from every reader (status pending_payment) and empties the cart;
 * 2. the gateway charges outside any transaction, with the order id as its idempotency key;
 * 3. one transaction confirms the order (paid, or init while the money is awaited) and moves the
 *    customer and inflow route counters, or, when the charge was declined, puts the stock and the
 *    cart back and deletes the order: a declined checkout leaves no trace.
 * A crash between the steps leaves a pending order, which resumeCheckout (run by the sweeper,
 * sweepPendingCheckouts) completes with the same key, so the gateway answers its first outcome.
 * A checkout sent with an Idempotency-Key is its own record: its order carries the key (`key`), and
 * a retry with the key finds that order and finishes it (checkoutWithPayment).
 * Inside an atomic unit (the demo seeder's and bench fixtures' batches) the three steps are steps of the
 * unit's one transaction, which only the simulated processor may do (see completeCheckout).
 */
export async function checkout(
  unit: UnitOfWork,
  services: Pick<StorefrontServices, 'payments'>,
  s: Shopper,
  req: CheckoutRequest,
  options: CheckoutOptions = {},
): Promise<string> {
  return (await checkoutWithPayment(unit, services, s, req, options)).orderId;
}

/** What the storefront needs after checkout to finish a payment in the shopper's browser (never stored). */
interface BrowserPayment {
  clientSecret?: string;
  publishableKey?: string;
}

/**
 * What a checkout request answers: the order id, what the shopper's browser needs to pay (a card's
 * client secret), and the order as this request's confirming transaction left it (absent when
 * someone else, the sweeper, settled it).
 */
interface CheckedOut {
  orderId: string;
  payment: BrowserPayment;
  order?: OrderWithParts;
}

function checkedOut(
  orderId: string,
  outcome: CheckoutOutcome & { outcome: 'paid' | 'awaiting_payment' | 'not_pending' },
) {
  return outcome.outcome === 'not_pending'
    ? { orderId, payment: {} }
    : { orderId, payment: outcome.payment, order: outcome.order };
}

/**
 * checkout, answering as CheckedOut. With a key, the order placed under it before (by a request
 * that died, or whose answer was lost) is finished and answered instead of placing another; the
 * caller holds the key meanwhile (src/storefront/checkout-key.ts), so at most one request runs it.
 */
export async function checkoutWithPayment(
  unit: UnitOfWork,
  services: Pick<StorefrontServices, 'payments'>,
  s: Shopper,
  req: CheckoutRequest,
  options: CheckoutOptions = {},
): Promise<CheckedOut> {
  const { key } = options;
  const earlier = key && (await findOrderByIdempotencyKey(unit.db, s.customerId, key.key));
  if (earlier) {
    if (earlier.idempotency_hash !== key.hash) throw reused();
    return finishCheckout(unit, services, s, earlier.id);
  }
  const placed = await unit
    .transaction((tx) => placeOrder(tx, s, req, options))
    .catch((err: unknown) => {
      // Another request placed an order under this key meanwhile (it took the key over from this one).
      throw key && isUniqueViolation(err) ? inUse() : err;
    });
  const outcome = await completeCheckout(unit, services, shopperOf(s), placed, req.payment_token);
  if (outcome.outcome === 'declined') throw new ApiError('payment_declined', outcome.message);
  return checkedOut(placed.orderId, outcome);
}

/** An order placed by step 1 and not yet confirmed: what the charge needs. */
type CheckoutOutcome =
  /** `order`: the order as the confirming transaction left it. */
  | { outcome: 'paid' | 'awaiting_payment'; payment: BrowserPayment; order: OrderWithParts }
  | { outcome: 'declined'; message: string }
  /** Someone else (the request itself, another sweeper, a gateway's webhook) settled it first, or it is not a pending order. */
  | { outcome: 'not_pending' };

/** Steps 2 and 3: charge (outside any transaction), then confirm or release. */
async function completeCheckout(
  unit: UnitOfWork,
  services: Pick<StorefrontServices, 'payments'>,
  by: Actor,
  placed: PlacedOrder,
  token?: string,
): Promise<CheckoutOutcome> {
  // Inside an atomic unit the charge would run inside its transaction, which PostgreSQL may run again.
  if (unit.oneTransaction && !(services.payments instanceof SimulatedPaymentProcessor)) {
    throw new Error(
      'a payment gateway is never called inside a transaction: only the simulated processor may check out inside database.atomic()',
    );
  }
  const payment = await services.payments.charge({
    shopId: placed.shopId,
    method: placed.method,
    amount: placed.amount,
    orderId: placed.orderId,
    idempotencyKey: placed.orderId,
    token,
    payer: placed.payer,
  });
  if (payment.outcome === 'declined') {
    const released = await unit.transaction((tx) => releaseCheckout(tx, by, placed.shopId, placed.orderId));
    return released ? { outcome: 'declined', message: payment.message } : { outcome: 'not_pending' };
  }
  const order = await unit.transaction((tx) =>
    confirmPlacedOrder(tx, placed.shopId, placed.orderId, by, {
      status: payment.outcome === 'paid' ? 'paid' : 'init',
      reference: payment.reference,
      dueAt: payment.dueAt,
      instructions: payment.instructions && JSON.stringify(payment.instructions),
    }),
  );
  if (!order) return { outcome: 'not_pending' };
  return {
    outcome: payment.outcome,
    payment: { clientSecret: payment.clientSecret, publishableKey: payment.publishableKey },
    order,
  };
}

/**
 * Steps 2 and 3 for an order step 1 placed and nobody confirmed (a crash or a lost connection in
 * between). The charge is asked again with the same idempotency key and without the card token
 * (never stored): a gateway that saw the key answers its first outcome without charging again;
 * one that did not decline it, and the order is released.
 */
export async function resumeCheckout(
  unit: UnitOfWork,
  services: Pick<StorefrontServices, 'payments'>,
  by: Actor,
  shopId: string,
  orderId: string,
): Promise<CheckoutOutcome> {
  const order = await findPendingOrder(unit.db, shopId, orderId);
  if (!order) return { outcome: 'not_pending' };
  return completeCheckout(unit, services, by, {
    shopId,
    orderId,
    method: order.payment_method as PaymentMethod,
    amount: order.total,
    payer: payerOf(JSON.parse(order.purchaser) as { last_name: string; first_name: string; email: string }),
  });
}

/**
 * A checkout whose request died after step 1, retried with its Idempotency-Key: steps 2 and 3 for
 * its order, answered as checkout answers (the order id, or 402 payment_declined); an order
 * finished already is answered as it stands.
 */
async function finishCheckout(
  unit: UnitOfWork,
  services: Pick<StorefrontServices, 'payments'>,
  s: Shopper,
  orderId: string,
): Promise<CheckedOut> {
  const outcome = await resumeCheckout(unit, services, shopperOf(s), s.shopId, orderId);
  if (outcome.outcome === 'declined') throw new ApiError('payment_declined', outcome.message);
  // Settled by someone else (the sweeper): confirmed, or released after a decline.
  if (outcome.outcome === 'not_pending' && !(await findOrder(unit.db, s.shopId, orderId))) {
    throw new ApiError('payment_declined', 'The payment was declined');
  }
  return checkedOut(orderId, outcome);
}

/** Orders pending this long are taken to be abandoned by their request and resumed by the sweeper. */
const PENDING_CHECKOUT_AGE_MS = 60_000;

/** Resumes every checkout pending longer than olderThanMs (at startup and periodically, src/app.ts); answers how many. */
export async function sweepPendingCheckouts(
  unit: UnitOfWork,
  services: Pick<StorefrontServices, 'payments'>,
  olderThanMs = PENDING_CHECKOUT_AGE_MS,
): Promise<number> {
  const stale = await pendingOrdersBefore(unit.db, new Date(Date.now() - olderThanMs).toISOString(), 100);
  for (const o of stale) await resumeCheckout(unit, services, SYSTEM, o.shop_id, o.id);
  return stale.length;
}

/**
 * Step 3 after a declined charge: releases the order (stock and cart lines back, order rows
 * deleted). Answers false when the order is no longer pending.
 */
async function releaseCheckout(tx: Tx, by: Actor, shopId: string, orderId: string): Promise<boolean> {
  const released = await releasePlacedOrder(tx, shopId, orderId, by);
  if (!released) return false;
  const items = await itemsByIds(tx, shopId, [...new Set(released.lines.map((l) => l.item_id))]);
  await putBackInCart(tx, shopId, released.customerId, released.lines, new Set(items.map((i) => i.id)));
  return true;
}
