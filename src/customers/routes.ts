import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AreaOptions } from '../context.ts';
import { DataOf, errorResponses, IdParams as Params, ListOf, PageQuery } from '../http/schemas.ts';
import { Customer, exampleCustomer } from './schemas.ts';
import { getCustomer, listCustomers, MAX_TAG_LENGTH, type CustomerVisibility } from './service.ts';

/** The customer profile only for tokens holding read_customers_pii. */
function customerVisibility(req: FastifyRequest): CustomerVisibility {
  return { pii: req.auth.scopes.has('read_customers_pii') };
}

const PII_NOTE = 'profile is present only with read_customers_pii (the key is absent otherwise).';

export default async function customersRoutes(fastify: FastifyInstance, { ctx }: AreaOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/v1/customers',
    {
      config: { scopes: ['read_customers'] },
      schema: {
        tags: ['Customers'],
        summary: 'List customers',
        description: `Oldest first, ties by id. ${PII_NOTE}`,
        querystring: Type.Object(
          {
            ...PageQuery,
            tag: Type.Optional(
              Type.String({
                minLength: 1,
                maxLength: MAX_TAG_LENGTH,
                description: 'Only customers carrying this tag (exact, case-sensitive)',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: { 200: ListOf(Customer, [exampleCustomer]), ...errorResponses('invalid_request') },
      },
    },
    async (req) => listCustomers(ctx.db, req.auth.shopId, req.query, customerVisibility(req)),
  );

  app.get(
    '/v1/customers/:id',
    {
      config: { scopes: ['read_customers'] },
      schema: {
        tags: ['Customers'],
        summary: 'Get a customer',
        description: PII_NOTE,
        params: Params,
        response: { 200: DataOf(Customer, exampleCustomer), ...errorResponses('not_found') },
      },
    },
    async (req) => ({ data: await getCustomer(ctx.db, req.auth.shopId, req.params.id, customerVisibility(req)) }),
  );
}
