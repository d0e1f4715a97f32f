import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { DataOf, errorResponses, IdParam } from '../http/schemas.ts';
import type { StorefrontServices } from './providers.ts';
import { AUTH_NOTE, Customer, ProfileInput, Session, shopperErrors, SignInBody, TAGS } from './schemas.ts';
import { getProfile, signIn, signOut, updateProfile } from './session.ts';

/** The shopper's session (sign-in with LINE, sign-out) and profile. */
export function sessionRoutes(
  fastify: FastifyInstance,
  ctx: AppContext,
  services: StorefrontServices,
  signInsPerAddress: (req: FastifyRequest) => Promise<void>,
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

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
        body: SignInBody,
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
      await req.unit.transaction((tx) => signOut(tx, req.shopperToken));
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
    async (req) => ({ data: await req.unit.transaction((tx) => updateProfile(tx, req.shopper, req.body)) }),
  );
}
