import { itemsByIds } from '../catalog/sales.ts';
import { addToOrderCounters, type CustomerRow } from '../customers/service.ts';
import { isUniqueViolation, type DatabaseHandle, type Tx } from '../db/database.ts';
import { currentScope } from '../db/scope.ts';
import { ApiError, invalidField } from '../lib/errors.ts';
import { inUse, reused } from '../http/idempotency/keys.ts';
import { inflowRouteIdOfCode } from '../inflow-routes/service.ts';
import { newId } from '../lib/ids.ts';
import type { Person } from '../lib/personal-data.ts';
import { nowIso } from '../lib/time.ts';
import type { Destination } from '../orders/gifts.ts';
import { confirmPlacedOrder, placePendingOrder, releasePlacedOrder, type NewOrder } from '../orders/lifecycle.ts';
import { findOrder, findOrderByIdempotencyKey, findPendingOrder, pendingOrdersBefore } from '../orders/queries.ts';
import type { OrderWithParts } from '../orders/service.ts';
import { shopDefaultShippingCost } from '../shop/service.ts';
import { emptyCartLines, liveCartLines, putBackInCart } from './cart.ts';
import {
  checkSellingLimits,
  lineRequestOf,
  loadCatalog,
  resolveLine,
  unavailability,
  type CatalogMemo,
  type ItemRow,
} from './lines.ts';
import { SimulatedPaymentProcessor, type PaymentMethod } from '../payments/payment.ts';
import { lineSubtotal, orderAmounts, shippingCost } from './pricing.ts';
import type { StorefrontServices } from './providers.ts';
import type { Shopper } from './session.ts';

export interface ShippingRequest extends Destination {
  line_ids?: string[];
}

export interface CheckoutRequest {
  payment_method: PaymentMethod;
  /** Gateway token for cards and wallets: passed to the processor, never stored. */
  payment_token?: string;
  purchaser?: Person;
  shippings?: ShippingRequest[];
  inflow_route_code?: string;
  gift?: { recipient_line_user_id?: string; message?: string };
}

const PURCHASER_REQUIRED = ['last_name', 'first_name', 'tel', 'email'] as const;

/** The purchaser: what the request gives, completed from the shopper's profile. */
function purchaserOf(c: CustomerRow, given: Person = {}) {
  const p = {
    last_name: given.last_name ?? c.last_name,
    first_name: given.first_name ?? c.first_name,
    tel: given.tel ?? c.tel,
    email: given.email ?? c.email,
    postal_code: given.postal_code ?? c.postal_code,
    address: given.address ?? c.address,
  };
  for (const f of PURCHASER_REQUIRED)
    if (!p[f]) throw invalidField(`purchaser.${f}`, 'is required (neither sent nor in the profile)');
  return p;
}

/** Lines per destination: listed line ids go where listed (once each); the rest go to the first destination. */
function allocate(lineIds: string[], shippings: ShippingRequest[]): string[][] {
  const taken = new Map<string, number>();
  shippings.forEach((sh, i) => {
    for (const id of sh.line_ids ?? []) {
      if (!lineIds.includes(id)) throw invalidField(`shippings.${i}.line_ids`, `${id} is not a line of the cart`);
      if (taken.has(id)) throw invalidField(`shippings.${i}.line_ids`, `${id} is already sent to another destination`);
      taken.set(id, i);
    }
  });
  const groups = shippings.map((_, i) => lineIds.filter((id) => (taken.get(id) ?? 0) === i));
  groups.forEach((g, i) => {
    if (g.length === 0) throw invalidField(`shippings.${i}.line_ids`, 'this destination receives no line');
  });
  return groups;
}

function checkDeliveryWish(sh: ShippingRequest, items: ItemRow[], i: number): void {
  const wish = sh.delivery_date !== undefined || sh.delivery_time_slot !== undefined;
  const required = items.find((it) => it.delivery_datetime_possibility === 'required');
  const refused = items.find((it) => it.delivery_datetime_possibility === 'not_available');
  if (required && sh.delivery_date === undefined)
    throw invalidField(`shippings.${i}.delivery_date`, `is required for ${required.name}`);
  if (refused && wish)
    throw invalidField(`shippings.${i}.delivery_date`, `${refused.name} cannot be delivered on a chosen date or time`);
}

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
 * Inside an atomic unit (the demo seeder's and bench fixtures' batches) the three steps join the
 * unit's one transaction, which only the simulated processor may do (see completeCheckout).
 */
export async function checkout(
  database: DatabaseHandle,
  services: Pick<StorefrontServices, 'payments'>,
  s: Shopper,
  req: CheckoutRequest,
  options: CheckoutOptions = {},
): Promise<string> {
  return (await checkoutWithPayment(database, services, s, req, options)).orderId;
}

/** What the storefront needs after checkout to finish a payment in the shopper's browser (never stored). */
export interface BrowserPayment {
  clientSecret?: string;
  publishableKey?: string;
}

/**
 * What a checkout request answers: the order id, what the shopper's browser needs to pay (a card's
 * client secret), and the order as this request's confirming transaction left it (absent when
 * someone else, the sweeper, settled it).
 */
export interface CheckedOut {
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

/** The Idempotency-Key a checkout was sent with, and the hash of its request (a retry must match it). */
export interface CheckoutKey {
  key: string;
  hash: string;
}

export interface CheckoutOptions {
  key?: CheckoutKey;
  memo?: CatalogMemo;
}

/**
 * checkout, answering as CheckedOut. With a key, the order placed under it before (by a request
 * that died, or whose answer was lost) is finished and answered instead of placing another; the
 * caller holds the key meanwhile (src/storefront/checkout-key.ts), so at most one request runs it.
 */
export async function checkoutWithPayment(
  database: DatabaseHandle,
  services: Pick<StorefrontServices, 'payments'>,
  s: Shopper,
  req: CheckoutRequest,
  options: CheckoutOptions = {},
): Promise<CheckedOut> {
  const { key } = options;
  const earlier = key && (await findOrderByIdempotencyKey(database.db, s.customerId, key.key));
  if (earlier) {
    if (earlier.idempotency_hash !== key.hash) throw reused();
    return finishCheckout(database, services, s, earlier.id);
  }
  const placed = await database
    .transaction((tx) => placeOrder(tx, s, req, options))
    .catch((err: unknown) => {
      // Another request placed an order under this key meanwhile (it took the key over from this one).
      throw key && isUniqueViolation(err) ? inUse() : err;
    });
  const outcome = await completeCheckout(database, services, placed, req.payment_token);
  if (outcome.outcome === 'declined') throw new ApiError('payment_declined', outcome.message);
  return checkedOut(placed.orderId, outcome);
}

/** An order placed by step 1 and not yet confirmed: what the charge needs. */
export interface PlacedOrder {
  shopId: string;
  orderId: string;
  method: PaymentMethod;
  amount: number;
  payer: { name: string; email: string };
}

export type CheckoutOutcome =
  /** `order`: the order as the confirming transaction left it. */
  | { outcome: 'paid' | 'awaiting_payment'; payment: BrowserPayment; order: OrderWithParts }
  | { outcome: 'declined'; message: string }
  /** Someone else (the request itself, another sweeper, a gateway's webhook) settled it first, or it is not a pending order. */
  | { outcome: 'not_pending' };

function payerOf(purchaser: { last_name: string; first_name: string; email: string }) {
  return { name: `${purchaser.last_name} ${purchaser.first_name}`, email: purchaser.email };
}

/** Steps 2 and 3: charge (outside any transaction), then confirm or release. */
async function completeCheckout(
  database: DatabaseHandle,
  services: Pick<StorefrontServices, 'payments'>,
  placed: PlacedOrder,
  token?: string,
): Promise<CheckoutOutcome> {
  // Inside an atomic unit the charge would run inside its transaction, which PostgreSQL may run again.
  if (currentScope() && !(services.payments instanceof SimulatedPaymentProcessor)) {
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
    const released = await database.transaction((tx) => releaseCheckout(tx, placed.shopId, placed.orderId));
    return released ? { outcome: 'declined', message: payment.message } : { outcome: 'not_pending' };
  }
  const order = await database.transaction((tx) =>
    confirmPlacedOrder(tx, placed.shopId, placed.orderId, {
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
  database: DatabaseHandle,
  services: Pick<StorefrontServices, 'payments'>,
  shopId: string,
  orderId: string,
): Promise<CheckoutOutcome> {
  const order = await findPendingOrder(database.db, shopId, orderId);
  if (!order) return { outcome: 'not_pending' };
  return completeCheckout(database, services, {
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
  database: DatabaseHandle,
  services: Pick<StorefrontServices, 'payments'>,
  s: Shopper,
  orderId: string,
): Promise<CheckedOut> {
  const outcome = await resumeCheckout(database, services, s.shopId, orderId);
  if (outcome.outcome === 'declined') throw new ApiError('payment_declined', outcome.message);
  // Settled by someone else (the sweeper): confirmed, or released after a decline.
  if (outcome.outcome === 'not_pending' && !(await findOrder(database.db, s.shopId, orderId))) {
    throw new ApiError('payment_declined', 'The payment was declined');
  }
  return checkedOut(orderId, outcome);
}

/** Orders pending this long are taken to be abandoned by their request and resumed by the sweeper. */
export const PENDING_CHECKOUT_AGE_MS = 60_000;

/** Resumes every checkout pending longer than olderThanMs (at startup and periodically, src/app.ts); answers how many. */
export async function sweepPendingCheckouts(
  database: DatabaseHandle,
  services: Pick<StorefrontServices, 'payments'>,
  olderThanMs = PENDING_CHECKOUT_AGE_MS,
): Promise<number> {
  const stale = await pendingOrdersBefore(database.db, new Date(Date.now() - olderThanMs).toISOString(), 100);
  for (const o of stale) await resumeCheckout(database, services, o.shop_id, o.id);
  return stale.length;
}

/** Step 1: every rule, the stock, the order (hidden while pending_payment, carrying the key), the cart emptied. */
export async function placeOrder(
  tx: Tx,
  s: Shopper,
  req: CheckoutRequest,
  o: CheckoutOptions = {},
): Promise<PlacedOrder> {
  const now = nowIso();
  // First write: locks the shopper's row so their concurrent checkouts queue (selling limits hold),
  // and answers the profile the purchaser completes from. A statement of its own: on PostgreSQL a
  // read in the same statement would keep the snapshot taken before waiting for the lock, and see
  // the cart as it was before the checkout it waited for.
  const customer = (await addToOrderCounters(tx, s.customerId, 0, 0))!;
  const { cart, lines: rows } = await liveCartLines(tx, s);
  if (!cart || rows.length === 0) throw new ApiError('cart_empty', 'The cart is empty');

  const purchaser = purchaserOf(customer, req.purchaser);
  const isGift = req.gift !== undefined;
  const shippings = req.shippings ?? [];
  if (isGift && shippings.length > 0)
    throw invalidField(
      'shippings',
      'a gift is shipped to the address its recipient gives when accepting; send no shippings',
    );
  if (!isGift && shippings.length === 0) throw invalidField('shippings', 'at least one destination is required');
  if (isGift && req.gift!.recipient_line_user_id === s.lineUserId)
    throw invalidField('gift.recipient_line_user_id', 'a gift cannot be sent to oneself');

  const cat = await loadCatalog(
    tx,
    s.shopId,
    rows.map((r) => r.item_id),
    o.memo,
  );
  const lines = rows.map((r, i) => {
    const l = resolveLine(cat, lineRequestOf(r), `lines.${i}.`);
    if (!l) throw new ApiError('item_unavailable', `An item in the cart no longer exists (line ${r.id})`);
    const problem = unavailability(l.item, l.variant, now);
    if (problem)
      throw new ApiError('item_unavailable', problem, { details: [{ field: `lines.${i}`, message: problem }] });
    return { row: r, ...l };
  });
  // Pending orders count here too: their stock is taken and their cart is gone.
  await checkSellingLimits(
    tx,
    s,
    lines.map((l) => ({ item: l.item, quantity: l.row.quantity })),
  );

  const defaultCost = (await shopDefaultShippingCost(tx, s.shopId))!;
  const groups = isGift
    ? [rows.map((r) => r.id)]
    : allocate(
        rows.map((r) => r.id),
        shippings,
      );
  const linesOf = (g: string[]) => lines.filter((l) => g.includes(l.row.id));
  groups.forEach(
    (g, i) =>
      !isGift &&
      checkDeliveryWish(
        shippings[i]!,
        linesOf(g).map((l) => l.item),
        i,
      ),
  );
  // A gift pays for the one parcel its recipient will receive.
  const costs = groups.map((g) =>
    shippingCost(
      linesOf(g).map((l) => l.shippable),
      defaultCost,
    ),
  );
  const amounts = orderAmounts(
    lines.map((l) => l.priced),
    costs,
  );
  if (req.payment_method === 'free' && amounts.total !== 0)
    throw invalidField('payment_method', 'free is only for orders totalling 0');

  const orderId = newId('ord');
  const routeId = req.inflow_route_code ? await inflowRouteIdOfCode(tx, s.shopId, req.inflow_route_code) : undefined;
  const orderLines: NewOrder['lines'] = lines.map((l, i) => ({
    id: newId('oli'),
    shop_id: s.shopId,
    order_id: orderId,
    item_id: l.item.id,
    variant_id: l.variant?.id ?? null,
    sku: l.variant?.sku ?? l.item.sku,
    name: l.variant ? `${l.item.name} (${l.variant.name})` : l.item.name,
    kind: l.item.kind,
    quantity: l.row.quantity,
    unit_price: l.priced.unitPrice,
    discount_rate: l.priced.discountRate,
    tax_rate: l.priced.taxRate,
    options: JSON.stringify(l.options),
    subtotal: lineSubtotal(l.priced),
    sort: i,
  }));
  const shippingRows: NewOrder['shippings'] = isGift
    ? []
    : shippings.map((sh, i) => ({
        id: newId('osh'),
        shop_id: s.shopId,
        order_id: orderId,
        status: 'unshipped',
        carrier_id: null,
        shipping_cost: costs[i]!,
        delivery_date: sh.delivery_date ?? null,
        delivery_time_slot: sh.delivery_time_slot ?? null,
        recipient: JSON.stringify(sh.recipient),
        sort: i,
        created_at: now,
        updated_at: now,
      }));
  const placed: NewOrder = {
    order: {
      id: orderId,
      shop_id: s.shopId,
      customer_id: s.customerId,
      payment_method: req.payment_method,
      payment_reference: null,
      payment_due_at: null,
      payment_instructions: null,
      currency: 'JPY',
      ...amounts,
      is_subscription: 0,
      inflow_route_id: routeId ?? null,
      gift_status: isGift ? 'pending' : 'none',
      gift_source_order_id: '',
      purchaser: JSON.stringify(purchaser),
      ordered_at: now,
      updated_at: now,
      idempotency_key: o.key?.key ?? null,
      idempotency_hash: o.key?.hash ?? null,
    },
    lines: orderLines,
    shippings: shippingRows,
    allocations: shippingRows.flatMap((sh, i) =>
      groups[i]!.map((lineId) => ({
        order_line_id: orderLines[rows.findIndex((r) => r.id === lineId)]!.id,
        shop_id: s.shopId,
        order_id: orderId,
        order_shipping_id: sh.id,
      })),
    ),
    ...(isGift
      ? {
          gift: {
            order_id: orderId,
            shop_id: s.shopId,
            recipient_line_user_id: req.gift!.recipient_line_user_id ?? null,
            message: req.gift!.message ?? '',
            accepted_order_id: null,
            created_at: now,
            updated_at: now,
          },
        }
      : {}),
  };
  await placePendingOrder(tx, placed);
  await emptyCartLines(tx, cart, rows, now);
  return { shopId: s.shopId, orderId, method: req.payment_method, amount: amounts.total, payer: payerOf(purchaser) };
}

/**
 * Step 3 after a declined charge: releases the order (stock and cart lines back, order rows
 * deleted). Answers false when the order is no longer pending.
 */
async function releaseCheckout(tx: Tx, shopId: string, orderId: string): Promise<boolean> {
  const released = await releasePlacedOrder(tx, shopId, orderId);
  if (!released) return false;
  const items = await itemsByIds(tx, shopId, [...new Set(released.lines.map((l) => l.item_id))]);
  await putBackInCart(tx, shopId, released.customerId, released.lines, new Set(items.map((i) => i.id)));
  return true;
}
