import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

/**
 * PostgreSQL only: the functions Tenpo calls on its write and search paths, redefined in PL/pgSQL
 * with their bodies and attributes unchanged:
 * - the counters' add functions, which their row triggers call (item_counts 0130, order_counts
 *   0230, order_daily 0870, order_sync_days 0930);
 * - the search keys: an item's name keys, computed for the GIN index at every write of an item
 *   (0800), a keyword's keys for `GET /v1/items?q=` (0800), a customer's keys, which its trigger
 *   computes at every write of a searched column (0911).
 * PostgreSQL 15 inlines a SQL function only when its body is a SELECT of one expression without a
 * sub-select, which none of these is; otherwise it plans the body again at every call from a new
 * statement (a trigger's PERFORM, an index entry's expression), where PL/pgSQL keeps each
 * statement's plan for the session: an order's status change costs PostgreSQL about half the CPU, a
 * stock change 10-20 % less (docs/history/benchmarks-2026-11.md, "SQL functions in PL/pgSQL").
 */
export const PLPGSQL_FUNCTIONS = [
  'item_counts_add',
  'order_counts_add',
  'order_daily_add',
  'order_sync_days_add',
  'tenpo_item_name_keys',
  'tenpo_keyword_keys',
  'customer_search_keys',
];

export async function up(db: Kysely<any>): Promise<void> {
  await relanguage(db, 'plpgsql');
}

export async function down(db: Kysely<any>): Promise<void> {
  await relanguage(db, 'sql');
}

interface Definition {
  name: string;
  args: string;
  result: string;
  body: string;
  volatility: 'i' | 's' | 'v';
  strict: boolean;
  parallel: 's' | 'r' | 'u';
}

const VOLATILITY = { i: 'IMMUTABLE', s: 'STABLE', v: 'VOLATILE' } as const;
const PARALLEL = { s: 'PARALLEL SAFE', r: 'PARALLEL RESTRICTED', u: 'PARALLEL UNSAFE' } as const;

/**
 * Each function of the search path's schema redefined in `to` from the other language, read from
 * the catalog: a SQL body is one statement, which PL/pgSQL runs (void) or returns the value of.
 */
async function relanguage(db: Kysely<any>, to: 'sql' | 'plpgsql'): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  const from = to === 'plpgsql' ? 'sql' : 'plpgsql';
  const { rows } = await sql<Definition>`
    SELECT p.proname AS name, pg_get_function_arguments(p.oid) AS args, pg_get_function_result(p.oid) AS result,
      p.prosrc AS body, p.provolatile AS volatility, p.proisstrict AS strict, p.proparallel AS parallel
    FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
    WHERE p.proname IN (${sql.join(PLPGSQL_FUNCTIONS)}) AND l.lanname = ${from} AND pg_function_is_visible(p.oid)`.execute(
    db,
  );
  if (rows.length !== PLPGSQL_FUNCTIONS.length)
    throw new Error(`expected the ${PLPGSQL_FUNCTIONS.length} functions in ${from}, found ${rows.length}`);
  for (const f of rows) {
    // PL/pgSQL's wrapping of the one statement, around it (…) when the function returns its value.
    const [open, close] = f.result === 'void' ? ['BEGIN ', '; END'] : ['BEGIN RETURN (', '); END'];
    const body = f.body.trim();
    const source = to === 'plpgsql' ? `${open}${body}${close}` : body.slice(open.length, body.length - close.length);
    const attributes = [VOLATILITY[f.volatility], f.strict ? 'STRICT' : '', PARALLEL[f.parallel]].join(' ');
    await sql`CREATE OR REPLACE FUNCTION ${sql.id(f.name)}(${sql.raw(f.args)}) RETURNS ${sql.raw(f.result)}
      LANGUAGE ${sql.raw(to)} ${sql.raw(attributes)} AS ${sql.raw(`$body$ ${source} $body$`)}`.execute(db);
  }
}
