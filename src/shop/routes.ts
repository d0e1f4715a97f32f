import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AreaOptions } from '../context.ts';
import { DataOf, Timestamp } from '../http/schemas.ts';
import { DEFAULT_DELIVERY_SETTINGS, DeliverySettingsSchema, shopDeliverySettings } from './delivery.ts';

export const ShopProfileSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    url: Type.String(),
    contact_email: Type.String(),
    created_at: Timestamp,
    delivery: DeliverySettingsSchema,
  },
  { title: 'Shop' },
);

export default async function shopRoutes(app: FastifyInstance, { ctx }: AreaOptions): Promise<void> {
  app.get(
    '/v1/me',
    {
      config: { scopes: ['read_users'] },
      schema: {
        tags: ['Shop'],
        summary: 'The own shop profile',
        description:
          'The shop the token belongs to: its id, name, storefront address and contact e-mail, and its delivery settings (`delivery`: the time slots, calendar and gift wrapping its checkout offers).',
        response: {
          200: DataOf(ShopProfileSchema, {
            id: 'shop_01jd2k3m4n5p6q7r8s9t0v1w2x',
            name: 'Tenpo Coffee',
            url: 'https://shop.example.jp',
            contact_email: 'support@shop.example.jp',
            created_at: '2026-11-01T00:00:00.000Z',
            delivery: { ...DEFAULT_DELIVERY_SETTINGS, cutoff: '15:00', lead_days_by_prefecture: { 沖縄県: 4 } },
          }),
        },
      },
    },
    async (req) => ({ data: { ...req.shop, delivery: (await shopDeliverySettings(ctx.db, req.shop.id))! } }),
  );
}
