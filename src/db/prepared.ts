import type { Compilable } from 'kysely';
import { commitSignalOf, readConnectionOf, type Db } from './database.ts';

/**
 * Compiles a query once and runs it with fresh parameters (in the order they appear in the query):
 * for the few reads on every request's path, where building and compiling would cost more than the
 * query. On SQLite it runs as a prepared statement on the read-only connection, synchronously and
 * outside the writer's mutex; inside a transaction, or on PostgreSQL, it runs through Kysely.
 */
export function preparedQuery<R>(db: Db, query: Compilable<R>): (...parameters: unknown[]) => Promise<R | undefined> {
  const compiled = query.compile();
  const reader = readConnectionOf(db);
  if (reader) {
    let statement: ReturnType<typeof reader.prepare> | null = null; // prepared on first use: tables may not exist yet
    return async (...parameters) => {
      statement ??= reader.prepare(compiled.sql);
      return statement.get(parameters) as R | undefined;
    };
  }
  return async (...parameters) => (await db.executeQuery<R>({ ...compiled, parameters })).rows[0];
}

const MEMO_MAX = 10_000;

/**
 * preparedQuery with one parameter, whose answers are remembered until the next commit to the
 * database by any process (SQLite's commit signal): as fresh as querying every time, without the
 * query's read locks. Answers are frozen, since callers share them. On PostgreSQL, and whenever
 * the signal cannot be read, it queries every time.
 */
export function memoizedQuery<R extends object>(db: Db, query: Compilable<R>): (key: string) => Promise<R | undefined> {
  const run = preparedQuery(db, query);
  const commits = commitSignalOf(db);
  if (!commits) return (key) => run(key);
  const memo = new Map<string, { generation: number; row: R | undefined }>();
  return async (key) => {
    // The generation is read before the query: a commit landing in between makes the next look query again.
    const generation = commits.current();
    if (generation === null) return run(key);
    const kept = memo.get(key);
    if (kept && kept.generation === generation) return kept.row;
    const row = await run(key);
    if (row) Object.freeze(row);
    if (memo.size >= MEMO_MAX) memo.clear();
    memo.set(key, { generation, row });
    return row;
  };
}
