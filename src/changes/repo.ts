import type { Db } from '../db/database.ts';
import type { ChangeTables } from '../db/tables/changes.ts';

export type ChangeRow = ChangeTables['changes'];

/** The only place with change-record SQL. */
export function changesRepo(db: Db) {
  const t = db.withTables<ChangeTables>();
  return {
    /**
     * Takes n numbers and one instant from the shop's clock: the instant is nowMs, or one
     * millisecond after the last one when that is later. The statement takes the clock row's lock
     * (the write lock on SQLite) and keeps it until the caller's transaction ends.
     */
    async advanceClock(shopId: string, n: number, nowMs: number): Promise<{ seq: number; lastMs: number }> {
      const row = await t
        .insertInto('change_clocks')
        .values({ shop_id: shopId, seq: n, last_ms: nowMs })
        .onConflict((oc) =>
          oc.column('shop_id').doUpdateSet((eb) => ({
            seq: eb('change_clocks.seq', '+', eb.ref('excluded.seq')),
            last_ms: eb
              .case()
              .when('change_clocks.last_ms', '>=', eb.ref('excluded.last_ms'))
              .then(eb('change_clocks.last_ms', '+', 1))
              .else(eb.ref('excluded.last_ms'))
              .end(),
          })),
        )
        .returning(['seq', 'last_ms'])
        .executeTakeFirstOrThrow();
      return { seq: Number(row.seq), lastMs: Number(row.last_ms) };
    },
    /** The insert of numbered changes, for the caller to run with the rest of its last writes. */
    insertChanges(rows: ChangeRow[]) {
      return t.insertInto('changes').values(rows);
    },
    /** The shop's changes after a number, in commit order (the walk events will make). */
    after(shopId: string, seq: number, limit: number) {
      return t
        .selectFrom('changes')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('seq', '>', seq)
        .orderBy('seq')
        .limit(limit)
        .execute();
    },
  };
}
