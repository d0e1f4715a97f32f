import { Type, type TSchema } from '@sinclair/typebox';
import { errorResponses, IdParam, Money, MoneySum, Timestamp } from '../http/schemas.ts';
import { MAX_ITEM_OPTIONS } from '../catalog/items/part-schemas.ts';
import { GiftWrapping } from '../orders/wrapping.ts';
import { DEFAULT_RECEIPT_NOTE, MAX_ADDRESSEE_LENGTH, MAX_NOTE_LENGTH } from '../orders/receipts.ts';
import { TaxEntries } from '../orders/schemas.ts';
import { PAYMENT_METHODS } from '../payments/payment.ts';
import { MAX_CART_LINES, MAX_DESTINATIONS, MAX_LINE_QUANTITY, MAX_ORDER_TOTAL } from './pricing.ts';

// The storefront's request and response schemas (its routes are in routes.ts and the *-routes.ts beside it).

export const TAGS = ['Storefront'];
export const AUTH_NOTE = 'Needs `Authorization: Shopper <token>` from the session endpoint.';
/** The errors every route of a signed-in shopper may answer. */
export const shopperErrors = errorResponses('invalid_request');

const str = (max: number, extra: object = {}) => Type.String({ maxLength: max, ...extra });
const ProfileFields = {
  last_name: str(50),
  first_name: str(50),
  tel: str(20, { pattern: '^[0-9+\\-() ]*$' }),
  email: str(254, { pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }),
  postal_code: str(10, { pattern: '^$|^[0-9]{3}-?[0-9]{4}$' }),
  address: str(200),
  gender: Type.Union([Type.Literal(''), Type.Literal('female'), Type.Literal('male'), Type.Literal('other')]),
};
export const ProfileInput = Type.Partial(Type.Object(ProfileFields, { additionalProperties: false }), {
  additionalProperties: false,
});
const Profile = Type.Object(
  { ...ProfileFields, gender: Type.String({ description: "'', female, male or other" }) },
  { title: 'ShopperProfile' },
);

export const Customer = Type.Object(
  {
    id: Type.String(),
    line_user_id: Type.String(),
    order_count: Type.Integer(),
    total_spent: {
      ...MoneySum,
      description:
        'Sum of the totals of the orders not cancelled; stops at 9,007,199,254,740,991 (2^53 − 1), which it then keeps',
    },
    profile: Profile,
    picture_url: Type.String({
      description:
        'The LINE profile picture from the shopper\'s last LINE sign-in (the ID token\'s `picture`); "" when none',
    }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'Shopper' },
);

export const Session = Type.Object(
  {
    token: Type.String({ description: 'Opaque; send as `Authorization: Shopper <token>`' }),
    token_type: Type.Literal('Shopper'),
    expires_at: Timestamp,
    customer: Customer,
  },
  { title: 'ShopperSession' },
);

const ChosenOption = Type.Object({
  option_id: Type.String(),
  label: Type.String(),
  choice_id: Type.String(),
  text: Type.String(),
  price: Money,
});
const CartLine = Type.Object(
  {
    id: Type.String(),
    item_id: Type.String(),
    variant_id: Type.Union([Type.String(), Type.Null()]),
    sku: Type.String(),
    name: Type.String(),
    variant_name: Type.Union([Type.String(), Type.Null()]),
    kind: Type.String(),
    options: Type.Array(ChosenOption),
    quantity: Type.Integer(),
    unit_price: { ...Money, description: 'List price of one unit (variant price, else item price), before discount' },
    discount_rate: Type.Integer(),
    tax_rate: Type.Integer(),
    subtotal: {
      ...MoneySum,
      description: '(floor(unit_price × (100 − discount_rate) / 100) + option prices) × quantity',
    },
    available: Type.Boolean(),
    unavailable_reason: Type.Union([Type.String(), Type.Null()], {
      description: 'Why checkout would refuse this line now',
    }),
  },
  { title: 'CartLine' },
);
export const Cart = Type.Object(
  {
    id: Type.String(),
    lines: Type.Array(CartLine),
    dropped: Type.Array(
      Type.Object({
        id: Type.String(),
        item_id: Type.String(),
        variant_id: Type.Union([Type.String(), Type.Null()]),
        name: Type.String(),
        quantity: Type.Integer(),
        reason: Type.String(),
      }),
      { description: 'Lines removed because the shop edited the item; listed once, then gone' },
    ),
    subtotal: MoneySum,
    updated_at: Timestamp,
  },
  { title: 'Cart' },
);

const PersonFields = {
  last_name: str(50, { minLength: 1 }),
  first_name: str(50, { minLength: 1 }),
  tel: str(20, { minLength: 1, pattern: '^[0-9+\\-() ]+$' }),
  postal_code: str(10, { pattern: '^[0-9]{3}-?[0-9]{4}$' }),
  address: str(200, { minLength: 1 }),
};
const Recipient = Type.Object(PersonFields, { title: 'ShopperRecipient', additionalProperties: false });
const Purchaser = Type.Object({ ...PersonFields, email: ProfileFields.email }, { title: 'ShopperPurchaser' });
const DeliveryWish = {
  delivery_date: Type.Optional(Type.String({ format: 'date', description: 'YYYY-MM-DD, one delivery_options offers' })),
  delivery_time_slot: Type.Optional(str(32, { minLength: 1, description: 'A time-slot code (e.g. 1416)' })),
};
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const KonbiniStore = Type.Object({
  payment_code: Type.String(),
  confirmation_number: Nullable(Type.String()),
});
const Payment = Type.Object(
  {
    due_at: {
      ...Nullable(Timestamp),
      description:
        'The payment deadline of an order the shopper pays later (convenience store); past it the order is cancelled',
    },
    konbini: Nullable(
      Type.Object(
        {
          hosted_voucher_url: Nullable(Type.String()),
          stores: Type.Object({
            familymart: Type.Optional(KonbiniStore),
            lawson: Type.Optional(KonbiniStore),
            ministop: Type.Optional(KonbiniStore),
            seicomart: Type.Optional(KonbiniStore),
          }),
        },
        { description: "The convenience store voucher (Stripe's konbini): the numbers the shopper gives at the till" },
      ),
    ),
    bank_transfer: Nullable(
      Type.Object(
        {
          bank_name: Nullable(Type.String()),
          bank_code: Nullable(Type.String()),
          branch_name: Nullable(Type.String()),
          branch_code: Nullable(Type.String()),
          account_type: Nullable(Type.String()),
          account_number: Nullable(Type.String()),
          account_holder_name: Nullable(Type.String()),
          amount_remaining: Nullable(Type.Integer()),
          reference: Nullable(Type.String()),
          hosted_instructions_url: Nullable(Type.String()),
        },
        { description: 'The account to transfer the total to (Stripe bank transfer, Japan)' },
      ),
    ),
    client_secret: Type.Optional(
      Type.String({
        description:
          "Checkout's answer only, for a card paid through Stripe: confirm it in the browser with Stripe.js (3-D Secure included); the order stays init until Stripe confirms the payment",
      }),
    ),
    publishable_key: Type.Optional(
      Type.String({ description: "Checkout's answer only, with client_secret: the shop's Stripe publishable key" }),
    ),
  },
  {
    title: 'ShopperPayment',
    description: 'What the shopper needs to pay an order that waits for the money; nulls when nothing is needed',
  },
);
export const Order = Type.Object(
  {
    id: Type.String(),
    number: Type.Integer({ description: "The order's number in the shop, shown as #1001" }),
    status: Type.String({ description: 'init, paid, fulfilled or cancelled' }),
    payment_method: Type.String(),
    payment: Payment,
    ordered_at: Timestamp,
    updated_at: Timestamp,
    gift_status: Type.String({ description: 'none, pending, accepted or declined' }),
    gift_source_order_id: Type.String(),
    gift: Nullable(
      Type.Object(
        {
          recipient_line_user_id: Nullable(Type.String()),
          message: Type.String(),
          accepted_order_id: Nullable(Type.String()),
        },
        {
          description:
            "The gift, on the giver's order and on the order its recipient received (the same message); null on other orders. Never names the giver.",
        },
      ),
    ),
    purchaser: {
      ...Purchaser,
      description:
        "The shopper's own details. On a received gift, the recipient (the address given on accepting, their e-mail), never the giver.",
    },
    line_items: Type.Array(
      Type.Object({
        id: Type.String(),
        item_id: Type.String(),
        variant_id: Nullable(Type.String()),
        sku: Type.String(),
        name: Type.String(),
        kind: Type.String(),
        quantity: Type.Integer(),
        unit_price: Money,
        discount_rate: Type.Integer(),
        tax_rate: Type.Integer(),
        options: Type.Array(ChosenOption),
        subtotal: MoneySum,
        order_shipping_id: Nullable(Type.String()),
      }),
    ),
    shippings: Type.Array(
      Type.Object({
        order_shipping_id: Type.String(),
        status: Type.String(),
        carrier_id: Nullable(Type.String()),
        shipping_cost: Money,
        delivery_date: Nullable(Type.String()),
        delivery_time_slot: Nullable(Type.String()),
        gift_wrapping: GiftWrapping,
        recipient: Recipient,
        trackings: Type.Array(
          Type.Object({
            tracking_id: Type.String(),
            carrier_id: Type.String(),
            tracking_number: Type.String(),
            delivery_date: Nullable(Type.String()),
          }),
        ),
      }),
    ),
    subtotal: MoneySum,
    shipping_total: MoneySum,
    discount_total: MoneySum,
    tax: TaxEntries,
    total: {
      ...MoneySum,
      description: `At most ${MAX_ORDER_TOTAL} JPY: the storefront's limits (${MAX_CART_LINES} lines, ${MAX_LINE_QUANTITY} units a line, prices of at most 1,000,000,000 JPY) allow no more`,
    },
  },
  { title: 'ShopperOrder' },
);

// Request bodies.

export const SignInBody = Type.Union(
  [
    Type.Object(
      {
        id_token: str(8192, {
          minLength: 1,
          description: "The shopper's LINE ID token (a JWT signed by LINE, ES256 or HS256)",
        }),
        nonce: Type.Optional(
          str(255, {
            minLength: 1,
            description: 'The nonce the client gave LINE when it started the login; the token must carry it',
          }),
        ),
      },
      {
        additionalProperties: false,
        title: 'LINE ID token',
        description: "Sign in with LINE: verified for the shop's LINE Login channel",
      },
    ),
    Type.Object(
      {
        line_user_id: str(64, {
          minLength: 1,
          pattern: '^[A-Za-z0-9_-]+$',
          description: 'Development sign-in only (STOREFRONT_DEV_LOGIN=true): the LINE user id, trusted as sent',
        }),
        profile: Type.Optional(ProfileInput),
      },
      {
        additionalProperties: false,
        title: 'Development sign-in',
        description: 'Only with STOREFRONT_DEV_LOGIN=true (never in production); otherwise 404 not_found',
      },
    ),
  ],
  { examples: [{ id_token: 'eyJhbGciOiJFUzI1NiIsImtpZCI6Ii4uLiJ9…', nonce: 'n-0S6_WzA2Mj' }] },
);

export const AddCartLineBody = Type.Object(
  {
    item_id: IdParam,
    variant_id: Type.Optional(Nullable(IdParam)),
    option_choice_ids: Type.Optional(Type.Array(IdParam, { maxItems: MAX_ITEM_OPTIONS })),
    quantity: Type.Integer({
      minimum: 1,
      maximum: MAX_LINE_QUANTITY,
      description: `Added to the line's quantity, which may hold at most ${MAX_LINE_QUANTITY} (or the item's selling limit when lower)`,
    }),
  },
  {
    additionalProperties: false,
    examples: [
      {
        item_id: 'item_01jd2k3m4nabcdefghjkmnpqrs',
        variant_id: 'var_01jd2k3m4nabcdefghjkmnpqrs',
        option_choice_ids: ['choice_01jd2k3m4nabcdefghjkmnpq'],
        quantity: 2,
      },
    ],
  },
);

export const CartLineQuantityBody = Type.Object(
  { quantity: Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY }) },
  { additionalProperties: false },
);

export const CheckoutBody = Type.Object(
  {
    payment_method: Type.Union(PAYMENT_METHODS.map((m) => Type.Literal(m))),
    payment_token: Type.Optional(str(512, { minLength: 1 })),
    purchaser: Type.Optional(
      Type.Partial(Type.Object({ ...PersonFields, email: ProfileFields.email }, { additionalProperties: false }), {
        additionalProperties: false,
      }),
    ),
    shippings: Type.Optional(
      Type.Array(
        Type.Object(
          {
            recipient: Recipient,
            line_ids: Type.Optional(Type.Array(IdParam, { minItems: 1, maxItems: 100 })),
            ...DeliveryWish,
            gift_wrapping: Type.Optional(GiftWrapping),
          },
          { additionalProperties: false },
        ),
        { maxItems: MAX_DESTINATIONS },
      ),
    ),
    inflow_route_code: Type.Optional(str(64, { minLength: 1 })),
    gift: Type.Optional(
      Type.Object(
        {
          recipient_line_user_id: Type.Optional(str(64, { minLength: 1 })),
          message: Type.Optional(str(200)),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export const AcceptGiftBody = Type.Object({ recipient: Recipient, ...DeliveryWish }, { additionalProperties: false });

/** The receipt's addressee (宛名) and note (但し書き), printed as typed: one line each, no control characters. */
const receiptText = (max: number, description: string) =>
  Type.String({ maxLength: max, pattern: '^[^\\x00-\\x1f\\x7f]*$', description });

export const ReceiptQuery = Type.Object(
  {
    addressee: Type.Optional(
      receiptText(
        MAX_ADDRESSEE_LENGTH,
        'The addressee (宛名), printed before 様: a person or a company name; empty (the default) leaves the line blank to write by hand',
      ),
    ),
    note: Type.Optional(
      receiptText(
        MAX_NOTE_LENGTH,
        `What the payment was for (但し書き), printed after 但し; empty or absent: 「${DEFAULT_RECEIPT_NOTE}」`,
      ),
    ),
  },
  { additionalProperties: false },
);
