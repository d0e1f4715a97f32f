import type { ShopperProfile } from '../../src/storefront/identity.ts';

/** The people of every fixture, tests and bench alike: the shopper (who buys, so also the purchaser) and the recipient. */
export const SHOPPER_PROFILE: Required<ShopperProfile> = {
  last_name: '山田',
  first_name: '花子',
  tel: '090-1234-5678',
  email: 'hanako@example.jp',
  postal_code: '150-0001',
  address: '東京都渋谷区神宮前1-2-3',
  gender: 'female',
};

/** The purchaser an order stores: the shopper's profile without gender. */
export const PURCHASER = (({ gender: _gender, ...purchaser }) => purchaser)(SHOPPER_PROFILE);

export const RECIPIENT = {
  last_name: '佐藤',
  first_name: '健',
  tel: '080-9876-5432',
  postal_code: '530-0001',
  address: '大阪府大阪市北区梅田3-1-1',
};
