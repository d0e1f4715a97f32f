import type { Db } from '../db/database.ts';
import type { InflowRouteTables } from '../db/tables/inflow-routes.ts';
import { insertIfAbsent } from '../db/write-together.ts';
import { ownTables } from '../db/own-tables.ts';

export type InflowRouteRow = InflowRouteTables['inflow_routes'];

export function inflowRoutesRepo(handle: Db) {
  const db = ownTables<InflowRouteTables>(handle);
  return {
    /** Oldest first, ties by id, so links created meanwhile never shift earlier pages. */
    list(shopId: string, limit: number, offset: number) {
      return db
        .selectFrom('inflow_routes')
        .selectAll()
        .where('shop_id', '=', shopId)
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
    },
    async count(shopId: string): Promise<number> {
      const row = await db
        .selectFrom('inflow_routes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('shop_id', '=', shopId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** Inserts the route unless the shop has its code already (answers false then). */
    insertUnlessTaken(row: InflowRouteRow): Promise<boolean> {
      return insertIfAbsent(db.insertInto('inflow_routes').values(row));
    },
    findByCode(shopId: string, code: string) {
      return db
        .selectFrom('inflow_routes')
        .select(['id'])
        .where('shop_id', '=', shopId)
        .where('code', '=', code)
        .executeTakeFirst();
    },
    findByIds(shopId: string, ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('inflow_routes')
        .select(['id', 'code', 'name'])
        .where('shop_id', '=', shopId)
        .where('id', 'in', ids)
        .execute();
    },
    /** One statement, so a visit costs the redirect little; 0 rows when the shop has no such code. */
    async countVisit(shopId: string, code: string): Promise<boolean> {
      const r = await db
        .updateTable('inflow_routes')
        .set((eb) => ({ visit_count: eb('visit_count', '+', 1) }))
        .where('shop_id', '=', shopId)
        .where('code', '=', code)
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
    async countOrder(id: string) {
      await db
        .updateTable('inflow_routes')
        .set((eb) => ({ order_count: eb('order_count', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },
  };
}
