import type { Compilable, Kysely, QueryResult, SelectQueryBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { fixedStatement } from './compiled.ts';
import { dialectOf } from './dialect.ts';

/** A read of rows built from the database handle and the parameters (a select builder). */
type Read = (db: never, p: never) => SelectQueryBuilder<never, never, unknown>;
type Build = (db: Kysely<unknown>, p: Record<string, unknown>) => SelectQueryBuilder<unknown, never, unknown>;

type RowOf<R extends Read> = ReturnType<R> extends Compilable<infer Row> ? Row : never;
type RowsOf<Reads extends Record<string, Read>> = { [K in keyof Reads]: RowOf<Reads[K]>[] };
type HandleOf<Reads extends Record<string, Read>> = Parameters<Reads[keyof Reads]>[0];
type ParametersOf<Reads extends Record<string, Read>> = Parameters<Reads[keyof Reads]>[1];

interface ReadsTogether<Reads extends Record<string, Read>> {
  /** Every read's rows, by name. */
  all(db: HandleOf<Reads>, p: ParametersOf<Reads>): Promise<RowsOf<Reads>>;
  /** Each read alone, compiled once (the statements `all` runs on SQLite). */
  each: { [K in keyof Reads]: (db: HandleOf<Reads>, p: ParametersOf<Reads>) => Promise<QueryResult<RowOf<Reads[K]>>> };
}

/**
 * Independent reads of the same parameters in as few round trips as the database allows, each
 * compiled once per dialect and structure of parameters (fixedStatement): on PostgreSQL one
 * statement whose columns are the reads' rows as JSON arrays (Kysely's jsonArrayFrom); on SQLite,
 * where a statement costs no round trip and building JSON costs more than reading rows, one
 * statement per read.
 *
 * - Order: each read's ORDER BY is kept, since the aggregate reads its subquery with nothing at
 *   the outer level that could reorder it (no join, no grouping), as PostgreSQL's documentation of
 *   aggregates requires.
 * - Values: JSON gives text as strings and integers as numbers, as Tenpo's pg type parsers do
 *   (int8 and numeric as numbers; timestamps are text columns). A read of a column whose JSON
 *   differs from its row value (bytea, timestamptz, json itself) is not for this.
 */
export function readsTogether<Reads extends Record<string, Read>>(reads: Reads): ReadsTogether<Reads> {
  const builds = Object.entries(reads as Record<string, unknown> as Record<string, Build>);
  const each = Object.fromEntries(builds.map(([name, build]) => [name, alone(build)]));
  const together = fixedStatement((db: Kysely<unknown>, p: Record<string, unknown>) =>
    db.selectNoFrom(builds.map(([name, build]) => jsonArrayFrom(build(db, p)).as(name))),
  );
  return {
    async all(handle, parameters) {
      const db = handle as Kysely<unknown>;
      const p = parameters as Record<string, unknown>;
      if (dialectOf(db) === 'postgres') return (await together(db, p)).rows[0] as RowsOf<Reads>;
      const rows: Record<string, unknown[]> = {};
      for (const [name, run] of Object.entries(each)) rows[name] = (await run(db, p)).rows;
      return rows as RowsOf<Reads>;
    },
    each: each as unknown as ReadsTogether<Reads>['each'],
  };
}

/** Each read's statement alone, compiled once however many sets of reads together name it. */
type Statement = (db: Kysely<unknown>, p: Record<string, unknown>) => Promise<QueryResult<unknown>>;
const aloneByRead = new WeakMap<Build, Statement>();
function alone(build: Build): Statement {
  let statement = aloneByRead.get(build);
  if (!statement) aloneByRead.set(build, (statement = fixedStatement(build)));
  return statement;
}
