import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { DataOf, errorResponses, IdParam } from '../http/schemas.ts';
import { invalidField } from '../lib/errors.ts';
import { prefectureOf } from '../lib/prefectures.ts';
import { addCartLine, removeCartLine, setCartLineQuantity, viewCart } from './cart.ts';
import { cartDeliveryOptions } from './delivery.ts';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './pricing.ts';
import { AddCartLineBody, AUTH_NOTE, Cart, CartLineQuantityBody, shopperErrors, TAGS } from './schemas.ts';

const DeliveryOptionsQuery = Type.Object(
  {
    postal_code: Type.Optional(
      Type.String({
        maxLength: 10,
        pattern: '^[0-9]{3}-?[0-9]{4}$',
        description: 'The destination (not used yet: see prefecture)',
      }),
    ),
    prefecture: Type.Optional(
      Type.String({
        maxLength: 10,
        minLength: 1,
        description: 'The destination prefecture: a name (沖縄県) or JIS code (47)',
      }),
    ),
  },
  { additionalProperties: false },
);

const DeliveryOptions = Type.Object(
  {
    dates: Type.Array(Type.String({ description: 'YYYY-MM-DD (Japan)' }), { description: 'Oldest first' }),
    time_slots: Type.Array(Type.Object({ code: Type.String(), label: Type.String() })),
    required: Type.Boolean({ description: 'An item of the cart needs a delivery date' }),
  },
  { title: 'DeliveryOptions' },
);

/** The shopper's cart and its lines. */
export function cartRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

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
    async (req) => ({ data: await req.unit.transaction((tx) => viewCart(tx, req.shopper)) }),
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
        body: AddCartLineBody,
        response: {
          201: DataOf(Cart),
          ...errorResponses('not_found', 'item_unavailable', 'selling_limit_exceeded', 'cart_line_limit_exceeded'),
        },
      },
    },
    async (req, reply) => {
      const { cart } = await req.unit.transaction((tx) => addCartLine(tx, req.shopper, req.body));
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
        body: CartLineQuantityBody,
        response: { 200: DataOf(Cart), ...errorResponses('not_found', 'selling_limit_exceeded') },
      },
    },
    async (req) => {
      return {
        data: await req.unit.transaction((tx) =>
          setCartLineQuantity(tx, req.shopper, req.params.lineId, req.body.quantity),
        ),
      };
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
      return { data: await req.unit.transaction((tx) => removeCartLine(tx, req.shopper, req.params.lineId)) };
    },
  );

  app.get(
    '/storefront/v1/delivery_options',
    {
      config: { shopper: true },
      schema: {
        tags: TAGS,
        summary: 'Delivery dates and time slots for the cart',
        description:
          `${AUTH_NOTE} The days (Japan dates) and time-slot codes checkout's shippings may ask for, from the shop's delivery settings: ` +
          'from today plus the lead days (one more past the cutoff; the lead days of the prefecture when `prefecture` is given) up to max_days_ahead, closed dates left out. ' +
          "No dates or slots when an item of the cart is not_available; `required` when one needs a date. Tenpo has no postal-code table: `postal_code` is accepted but the prefecture comes from `prefecture` (at checkout, from the start of the recipient's address).",
        querystring: DeliveryOptionsQuery,
        response: { 200: DataOf(DeliveryOptions), ...shopperErrors },
      },
    },
    async (req) => {
      const { prefecture } = req.query;
      if (prefecture !== undefined && !prefectureOf(prefecture))
        throw invalidField('prefecture', 'must be a prefecture name (東京都) or its JIS code (01-47)');
      return { data: await cartDeliveryOptions(req.unit.db, req.shopper, prefecture) };
    },
  );
}
