import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AreaOptions } from '../../context.ts';
import { ListOf, PageQuerystring, errorResponses } from '../../http/schemas.ts';
import { listDeliveryCompanies } from './service.ts';

const DeliveryCompanySchema = Type.Object(
  {
    id: Type.String({ description: 'The carrier_id of a tracking registration' }),
    code: Type.String({ description: 'Stable short code, unique in the shop (yamato, sagawa, japanpost, …)' }),
    name: Type.String(),
    tracking_url_template: Type.String({
      description: 'Tracking page URL with {tracking_number} where the number goes; "" when the carrier has none',
    }),
  },
  { $id: 'DeliveryCompany' },
);

export default async function deliveryCompaniesRoutes(app: FastifyInstance, { ctx }: AreaOptions): Promise<void> {
  app.get<{ Querystring: { limit: number; offset: number } }>(
    '/v1/delivery_companies',
    {
      config: { scopes: ['read_items', 'write_shipping'] },
      schema: {
        tags: ['Delivery companies'],
        operationId: 'listDeliveryCompanies',
        summary: 'List delivery companies',
        description:
          'The carriers of the shop, for carrier_id when registering a tracking number. Needs read_items or write_shipping.',
        querystring: PageQuerystring,
        response: {
          200: ListOf(
            DeliveryCompanySchema,
            [
              {
                id: 'dlv_01jd2k3m4n5p6q7r8s9t0v1w2x',
                code: 'yamato',
                name: 'ヤマト運輸',
                tracking_url_template:
                  'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01={tracking_number}',
              },
            ],
            7,
          ),
          ...errorResponses('invalid_request'),
        },
      },
    },
    async (req) => listDeliveryCompanies(ctx.db, req.auth.shopId, req.query),
  );
}
