import type { Db } from '../../db/database.ts';
import type { CatalogTables } from '../../db/tables/catalog.ts';
import { ownTables } from '../../db/own-tables.ts';

type DeliveryCompanyRow = CatalogTables['delivery_companies'];

/** SQL for delivery companies; every query is scoped by shop. */
export function deliveryCompanyRepo(handle: Db) {
  const db = ownTables<CatalogTables>(handle);
  return {
    list(shopId: string, limit: number, offset: number) {
      return db
        .selectFrom('delivery_companies')
        .select(['id', 'code', 'name', 'tracking_url_template'])
        .where('shop_id', '=', shopId)
        .orderBy('sort')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
    },
    insertMany(rows: DeliveryCompanyRow[]) {
      return db.insertInto('delivery_companies').values(rows).execute();
    },
    /** The shop's carriers among ids (the staff console names the carriers of an order). */
    findMany(shopId: string, ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('delivery_companies')
        .select(['id', 'code', 'name', 'tracking_url_template'])
        .where('shop_id', '=', shopId)
        .where('id', 'in', ids)
        .execute();
    },
    async count(shopId: string): Promise<number> {
      const r = await db
        .selectFrom('delivery_companies')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('shop_id', '=', shopId)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    /** The shop's carrier with this code (yamato, japanpost, …). */
    byCode(shopId: string, code: string) {
      return db
        .selectFrom('delivery_companies')
        .select(['id', 'code'])
        .where('shop_id', '=', shopId)
        .where('code', '=', code)
        .executeTakeFirst();
    },
    async exists(shopId: string, id: string): Promise<boolean> {
      const row = await db
        .selectFrom('delivery_companies')
        .select('id')
        .where('shop_id', '=', shopId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
