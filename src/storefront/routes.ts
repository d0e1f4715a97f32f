import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AreaOptions } from '../context.ts';
import { ApiError } from '../lib/errors.ts';
import { errorResponses, IdParam } from '../http/schemas.ts';
import { stepLimit } from '../http/rate-limit.ts';
import { hooksStartingWith } from '../http/route-hooks.ts';
import { cartRoutes } from './cart-routes.ts';
import { orderRoutes } from './order-routes.ts';
import { storefrontServices } from './providers.ts';
import { sessionRoutes } from './session-routes.ts';
import { receiveStripeEvent } from './stripe-webhooks.ts';
import { shopperOfToken, type Shopper } from './session.ts';

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

/**
 * The shoppers' API (outside /v1, no OAuth): sign-in, profile, cart, checkout, own orders, gifts
 * (session-routes.ts, cart-routes.ts, order-routes.ts; schemas in schemas.ts), and Stripe's webhook.
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

  // Registered in this order, which is the order of the OpenAPI document's paths.
  sessionRoutes(fastify, ctx, services, signInsPerAddress);
  cartRoutes(fastify);
  orderRoutes(fastify, ctx, services);

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
