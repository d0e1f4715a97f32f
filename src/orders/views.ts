import type { inflowRoutesByIds } from '../inflow-routes/service.ts';
import { money } from '../lib/money.ts';
import { answeredFields, PersonalDataFields, RecipientDataFields, type Person } from '../lib/personal-data.ts';
import type { OrderHeaderRow } from './repo/lists.ts';
import type { OrderLineRow } from './repo/orders.ts';
import type { ShippingRow, TrackingRow } from './repo/shippings.ts';
import type { OrderListEntry, OrderStatus, Shipping, Tracking } from './schemas.ts';
import { giftWrappingOf, withoutPersonalData } from './wrapping.ts';

// Rows to the API's shapes, field by field (never a spread), with no I/O: the service reads, these answer.

/** What the caller may see: personal data only with read_orders_pii. */
export interface OrderVisibility {
  pii: boolean;
}

function parseJson<T>(text: string): T {
  return JSON.parse(text) as T;
}

export type InflowRoutes = Awaited<ReturnType<typeof inflowRoutesByIds>>;

/** Builds the list entry field by field from the row (never a spread), adding purchaser only with PII. */
export function orderListEntry(row: OrderHeaderRow, view: OrderVisibility, routes: InflowRoutes): OrderListEntry {
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
    // A page is read with its purchaser exactly when its view shows it (orderListsRepo's withPurchaser).
    if (row.purchaser === undefined) throw new Error('An order list row was read without the purchaser its view shows');
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

export function shippingView(row: ShippingRow, trackings: TrackingRow[], view: OrderVisibility): Shipping {
  const shipping: Shipping = {
    order_shipping_id: row.id,
    order_id: row.order_id,
    status: row.status,
    carrier_id: row.carrier_id,
    shipping_cost: money(row.shipping_cost),
    delivery_date: row.delivery_date,
    delivery_time_slot: row.delivery_time_slot,
    gift_wrapping: view.pii
      ? giftWrappingOf(row.gift_wrapping)
      : withoutPersonalData(giftWrappingOf(row.gift_wrapping)),
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
  row: Pick<
    OrderHeaderRow,
    'subtotal' | 'shipping_total' | 'discount_total' | 'tax_8' | 'tax_10' | 'taxable_8' | 'taxable_10' | 'total'
  >,
) {
  return {
    subtotal: money(row.subtotal),
    shipping_total: money(row.shipping_total),
    discount_total: money(row.discount_total),
    tax: [
      { rate: 8, taxable_amount: money(row.taxable_8), amount: money(row.tax_8) },
      { rate: 10, taxable_amount: money(row.taxable_10), amount: money(row.tax_10) },
    ],
    total: money(row.total),
  };
}

export function lineView(row: OrderLineRow) {
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
