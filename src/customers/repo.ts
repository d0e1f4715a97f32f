import { sql, type Expression, type Kysely, type Updateable } from 'kysely';
import { fixedStatement } from '../db/compiled.ts';
import type { Db } from '../db/database.ts';
import { dialectOf } from '../db/dialect.ts';
import { MAX_AMOUNT } from '../lib/money.ts';
import type { CustomerTables } from '../db/tables/customers.ts';
import { insertIfAbsent } from '../db/write-together.ts';
import { ownTables } from '../db/own-tables.ts';

export type CustomerRow = CustomerTables['customers'];

/** The counters' addition (customersRepo.addToCounters), compiled once: every order placed and paid takes it. */
const counterAddition = fixedStatement(
  (db: Kysely<CustomerTables>, p: { id: string; orders: number; spent: number; now: string }) =>
    db
      .updateTable('customers')
      .set((eb) => ({
        order_count: eb('order_count', '+', p.orders),
        total_spent: sql<number>`CASE WHEN total_spent + ${p.spent} > ${sql.lit(MAX_AMOUNT)} THEN ${sql.lit(MAX_AMOUNT)} ELSE total_spent + ${p.spent} END`,
        updated_at: p.now,
      }))
      .where('id', '=', p.id)
      .returningAll(),
);

export function customersRepo(handle: Db) {
  const db = ownTables<CustomerTables>(handle);
  function filtered(shopId: string, tag: string | undefined) {
    // Tags are a JSON array of strings: the JSON-encoded tag (quotes included) appears in the text
    // exactly when the array holds that tag. instr/strpos match case-sensitively on both databases.
    const needle = tag === undefined ? undefined : JSON.stringify(tag);
    const contains =
      dialectOf(db) === 'postgres'
        ? (n: string) => sql<boolean>`strpos(tags, ${n}) > 0`
        : (n: string) => sql<boolean>`instr(tags, ${n}) > 0`;
    return db
      .selectFrom('customers')
      .where('shop_id', '=', shopId)
      .$if(needle !== undefined, (q) => q.where(contains(needle!)));
  }

  return {
    /** Oldest first, ties by id (served by customers_list), so new customers never shift earlier pages. */
    list(shopId: string, tag: string | undefined, limit: number, offset: number) {
      return filtered(shopId, tag)
        .selectAll()
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
    },
    /**
     * Newest first (the staff console's list); with `search` (a key as customerSearchKey makes it),
     * only customers one of whose search keys starts with it: a range of the customer_search index
     * (migration 0911), so a search reads the matches, not the shop's customers.
     */
    listNewestFirst(shopId: string, limit: number, offset: number, search?: string) {
      return filtered(shopId, undefined)
        .$if(Boolean(search), (q) =>
          q.where(
            'id',
            'in',
            db
              .selectFrom('customer_search')
              .select('customer_id')
              .where('shop_id', '=', shopId)
              .where('key', '>=', search!)
              // Keys compare byte-wise: those starting with search sort before it + the last code point.
              .where('key', '<', `${search!}\u{10FFFF}`),
          ),
        )
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset);
    },
    async count(shopId: string, tag: string | undefined): Promise<number> {
      const row = await filtered(shopId, tag)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    find(shopId: string, id: string) {
      return db
        .selectFrom('customers')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    /** The customer's LINE user id as a scalar subquery over another statement's columns (null: no such customer). */
    lineUserIdOf(shopId: Expression<string>, id: Expression<string>) {
      return db
        .selectFrom('customers')
        .select('line_user_id')
        .where('shop_id', '=', shopId)
        .where('id', '=', id)
        .$asScalar();
    },
    findByLineUser(shopId: string, lineUserId: string) {
      return db
        .selectFrom('customers')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('line_user_id', '=', lineUserId)
        .executeTakeFirst();
    },
    /** Inserts the customer unless the shop has one for its LINE user already (answers false then). */
    insertUnlessExists(row: CustomerRow): Promise<boolean> {
      return insertIfAbsent(db.insertInto('customers').values(row));
    },
    async update(id: string, patch: Updateable<CustomerRow>) {
      await db.updateTable('customers').set(patch).where('id', '=', id).execute();
    },
    /** Moves updated_at; run first in a write transaction, it takes the row lock on PostgreSQL. */
    async touch(shopId: string, id: string, now: string): Promise<boolean> {
      const res = await db
        .updateTable('customers')
        .set({ updated_at: now })
        .where('shop_id', '=', shopId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
    setTags(id: string, tags: string[], now: string) {
      return db
        .updateTable('customers')
        .set({ tags: JSON.stringify(tags), updated_at: now })
        .where('id', '=', id)
        .execute();
    },
    /** total_spent stops at MAX_AMOUNT rather than pass what a number holds exactly (see addToOrderCounters). */
    async addToCounters(id: string, orders: number, spent: number, now: string) {
      const { rows } = await counterAddition(db, { id, orders, spent, now });
      return rows[0];
    },
  };
}
