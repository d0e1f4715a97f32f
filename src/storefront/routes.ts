import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AreaOptions } from '../context.ts';
import { ApiError } from '../lib/errors.ts';
import { DataOf, errorResponses, IdParam, ListOf, Money, MoneySum, PageQuery, Timestamp } from '../http/schemas.ts';
import { stepLimit } from '../http/rate-limit.ts';
import { hooksStartingWith } from '../http/route-hooks.ts';
import { MAX_ITEM_OPTIONS } from '../catalog/items/schemas.ts';
import { PAYMENT_METHODS } from '../payments/payment.ts';
import { MAX_CART_LINES, MAX_DESTINATIONS, MAX_LINE_QUANTITY, MAX_ORDER_TOTAL } from './pricing.ts';
import { addCartLine, removeCartLine, setCartLineQuantity, viewCart } from './cart.ts';
import { checkoutWithPayment, finishCheckout } from './checkout.ts';
import { acceptGift, declineGift } from './gifts.ts';
import { storefrontServices } from './providers.ts';
import { receiveStripeEvent } from './stripe-webhooks.ts';
import { getProfile, shopperOfToken, signIn, signOut, updateProfile, type Shopper } from './session.ts';
import { cancelByShopper, listShopperOrders, shopperOrderOf, shopperOrderView } from './shopper-orders.ts';

declare module 'fastify' {
  interface FastifyRequest {
    shopper: Shopper;
    shopperToken: string;
  }
  interface FastifyContextConfig {
    /** The route needs a signed-in shopper (`Authorization: Shopper <token>`). */
    shopper?: boolean;
  }
}

const TAGS = ['Storefront'];
const AUTH_NOTE = 'Needs `Authorization: Shopper <token>` from the session endpoint.';

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
const ProfileInput = Type.Partial(Type.Object(ProfileFields, { additionalProperties: false }), {
  additionalProperties: false,
});
const Profile = Type.Object(
  { ...ProfileFields, gender: Type.String({ description: "'', female, male or other" }) },
  { title: 'ShopperProfile' },
);

const Customer = Type.Object(
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

const Session = Type.Object(
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
const Cart = Type.Object(
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
  delivery_date: Type.Optional(Type.String({ format: 'date', description: 'YYYY-MM-DD' })),
  delivery_time_slot: Type.Optional(str(32, { minLength: 1 })),
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
const Order = Type.Object(
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
    tax: Type.Array(Type.Object({ rate: Type.Integer(), amount: MoneySum }), {
      description: 'Tax included in the total per rate: floor(amount × rate / (100 + rate)); shipping counts at 10 %',
    }),
    total: {
      ...MoneySum,
      description: `At most ${MAX_ORDER_TOTAL} JPY: the storefront's limits (${MAX_CART_LINES} lines, ${MAX_LINE_QUANTITY} units a line, prices of at most 1,000,000,000 JPY) allow no more`,
    },
  },
  { title: 'ShopperOrder' },
);

/**
 * The shoppers' API (outside /v1, no OAuth): sign-in, profile, cart, checkout, own orders, gifts.
 * Shopper sessions are opaque random tokens (only their SHA-256 is stored), sent as
 * `Authorization: Shopper <token>`; they are never the API's RS256 client tokens.
 */
export default async function storefrontRoutes(fastify: FastifyInstance, { ctx }: AreaOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const services = storefrontServices(ctx);
  // Per shopper, and sign-ins per address: counted like the API's limits (shared over Redis when set).
  const perShopper = stepLimit(
    fastify,
    ctx.config,
    ctx.config.rateLimitPerMinute,
    (req) => `shopper:${req.shopper.customerId}`,
  );
  const signInsPerAddress = stepLimit(
    fastify,
    ctx.config,
    ctx.config.rateLimitPerMinute,
    (req) => `storefront-signin:${req.ip}`,
  );
  app.decorateRequest('shopper', null as unknown as Shopper);
  app.decorateRequest('shopperToken', '');

  app.addHook('onRoute', (route) => {
    if (!route.config?.shopper) return;
    const authenticate = async (req: FastifyRequest) => {
      const match = /^Shopper ([A-Za-z0-9_-]{20,100})$/.exec(req.headers.authorization ?? '');
      const shopper = match ? await shopperOfToken(ctx.db, match[1]!) : null;
      if (!shopper) {
        throw new ApiError(
          'invalid_token',
          match
            ? 'The shopper session is unknown or expired; sign in again'
            : 'Missing "Authorization: Shopper <token>"',
          {
            headers: { 'WWW-Authenticate': 'Shopper realm="tenpo-storefront", error="invalid_token"' },
          },
        );
      }
      req.shopper = shopper;
      await perShopper(req);
      // Idempotency-Key values belong to the shopper (customer ids are unique across shops), not to an API client.
      req.idempotencyOwner = `shopper:${shopper.customerId}`;
      req.shopperToken = match![1]!;
    };
    route.onRequest = hooksStartingWith(authenticate, route.onRequest);
  });

  const shopperErrors = errorResponses('invalid_request');

  app.post(
    '/storefront/v1/shops/:shopId/session',
    {
      schema: {
        tags: TAGS,
        summary: 'Sign a shopper in with LINE',
        description:
          "Send the shopper's LINE ID token (`id_token`, from LIFF `liff.getIDToken()`, a LINE SDK or LINE Login on the web). " +
          "It is verified for the shop's LINE Login channel (set with `tenpo shops update --line-channel-id` or in the console): " +
          'issuer `https://access.line.me`, audience the channel id, not expired, `nonce` equal to the one sent when sent; ' +
          "ES256 tokens against LINE's public keys, HS256 tokens with the channel secret. A token that fails any check is " +
          "401 invalid_token; a shop without LINE Login set up answers 404 not_found. At first sign-in the shop's customer is " +
          "created with the token's `name` (family and given name when it has two parts) and `email` as its profile, and " +
          'its `picture` as `picture_url` (kept current at later sign-ins). ' +
          'The development credential (`line_user_id`, trusted as sent) works only with STOREFRONT_DEV_LOGIN=true, which ' +
          'production refuses; otherwise it is 404 not_found. Answers a shopper session token (30 days).',
        params: Type.Object({ shopId: IdParam }),
        body: Type.Union(
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
                  description:
                    'Development sign-in only (STOREFRONT_DEV_LOGIN=true): the LINE user id, trusted as sent',
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
        ),
        response: {
          201: DataOf(Session),
          ...errorResponses(
            'invalid_request',
            'invalid_token',
            'not_found',
            'rate_limited',
            'internal_error',
            'service_unavailable',
          ),
        },
      },
    },
    async (req, reply) => {
      await signInsPerAddress(req);
      const session = await signIn(ctx.database, services.identity, req.params.shopId, req.body);
      return reply.status(201).send({ data: session });
    },
  );

  app.delete(
    '/storefront/v1/session',
    {
      config: { shopper: true },
      schema: {
        tags: TAGS,
        summary: 'Sign out (the token stops working)',
        description: AUTH_NOTE,
        response: { 204: Type.Null(), ...shopperErrors },
      },
    },
    async (req, reply) => {
      await signOut(ctx.db, req.shopperToken);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/storefront/v1/me',
    {
      config: { shopper: true },
      schema: {
        tags: TAGS,
        summary: 'The signed-in shopper and their profile',
        description: AUTH_NOTE,
        response: { 200: DataOf(Customer), ...shopperErrors },
      },
    },
    async (req) => ({ data: await getProfile(ctx.db, req.shopper) }),
  );

  app.patch(
    '/storefront/v1/me',
    {
      config: { shopper: true },
      schema: {
        tags: TAGS,
        summary: "Update the shopper's profile (fields sent are replaced)",
        description: AUTH_NOTE,
        body: ProfileInput,
        response: { 200: DataOf(Customer), ...shopperErrors },
      },
    },
    async (req) => ({ data: await updateProfile(ctx.database, req.shopper, req.body) }),
  );

  app.get(
    '/storefront/v1/cart',
    {
      config: { shopper: true },
      schema: {
        tags: TAGS,
        summary: "The shopper's cart",
        description: `${AUTH_NOTE} Lines dropped by an item edit appear once under \`dropped\` with the reason, then are removed.`,
        response: { 200: DataOf(Cart), ...shopperErrors },
      },
    },
    async (req) => ({ data: await viewCart(ctx.database, req.shopper) }),
  );

  app.post(
    '/storefront/v1/cart/lines',
    {
      config: { shopper: true },
      schema: {
        tags: TAGS,
        summary: 'Add an item to the cart',
        description:
          `${AUTH_NOTE} The same item, variant and choices add to one line. 404 unknown item; 409 item_unavailable (inactive, archived, outside its selling period); ` +
          '400 for a variant or choice not of this item or a required option missing; 422 selling_limit_exceeded (earlier orders count), ' +
          `also past ${MAX_LINE_QUANTITY} units on one line whatever the item's limit; 422 cart_line_limit_exceeded for a line past the cart's ${MAX_CART_LINES}.`,
        body: Type.Object(
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
        ),
        response: {
          201: DataOf(Cart),
          ...errorResponses('not_found', 'item_unavailable', 'selling_limit_exceeded', 'cart_line_limit_exceeded'),
        },
      },
    },
    async (req, reply) => {
      const { cart } = await addCartLine(ctx.database, req.shopper, req.body);
      return reply.status(201).send({ data: cart });
    },
  );

  app.patch(
    '/storefront/v1/cart/lines/:lineId',
    {
      config: { shopper: true },
      schema: {
        tags: TAGS,
        summary: "Change a cart line's quantity",
        description: `${AUTH_NOTE} At most ${MAX_LINE_QUANTITY}, or the item's selling limit when lower (422 selling_limit_exceeded).`,
        params: Type.Object({ lineId: IdParam }),
        body: Type.Object(
          { quantity: Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY }) },
          { additionalProperties: false },
        ),
        response: { 200: DataOf(Cart), ...errorResponses('not_found', 'selling_limit_exceeded') },
      },
    },
    async (req) => {
      return { data: await setCartLineQuantity(ctx.database, req.shopper, req.params.lineId, req.body.quantity) };
    },
  );

  app.delete(
    '/storefront/v1/cart/lines/:lineId',
    {
      config: { shopper: true },
      schema: {
        tags: TAGS,
        summary: 'Remove a cart line',
        description: AUTH_NOTE,
        params: Type.Object({ lineId: IdParam }),
        response: { 200: DataOf(Cart), ...errorResponses('not_found') },
      },
    },
    async (req) => {
      return { data: await removeCartLine(ctx.database, req.shopper, req.params.lineId) };
    },
  );

  app.post(
    '/storefront/v1/checkout',
    {
      config: { shopper: true, idempotency: 'optional', idempotentSteps: true },
      schema: {
        tags: TAGS,
        summary: 'Turn the cart into an order',
        description:
          `${AUTH_NOTE} Availability, selling period and limits, stock (no oversell), prices, tax per rate, ` +
          'shipping per destination (the highest shipping cost of its shippable items, else the shop default) are checked and the order recorded; ' +
          "then the payment is charged (the order id is the gateway's idempotency key, so it is never charged twice), and the order is confirmed " +
          'with the customer counters and inflow route count; the cart is emptied. Any refusal, a declined payment included, leaves no order and keeps the stock and the cart. Send an `Idempotency-Key` header (optional; a UUID v4) so that ' +
          'a retry with the same key and body replays the first answer with `Idempotent-Replay: true` (for 24 hours) instead of finding the cart empty ' +
          '(422 cart_empty); the same key with another body is 422 idempotency_key_reused, and 409 idempotency_key_in_use while the first runs. ' +
          'Lines not listed in any `line_ids` go to the first destination. A gift sends no shippings: the recipient gives the address on accepting. ' +
          'An unknown inflow_route_code is ignored (a stale link must not block a purchase). `payment_token` goes to the payment processor and is never stored. ' +
          'In a shop that takes payments through Stripe, the order waits in init: a card is confirmed in the browser with `payment.client_secret` ' +
          '(and `payment.publishable_key`; 3-D Secure included), a convenience store voucher (`payment.konbini`) or a bank transfer (`payment.bank_transfer`) ' +
          'is paid by `payment.due_at`; Stripe reports the payment and the order becomes paid, or cancelled with its stock returned when declined or overdue. ' +
          `A cart past ${MAX_CART_LINES} lines (possible only when two additions raced) is 422 cart_line_limit_exceeded.`,
        body: Type.Object(
          {
            payment_method: Type.Union(PAYMENT_METHODS.map((m) => Type.Literal(m))),
            payment_token: Type.Optional(str(512, { minLength: 1 })),
            purchaser: Type.Optional(
              Type.Partial(
                Type.Object({ ...PersonFields, email: ProfileFields.email }, { additionalProperties: false }),
                { additionalProperties: false },
              ),
            ),
            shippings: Type.Optional(
              Type.Array(
                Type.Object(
                  {
                    recipient: Recipient,
                    line_ids: Type.Optional(Type.Array(IdParam, { minItems: 1, maxItems: 100 })),
                    ...DeliveryWish,
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
        ),
        response: {
          201: DataOf(Order),
          ...errorResponses(
            'payment_declined',
            'item_unavailable',
            'cart_empty',
            'selling_limit_exceeded',
            'cart_line_limit_exceeded',
            'insufficient_stock',
            'service_unavailable',
          ),
        },
      },
    },
    async (req, reply) => {
      // A retry of a checkout whose request died after placing the order finishes that order.
      const placed = req.idempotencyRecovery?.order_id;
      const done =
        typeof placed === 'string'
          ? await finishCheckout(ctx.database, services, req.shopper, placed)
          : await checkoutWithPayment(ctx.database, services, req.shopper, req.body, {
              onPlaced: (tx, id) => req.holdIdempotencyKey(tx, { order_id: id }),
            });
      const { payment } = done;
      const order = done.order
        ? shopperOrderOf(req.shopper, done.order)
        : await shopperOrderView(ctx.db, req.shopper, done.orderId);
      const browser = payment.clientSecret
        ? {
            client_secret: payment.clientSecret,
            ...(payment.publishableKey ? { publishable_key: payment.publishableKey } : {}),
          }
        : {};
      return reply.status(201).send({ data: { ...order, payment: { ...order.payment, ...browser } } });
    },
  );

  app.get(
    '/storefront/v1/orders',
    {
      config: { shopper: true },
      schema: {
        tags: TAGS,
        summary: "The shopper's orders, newest first",
        description: AUTH_NOTE,
        querystring: Type.Object(PageQuery, { additionalProperties: false }),
        response: { 200: ListOf(Order), ...shopperErrors },
      },
    },
    async (req) => listShopperOrders(ctx.db, req.shopper, req.query.limit, req.query.offset),
  );

  app.get(
    '/storefront/v1/orders/:orderId',
    {
      config: { shopper: true },
      schema: {
        tags: TAGS,
        summary: "One of the shopper's orders",
        description: AUTH_NOTE,
        params: Type.Object({ orderId: IdParam }),
        response: { 200: DataOf(Order), ...errorResponses('not_found') },
      },
    },
    async (req) => ({ data: await shopperOrderView(ctx.db, req.shopper, req.params.orderId) }),
  );

  app.post(
    '/storefront/v1/orders/:orderId/cancel',
    {
      config: { shopper: true },
      schema: {
        tags: TAGS,
        summary: 'Cancel an order (init or paid, nothing shipped, every item cancellable)',
        description:
          `${AUTH_NOTE} Stock returns and the customer's counters drop; a paid order is refunded through its payment gateway ` +
          '(Stripe for a shop that takes payments through Stripe), and a payment still awaited (card, convenience store voucher, bank transfer) ' +
          'can no longer be made. 409 invalid_transition otherwise.',
        params: Type.Object({ orderId: IdParam }),
        response: { 200: DataOf(Order), ...errorResponses('not_found', 'invalid_transition') },
      },
    },
    async (req) => ({ data: await cancelByShopper(ctx.database, services.payments, req.shopper, req.params.orderId) }),
  );

  app.post(
    '/storefront/v1/gifts/:orderId/accept',
    {
      config: { shopper: true },
      schema: {
        tags: TAGS,
        summary: "Accept a gift with one's shipping address",
        description:
          `${AUTH_NOTE} Creates the recipient's order (total 0, gift_source_order_id = the gift, status paid) shipping to the address; ` +
          'both orders become gift_status accepted. Only the named recipient (or, when none was named, anyone but the giver) may answer; others get 404. ' +
          "The recipient sees their own details (as purchaser and recipient), the items and the gift's message: nothing of the giver's personal data, " +
          "not even a name (a giver who wants to be known signs the message); the giver sees the gift accepted, never the recipient's address.",
        params: Type.Object({ orderId: IdParam }),
        body: Type.Object({ recipient: Recipient, ...DeliveryWish }, { additionalProperties: false }),
        response: { 201: DataOf(Order), ...errorResponses('not_found', 'invalid_transition') },
      },
    },
    async (req, reply) => {
      const id = await acceptGift(ctx.database, req.shopper, req.params.orderId, req.body);
      return reply.status(201).send({ data: await shopperOrderView(ctx.db, req.shopper, id) });
    },
  );

  app.post(
    '/storefront/v1/gifts/:orderId/decline',
    {
      config: { shopper: true },
      schema: {
        tags: TAGS,
        summary: 'Decline a gift',
        description: `${AUTH_NOTE} The gift order becomes declined and is cancelled (stock back, the giver refunded).`,
        params: Type.Object({ orderId: IdParam }),
        response: { 204: Type.Null(), ...errorResponses('not_found', 'invalid_transition') },
      },
    },
    async (req, reply) => {
      await declineGift(ctx.database, services.payments, req.shopper, req.params.orderId);
      return reply.status(204).send(null);
    },
  );
  // Stripe signs the exact bytes it sends: this route (in its own context) keeps the JSON body raw.
  await fastify.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    raw.withTypeProvider<TypeBoxTypeProvider>().post(
      '/stripe/webhooks/:shopId',
      {
        schema: {
          // Stripe's endpoint, not the integrators' API: described in the README's Stripe section.
          hide: true,
          params: Type.Object({ shopId: IdParam }),
          response: {
            200: Type.Object({ received: Type.Literal(true), outcome: Type.String() }),
            ...errorResponses(
              'invalid_request',
              'not_found',
              'invalid_transition',
              'internal_error',
              'service_unavailable',
            ),
          },
        },
      },
      async (req) => {
        const signature = req.headers['stripe-signature'];
        const outcome = await receiveStripeEvent(
          ctx,
          services.payments,
          req.params.shopId,
          Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
          typeof signature === 'string' ? signature : undefined,
        );
        return { received: true as const, outcome };
      },
    );
  });
}
