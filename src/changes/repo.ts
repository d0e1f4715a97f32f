import type { Kysely } from 'kysely';
import { fixedStatement, shapedWrites } from '../db/compiled.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { ChangeTables } from '../db/tables/changes.ts';
import { inShop } from '../db/plans.ts';
import { ownTables } from '../db/own-tables.ts';

export type ChangeRow = ChangeTables['changes'];

/** A table whose rows a change names by id within the shop and stamps with its instant (updated_at). */
export type StampedTable = {
  [K in keyof Database]: Database[K] extends { id: string; shop_id: string; updated_at: string } ? K : never;
}[keyof Database];

/** Rows of a table a change stamps: what the caller (the table's owner) asks, as data. */
export interface Stamp {
  table: StampedTable;
  ids: string[];
}

/** The clock's advance (changesRepo.advanceClock), compiled once: every change a shop records takes it. */
const clockAdvance = fixedStatement((db: Kysely<ChangeTables>, p: { shopId: string; n: number; nowMs: number }) =>
  db
    .insertInto('change_clocks')
    .values({ shop_id: p.shopId, seq: p.n, last_ms: p.nowMs })
    .onConflict((oc) =>
      oc.column('shop_id').doUpdateSet((eb) => ({
        seq: eb('change_clocks.seq', '+', eb.ref('excluded.seq')),
        last_ms: eb
          .case()
          .when('change_clocks.last_ms', '>=', eb.ref('excluded.last_ms'))
          .then(eb('change_clocks.last_ms', '+', eb.lit(1)))
          .else(eb.ref('excluded.last_ms'))
          .end(),
      })),
    )
    .returning(['seq', 'last_ms']),
);

/**
 * insertChanges' writes, compiled once per shape: which tables' rows the changes stamp (and, by
 * the parameters' structure, how many changes and stamped ids of each table).
 */
const changeWrites = shapedWrites(
  (handle: Db, tables: string, p: { shopId: string; at: string; rows: ChangeRow[]; stamps: string[][] }) => {
    const db = ownTables<ChangeTables>(handle);
    // Other areas' tables, written: a change stamps the rows its caller (their owner) names, as data,
    // in the statement that writes the change (one statement on PostgreSQL, under the clock's lock).
    const stamped = ownTables<Record<StampedTable, { id: string; shop_id: string; updated_at: string }>>(handle);
    const stampWrites = (tables ? (tables.split(',') as StampedTable[]) : []).map((table, k) =>
      stamped
        .updateTable(table)
        .set({ updated_at: p.at })
        .where(inShop('shop_id', p.shopId))
        .where('id', 'in', p.stamps[k]!),
    );
    return [...stampWrites, db.insertInto('changes').values(p.rows)];
  },
);

/** The only place with change-record SQL. */
export function changesRepo(handle: Db) {
  const db = ownTables<ChangeTables>(handle);
  return {
    /**
     * Takes n numbers and one instant from the shop's clock: the instant is nowMs, or one
     * millisecond after the last one when that is later. The statement takes the clock row's lock
     * (the write lock on SQLite) and keeps it until the caller's transaction ends.
     */
    async advanceClock(shopId: string, n: number, nowMs: number): Promise<{ seq: number; lastMs: number }> {
      const { rows } = await clockAdvance(db, { shopId, n, nowMs });
      const row = rows[0]!;
      return { seq: Number(row.seq), lastMs: Number(row.last_ms) };
    },
    /**
     * Writes the numbered changes and gives the rows they stamp the changes' instant as updated_at:
     * one statement on PostgreSQL, since these writes hold the shop's clock.
     */
    async insertChanges(shopId: string, at: string, rows: ChangeRow[], stamps: Stamp[]): Promise<void> {
      const stamping = stamps.filter((s) => s.ids.length);
      await changeWrites(handle, stamping.map((s) => s.table).join(','), {
        shopId,
        at,
        rows,
        stamps: stamping.map((s) => s.ids),
      });
    },
    /** The shop's changes after a number, in commit order (the walk events will make). */
    after(shopId: string, seq: number, limit: number) {
      return db
        .selectFrom('changes')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('seq', '>', seq)
        .orderBy('seq')
        .limit(limit)
        .execute();
    },
    /** Deletes events recorded before `before`; the other rows of the change record stay. */
    async pruneEvents(before: string): Promise<number> {
      const r = await db
        .deleteFrom('changes')
        .where('created_at', '<', before)
        .where('event_id', 'is not', null)
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}
