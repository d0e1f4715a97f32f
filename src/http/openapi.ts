import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { SCOPES } from '../oauth/scopes.ts';
import { idempotencyModeOf } from './idempotency/plugin.ts';
import { ErrorBody, errorResponses } from './schemas.ts';
import { webhooksDocument } from '../webhooks/openapi.ts';

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

const integer = (description: string) => ({ description, schema: { type: 'integer', minimum: 0 } });
/** The rate-limit headers of every /v1 answer (src/http/rate-limit.ts), declared once and referenced by each response. */
const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': integer('Requests allowed in the current one-minute window'),
  'RateLimit-Remaining': integer('Requests left in the current window'),
  'RateLimit-Reset': integer('Seconds until the window restarts'),
  'Retry-After': integer('Seconds to wait before retrying (429 only)'),
};

/** What withRateLimitHeaders reads and writes of the document, whichever OpenAPI version @fastify/swagger types it as. */
interface ResponseHeadersOf {
  components?: { headers?: Record<string, unknown> };
  paths?: Record<string, Record<string, { responses?: Record<string, { headers?: Record<string, unknown> }> }>>;
}

/** Adds the rate-limit headers to every response of every /v1 operation, Retry-After to 429s. */
function withRateLimitHeaders<Doc extends object>(document: Doc): Doc {
  const doc = document as ResponseHeadersOf;
  doc.components = { ...doc.components, headers: { ...doc.components?.headers, ...RATE_LIMIT_HEADERS } };
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    if (!path.startsWith('/v1/')) continue;
    for (const operation of Object.values(operations)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const names = [
          'RateLimit-Limit',
          'RateLimit-Remaining',
          'RateLimit-Reset',
          ...(status === '429' ? ['Retry-After'] : []),
        ];
        response.headers = { ...response.headers };
        for (const name of names) response.headers[name] = { $ref: `#/components/headers/${name}` };
      }
    }
  }
  return document;
}

export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  app.addSchema(ErrorBody);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Tenpo — Shop Commerce Service API', version: '1.0.0', description: API_DESCRIPTION },
      servers: [{ url: config.baseUrl }],
      // Events pushed to integrators' webhook endpoints: each type's payload, the headers, how to verify.
      webhooks: webhooksDocument(),
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
    transformObject: (doc) => withRateLimitHeaders('openapiObject' in doc ? doc.openapiObject : doc.swaggerObject),
  });

  // Routes declare scopes, shopper sessions and idempotency; the document learns them here, once.
  app.addHook('onRoute', (route) => {
    if (route.schema?.hide || route.method === 'HEAD') return;
    const scopes = route.config?.scopes;
    const schema = (route.schema ??= {});
    schema.operationId ??= operationIdOf(String(route.method), route.url);
    const idempotency = idempotencyModeOf(route.config);
    if (idempotency) {
      schema.headers ??= Type.Object({
        'idempotency-key':
          idempotency === 'required'
            ? Type.String({
                minLength: 1,
                maxLength: 255,
                description: 'Required on every write; a UUID v4 is recommended',
              })
            : Type.Optional(
                Type.String({
                  minLength: 1,
                  maxLength: 255,
                  description:
                    'Optional; a retry with the same key and body replays the first answer. A UUID v4 is recommended',
                }),
              ),
      });
    }
    if (route.config?.shopper) {
      // Storefront routes list their own error responses; the document only learns who may call them.
      schema.security = [{ shopperSession: [] }];
      return;
    }
    if (!scopes) {
      // Public (token, discovery, JWKS, shopper sign-in): say so, rather than leave security undefined.
      schema.security ??= [];
      return;
    }
    schema.security = [{ oauth2: scopes }];
    const base = errorResponses(401, 403, 429, 500, 503);
    if (idempotency) Object.assign(base, errorResponses(400, 409, 422));
    schema.response = { ...base, ...(schema.response ?? {}) };
  });

  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, url: '/v1/openapi.json' },
  });
}

/** A stable operationId from method and path: `GET /v1/items/:id/history` → `getItemsByIdHistory`. */
export function operationIdOf(method: string, url: string): string {
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
