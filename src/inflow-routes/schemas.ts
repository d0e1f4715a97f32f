import { Type, type Static } from '@sinclair/typebox';
import { Timestamp } from '../http/schemas.ts';

export const CODE_PATTERN = '^[a-z0-9][a-z0-9_-]{2,31}$';

export const InflowRoute = Type.Object(
  {
    id: Type.String(),
    code: Type.String({ description: 'Unique in the shop; appears in the link URL' }),
    name: Type.String(),
    url: Type.String({
      description:
        "The link to share: {base_url}/s/{shop_id}?ir={code}. Opening it redirects (302) to the shop's storefront URL with ir={code} added; orders whose checkout sends that code carry this inflow_route",
    }),
    order_count: Type.Integer({ description: 'Orders placed through the link' }),
    created_at: Timestamp,
  },
  { title: 'InflowRoute' },
);
export type InflowRoute = Static<typeof InflowRoute>;

declare module '../events/types.ts' {
  /** The objects these events carry (src/events/types.ts). */
  interface EventObjects {
    inflow_route: InflowRoute;
  }
}

export const CreateInflowRouteBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 64, description: '1-64 characters' }),
    code: Type.Optional(
      Type.String({
        pattern: CODE_PATTERN,
        description:
          '3-32 characters: lower-case letters, digits, "-" and "_", starting with a letter or digit. Generated (8 characters) when absent.',
      }),
    ),
  },
  { additionalProperties: false, examples: [{ name: 'Spring flyer', code: 'spring26' }] },
);

export const exampleInflowRoute = {
  id: 'ir_01jd2k3m4n5p6q7r8s9t0v1w2x',
  code: 'spring26',
  name: 'Spring flyer',
  url: 'https://api.shop.example.jp/s/shop_01jd2k3m4n5p6q7r8s9t0v1w2x?ir=spring26',
  order_count: 12,
  created_at: '2026-11-01T00:00:00.000Z',
};
