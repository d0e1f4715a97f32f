import { Type } from '@sinclair/typebox';
import { clientActor } from '../lib/actor.ts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AreaOptions } from '../context.ts';
import { CLIENT_TIME_FORMS } from '../lib/jst-time.ts';
import {
  DataOf,
  errorResponses,
  IdParam,
  IdParams as OrderParams,
  ListOf,
  PageQuery,
  PageQuerystring,
  withExample,
} from '../http/schemas.ts';
import {
  CalendarDate,
  exampleListEntry,
  exampleOrder,
  exampleShipping,
  exampleTracking,
  OrderDetail,
  OrderListEntry,
  Shipping,
  SHIPPING_STATUSES,
  StringEnum,
  Tracking,
  TRACKING_NUMBER,
} from './schemas.ts';
import { getOrder, getShipping, listCustomerOrders, listOrders, moveShippingStatus } from './service.ts';
import type { OrderVisibility } from './views.ts';
import { correctTracking, registerTracking } from './trackings.ts';

/** Personal data of orders (purchaser, recipient) only for tokens holding read_orders_pii. */
function orderVisibility(req: FastifyRequest): OrderVisibility {
  return { pii: req.auth.scopes.has('read_orders_pii') };
}

const TrackingNumber = Type.String({
  minLength: 1,
  ...TRACKING_NUMBER,
  description:
    'As the carrier prints it or staff paste it: letters, digits, spaces, hyphens (e.g. "4455 6677 8899", "1234-5678-9012"), ' +
    'up to 64 characters, no control characters. Leading and trailing spaces are trimmed and the rest stored as sent; ' +
    "the carrier's tracking page is opened with spaces and hyphens removed.",
});

const ListQuery = Type.Object(
  {
    ...PageQuery,
    status: Type.Optional(
      Type.Array(Type.String({ maxLength: 100 }), {
        maxItems: 10,
        description:
          'One or more of init, paid, fulfilled, cancelled: repeat the parameter (status=paid&status=init) or separate with commas',
      }),
    ),
    updated_since: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 40,
        description: `Inclusive; ${CLIENT_TIME_FORMS}. Sync cursor: entries come oldest updated first, ties by id; send the last entry's updated_at (and its id as after_id) to continue. A change is stamped with an updated_at later than every change of the shop committed before it, so a cursor never passes a change still being written.`,
      }),
    ),
    after_id: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description: 'With updated_since: only entries strictly after (updated_since, after_id). Needs updated_since.',
      }),
    ),
    number: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: Number.MAX_SAFE_INTEGER,
        description: "The order's number (e.g. 1042 for #1042)",
      }),
    ),
  },
  { additionalProperties: false },
);

const TrackingBody = Type.Object(
  {
    order_shipping_id: Type.String({ minLength: 1, maxLength: 64, description: 'From shippings of the order detail' }),
    carrier_id: Type.String({ minLength: 1, maxLength: 64, description: 'From GET /v1/delivery_companies' }),
    tracking_number: TrackingNumber,
    delivery_date: Type.Optional(CalendarDate),
  },
  { additionalProperties: false },
);

const TrackingPatchBody = Type.Object(
  {
    carrier_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    tracking_number: Type.Optional(TrackingNumber),
    delivery_date: Type.Optional(Type.Union([CalendarDate, Type.Null()], { description: 'null clears it' })),
  },
  { additionalProperties: false, minProperties: 1 },
);

export default async function ordersRoutes(fastify: FastifyInstance, { ctx }: AreaOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/v1/orders',
    {
      config: { scopes: ['read_orders'] },
      schema: {
        tags: ['Orders'],
        summary: 'List order headers',
        description:
          'Order headers, oldest updated first, ties by id. Buyer personal data (purchaser) only with read_orders_pii. ' +
          "To sync, start with updated_since=1970-01-01T00:00:00Z and continue with the last entry's updated_at and id (after_id): every order change is seen exactly once per change, in order. " +
          "pagination.total is the number of the shop's orders with the statuses asked for (all statuses when none); with updated_since (and after_id), the number of those entries from the cursor on " +
          '(this page included: 0 once the walk is done), counted at a cost that grows with them alone. With number, only that order (when it passes the other filters) and a total of 0 or 1.',
        querystring: ListQuery,
        response: { 200: ListOf(OrderListEntry, [exampleListEntry]), ...errorResponses('invalid_request') },
      },
    },
    async (req) => listOrders(ctx.db, req.auth.shopId, req.query, orderVisibility(req)),
  );

  app.get(
    '/v1/orders/:id',
    {
      config: { scopes: ['read_orders'] },
      schema: {
        tags: ['Orders'],
        summary: 'Get an order with its line items, shippings and amounts',
        description:
          "purchaser and each shipping's recipient are present only with read_orders_pii. Payment references are never returned.",
        params: OrderParams,
        response: { 200: DataOf(OrderDetail, exampleOrder), ...errorResponses('not_found') },
      },
    },
    async (req) => ({ data: await getOrder(ctx.db, req.auth.shopId, req.params.id, orderVisibility(req)) }),
  );

  app.post(
    '/v1/orders/:id/trackings',
    {
      config: { scopes: ['write_shipping'], write: true },
      schema: {
        tags: ['Shipping'],
        summary: 'Register a tracking number on a shipping',
        description:
          "Answers 201 with the Tracking object at the top level (not wrapped in data). The carrier must be one of the shop's delivery companies and the shipping must not be cancelled (409 invalid_transition). Moves the order's updated_at. " +
          'A number the shipping already has with that carrier (compared with spaces and hyphens removed and full-width characters folded, as the carrier reads it: "1234-5678" is "12345678") is not registered twice, ' +
          'also when sent with another Idempotency-Key or at the same time: the answer is 200 with the registration that stands, as it stands (a different delivery_date is not applied: PATCH the tracking), and no event is sent.',
        params: OrderParams,
        body: withExample(TrackingBody, {
          order_shipping_id: exampleShipping.order_shipping_id,
          carrier_id: exampleTracking.carrier_id,
          tracking_number: '4455-6677-8899',
          delivery_date: '2026-11-05',
        }),
        response: {
          201: withExample(Tracking, exampleTracking),
          200: withExample(Tracking, exampleTracking),
          ...errorResponses('not_found', 'invalid_transition'),
        },
      },
    },
    async (req, reply) => {
      const { tracking, created } = await req.unit.transaction((tx) =>
        registerTracking(tx, req.auth.shopId, req.params.id, req.body, clientActor(req.auth.clientId)),
      );
      return reply.status(created ? 201 : 200).send(tracking);
    },
  );

  app.patch(
    '/v1/orders/:id/trackings/:tracking_id',
    {
      config: { scopes: ['write_shipping'], write: true },
      schema: {
        tags: ['Shipping'],
        summary: 'Correct a tracking number',
        description:
          'Changes only the fields sent; answers the Tracking object at the top level. Not possible on a cancelled shipping (409 invalid_transition). ' +
          'A carrier and number that another tracking of the shipping has already is 409 tracking_number_taken.',
        params: Type.Object({ id: IdParam, tracking_id: IdParam }),
        body: withExample(TrackingPatchBody, { tracking_number: '4455-6677-8900', delivery_date: null }),
        response: {
          200: withExample(Tracking, exampleTracking),
          ...errorResponses('not_found', 'invalid_transition', 'tracking_number_taken'),
        },
      },
    },
    async (req) =>
      req.unit.transaction((tx) =>
        correctTracking(
          tx,
          req.auth.shopId,
          req.params.id,
          req.params.tracking_id,
          req.body,
          clientActor(req.auth.clientId),
        ),
      ),
  );

  app.post(
    '/v1/orders/:id/shippings/:order_shipping_id/status',
    {
      config: { scopes: ['write_shipping'], write: true },
      schema: {
        tags: ['Shipping'],
        summary: 'Move a shipping to its next status',
        description:
          'unshipped → preparing → shipped → delivered; unshipped or preparing → cancelled. Any other move, including to the current status, is 409 invalid_transition; ' +
          'on a cancelled order only cancelled is allowed. A paid order becomes fulfilled when every shipping that is not cancelled is shipped or delivered; ' +
          'an order whose shippings are all cancelled keeps its status.',
        params: Type.Object({ id: IdParam, order_shipping_id: IdParam }),
        body: Type.Object(
          { status: StringEnum(SHIPPING_STATUSES) },
          { additionalProperties: false, examples: [{ status: 'shipped' }] },
        ),
        response: { 200: DataOf(Shipping, exampleShipping), ...errorResponses('not_found', 'invalid_transition') },
      },
    },
    async (req) => {
      await req.unit.transaction((tx) =>
        moveShippingStatus(
          tx,
          req.auth.shopId,
          req.params.id,
          req.params.order_shipping_id,
          req.body.status,
          clientActor(req.auth.clientId),
        ),
      );
      return {
        data: await getShipping(
          req.unit.db,
          req.auth.shopId,
          req.params.id,
          req.params.order_shipping_id,
          orderVisibility(req),
        ),
      };
    },
  );
}

/**
 * A customer's orders, under /v1/customers (the Customers tag, the read_customers scope): registered
 * after the customers' routes (src/app.ts), where the document lists it.
 */
export async function customerOrdersRoutes(fastify: FastifyInstance, { ctx }: AreaOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/v1/customers/:id/orders',
    {
      config: { scopes: ['read_customers'] },
      schema: {
        tags: ['Customers'],
        summary: "List a customer's orders",
        description:
          'Order list entries, newest placed first. Each entry carries purchaser only when the token also holds read_orders_pii.',
        params: OrderParams,
        querystring: PageQuerystring,
        response: { 200: ListOf(OrderListEntry, [exampleListEntry]), ...errorResponses('not_found') },
      },
    },
    async (req) => listCustomerOrders(ctx.db, req.auth.shopId, req.params.id, req.query, orderVisibility(req)),
  );
}
