import type { Db } from '../db/database.ts';
import { preparedQuery } from '../db/prepared.ts';
import type { ShopTables } from './tables.ts';

export type ShopRow = ShopTables['shops'];

export function shopRepo(db: Db) {
  const byId = preparedQuery(db, db.selectFrom('shops').selectAll().where('id', '=', ''));
  const profileById = preparedQuery(db, db.selectFrom('shops').select(['id', 'name', 'url', 'contact_email', 'created_at']).where('id', '=', ''));
  return {
    find(id: string) {
      return byId(id);
    },
    /** The public profile's columns only: read on every GET /v1/me. */
    findProfile(id: string) {
      return profileById(id);
    },
    findDefault() {
      return db.selectFrom('shops').selectAll().where('is_default', '=', 1).executeTakeFirst();
    },
    list() {
      return db.selectFrom('shops').selectAll().orderBy('created_at').orderBy('id').execute();
    },
    insert(row: ShopRow) {
      return db.insertInto('shops').values(row).execute();
    },
    update(id: string, patch: Partial<Pick<ShopRow, 'name' | 'url' | 'contact_email' | 'default_shipping_cost' | 'updated_at'>>) {
      return db.updateTable('shops').set(patch).where('id', '=', id).executeTakeFirst();
    },
  };
}
