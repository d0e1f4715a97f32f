import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

// What SQLite's planner must be told in the statement itself: it keeps no statistics here
// (nothing runs ANALYZE), and it plans a statement once, before its parameters are bound.
// test/db/plans.test.ts checks the plans of the statements that use these.

/**
 * `column = shopId` as a filter on rows found another way (by their ids, or a period's index),
 * never the way to find them. Guessing that a shop holds 10 rows, SQLite otherwise reads the shop's
 * every row through an index on shop_id: for a look-up of 3 ids or more (100,000 items made each
 * batch of an items file a scan of them all), or events of a period (30 days of changes).
 * `column || ''` is the same text but no index's column. PostgreSQL, with statistics, takes the
 * narrower index either way.
 */
export function inShop(column: string, shopId: string): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.ref(column)} || '') = ${shopId}`;
}

/**
 * A value written into the statement rather than bound: a partial index (`… WHERE status = 'init'`)
 * serves only a statement whose condition names the same literal, since SQLite plans before the
 * parameters are bound (with a parameter, the sweeps read every order). For constants only, never
 * for what a request sends.
 */
export function partialIndexed<T extends string>(constant: T): RawBuilder<T> {
  return sql.lit<T>(constant);
}
