import type { Db } from '../db/database.ts';
import { preparedQuery } from '../db/prepared.ts';
import type { ShopTables } from './tables.ts';

export type ShopRow = ShopTables['shops'];

export function shopRepo(db: Db) {
  // Compiled at first use: most users of the repository (checkout, start-up) never call them.
  let byId: ((id: string) => Promise<ShopRow | undefined>) | undefined;
  let profileById:
    | ((id: string) => Promise<Pick<ShopRow, 'id' | 'name' | 'url' | 'contact_email' | 'created_at'> | undefined>)
    | undefined;
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
    defaultShippingCost(id: string) {
      return db.selectFrom('shops').select('default_shipping_cost').where('id', '=', id).executeTakeFirst();
    },
    list() {
      return db.selectFrom('shops').selectAll().orderBy('created_at').orderBy('id').execute();
    },
    insert(row: ShopRow) {
      return db.insertInto('shops').values(row).execute();
    },
    update(
      id: string,
      patch: Partial<Pick<ShopRow, 'name' | 'url' | 'contact_email' | 'default_shipping_cost' | 'updated_at'>>,
    ) {
      return db.updateTable('shops').set(patch).where('id', '=', id).executeTakeFirst();
    },
  };
}
