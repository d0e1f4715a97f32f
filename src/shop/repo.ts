import type { Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import { memoizedRead, preparedQuery } from '../db/prepared.ts';
import type { ShopTables } from '../db/tables/shop.ts';
import { ownTables } from '../db/own-tables.ts';

export type ShopRow = ShopTables['shops'];

// Read in every checkout (the first inside its transaction), so memoized until a shop changes.
const defaultShippingCostOf = memoizedRead((db: Kysely<ShopTables>) =>
  db.selectFrom('shops').select('default_shipping_cost').where('id', '=', ''),
);
// Read by every checkout and GET /v1/me: memoized as the shipping cost is.
const deliverySettingsOf = memoizedRead((db: Kysely<ShopTables>) =>
  db.selectFrom('shops').select('delivery_settings').where('id', '=', ''),
);
// Read by GET /v1/me and every receipt issued.
const invoiceIssuerOf = memoizedRead((db: Kysely<ShopTables>) =>
  db.selectFrom('shops').select(['name', 'invoice_registration_number']).where('id', '=', ''),
);
const stripeKeysOf = memoizedRead((db: Kysely<ShopTables>) =>
  db
    .selectFrom('shops')
    .select(['stripe_secret_key', 'stripe_publishable_key', 'stripe_webhook_secret'])
    .where('id', '=', ''),
);

export function shopRepo(handle: Db) {
  const db = ownTables<ShopTables>(handle);
  // Compiled at first use: most users of the repository (checkout, start-up) never call them.
  let byId: ((id: string) => Promise<ShopRow | undefined>) | undefined;
  let profileById:
    | ((id: string) => Promise<Pick<ShopRow, 'id' | 'name' | 'url' | 'contact_email' | 'created_at'> | undefined>)
    | undefined;
  let storefrontUrlById: ((id: string) => Promise<Pick<ShopRow, 'storefront_url'> | undefined>) | undefined;
  return {
    find(id: string) {
      byId ??= preparedQuery(db, db.selectFrom('shops').selectAll().where('id', '=', ''));
      return byId(id);
    },
    /** The public profile's columns only: read on every GET /v1/me. */
    findProfile(id: string) {
      profileById ??= preparedQuery(
        db,
        db.selectFrom('shops').select(['id', 'name', 'url', 'contact_email', 'created_at']).where('id', '=', ''),
      );
      return profileById(id);
    },
    findDefault() {
      return db.selectFrom('shops').selectAll().where('is_default', '=', 1).executeTakeFirst();
    },
    /** Every shop marked default, oldest first (more than one only after concurrent first starts). */
    listDefaults() {
      return db
        .selectFrom('shops')
        .selectAll()
        .where('is_default', '=', 1)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },
    async clearDefault(id: string) {
      await db.updateTable('shops').set({ is_default: 0 }).where('id', '=', id).execute();
    },
    /** Read on every inflow link's visit. */
    storefrontUrl(id: string) {
      storefrontUrlById ??= preparedQuery(db, db.selectFrom('shops').select(['storefront_url']).where('id', '=', ''));
      return storefrontUrlById(id);
    },
    async deliverySettings(id: string) {
      return (await deliverySettingsOf(db, id))[0];
    },
    async defaultShippingCost(id: string) {
      return (await defaultShippingCostOf(db, id))[0];
    },
    lineChannel(id: string) {
      return db
        .selectFrom('shops')
        .select(['line_channel_id', 'line_channel_secret'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
    async stripeKeys(id: string) {
      return (await stripeKeysOf(db, id))[0];
    },
    /** The shop as a receipt's issuer (src/shop/invoice.ts). */
    async invoiceIssuer(id: string) {
      return (await invoiceIssuerOf(db, id))[0];
    },
    list() {
      return db.selectFrom('shops').selectAll().orderBy('created_at').orderBy('id').execute();
    },
    insert(row: ShopRow) {
      return db.insertInto('shops').values(row).execute();
    },
    update(id: string, patch: Partial<Omit<ShopRow, 'id' | 'currency' | 'is_default' | 'created_at'>>) {
      return db.updateTable('shops').set(patch).where('id', '=', id).executeTakeFirst();
    },
  };
}
