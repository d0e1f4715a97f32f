import { Type } from '@sinclair/typebox';
import { clientActor } from '../lib/actor.ts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AreaOptions } from '../context.ts';
import { EVENT_TYPES } from '../events/types.ts';
import { invalidField } from '../lib/errors.ts';
import { DataOf, errorResponses, IdParam, ListOf, PageQuerystring, Timestamp } from '../http/schemas.ts';
import { ALL_SCOPES } from '../lib/scopes.ts';
import { webhookUrlProblem } from './address-check.ts';
import { replayPeriod, RESEND_LIMIT, sendTestEvent } from './redelivery.ts';
import { ReplayBody, ReplayResult, TestResult, Topic } from './redelivery-schemas.ts';
import { describeSchedule } from './schedule.ts';
import {
  createEndpoint,
  deleteEndpoint,
  getEndpoint,
  listDeliveries,
  listEndpoints,
  retryDelivery,
  rotateSecret,
  updateEndpoint,
} from './service.ts';

const URL_RULE =
  'An https URL whose host resolves only to public addresses, then and at every delivery (loopback, private, link-local, unique-local, documentation, reserved and other special-purpose addresses of both families are refused; an IPv6 address embedding or translating an IPv4 one, as IPv4-mapped, NAT64, 6to4 or Teredo, is judged as that IPv4 address); ' +
  "no credentials, no fragment. The operator's WEBHOOKS_ALLOW_PRIVATE_URLS=true admits http and any address (development). A refused URL is 400 invalid_request naming url (not stored for the Idempotency-Key: DNS is asked again on a retry).";

const BINDING_RULE =
  "Deliveries last as long as the access of the token that set the topics: they stop, in every server process at once, when its grant is revoked (by the shop's staff or POST /v1/oauth/revoke), its client is disabled or deleted, or the client secret that obtained a client-credentials token is replaced and its grace has passed; deliveries then queued wait unsent. Each delivery shows the token's scopes narrowed to those its grant (or client) holds when it is sent.";

const Topics = Type.Array(Topic, {
  minItems: 1,
  maxItems: EVENT_TYPES.length,
  uniqueItems: true,
  description:
    'Event types to receive; each needs the read scope that shows it (GET /v1/events), else 400 invalid_request naming topics',
});
const Url = Type.String({ minLength: 1, maxLength: 2048, description: URL_RULE });
const Description = Type.String({ maxLength: 500 });

const WebhookEndpointSchema = Type.Object(
  {
    id: Type.String(),
    url: Type.String(),
    topics: Type.Array(Topic),
    description: Type.String(),
    enabled: Type.Boolean({
      description:
        "false while nothing is delivered: disabled by the client, by the shop's staff, or by the service (the receiver answered 410 Gone, or every delivery failed for 3 days), or the access it was set up with ended (its grant revoked, its client disabled, or the client secret of the client-credentials token that set it replaced and past its grace)",
    }),
    created_at: Timestamp,
  },
  { title: 'WebhookEndpoint' },
);
const WithSecret = Type.Object(
  {
    ...WebhookEndpointSchema.properties,
    secret: Type.String({
      description: 'whsec_… (Standard Webhooks): shown only in this answer. Verify deliveries with it.',
    }),
  },
  { title: 'WebhookEndpointWithSecret' },
);

const Attempt = Type.Object(
  {
    number: Type.Integer(),
    attempted_at: Timestamp,
    status_code: Type.Union([Type.Integer(), Type.Null()], {
      description: 'null when no answer came (timeout, connection refused, address refused)',
    }),
    duration_ms: Type.Integer(),
    response_excerpt: Type.String({ description: 'The first 200 characters of the answer' }),
    error: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'WebhookAttempt' },
);
const Delivery = Type.Object(
  {
    id: Type.String(),
    event_id: Type.String(),
    event_type: Type.String(),
    status: Type.String({ description: 'pending, succeeded or failed' }),
    next_attempt_at: Type.Union([Timestamp, Type.Null()], {
      description: `When a pending delivery is tried next (${describeSchedule()}); null once it succeeded or failed`,
    }),
    created_at: Timestamp,
    attempts: Type.Array(Attempt),
  },
  { title: 'WebhookDelivery' },
);

const CreateBody = Type.Object(
  { url: Url, topics: Topics, description: Type.Optional(Description) },
  {
    additionalProperties: false,
    examples: [
      { url: 'https://erp.example.jp/tenpo/webhooks', topics: ['order.paid', 'order.cancelled'], description: 'ERP' },
    ],
  },
);
const PatchBody = Type.Object(
  {
    url: Type.Optional(Url),
    topics: Type.Optional(Topics),
    description: Type.Optional(Description),
    enabled: Type.Optional(
      Type.Boolean({
        description:
          "true re-enables an endpoint the service disabled, or one whose access ended (it then delivers under this request's token); one disabled by the shop's staff is 409 invalid_transition",
      }),
    ),
  },
  { additionalProperties: false, minProperties: 1, examples: [{ topics: ['order.paid'], enabled: true }] },
);

const exampleEndpoint = {
  id: 'whe_01jd2k3m4n5p6q7r8s9t0v1w2x',
  url: 'https://hooks.example.com/tenpo',
  topics: ['order.created', 'shipping.status_changed'],
  description: 'Fulfilment system',
  enabled: true,
  created_at: '2026-11-01T00:00:00.000Z',
};
const exampleSecret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const exampleDelivery = {
  id: 'whd_01jd2k3m4n5p6q7r8s9t0v1w2x',
  event_id: 'evt_01jd2k3m4n5p6q7r8s9t0v1w2x',
  event_type: 'order.created',
  status: 'pending',
  next_attempt_at: '2026-11-02T09:30:25.000Z',
  created_at: '2026-11-02T09:30:00.000Z',
  attempts: [
    {
      number: 1,
      attempted_at: '2026-11-02T09:30:00.050Z',
      status_code: 500,
      duration_ms: 48,
      response_excerpt: 'Internal Server Error',
      error: null,
    },
  ],
};

/** The URL of a body, refused before the write runs when it may not be delivered to (it asks DNS, which is no work for a transaction). */
async function checkUrl(url: string | undefined, allowPrivate: boolean): Promise<void> {
  if (url === undefined) return;
  const problem = await webhookUrlProblem(url, allowPrivate);
  if (problem) throw invalidField('url', problem);
}

const owner = (req: FastifyRequest) => ({ shopId: req.auth.shopId, clientId: req.auth.clientId });

/** Webhook endpoints: any client manages its own; topics limited by its scopes. */
export default async function webhooksRoutes(fastify: FastifyInstance, { ctx }: AreaOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const allowPrivate = ctx.config.webhooks.allowPrivateUrls;
  const anyScope = { scopes: ALL_SCOPES };
  const EndpointParams = Type.Object({ id: IdParam });

  app.post(
    '/v1/webhook_endpoints',
    {
      config: { ...anyScope, write: true },
      preHandler: (req) => checkUrl(req.body.url, allowPrivate),
      schema: {
        tags: ['Webhooks'],
        summary: 'Create a webhook endpoint',
        description: `Deliveries of the topics' events are POSTed to url, signed (Standard Webhooks; see the webhooks section). Answers 201 with the signing secret, shown only here. ${BINDING_RULE} ${URL_RULE}`,
        body: CreateBody,
        response: {
          201: DataOf(WithSecret, { ...exampleEndpoint, secret: exampleSecret }),
          ...errorResponses('invalid_request'),
        },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send({ data: await req.unit.transaction((tx) => createEndpoint(tx, owner(req), req.auth, req.body)) }),
  );

  app.get(
    '/v1/webhook_endpoints',
    {
      config: anyScope,
      schema: {
        tags: ['Webhooks'],
        summary: "List the client's webhook endpoints",
        description: "The endpoints this client created (never another client's), oldest first; secrets are not shown.",
        querystring: PageQuerystring,
        response: { 200: ListOf(WebhookEndpointSchema, [exampleEndpoint]), ...errorResponses('invalid_request') },
      },
    },
    async (req) => listEndpoints(ctx.db, owner(req), req.query),
  );

  app.get(
    '/v1/webhook_endpoints/:id',
    {
      config: anyScope,
      schema: {
        tags: ['Webhooks'],
        summary: 'Get a webhook endpoint',
        description: "One of this client's endpoints, without its secret; another client's is 404 not_found.",
        params: EndpointParams,
        response: { 200: DataOf(WebhookEndpointSchema, exampleEndpoint), ...errorResponses('not_found') },
      },
    },
    async (req) => ({ data: await getEndpoint(ctx.db, owner(req), req.params.id) }),
  );

  app.patch(
    '/v1/webhook_endpoints/:id',
    {
      config: { ...anyScope, write: true },
      preHandler: (req) => checkUrl(req.body.url, allowPrivate),
      schema: {
        tags: ['Webhooks'],
        summary: 'Change a webhook endpoint',
        description: `Changes the fields sent. enabled: true re-enables an endpoint disabled by the service (410 Gone, or failing for 3 days) or whose access ended; its pending deliveries resume. Setting topics or enabled binds the endpoint to this request's token. ${BINDING_RULE} On an endpoint the shop's staff disabled, enabled: true is 409 invalid_transition.`,
        params: EndpointParams,
        body: PatchBody,
        response: {
          200: DataOf(WebhookEndpointSchema, exampleEndpoint),
          ...errorResponses('not_found', 'invalid_transition'),
        },
      },
    },
    async (req) => ({
      data: await req.unit.transaction((tx) => updateEndpoint(tx, owner(req), req.auth, req.params.id, req.body)),
    }),
  );

  app.delete<{ Params: { id: string } }>(
    '/v1/webhook_endpoints/:id',
    {
      config: { ...anyScope, write: true },
      schema: {
        tags: ['Webhooks'],
        summary: 'Delete a webhook endpoint',
        description: 'Its deliveries go with it.',
        params: EndpointParams,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses('not_found') },
      },
    },
    async (req, reply) => {
      await req.unit.transaction((tx) => deleteEndpoint(tx, owner(req), req.params.id, clientActor(req.auth.clientId)));
      return reply.status(204).send();
    },
  );

  app.post(
    '/v1/webhook_endpoints/:id/rotate_secret',
    {
      config: { ...anyScope, write: true },
      schema: {
        tags: ['Webhooks'],
        summary: "Rotate an endpoint's signing secret",
        description:
          'Answers the endpoint with its new secret. For 24 hours the old secret keeps signing beside the new one: webhook-signature then carries two v1 signatures, and a receiver verifies with either secret.',
        params: EndpointParams,
        response: {
          200: DataOf(WithSecret, { ...exampleEndpoint, secret: exampleSecret }),
          ...errorResponses('not_found'),
        },
      },
    },
    async (req) => ({ data: await req.unit.transaction((tx) => rotateSecret(tx, owner(req), req.params.id)) }),
  );

  app.post(
    '/v1/webhook_endpoints/:id/test',
    {
      config: anyScope,
      schema: {
        tags: ['Webhooks'],
        summary: 'Send a test event',
        description:
          'POSTs a signed `ping` event to the endpoint at once, as a delivery is signed (Standard Webhooks, the same secret), and answers what the receiver did: its status and the time it took. ' +
          'The ping is {id, type: "ping", created_at, shop_id, data: {object: {endpoint_id, url}}}; it is not stored, appears in no list and is never retried, so no Idempotency-Key is needed. Works on a disabled endpoint too (check a receiver before enabling it again). ' +
          'Waits for the receiver up to the delivery timeout (10 s).',
        params: EndpointParams,
        response: {
          200: DataOf(TestResult, {
            event_id: 'evt_01jd2k3m4n5p6q7r8s9t0v1w2x',
            delivered: true,
            status_code: 204,
            duration_ms: 12,
            response_excerpt: '',
            error: null,
          }),
          ...errorResponses('not_found'),
        },
      },
    },
    async (req) => ({ data: await sendTestEvent(ctx.db, owner(req), req.params.id, ctx.config.webhooks) }),
  );

  app.post(
    '/v1/webhook_endpoints/:id/replay',
    {
      config: { ...anyScope, write: true },
      schema: {
        tags: ['Webhooks'],
        summary: 'Replay the events of a period',
        description:
          "Delivers again every stored event recorded from `from` (inclusive) to `to` (exclusive) of the types asked (the endpoint's topics by default), as new deliveries with the same event ids (webhook-id: a receiver that kept them ignores repeats), in commit order. " +
          `Events are kept 30 days: a from further back is 400 invalid_request. A period holding more than ${RESEND_LIMIT} events is refused (400): replay shorter periods. On a disabled endpoint: 409 invalid_transition. The new deliveries are listed under deliveries and retried as any other.`,
        params: EndpointParams,
        body: ReplayBody,
        response: {
          200: DataOf(ReplayResult, {
            from: '2026-11-01T00:00:00.000Z',
            to: '2026-11-02T00:00:00.000Z',
            types: ['order.paid'],
            deliveries: 42,
          }),
          ...errorResponses('invalid_request', 'not_found', 'invalid_transition'),
        },
      },
    },
    async (req) => ({
      data: await req.unit.transaction((tx) => replayPeriod(tx, owner(req), req.params.id, req.body)),
    }),
  );

  app.get(
    '/v1/webhook_endpoints/:id/deliveries',
    {
      config: anyScope,
      schema: {
        tags: ['Webhooks'],
        summary: "List an endpoint's deliveries",
        description: `Newest first, with every attempt (status code, duration, the first 200 characters of the answer) and the next retry time. Retries: ${describeSchedule()}. Kept 30 days.`,
        params: EndpointParams,
        querystring: PageQuerystring,
        response: { 200: ListOf(Delivery, [exampleDelivery]), ...errorResponses('not_found') },
      },
    },
    async (req) => listDeliveries(ctx.db, owner(req), req.params.id, req.query),
  );

  app.post(
    '/v1/webhook_endpoints/:id/deliveries/:delivery_id/retry',
    {
      config: { ...anyScope, write: true },
      schema: {
        tags: ['Webhooks'],
        summary: 'Send a delivery again',
        description:
          'Makes the delivery due now, whatever became of it (succeeded, failed or pending). On a disabled endpoint: 409 invalid_transition.',
        params: Type.Object({ id: IdParam, delivery_id: IdParam }),
        response: { 200: DataOf(Delivery, exampleDelivery), ...errorResponses('not_found', 'invalid_transition') },
      },
    },
    async (req) => ({
      data: await req.unit.transaction((tx) => retryDelivery(tx, owner(req), req.params.id, req.params.delivery_id)),
    }),
  );
}
