import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AreaOptions } from '../context.ts';
import { DataOf, Timestamp } from '../http/schemas.ts';
import { DEFAULT_DELIVERY_SETTINGS, DeliverySettingsSchema, shopDeliverySettings } from './delivery.ts';
import { shopInvoiceProfile } from './invoice.ts';

/** The shop as a qualified-invoice issuer (src/shop/invoice.ts). */
const InvoiceProfileFields = {
  invoice_registration_number: Type.Union([Type.String({ pattern: '^T[0-9]{13}$' }), Type.Null()], {
    description:
      "The shop's qualified-invoice issuer registration number (適格請求書発行事業者登録番号): T and 13 digits whose check digit is valid, printed on receipts; null until the owners set it (console, or tenpo shops update --invoice-registration-number)",
  }),
};

const ShopProfileSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    url: Type.String(),
    contact_email: Type.String(),
    created_at: Timestamp,
    ...InvoiceProfileFields,
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
          'The shop the token belongs to: its id, name, storefront address and contact e-mail, its qualified-invoice registration number, and its delivery settings (`delivery`: the time slots, calendar and gift wrapping its checkout offers).',
        response: {
          200: DataOf(ShopProfileSchema, {
            id: 'shop_01jd2k3m4n5p6q7r8s9t0v1w2x',
            name: 'Tenpo Coffee',
            url: 'https://shop.example.jp',
            contact_email: 'support@shop.example.jp',
            created_at: '2026-11-01T00:00:00.000Z',
            invoice_registration_number: 'T7000012050002',
            delivery: { ...DEFAULT_DELIVERY_SETTINGS, cutoff: '15:00', lead_days_by_prefecture: { 沖縄県: 4 } },
          }),
        },
      },
    },
    async (req) => ({
      data: {
        ...req.shop,
        ...(await shopInvoiceProfile(ctx.db, req.shop.id)),
        delivery: (await shopDeliverySettings(ctx.db, req.shop.id))!,
      },
    }),
  );
}
