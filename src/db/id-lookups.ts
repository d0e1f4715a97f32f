import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * `column = shopId` as a filter on rows looked up (or stamped) by their ids, never the way to find
 * them. SQLite keeps no statistics here, so its planner guesses that a shop holds 10 rows and, for
 * 3 ids or more, reads the shop's every row through an index on shop_id instead of looking the ids
 * up by primary key (100,000 items made each batch of an items file a scan of them all).
 * `column || ''` is the same text but no index's column. PostgreSQL, with statistics, takes the
 * primary key either way; test/db/id-lookups.test.ts checks the plans.
 */
export function inShop(column: string, shopId: string): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.ref(column)} || '') = ${shopId}`;
}
