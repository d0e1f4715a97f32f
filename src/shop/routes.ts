import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AreaOptions } from '../context.ts';
import { DataOf, Timestamp } from '../http/schemas.ts';

export const ShopProfileSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    url: Type.String(),
    contact_email: Type.String(),
    created_at: Timestamp,
  },
  { title: 'Shop' },
);

export default async function shopRoutes(app: FastifyInstance, _options: AreaOptions): Promise<void> {
  app.get(
    '/v1/me',
    {
      config: { scopes: ['read_users'] },
      schema: {
        tags: ['Shop'],
        summary: 'The own shop profile',
        description: 'The shop the token belongs to: its id, name, storefront address and contact e-mail.',
        response: {
          200: DataOf(ShopProfileSchema, {
            id: 'shop_01jd2k3m4n5p6q7r8s9t0v1w2x',
            name: 'Tenpo Coffee',
            url: 'https://shop.example.jp',
            contact_email: 'support@shop.example.jp',
            created_at: '2026-11-01T00:00:00.000Z',
          }),
        },
      },
    },
    async (req) => ({ data: req.shop }),
  );
}
