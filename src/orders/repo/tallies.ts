import { sql } from 'kysely';
import type { Tx } from '../../db/database.ts';
import { dialectOf } from '../../db/dialect.ts';
import { ownTables } from '../../db/own-tables.ts';
import type { OrderTables } from '../../db/tables/orders.ts';

/** The per-day tallies kept with slots on PostgreSQL (migrations 0870, 0930), and the counts each row holds. */
const DAY_TALLIES = [
  { table: 'order_daily', counts: ['orders', 'amount'] },
  { table: 'order_sync_days', counts: ['n'] },
] as const;

/** Writes to the order tallies that their triggers do not make. */
export function orderTalliesRepo(handle: Tx) {
  const db = ownTables<OrderTables>(handle);
  return {
    /**
     * Folds the slots of each per-day tally's days before `day` into slot 0, one statement per
     * tally: the rows it deletes are summed into slot 0 by the same statement, so no count changes,
     * whatever writers do meanwhile (a row a writer holds is deleted after its commit, with its new
     * value; a writer after the fold makes a new slot row). Answers the rows written. SQLite keeps
     * one slot: nothing to fold.
     */
    async foldSlotsBefore(day: string): Promise<number> {
      let folded = 0;
      if (dialectOf(db) === 'sqlite') return folded;
      for (const { table, counts } of DAY_TALLIES) {
        const list = sql.raw(counts.join(', '));
        const sums = sql.raw(counts.map((c) => `sum(${c})`).join(', '));
        const added = sql.raw(counts.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', '));
        const { numAffectedRows } = await sql`WITH moved AS (
            DELETE FROM ${sql.table(table)} WHERE day < ${day} AND slot <> 0 RETURNING shop_id, day, status, ${list})
          INSERT INTO ${sql.table(table)} (shop_id, day, status, slot, ${list})
          SELECT shop_id, day, status, 0, ${sums} FROM moved GROUP BY shop_id, day, status
          ON CONFLICT (shop_id, day, status, slot) DO UPDATE SET ${added}`.execute(db);
        folded += Number(numAffectedRows ?? 0);
      }
      return folded;
    },
  };
}
