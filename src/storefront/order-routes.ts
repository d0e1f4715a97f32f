import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { DataOf, errorResponses, IdParam, ListOf, PageQuery } from '../http/schemas.ts';
import { checkoutWithPayment } from './checkout.ts';
import { checkoutKeys } from './checkout-key.ts';
import { DELIVERY_REFUSALS } from './delivery.ts';
import { acceptGift, declineGift } from './gifts.ts';
import { MAX_CART_LINES } from './pricing.ts';
import type { storefrontServices } from './providers.ts';
import { AcceptGiftBody, AUTH_NOTE, CheckoutBody, Order, ReceiptQuery, shopperErrors, TAGS } from './schemas.ts';
import { DEFAULT_RECEIPT_NOTE, issueReceipt } from '../orders/receipts.ts';
import { receiptPage, RECEIPT_HEADERS } from '../orders/receipt-page.ts';
import { cancelByShopper, listShopperOrders, shopperOrderOf, shopperOrderView } from './shopper-orders.ts';

/** Checkout, the shopper's own orders (list, one, cancel) and gifts sent to them (accept, decline). */
export function orderRoutes(
  fastify: FastifyInstance,
  ctx: AppContext,
  services: ReturnType<typeof storefrontServices>,
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const keys = checkoutKeys(ctx.database);

  app.post(
    '/storefront/v1/checkout',
    {
      config: { shopper: true, idempotency: 'optional' },
      preHandler: keys.hold,
      onSend: keys.answer,
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
          `A cart past ${MAX_CART_LINES} lines (possible only when two additions raced) is 422 cart_line_limit_exceeded. ` +
          'An order totalling 0 JPY is paid with `free`, and `free` pays nothing else: either mismatch is 422 payment_method_mismatch. ' +
          "A destination's `delivery_date` and `delivery_time_slot` must be among those GET /storefront/v1/delivery_options offers for its prefecture " +
          '(422 delivery_date_unavailable, delivery_time_slot_unavailable; delivery_date_required when an item needs one; delivery_wish_not_allowed when an item takes none); ' +
          '`gift_wrapping` only in a shop that offers it (422 gift_wrapping_unavailable).',
        body: CheckoutBody,
        response: {
          201: DataOf(Order),
          ...errorResponses(
            'payment_declined',
            'item_unavailable',
            'cart_empty',
            'selling_limit_exceeded',
            'cart_line_limit_exceeded',
            'payment_method_mismatch',
            'insufficient_stock',
            ...DELIVERY_REFUSALS,
            'service_unavailable',
          ),
        },
      },
    },
    async (req, reply) => {
      const done = await checkoutWithPayment(ctx.database, services, req.shopper, req.body, { key: keys.keyOf(req) });
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

  app.get(
    '/storefront/v1/orders/:orderId/receipt',
    {
      config: { shopper: true },
      schema: {
        tags: TAGS,
        summary: 'The receipt (領収書, a qualified invoice) of an order, as a page to print on A4',
        description:
          `${AUTH_NOTE} An HTML page fit to print on A4 (\`@page { size: A4 }\`; open it in a browser and print, or save as PDF): ` +
          "the shop as issuer with its qualified-invoice registration number (GET /v1/me's invoice_registration_number; left out while the shop has none), " +
          'the issue date and the transaction date (Japan time), the order number, the lines with ※ on those at the reduced 8 % rate (「※は軽減税率対象」), ' +
          'the tax-included amount and the tax per rate (rounded once per rate and order, shipping at 10 %), the total, the addressee (宛名) and the note (但し書き) chosen here. ' +
          "Only for a paid or fulfilled order (409 receipt_not_available otherwise; 404 for an order not the shopper's). " +
          "Issuing is counted (the order's receipts_issued): every issue after the first is marked 再発行 with its count.",
        params: Type.Object({ orderId: IdParam }),
        querystring: ReceiptQuery,
        response: {
          200: {
            description: 'The receipt as an HTML document (UTF-8)',
            content: { 'text/html': { schema: Type.String() } },
          },
          ...errorResponses('invalid_request', 'not_found', 'receipt_not_available'),
        },
      },
    },
    async (req, reply) => {
      const { addressee = '', note = DEFAULT_RECEIPT_NOTE } = req.query;
      const doc = await req.unit.transaction((tx) =>
        issueReceipt(tx, {
          shopId: req.shopper.shopId,
          orderId: req.params.orderId,
          addressee,
          note,
          by: { shopper: req.shopper.customerId },
        }),
      );
      return reply.headers(RECEIPT_HEADERS).type('text/html; charset=utf-8').send(receiptPage(doc));
    },
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
          "not even a name (a giver who wants to be known signs the message); the giver sees the gift accepted, never the recipient's address. " +
          'A `delivery_date` or `delivery_time_slot` must be one the shop offers now (422 delivery_date_unavailable, delivery_time_slot_unavailable).',
        params: Type.Object({ orderId: IdParam }),
        body: AcceptGiftBody,
        response: {
          201: DataOf(Order),
          ...errorResponses(
            'not_found',
            'invalid_transition',
            'delivery_date_unavailable',
            'delivery_time_slot_unavailable',
          ),
        },
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
}
