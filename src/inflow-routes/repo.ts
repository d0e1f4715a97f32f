import type { Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import type { InflowRouteTables } from '../db/tables/inflow-routes.ts';
import { insertIfAbsent } from '../db/write-together.ts';
import { ownTables } from '../db/own-tables.ts';
import { fixedStatement } from '../db/compiled.ts';

export type InflowRouteRow = InflowRouteTables['inflow_routes'];

/** Routes by id, compiled once per count of ids: every order detail and order list page reads its routes so. */
const routesById = fixedStatement((db: Kysely<InflowRouteTables>, p: { shopId: string; ids: string[] }) =>
  db
    .selectFrom('inflow_routes')
    .select(['id', 'code', 'name'])
    .where('shop_id', '=', p.shopId)
    .where('id', 'in', p.ids),
);

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
    async findByIds(shopId: string, ids: string[]) {
      if (ids.length === 0) return [];
      return (await routesById(db, { shopId, ids })).rows;
    },
    /** Counts a visit on the route's total; its id, undefined when the shop has no such code. */
    async countVisit(shopId: string, code: string): Promise<string | undefined> {
      const row = await db
        .updateTable('inflow_routes')
        .set((eb) => ({ visit_count: eb('visit_count', '+', 1) }))
        .where('shop_id', '=', shopId)
        .where('code', '=', code)
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },
    async countOrder(id: string) {
      const row = await db
        .updateTable('inflow_routes')
        .set((eb) => ({ order_count: eb('order_count', '+', 1) }))
        .where('id', '=', id)
        .returning('shop_id')
        .executeTakeFirst();
      return row?.shop_id;
    },
    /** Adds to a route's tally of a Japan day (inflow_route_daily), in the transaction that moved its totals. */
    async addToDay(shopId: string, day: string, routeId: string, add: { visits: number; orders: number }) {
      await db
        .insertInto('inflow_route_daily')
        .values({ shop_id: shopId, day, route_id: routeId, ...add })
        .onConflict((oc) =>
          oc.columns(['shop_id', 'day', 'route_id']).doUpdateSet((eb) => ({
            visits: eb('inflow_route_daily.visits', '+', eb.ref('excluded.visits')),
            orders: eb('inflow_route_daily.orders', '+', eb.ref('excluded.orders')),
          })),
        )
        .execute();
    },
    /** Each route's visits and orders per Japan day in [fromDay, toDay] (a range of the tally's key). */
    days(shopId: string, fromDay: string, toDay: string) {
      return db
        .selectFrom('inflow_route_daily')
        .select(['day', 'route_id', 'visits', 'orders'])
        .where('shop_id', '=', shopId)
        .where('day', '>=', fromDay)
        .where('day', '<=', toDay)
        .execute();
    },
  };
}
