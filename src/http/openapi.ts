import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { SCOPES } from '../lib/scopes.ts';
import type { ErrorCode } from '../lib/errors.ts';
import { idempotencyModeOf } from './idempotency/plugin.ts';
import { withSampleExamples } from './openapi-examples.ts';
import { withErrorCodes, withNamedSchemas, withParameterNotes, withRateLimitHeaders } from './openapi-document.ts';
import { declaredErrorCodes, ErrorBody, errorResponses } from './schemas.ts';

const API_DESCRIPTION = `The HTTP/JSON API for a shop operator's integrations.

**Authentication.** OAuth 2.1: get a token from \`POST /v1/oauth/token\` (client credentials, or
authorization code with PKCE for apps installed by shop staff) and send it as
\`Authorization: Bearer <token>\`. Each operation lists the scopes that admit it (any one suffices).

**Errors.** Every error is \`{"error":{"code","message","request_id"}}\`; validation errors add
\`details: [{field, message}]\` (at most 100; \`details_total\` counts them when there were more). The
\`X-Request-Id\` header carries the same id on every response. Text containing the NUL character
(U+0000) is refused everywhere with 400 invalid_request naming the field; JSON bodies nest at most 64 levels.
Beyond each operation's codes, any request may get \`400 invalid_request\` (malformed HTTP or path
encoding), \`408 request_timeout\` (headers not sent within 10 s, or the whole request within 30 s, by default),
\`413 payload_too_large\`, \`414 uri_too_long\` (a path segment over 200 characters), \`415
unsupported_media_type\` or \`431 headers_too_large\`; those that close the connection say
\`Connection: close\`. Messages never repeat the request.

**Idempotency.** Every write needs an \`Idempotency-Key\` header. A retry with the same key and the
same body (compared after JSON parsing) replays the first answer byte for byte with
\`Idempotent-Replay: true\`, for 24 hours; the same key with another body is
\`422 idempotency_key_reused\`; while the first request runs, \`409 idempotency_key_in_use\`.

**Storefront.** The shoppers' API under \`/storefront/v1\` does not use OAuth: a shopper signs in at
\`POST /storefront/v1/shops/{shopId}/session\` with their LINE ID token and sends
\`Authorization: Shopper <token>\` (the \`shopperSession\` scheme). Checkout takes an optional \`Idempotency-Key\` (keys are the shopper's own).

**Personal data.** Without a \`*_pii\` scope the keys \`purchaser\`, \`recipient\` and \`profile\` are absent.

**Pagination.** Lists answer \`{data, pagination:{limit, offset, total}}\`; \`limit\` is 1-100 (default 20).

**Rate limits.** Requests per minute, counted for the whole deployment however many processes serve it:
per client once its token is verified, per address otherwise (token endpoint, discovery, failed
authentication). Every \`/v1\` answer, errors included, carries \`RateLimit-Limit\` (the budget, 1200 by
default), \`RateLimit-Remaining\` and \`RateLimit-Reset\` (seconds until the window restarts); past the
budget the answer is \`429 rate_limited\` with \`Retry-After\` (seconds).

**Where the interface is silent**, each operation's description says what Tenpo does; the whole list is
\`docs/API-NOTES.md\` in the repository.

**Events and webhooks.** \`GET /v1/events\` lists every change (orders, shipments, trackings, items, stock,
customers, inflow routes) in commit order; \`/v1/webhook_endpoints\` pushes them as signed deliveries
(Standard Webhooks). The \`webhooks\` section of this document gives each event type's payload, the headers and how to verify them.`;

/** Every tag an operation uses, in the order the docs show them. */
const TAGS = [
  {
    name: 'OAuth',
    description: 'Tokens (client credentials; authorization code with PKCE), revocation, signing keys and discovery',
  },
  { name: 'Shop', description: "The calling client's shop" },
  {
    name: 'Items',
    description: 'The catalogue: items of every kind, their variants, options and stock, and their edit history',
  },
  { name: 'Item images', description: "An item's images: upload, order, delete, and their bytes" },
  { name: 'Categories', description: "The shop's item categories" },
  { name: 'Delivery companies', description: 'The carriers a shop ships with (trackings name one)' },
  { name: 'Orders', description: 'Orders and the sync cursor over their changes (updated_since, after_id)' },
  { name: 'Shipping', description: "An order's shippings: status moves and tracking numbers" },
  { name: 'Customers', description: 'Customers of the shop and their orders' },
  { name: 'Inflow routes', description: 'Links that record where orders came from' },
  { name: 'Events', description: 'Every change integrators follow, in commit order' },
  { name: 'Webhooks', description: 'Endpoints that receive events as signed deliveries (Standard Webhooks)' },
  {
    name: 'Jobs',
    description: 'Imports and exports of files (CSV, JSON lines, carrier layouts), run in the background',
  },
  { name: 'Storefront', description: "The shoppers' API: sign-in, profile, cart, checkout, own orders, gifts" },
];

/** The codes every route of a kind may answer, beside those it declares with errorResponses. */
function impliedErrorCodes(
  schema: { params?: unknown; querystring?: unknown; body?: unknown },
  who: 'client' | 'shopper' | 'public',
  idempotency: 'required' | 'optional' | null,
): ErrorCode[] {
  const codes: ErrorCode[] = [];
  if (schema.params || schema.querystring || schema.body || idempotency) codes.push('invalid_request');
  if (who !== 'public') codes.push('invalid_token', 'rate_limited', 'internal_error', 'service_unavailable');
  if (who === 'client') codes.push('insufficient_scope');
  if (idempotency === 'required') codes.push('idempotency_key_required');
  if (idempotency) codes.push('idempotency_key_in_use', 'idempotency_key_reused');
  return codes;
}

export async function registerOpenApi(
  app: FastifyInstance,
  config: Config,
  /** The webhooks section (webhooks/openapi.ts webhooksDocument, given by src/app.ts). */
  webhooks: Record<string, object>,
): Promise<void> {
  app.addSchema(ErrorBody);
  /** Each operation's error codes (declared and implied), for withErrorCodes. */
  const errorCodesOf = new Map<string, ErrorCode[]>();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tenpo — Shop Commerce Service API',
        version: '1.0.0',
        description: API_DESCRIPTION,
        // Whoever runs the deployment answers for it; the document names no address of its own.
        contact: { name: 'The operator of this Tenpo deployment' },
        license: { name: 'MIT', identifier: 'MIT' },
      },
      servers: [{ url: config.baseUrl }],
      tags: TAGS,
      // Events pushed to integrators' webhook endpoints: each type's payload, the headers, how to verify.
      webhooks,
      components: {
        securitySchemes: {
          oauth2: {
            type: 'oauth2',
            flows: {
              clientCredentials: { tokenUrl: `${config.issuer}/oauth/token`, scopes: { ...SCOPES } },
              authorizationCode: {
                authorizationUrl: `${config.issuer}/oauth/authorize`,
                tokenUrl: `${config.issuer}/oauth/token`,
                refreshUrl: `${config.issuer}/oauth/token`,
                scopes: { ...SCOPES },
              },
            },
          },
          shopperSession: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description:
              'Shopper <token>, the token from POST /storefront/v1/shops/{shopId}/session (storefront routes only)',
          },
        },
      },
    },
    refResolver: { buildLocalReference: (json, _base, _frag, i) => (json.$id as string) || `def-${i}` },
    // Each step rewrites the document in place. Error codes come first (their schemas refer to
    // Error), examples after the named schemas (they resolve the $refs those leave).
    transformObject: (doc) => {
      const document = 'openapiObject' in doc ? doc.openapiObject : doc.swaggerObject;
      withErrorCodes(document, errorCodesOf);
      withNamedSchemas(document);
      withParameterNotes(document);
      withSampleExamples(document);
      return withRateLimitHeaders(document);
    },
  });

  // Routes declare scopes, shopper sessions and idempotency; the document learns them here, once.
  app.addHook('onRoute', (route) => {
    if (route.schema?.hide || route.method === 'HEAD') return;
    const scopes = route.config?.scopes;
    const schema = (route.schema ??= {});
    schema.operationId ??= operationIdOf(String(route.method), route.url);
    const idempotency = idempotencyModeOf(route.config);
    if (idempotency) {
      const key = Type.String({
        minLength: 1,
        maxLength: 255,
        description:
          idempotency === 'required'
            ? 'Required on every write; a UUID v4 is recommended. A retry with the same key and body replays the first answer'
            : 'Optional; a retry with the same key and body replays the first answer. A UUID v4 is recommended',
      });
      // Lower case for validation (Node lowercases header names, and Fastify does not rewrite the schemas
      // of a custom validator compiler); the document spells it as documented (withHeaderNames).
      schema.headers ??= Type.Object({ 'idempotency-key': idempotency === 'required' ? key : Type.Optional(key) });
    }
    const who = route.config?.shopper ? 'shopper' : scopes ? 'client' : 'public';
    // Storefront routes use shopper sessions; public ones (token, discovery, JWKS, shopper sign-in) say
    // so, rather than leave security undefined.
    schema.security =
      who === 'shopper' ? [{ shopperSession: [] }] : who === 'client' ? [{ oauth2: scopes! }] : (schema.security ?? []);
    const responses = (schema.response ?? {}) as Record<string, { description?: string }>;
    // A success answer without its own description is described by the operation's summary (as
    // @fastify/swagger's x-response-description, which leaves the schema, perhaps a named one, as it is).
    for (const [status, response] of Object.entries(responses)) {
      if (Number(status) < 400 && !response.description && schema.summary)
        responses[status] = { ...response, 'x-response-description': schema.summary } as { description?: string };
    }
    schema.response = responses;
    const declared = declaredErrorCodes(responses);
    // A public route without declared codes answers in its own shape (OAuth's RFC 6749 errors).
    if (who === 'public' && declared.length === 0) return;
    const codes = [...new Set([...declared, ...impliedErrorCodes(schema, who, idempotency)])];
    errorCodesOf.set(schema.operationId, codes);
    schema.response = { ...responses, ...errorResponses(...codes) };
  });

  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, url: '/v1/openapi.json' },
  });
}

/** A stable operationId from method and path: `GET /v1/items/:id/history` → `getItemsByIdHistory`. */
function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((seg) => seg && seg !== 'v1')
    .map((seg) => {
      const param = seg.startsWith(':');
      const name = (param ? seg.slice(1) : seg)
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((w) => w[0]!.toUpperCase() + w.slice(1))
        .join('');
      return param ? `By${name}` : name;
    });
  return method.toLowerCase() + words.join('');
}
