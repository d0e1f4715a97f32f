import { Type, type Static } from '@sinclair/typebox';
import { MoneySum, Timestamp } from '../http/schemas.ts';
import { ProfileDataFields } from '../lib/personal-data.ts';

const Profile = Type.Object(ProfileDataFields, {
  title: 'CustomerProfile',
  description: 'Personal data: present only when the token holds read_customers_pii; otherwise the key is absent.',
});

export const Customer = Type.Object(
  {
    id: Type.String(),
    line_user_id: Type.String({ description: 'The LINE user id the customer shops with' }),
    tags: Type.Array(Type.String(), { description: 'Tags set by shop staff' }),
    order_count: Type.Integer(),
    total_spent: {
      ...MoneySum,
      description:
        'Sum of the totals of the orders not cancelled; stops at 9,007,199,254,740,991 (2^53 − 1), which it then keeps',
    },
    created_at: Timestamp,
    updated_at: Timestamp,
    profile: Type.Optional(Profile),
  },
  { title: 'Customer' },
);
export type Customer = Static<typeof Customer>;

declare module '../events/types.ts' {
  /** The objects these events carry (src/events/types.ts). */
  interface EventObjects {
    customer: Customer;
  }
}

export const exampleCustomer = {
  id: 'cus_01jd2k3m4n5p6q7r8s9t0v1w2x',
  line_user_id: 'U4af4980629b0e1c2d3e4f5a6b7c8d9e0',
  tags: ['vip', 'newsletter'],
  order_count: 3,
  total_spent: { amount: 14280, currency: 'JPY' },
  created_at: '2026-10-01T02:00:00.000Z',
  updated_at: '2026-11-02T09:30:00.000Z',
};
