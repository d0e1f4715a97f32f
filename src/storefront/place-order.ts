import { addToOrderCounters, type CustomerRow } from '../customers/service.ts';
import type { Tx } from '../db/database.ts';
import { ApiError, invalidField } from '../lib/errors.ts';
import { inflowRouteIdOfCode } from '../inflow-routes/service.ts';
import { newId } from '../lib/ids.ts';
import type { Person } from '../lib/personal-data.ts';
import { nowIso } from '../lib/time.ts';
import { placePendingOrder, type NewOrder } from '../orders/lifecycle.ts';
import { storedGiftWrapping } from '../orders/wrapping.ts';
import { shopDeliverySettings } from '../shop/delivery.ts';
import { shopDefaultShippingCost } from '../shop/service.ts';
import { emptyCartLines, liveCartLines } from './cart.ts';
import { checkDeliveryWish, type DeliveryWish } from './delivery.ts';
import {
  checkSellingLimits,
  lineRequestOf,
  loadCatalog,
  resolveLine,
  unavailability,
  type CatalogMemo,
} from './lines.ts';
import type { PaymentMethod } from '../payments/payment.ts';
import { lineSubtotal, orderAmounts, shippingCost } from './pricing.ts';
import type { Shopper } from './session.ts';

// Step 1 of checkout (src/storefront/checkout.ts): every rule checked, the order placed pending payment.

export interface ShippingRequest extends DeliveryWish {
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

/** The Idempotency-Key a checkout was sent with, and the hash of its request (a retry must match it). */
export interface CheckoutKey {
  key: string;
  hash: string;
}

export interface CheckoutOptions {
  key?: CheckoutKey;
  memo?: CatalogMemo;
}

export interface PlacedOrder {
  shopId: string;
  orderId: string;
  method: PaymentMethod;
  amount: number;
  payer: { name: string; email: string };
}

/** Who pays, as the gateway is told. */
export function payerOf(purchaser: { last_name: string; first_name: string; email: string }) {
  return { name: `${purchaser.last_name} ${purchaser.first_name}`, email: purchaser.email };
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
  if (!isGift) {
    const delivery = (await shopDeliverySettings(tx, s.shopId))!;
    groups.forEach((g, i) =>
      checkDeliveryWish(
        delivery,
        shippings[i]!,
        linesOf(g).map((l) => l.item),
        Date.parse(now),
        `shippings.${i}.`,
      ),
    );
  }
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
  // Nothing to charge is paid as free; anything to charge never is.
  if ((req.payment_method === 'free') !== (amounts.total === 0))
    throw new ApiError(
      'payment_method_mismatch',
      amounts.total === 0
        ? 'payment_method must be free: the order totals 0 JPY'
        : 'payment_method free is only for orders totalling 0 JPY',
      {
        details: [
          { field: 'payment_method', message: amounts.total === 0 ? 'must be free' : 'free needs a total of 0' },
        ],
      },
    );

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
        gift_wrapping: storedGiftWrapping(sh.gift_wrapping),
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
      receipts_issued: 0,
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
