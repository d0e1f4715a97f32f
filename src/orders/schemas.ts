import { Type, type Static } from '@sinclair/typebox';
import { Money, MoneySum, Timestamp } from '../http/schemas.ts';
import { money } from '../lib/money.ts';
import { PersonalDataFields, RecipientDataFields } from '../lib/personal-data.ts';
import { GiftWrapping } from './wrapping.ts';

/** Response schemas of orders, shippings and trackings. Every field is listed; nothing else is sent. */

export const ORDER_STATUSES = ['init', 'paid', 'fulfilled', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const SHIPPING_STATUSES = ['unshipped', 'preparing', 'shipped', 'delivered', 'cancelled'] as const;
export type ShippingStatus = (typeof SHIPPING_STATUSES)[number];
/** What a tracking number may be: 1 to 64 characters without control characters (the API's schema and the services check it). */
export const TRACKING_NUMBER = { pattern: '^[^\\x00-\\x1f\\x7f]+$', maxLength: 64 } as const;

/** A string enum rendered as `{type: string, enum}` (clearer in OpenAPI than a union of literals). */
export function StringEnum<T extends readonly string[]>(values: T, options: { description?: string } = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/** YYYY-MM-DD; the service also checks that it names a real calendar day. */
export const CalendarDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });

const PII_NOTE = 'Personal data: present only when the token holds read_orders_pii; otherwise the key is absent.';

const Purchaser = Type.Object(PersonalDataFields, { title: 'Purchaser', description: PII_NOTE });

const Recipient = Type.Object(RecipientDataFields, { title: 'Recipient', description: PII_NOTE });

const InflowRouteRef = Type.Union(
  [Type.Object({ id: Type.String(), code: Type.String(), name: Type.String() }), Type.Null()],
  { description: 'The inflow route link the order was placed through; null when it came through none' },
);

const headerFields = {
  id: Type.String(),
  number: Type.Integer({
    description:
      "The order's short number in its shop (1001, 1002, … in the order orders were placed; shown as #1001 to staff and shoppers). Unique per shop.",
  }),
  ordered_at: Timestamp,
  updated_at: Timestamp,
  status: StringEnum(ORDER_STATUSES, {
    description: 'init (awaiting payment) → paid → fulfilled; init or paid → cancelled',
  }),
  payment_method: Type.String({
    description: 'credit_card, bank_transfer, convenience_store, cash_on_delivery, line_pay or free',
  }),
  total: MoneySum,
  is_subscription: Type.Boolean(),
  inflow_route: InflowRouteRef,
  gift_status: Type.String({ description: 'none, pending, accepted or declined' }),
  gift_source_order_id: Type.String({ description: '"" when the order did not come from a gift' }),
  purchaser: Type.Optional(Purchaser),
};

/** Entry of GET /v1/orders and GET /v1/customers/{id}/orders. */
export const OrderListEntry = Type.Object(headerFields, { title: 'OrderSummary' });
export type OrderListEntry = Static<typeof OrderListEntry>;

export const Tracking = Type.Object(
  {
    tracking_id: Type.String(),
    order_id: Type.String(),
    order_shipping_id: Type.String(),
    carrier_id: Type.String({ description: 'A delivery company id of the shop (GET /v1/delivery_companies)' }),
    tracking_number: Type.String(),
    delivery_date: Type.Union([CalendarDate, Type.Null()], {
      description: 'YYYY-MM-DD, scheduled or actual; null when not given',
    }),
  },
  { title: 'Tracking' },
);
export type Tracking = Static<typeof Tracking>;

export const Shipping = Type.Object(
  {
    order_shipping_id: Type.String(),
    order_id: Type.String({ description: 'The order this shipping belongs to' }),
    status: StringEnum(SHIPPING_STATUSES, {
      description: 'unshipped → preparing → shipped → delivered; unshipped or preparing → cancelled',
    }),
    carrier_id: Type.Union([Type.String(), Type.Null()], { description: 'null until a carrier is chosen' }),
    shipping_cost: Money,
    delivery_date: Type.Union([CalendarDate, Type.Null()], { description: 'Requested delivery day; null when none' }),
    delivery_time_slot: Type.Union([Type.String(), Type.Null()], {
      description:
        "Requested time slot: a code of the shop's delivery settings (Yamato's by default, e.g. 1416 for 14時〜16時) as the shopper chose it; null when none",
    }),
    gift_wrapping: GiftWrapping,
    trackings: Type.Array(Tracking),
    updated_at: Timestamp,
    recipient: Type.Optional(Recipient),
  },
  { title: 'Shipping' },
);
export type Shipping = Static<typeof Shipping>;

const LineItem = Type.Object(
  {
    id: Type.String(),
    item_id: Type.String(),
    variant_id: Type.Union([Type.String(), Type.Null()]),
    sku: Type.String(),
    name: Type.String(),
    kind: Type.String(),
    quantity: Type.Integer(),
    unit_price: Money,
    discount_rate: Type.Integer({ description: 'percent' }),
    tax_rate: Type.Integer({ description: 'percent: 0, 8 or 10' }),
    options: Type.Array(
      Type.Object({
        option_id: Type.String(),
        label: Type.String(),
        choice_id: Type.String(),
        text: Type.String(),
        price: Money,
      }),
      { description: 'Option choices the shopper picked' },
    ),
    subtotal: MoneySum,
  },
  { title: 'OrderLine' },
);

/**
 * The consumption tax included in an order, per rate, as a qualified invoice (適格請求書) states it:
 * computed once per rate on the order, never per line.
 */
export const TaxEntries = Type.Array(
  Type.Object({
    rate: Type.Integer({ description: 'percent: 8 (reduced rate) or 10' }),
    taxable_amount: {
      ...MoneySum,
      description:
        'The tax-included amount at this rate: the lines at this rate after discounts, and at 10 % also the shipping (a service taxed at the standard rate)',
    },
    amount: {
      ...MoneySum,
      description:
        'The tax included in taxable_amount: floor(taxable_amount × rate / (100 + rate)), rounded down once per rate and order, never per line',
    },
  }),
  {
    description:
      'Consumption tax included in the total, one entry per rate (8 and 10, in that order). Lines at 0 % are in no entry.',
  },
);

const Amounts = Type.Object(
  {
    subtotal: MoneySum,
    shipping_total: MoneySum,
    discount_total: MoneySum,
    tax: TaxEntries,
    total: MoneySum,
  },
  { title: 'OrderAmounts' },
);

export const OrderDetail = Type.Object(
  {
    ...headerFields,
    line_items: Type.Array(LineItem),
    shippings: Type.Array(Shipping),
    amounts: Amounts,
    receipts_issued: Type.Integer({
      minimum: 0,
      description:
        'How many times its receipt (領収書) was issued, to the shopper or from the console; every issue after the first is printed as a reissue (再発行)',
    }),
  },
  { title: 'Order' },
);
export type OrderDetail = Static<typeof OrderDetail>;

declare module '../events/types.ts' {
  /** The objects these events carry (src/events/types.ts). */
  interface EventObjects {
    order: OrderDetail;
    shipping: Shipping;
    tracking: Tracking;
  }
}

// Examples shown in the OpenAPI document.
const exampleRoute = { id: 'ir_01jd2k3m4n5p6q7r8s9t0v1w2x', code: 'spring26', name: 'Spring flyer' };
export const exampleListEntry = {
  id: 'ord_01jd2k3m4n5p6q7r8s9t0v1w2x',
  number: 1042,
  ordered_at: '2026-11-01T03:00:00.000Z',
  updated_at: '2026-11-02T09:30:00.000Z',
  status: 'paid',
  payment_method: 'credit_card',
  total: money(4620),
  is_subscription: false,
  inflow_route: exampleRoute,
  gift_status: 'none',
  gift_source_order_id: '',
};
export const exampleTracking = {
  tracking_id: 'trk_01jd2k3m4n5p6q7r8s9t0v1w2x',
  order_id: exampleListEntry.id,
  order_shipping_id: 'osh_01jd2k3m4n5p6q7r8s9t0v1w2x',
  carrier_id: 'dlv_01jd2k3m4n5p6q7r8s9t0v1w2x',
  tracking_number: '1234-5678-9012',
  delivery_date: '2026-11-04',
};
export const exampleShipping = {
  order_shipping_id: exampleTracking.order_shipping_id,
  order_id: exampleListEntry.id,
  status: 'shipped',
  carrier_id: exampleTracking.carrier_id,
  shipping_cost: money(600),
  delivery_date: '2026-11-04',
  delivery_time_slot: '1416',
  gift_wrapping: { type: 'noshi', noshi: { purpose: '御祝', name: '山田', placement: 'outer' }, message: 'おめでとう' },
  trackings: [exampleTracking],
  updated_at: '2026-11-02T09:30:00.000Z',
};
export const exampleOrder = {
  ...exampleListEntry,
  line_items: [
    {
      id: 'oli_01jd2k3m4n5p6q7r8s9t0v1w2x',
      item_id: 'item_01jd2k3m4n5p6q7r8s9t0v1w2x',
      variant_id: null,
      sku: 'BEANS-200',
      name: 'House blend 200 g',
      kind: 'normal',
      quantity: 2,
      unit_price: money(2100),
      discount_rate: 0,
      tax_rate: 8,
      options: [
        {
          option_id: 'opt_01jd2k3m4n5p6q7r8s9t0v1w2x',
          label: 'Grind',
          choice_id: 'cho_01jd2k3m4n5p6q7r8s9t0v1w2x',
          text: 'Coarse',
          price: money(0),
        },
      ],
      subtotal: money(4200),
    },
  ],
  shippings: [exampleShipping],
  amounts: {
    subtotal: money(4200),
    shipping_total: money(600),
    discount_total: money(180),
    tax: [
      { rate: 8, taxable_amount: money(4200), amount: money(311) },
      { rate: 10, taxable_amount: money(600), amount: money(54) },
    ],
    total: money(4620),
  },
  receipts_issued: 0,
};
