import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AreaOptions } from '../context.ts';
import { errorResponses, ListOf, PageQuery } from '../http/schemas.ts';
import { listEvents } from './service.ts';
import { EVENT_TYPES, EventSchema } from './types.ts';

/** The read scopes that show events (any one of them shows its types). */
const READ_SCOPES = ['read_orders', 'read_items', 'read_customers', 'write_inflow_routes'] as const;

const ListQuery = Type.Object(
  {
    after: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description:
          'An event id: only events recorded after it (commit order). Unknown, or pruned: 400 invalid_request naming after.',
      }),
    ),
    types: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 600,
        description: `Comma-separated event types; only these. Each must be known and visible to the token (400 invalid_request otherwise). One of: ${EVENT_TYPES.join(', ')}`,
      }),
    ),
    object_id: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description:
          "Only the events of this object (the id its events carry: an order's or item's id, a shipping's order_shipping_id, a tracking's tracking_id, a stock level's item_id, a deleted object's id). Follows one object; combines with after and types.",
      }),
    ),
    limit: PageQuery.limit,
  },
  { additionalProperties: false },
);

const exampleEvent = {
  id: 'evt_01jd2k3m4n5p6q7r8s9t0v1w2x',
  type: 'tracking.registered',
  created_at: '2026-11-02T09:30:00.000Z',
  shop_id: 'shop_01jd2k3m4n5p6q7r8s9t0v1w2x',
  actor: { type: 'client', id: 'cli_01jd2k3m4nabcdefghjkmnpqrs' },
  data: {
    object: {
      tracking_id: 'trk_01jd2k3m4n5p6q7r8s9t0v1w2x',
      order_id: 'ord_01jd2k3m4n5p6q7r8s9t0v1w2x',
      order_shipping_id: 'osh_01jd2k3m4n5p6q7r8s9t0v1w2x',
      carrier_id: 'dlv_01jd2k3m4n5p6q7r8s9t0v1w2x',
      tracking_number: '1234-5678-9012',
      delivery_date: '2026-11-04',
    },
  },
};

export default async function eventsRoutes(fastify: FastifyInstance, { ctx }: AreaOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/v1/events',
    {
      config: { scopes: [...READ_SCOPES] },
      schema: {
        tags: ['Events'],
        summary: 'List events',
        description:
          "Every change to orders, shipments, trackings, items, stock, customers and inflow routes, and every deletion of an image, a category or one of this client's webhook endpoints, oldest first, in commit order: " +
          'walk with after = the last id received; a client walking this way while changes are made sees every event once. ' +
          "A token sees the types its scopes cover (orders, shipping, tracking: read_orders; items, stock, images, categories: read_items; customers: read_customers; inflow routes: write_inflow_routes) and the deletions of its own client's webhook endpoints. " +
          'data.object is the resource as its endpoint shows it to this token: purchaser, recipient and profile only with read_orders_pii / read_customers_pii. ' +
          'Events are kept 30 days. pagination.total counts the events after the cursor this request can see (of object_id when given); offset is always 0 (the cursor is after). ' +
          "Each type's payload is in the webhooks section of this document.",
        querystring: ListQuery,
        response: { 200: ListOf(EventSchema, [exampleEvent]), ...errorResponses('invalid_request') },
      },
    },
    async (req) => listEvents(ctx.db, req.auth.shopId, req.auth, req.query),
  );
}
