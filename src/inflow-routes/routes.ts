import { normalizeIP } from '@fastify/rate-limit';
import { clientActor } from '../lib/actor.ts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AreaOptions } from '../context.ts';
import { stepWithin } from '../http/rate-limit.ts';
import { DataOf, errorResponses, ListOf, PageQuerystring } from '../http/schemas.ts';
import { CreateInflowRouteBody, exampleInflowRoute, InflowRoute } from './schemas.ts';
import { html } from '../web/html.ts';
import { shopStorefrontUrls } from '../shop/service.ts';
import { createInflowRoute, listInflowRoutes, visitInflowRoute } from './service.ts';

/** Visits counted per opener's address and shop each minute; past it, links still redirect, uncounted. */
export const VISITS_COUNTED_PER_ADDRESS = 20;

/** What a shopper sees when a link leads nowhere: Japanese first (the shoppers'), English after. */
const DEAD_END = {
  unknown_link: {
    ja: 'このリンクは見つかりません。URL をご確認ください。',
    en: 'This link does not exist. Check the URL.',
  },
  no_storefront: {
    ja: 'このショップはまだオンラインストアの URL を設定していないため、リンク先に移動できません。ショップにお問い合わせください。',
    en: 'The shop has not set its storefront URL yet, so this link leads nowhere for now. Please contact the shop.',
  },
};

function deadEndPage(reason: keyof typeof DEAD_END): string {
  const t = DEAD_END[reason];
  return html`<!doctype html>
<html lang="ja">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>リンク先がありません</title></head>
<body><main><h1>リンク先がありません</h1><p>${t.ja}</p><p lang="en">${t.en}</p></main></body>
</html>`.value;
}

export default async function inflowRoutesRoutes(fastify: FastifyInstance, { ctx }: AreaOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const storefrontUrlOf = shopStorefrontUrls(ctx.db);
  const visitsWithin = stepWithin(
    app,
    ctx.config,
    VISITS_COUNTED_PER_ADDRESS,
    (req) => `inflow-visit:${(req.params as { shopId: string }).shopId}:${normalizeIP(req.ip)}`,
  );

  // The link of every inflow route (its `url`): outside /v1, for shoppers' browsers, so not in the API document.
  app.get<{ Params: { shopId: string } }>('/s/:shopId', { schema: { hide: true } }, async (req, reply) => {
    const ir = (req.query as Record<string, unknown>).ir;
    const code = typeof ir === 'string' ? ir : '';
    const counted = (await visitsWithin(req)) === null;
    const visit = await visitInflowRoute(
      ctx.database,
      req.params.shopId,
      await storefrontUrlOf(req.params.shopId),
      code,
      counted,
    );
    // Never cached: every opening is a visit to count.
    reply.header('Cache-Control', 'no-store');
    if (visit.outcome === 'redirect') return reply.redirect(visit.location, 302);
    return reply
      .status(404)
      .header('Content-Security-Policy', "default-src 'none'")
      .type('text/html; charset=utf-8')
      .send(deadEndPage(visit.outcome));
  });

  app.post(
    '/v1/inflow_routes',
    {
      config: { scopes: ['write_inflow_routes'], write: true },
      schema: {
        tags: ['Inflow routes'],
        summary: 'Create an inflow route link',
        description:
          'Answers 201. code is generated (8 characters) when absent; a code the shop already uses is 409 inflow_route_code_taken. ' +
          "url is {base_url}/s/{shop_id}?ir={code}: opening it counts a visit and redirects (302) to the shop's storefront_url " +
          'with ir={code} added (404 while the shop has not set one); orders whose checkout sends that code as inflow_route_code carry this inflow_route.',
        body: CreateInflowRouteBody,
        response: { 201: DataOf(InflowRoute, exampleInflowRoute), ...errorResponses('inflow_route_code_taken') },
      },
    },
    async (req, reply) => {
      const route = await req.unit.transaction((tx) =>
        createInflowRoute(tx, ctx.config.baseUrl, req.auth.shopId, req.body, clientActor(req.auth.clientId)),
      );
      return reply.status(201).send({ data: route });
    },
  );

  app.get(
    '/v1/inflow_routes',
    {
      config: { scopes: ['write_inflow_routes'] },
      schema: {
        tags: ['Inflow routes'],
        summary: 'List inflow route links',
        description: 'Oldest first, ties by id. Listing needs write_inflow_routes, as creating does.',
        querystring: PageQuerystring,
        response: { 200: ListOf(InflowRoute, [exampleInflowRoute]), ...errorResponses('invalid_request') },
      },
    },
    async (req) => listInflowRoutes(ctx.db, ctx.config.baseUrl, req.auth.shopId, req.query),
  );
}
