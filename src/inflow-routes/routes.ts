import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AreaOptions } from '../context.ts';
import { DataOf, errorResponses, ListOf, PageQuerystring } from '../http/schemas.ts';
import { CreateInflowRouteBody, exampleInflowRoute, InflowRoute } from './schemas.ts';
import { createInflowRoute, listInflowRoutes } from './service.ts';

export default async function inflowRoutesRoutes(fastify: FastifyInstance, { ctx }: AreaOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/v1/inflow_routes',
    {
      config: { scopes: ['write_inflow_routes'], write: true },
      schema: {
        tags: ['Inflow routes'],
        summary: 'Create an inflow route link',
        description:
          'Answers 201. code is generated (8 characters) when absent; a code the shop already uses is 409 inflow_route_code_taken. ' +
          'url is {base_url}/s/{shop_id}?ir={code}: orders placed through it carry this inflow_route.',
        body: CreateInflowRouteBody,
        response: { 201: DataOf(InflowRoute, exampleInflowRoute) },
      },
    },
    async (req, reply) => {
      const route = await createInflowRoute(ctx.database, ctx.config.baseUrl, req.auth.shopId, req.body);
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
        response: { 200: ListOf(InflowRoute, [exampleInflowRoute]), ...errorResponses(400) },
      },
    },
    async (req) => listInflowRoutes(ctx.db, ctx.config.baseUrl, req.auth.shopId, req.query),
  );
}
