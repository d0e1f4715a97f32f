import {
  sql,
  type Compilable,
  type CompiledQuery,
  type InsertQueryBuilder,
  type InsertResult,
  type Kysely,
  type OperationNodeSource,
} from 'kysely';
import { dialectOf } from './dialect.ts';

/** A write statement built and not yet run (an insert, update or delete builder). */
export interface Write extends OperationNodeSource {
  execute(): Promise<unknown>;
  compile(): CompiledQuery;
}

/**
 * The statements that run independent writes (none reads what another writes) in as few round
 * trips as the database allows, to run in order: on PostgreSQL one statement, all but the last as
 * data-modifying CTEs; on SQLite, where a statement costs no round trip and there is no such CTE,
 * the writes themselves. For a transaction's last writes made while it holds a lock others wait on
 * (the change record's clock); shapedWrites (./compiled.ts) compiles them once.
 */
export function statementsOf<DB>(db: Kysely<DB>, writes: Write[]): Compilable[] {
  if (dialectOf(db) !== 'postgres' || writes.length < 2) return writes;
  const last = writes.at(-1)!;
  const ctes = writes.slice(0, -1).map((w, i) => sql`${sql.id(`w${i}`)} as (${w})`);
  const together = sql`with ${sql.join(ctes)} ${last}`;
  return [{ compile: () => together.compile(db) }];
}

/**
 * Runs the insert with ON CONFLICT DO NOTHING and answers whether it inserted: for a row another
 * request may have inserted first (a taken key is then an answer, not a failed statement that
 * would abort a PostgreSQL transaction).
 */
export async function insertIfAbsent<DB, TB extends keyof DB>(
  insert: InsertQueryBuilder<DB, TB, InsertResult>,
): Promise<boolean> {
  const r = await insert.onConflict((oc) => oc.doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}
