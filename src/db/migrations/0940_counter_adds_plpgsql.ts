import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

/**
 * The counters' add functions on PostgreSQL (item_counts 0130, order_counts 0230, order_daily 0870,
 * order_sync_days 0930), which their row triggers call, in PL/pgSQL instead of SQL, bodies
 * unchanged. PostgreSQL 15 plans a SQL function's INSERT … ON CONFLICT again at every call (a SQL
 * function's plans last one calling statement, and a trigger's PERFORM is a statement), where
 * PL/pgSQL keeps each statement's plan for the session: an order's status change, which moves it
 * in three tallies, costs PostgreSQL 40 % less CPU (docs/BENCHMARKS.md, "Counters' add functions").
 */
export const COUNTER_ADDS = ['item_counts_add', 'order_counts_add', 'order_daily_add', 'order_sync_days_add'];

export async function up(db: Kysely<any>): Promise<void> {
  await relanguage(db, 'sql', 'plpgsql');
}

export async function down(db: Kysely<any>): Promise<void> {
  await relanguage(db, 'plpgsql', 'sql');
}

/** Each add function of the schema's search path redefined in the other language, its body read from the catalog. */
async function relanguage(db: Kysely<any>, from: 'sql' | 'plpgsql', to: 'sql' | 'plpgsql'): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  const { rows } = await sql<{ name: string; args: string; body: string }>`
    SELECT p.proname AS name, pg_get_function_arguments(p.oid) AS args, p.prosrc AS body
    FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
    WHERE p.proname IN (${sql.join(COUNTER_ADDS)}) AND l.lanname = ${from} AND pg_function_is_visible(p.oid)`.execute(
    db,
  );
  if (rows.length !== COUNTER_ADDS.length)
    throw new Error(`expected the ${COUNTER_ADDS.length} counters' add functions in ${from}, found ${rows.length}`);
  for (const { name, args, body } of rows) {
    const statement = body
      .trim()
      .replace(/^BEGIN\s+/, '')
      .replace(/;\s*END$/, '');
    const source = to === 'plpgsql' ? `BEGIN ${statement}; END` : statement;
    await sql`CREATE OR REPLACE FUNCTION ${sql.id(name)}(${sql.raw(args)}) RETURNS void LANGUAGE ${sql.raw(to)}
      AS ${sql.raw(`$body$ ${source} $body$`)}`.execute(db);
  }
}
